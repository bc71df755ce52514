/**
 * Column widths that fit the grid's box: every header readable (never cut to "Compa…"), no horizontal
 * scrolling while the columns can shrink, and the columns stretched to the box when there is room.
 */

/** Header padding: the cell's 6 px each side (grid-theme.ts) and a few px for rounding and late fonts. */
export const HEADER_PADDING = 16;
/** The sort indicator's reserve beside a sortable header's text (icon and its gaps, ht-theme-main). */
export const SORT_INDICATOR_WIDTH = 24;
/** No column narrower than this, whatever its header. */
export const MIN_COLUMN_WIDTH = 44;

/** Measures a text in the grid's header font, in px. */
export type MeasureText = (text: string) => number;

/** The room a header needs: on one line, and on several lines broken at spaces (its longest word). */
export interface HeaderRoom {
  oneLine: number;
  wrapped: number;
}

export function headerRoom(header: string, sortable: boolean, measure: MeasureText): HeaderRoom {
  const extra = HEADER_PADDING + (sortable ? SORT_INDICATOR_WIDTH : 0);
  const words = header.split(/\s+/).filter((word) => word !== '');
  const longest = Math.max(0, ...words.map(measure));
  return {
    oneLine: Math.max(MIN_COLUMN_WIDTH, Math.ceil(measure(header) + extra)),
    wrapped: Math.max(MIN_COLUMN_WIDTH, Math.ceil(longest + extra)),
  };
}

export interface ColumnRoom {
  /** The width the column asks for (its declared width, at least its header on one line). */
  preferred: number;
  /** The least it takes: its header broken into lines, or a declared minimum. */
  min: number;
  /** Never stretched past its preferred width (a checkbox, the actions button). */
  fixed?: boolean;
}

/**
 * The widths of the columns in `available` px: when the preferred widths fit, each column but the fixed
 * ones stretched in proportion to its preferred width so that they fill the box; else each shrunk in
 * proportion to what it can give, never below its minimum. When even the minimums do not fit (a narrow
 * sidebar), the preferred widths: the grid scrolls sideways. Before the box is measured (0), the
 * preferred widths.
 */
export function fitColumnWidths(columns: readonly ColumnRoom[], available: number): number[] {
  const preferred = columns.map((column) => Math.max(column.preferred, column.min));
  const total = preferred.reduce((sum, width) => sum + width, 0);
  if (!(available > 0)) return preferred;
  if (total <= available) return stretched(columns, preferred, available);
  const slack = columns.map((column, index) => (preferred[index] ?? 0) - column.min);
  const give = slack.reduce((sum, width) => sum + width, 0);
  const deficit = total - available;
  // Squeezing every column to its header helps nobody once the grid scrolls anyway: keep the widths asked.
  if (give < deficit) return preferred;
  const widths = preferred.map((width, index) => Math.floor(width - ((slack[index] ?? 0) * deficit) / give));
  // The pixels the rounding left go to the column that gave most, so that the columns fill the box.
  const left = available - widths.reduce((sum, width) => sum + width, 0);
  const widest = slack.indexOf(Math.max(...slack));
  if (left > 0 && widest >= 0) widths[widest] = (widths[widest] ?? 0) + Math.floor(left);
  return widths;
}

function stretched(columns: readonly ColumnRoom[], preferred: number[], available: number): number[] {
  const stretchable = preferred.reduce((sum, width, index) => sum + (columns[index]?.fixed ? 0 : width), 0);
  const extra = available - preferred.reduce((sum, width) => sum + width, 0);
  if (stretchable === 0 || extra <= 0) return preferred;
  const widths = preferred.map((width, index) =>
    columns[index]?.fixed ? width : Math.floor(width + (width * extra) / stretchable),
  );
  const left = available - widths.reduce((sum, width) => sum + width, 0);
  const last = columns.map((column) => column.fixed !== true).lastIndexOf(true);
  if (left > 0 && last >= 0) widths[last] = (widths[last] ?? 0) + left;
  return widths;
}

/** A text measure on a canvas in the given CSS font; an estimate where there is no canvas (tests). */
export function canvasMeasure(font: string): MeasureText {
  let context: CanvasRenderingContext2D | null;
  try {
    context = document.createElement('canvas').getContext('2d');
  } catch {
    context = null;
  }
  if (context === null || typeof context.measureText !== 'function') return (text) => text.length * 7.5;
  context.font = font;
  const measured = context;
  return (text) => measured.measureText(text).width;
}
