import type { ThemeMode } from '../theme/theme';

/** What a custom cell renderer gets besides the cell and its row. */
export interface GridCellContext {
  mode: ThemeMode;
  /** Whether the row is the one marked selected from outside. */
  selected: boolean;
}

/** One column of a DataGrid. `key` names the row property shown and the sort key reported. */
export interface DataGridColumn<Row extends object> {
  key: Extract<keyof Row, string>;
  header: string;
  /**
   * Preferred width in px. The grid fits its columns to its box: stretched when there is room, else
   * shrunk (long values end in an ellipsis, the whole value in the cell's tooltip), never below the
   * header's longest word (headers break into two lines rather than being cut) or `minWidth`. A box too
   * narrow for even those (a sidebar) keeps the preferred widths and scrolls sideways.
   */
  width?: number;
  /**
   * Long texts wrap onto more lines (the row grows) instead of ending in an ellipsis: for a column whose
   * full text matters more than one line per row (a company's name). A word longer than the column breaks.
   */
  wrap?: boolean;
  /** Codes of fixed length (an ISIN) in a monospaced font: every value takes the same width. */
  monospace?: boolean;
  /** The least width in px (default: what the header needs). */
  minWidth?: number;
  /**
   * The header asks only for its longest word's width, not its whole text on one line: a long header
   * ('Beneish M-score') over short values breaks into two lines rather than taking room from the others.
   */
  wrapHeader?: boolean;
  align?: 'left' | 'center' | 'right';
  /** Header click sorts (default true). */
  sortable?: boolean;
  /** The text of a cell; default: the value as text, 'N/A' for null/undefined/''. */
  format?: (value: Row[Extract<keyof Row, string>], row: Row) => string;
  /** A second, smaller line under the cell's text (an email under a name, an end under a start). */
  secondary?: (row: Row) => string;
  /**
   * Draws a cell's content (coloured cells). It must print the value as text too: colour is never the only
   * carrier of meaning. The cell already has the grid's classes; write its children, not its className.
   */
  render?: (cell: HTMLTableCellElement, row: Row, context: GridCellContext) => void;
}

export type GridSortDirection = 'asc' | 'desc';

export interface DataGridSort {
  key: string;
  dir: GridSortDirection;
}

/**
 * Checkboxes in a first column to pick rows (for an action on several at once). A click on a checkbox, or
 * Space on any cell of a row (Enter on its checkbox cell), toggles the row without activating it; the
 * header's checkbox (click, or Enter/Space on it) checks every row shown, or unchecks them when all are.
 */
export interface DataGridRowSelection<Row extends object> {
  isChecked: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** Checks every row shown, or unchecks them all when every one is checked already. */
  onToggleAll: (rows: readonly Row[]) => void;
  /** The checkbox's accessible name, e.g. 'Select Acme Corp'. */
  label: (row: Row) => string;
  /** The header checkbox's accessible name (default 'Select all rows shown'). */
  allLabel?: string;
}

/** One action of a row's menu. */
export interface GridRowAction {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
  /** A line under the label: why it is disabled, or what it does. */
  hint?: string;
  /** Shown in the error colour (Delete). */
  destructive?: boolean;
}

/**
 * The actions of each row: a last column with a button per row ('Actions for {name}') that opens a menu
 * of them. A click on a row (or Enter on it) opens the same menu, unless the grid has `onRowActivate`.
 */
export interface DataGridRowActions<Row extends object> {
  actions: (row: Row) => readonly GridRowAction[];
  /** The row's name in the button's accessible name and the menu's. */
  name: (row: Row) => string;
}

export interface DataGridProps<Row extends object> {
  columns: readonly DataGridColumn<Row>[];
  rows: readonly Row[];
  /** The grid's accessible name. */
  label: string;
  /** A stable id of a row (for the selected row). */
  rowKey: (row: Row) => string;
  /** The row shown as selected (highlighted). */
  selectedKey?: string | undefined;
  /** A click on a row, or Enter on one of its cells. */
  onRowActivate?: ((row: Row) => void) | undefined;
  /**
   * Controlled (server-side) sorting: the grid shows `sort` and reports header clicks (and Enter on a header)
   * through `onSortRequest` without sorting itself. Without `onSortRequest` sortable columns sort in the grid.
   */
  sort?: DataGridSort | null | undefined;
  onSortRequest?: ((key: string) => void) | undefined;
  /** Height in px or CSS ('auto' grows with the rows). */
  height?: number | string;
  /** Height of a row in px (default 32). */
  rowHeight?: number;
  /**
   * Render only the rows in view (for long, unpaged lists). Default false: the app's grids are paged, and
   * every row in the DOM keeps find-in-page and screen readers working. Read once, when the grid starts.
   */
  virtualizeRows?: boolean;
  /** Checkbox selection of rows; without it the grid has no checkbox column. */
  rowSelection?: DataGridRowSelection<Row> | undefined;
  /** A menu of actions on each row (a last Actions column); without it the grid has none. */
  rowActions?: DataGridRowActions<Row> | undefined;
}
