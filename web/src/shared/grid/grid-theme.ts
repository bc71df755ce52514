import { alpha, type Theme } from '@mui/material/styles';

import type { ThemeMode } from '../theme/theme';

/** The Handsontable theme class of each app mode (styles/ht-theme-main.min.css). */
export const GRID_THEME_CLASS: Record<ThemeMode, string> = {
  light: 'ht-theme-main',
  dark: 'ht-theme-main-dark',
};

/** The class the grid puts on the cells of the row selected from outside. */
export const SELECTED_ROW_CLASS = 'ls-row-selected';
/** Cells of rows that react to a click. */
export const ACTIVE_ROW_CLASS = 'ls-row-active';
/** Cells of a monospaced column (codes such as an ISIN). */
export const MONOSPACE_CLASS = 'ls-mono';
const MONOSPACE_FONT =
  'ui-monospace, SFMono-Regular, "DejaVu Sans Mono", Menlo, Consolas, "Liberation Mono", monospace';
/** Each line of a two-line cell, and the smaller second line. */
export const CELL_LINE_CLASS = 'ls-cell-line';
export const CELL_SECONDARY_CLASS = 'ls-cell-secondary';

export function modeOf(theme: Theme): ThemeMode {
  return theme.palette.mode === 'light' ? 'light' : 'dark';
}

/**
 * The Handsontable theme variables overridden with the app palette (theme.ts), so that the grid looks like
 * the rest of the app in both modes: surfaces, text, lines, the accent and the font.
 */
export function gridThemeVariables(theme: Theme): Record<string, string> {
  const { palette } = theme;
  const paper = palette.background.paper;
  const header = palette.mode === 'dark' ? palette.background.default : alpha(palette.text.primary, 0.03);
  return {
    '--ht-font-family': String(theme.typography.fontFamily),
    '--ht-font-size': '13px',
    '--ht-font-size-small': '12px',
    '--ht-line-height': '20px',
    // Dense cells (6 px each side): more columns fit without sideways scrolling (column-widths.ts).
    '--ht-cell-horizontal-padding': '6px',
    '--ht-foreground-color': palette.text.primary,
    '--ht-foreground-secondary-color': palette.text.secondary,
    '--ht-background-color': paper,
    '--ht-background-secondary-color': header,
    '--ht-border-color': palette.divider,
    '--ht-accent-color': palette.primary.main,
    '--ht-border-radius': '8px',
    '--ht-read-only-color': palette.text.primary,
    '--ht-cell-read-only-background-color': paper,
    '--ht-cell-selection-border-color': palette.primary.main,
    '--ht-cell-selection-background-color': palette.primary.main,
    '--ht-header-font-weight': '600',
    '--ht-header-foreground-color': palette.text.secondary,
    '--ht-header-background-color': header,
    '--ht-header-highlighted-foreground-color': palette.text.primary,
    '--ht-header-highlighted-background-color': alpha(palette.primary.main, 0.12),
    '--ht-header-active-foreground-color': palette.primary.contrastText,
    '--ht-header-active-background-color': palette.primary.main,
    '--ht-header-active-border-color': palette.primary.main,
    '--ht-row-cell-odd-background-color': paper,
    '--ht-row-cell-even-background-color': paper,
    '--ht-license-foreground-color': palette.text.secondary,
    '--ht-license-background-color': header,
  };
}

/**
 * The sx of the box around the grid: the variables on the theme element, row hover, the selected row,
 * two-line cells, the rows' actions buttons, and headers that break into two lines (`wrapHeaders`, when a
 * column is narrower than its header on one line).
 */
export function gridSx(theme: Theme, clickable: boolean, wrapHeaders = false): Record<string, unknown> {
  const selected = alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.2 : 0.12);
  const themeSelector = `& .${GRID_THEME_CLASS.light}, & .${GRID_THEME_CLASS.dark}`;
  return {
    position: 'relative',
    width: '100%',
    // The box's width is the room the columns are fitted to: never the table's own width.
    minWidth: 0,
    [themeSelector]: gridThemeVariables(theme),
    '& .handsontable td': { verticalAlign: 'middle' },
    // One line per row: a text too long for its column ends in an ellipsis (the full text stays in the
    // cell for readers); columns that must show it all wrap instead (DataGridColumn.wrap).
    '& .handsontable td.htNoWrap': { overflow: 'hidden', textOverflow: 'ellipsis' },
    // A wrapping column breaks a word longer than its width ('Pharmaceuticals' in a narrow name column)
    // rather than clipping it; words that fit still move to the next line whole.
    '& .handsontable td:not(.htNoWrap)': { overflowWrap: 'anywhere' },
    [`& .handsontable td.${MONOSPACE_CLASS}`]: { fontFamily: MONOSPACE_FONT, fontSize: '12px' },
    [`& .handsontable td .${CELL_LINE_CLASS}`]: {
      display: 'block',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      lineHeight: '18px',
    },
    [`& .handsontable td .${CELL_SECONDARY_CLASS}`]: {
      color: theme.palette.text.secondary,
      fontSize: '12px',
    },
    '& .handsontable td button.ls-row-actions': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: theme.palette.text.secondary,
      cursor: 'pointer',
      verticalAlign: 'middle',
    },
    '& .handsontable td button.ls-row-actions:hover': {
      backgroundColor: theme.palette.action.hover,
      color: theme.palette.text.primary,
    },
    '& .handsontable td.current button.ls-row-actions': {
      outline: `2px solid ${theme.palette.primary.main}`,
      outlineOffset: -2,
    },
    ...(wrapHeaders
      ? {
          '& .handsontable thead th': { whiteSpace: 'normal' },
          '& .handsontable thead th .colHeader': {
            whiteSpace: 'normal',
            lineHeight: '16px',
            overflowWrap: 'normal',
          },
        }
      : {}),
    ...(clickable
      ? {
          [`& .handsontable td.${ACTIVE_ROW_CLASS}`]: { cursor: 'pointer' },
          '& .handsontable tbody tr:hover > td': { backgroundColor: theme.palette.action.hover },
        }
      : {}),
    [`& .handsontable td.${SELECTED_ROW_CLASS}`]: {
      backgroundColor: selected,
      fontWeight: 600,
    },
    [`& .handsontable tbody tr > td.${SELECTED_ROW_CLASS}:first-of-type`]: {
      boxShadow: `inset 3px 0 0 ${theme.palette.primary.main}`,
    },
  };
}
