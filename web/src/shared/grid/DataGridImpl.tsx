import { HotTable, type HotTableRef } from '@handsontable/react-wrapper';
import Box from '@mui/material/Box';
import { alpha, useTheme, type Theme } from '@mui/material/styles';
import type { CellCoords, ColumnSettings } from 'handsontable/base';
import type { ColumnSortingConfig } from 'handsontable/plugins/columnSorting';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

import { canvasMeasure, fitColumnWidths, headerRoom, type ColumnRoom } from './column-widths';
import type { DataGridColumn, DataGridProps } from './data-grid-types';
import {
  ACTIVE_ROW_CLASS,
  CELL_LINE_CLASS,
  CELL_SECONDARY_CLASS,
  GRID_THEME_CLASS,
  gridSx,
  modeOf,
  MONOSPACE_CLASS,
  SELECTED_ROW_CLASS,
} from './grid-theme';
import { handsontableLicenseKey } from './handsontable-setup';
import {
  paintRowActionsButton,
  ROW_ACTIONS_BUTTON_CLASS,
  ROW_ACTIONS_HEADER,
  RowActionsMenu,
} from './RowActionsMenu';

const LICENSE_KEY = handsontableLicenseKey();
const DEFAULT_ROW_HEIGHT = 32;
/** The row height when a column has a second line. */
const TWO_LINE_ROW_HEIGHT = 48;
/** The header's height when a header breaks into two lines. */
const TWO_LINE_HEADER_HEIGHT = 46;
const DEFAULT_COLUMN_WIDTH = 120;
const ACTIONS_COLUMN_WIDTH = 76;
/** The grid's own left and right border. */
const GRID_BORDERS = 2;

type Row = object;
type NativeRenderer = NonNullable<Extract<ColumnSettings['renderer'], (...args: never[]) => void>>;

function defaultText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'N/A';
  return JSON.stringify(value);
}

const ALIGN_CLASS = { left: 'htLeft', center: 'htCenter', right: 'htRight' } as const;

/** A cell's text on a first line and `secondary` on a smaller second line, each ending in an ellipsis. */
function paintTwoLines(cell: HTMLElement, text: string, secondary: string): void {
  const document = cell.ownerDocument;
  const first = document.createElement('span');
  first.className = CELL_LINE_CLASS;
  first.textContent = text;
  const second = document.createElement('span');
  second.className = `${CELL_LINE_CLASS} ${CELL_SECONDARY_CLASS}`;
  second.textContent = secondary;
  cell.replaceChildren(first, second);
}

/** Gives a cell whose text is cut by its ellipsis the whole text as its tooltip. */
function titleIfCut(cell: HTMLElement): void {
  const lines = [...cell.querySelectorAll<HTMLElement>(`.${CELL_LINE_CLASS}`)];
  const parts = lines.length > 0 ? lines : [cell];
  const cut = parts.some((part) => part.scrollWidth > part.clientWidth + 1);
  if (cut) cell.title = parts.map((part) => part.textContent).join('\n');
  else cell.removeAttribute('title');
}

/** A hyphenated word of a header ('M-score'), which a two-line header must not break at its hyphen. */
const HYPHENATED_WORD = /(\S+-\S+)/;

/**
 * Wraps each hyphenated word of a header's text in a span that does not break, so that a header wrapping
 * onto two lines breaks between words only. The text (and so the header's accessible name) is unchanged.
 */
function keepHyphenatedWordsWhole(header: HTMLElement | null): void {
  const text = header?.textContent ?? '';
  if (header === null || !HYPHENATED_WORD.test(text) || header.querySelector('[data-word]') !== null) return;
  header.replaceChildren(
    ...text
      .split(HYPHENATED_WORD)
      .filter((part) => part !== '')
      .map((part) => {
        if (!HYPHENATED_WORD.test(part)) return document.createTextNode(part);
        const word = document.createElement('span');
        word.dataset.word = '';
        word.style.whiteSpace = 'nowrap';
        word.textContent = part;
        return word;
      }),
  );
}

/** The checkbox column's width, and the class of its cells and header. */
const SELECT_COLUMN_WIDTH = 44;
export const SELECT_CELL_CLASS = 'ls-select-cell';
const DEFAULT_ALL_LABEL = 'Select all rows shown';

/** A checkbox drawn into a cell: the grid, not the checkbox, has the keyboard focus (tabIndex -1). */
function paintCheckbox(cell: HTMLElement, checked: boolean, indeterminate: boolean, label: string): void {
  let input = cell.querySelector('input');
  if (input === null) {
    input = document.createElement('input');
    input.type = 'checkbox';
    input.tabIndex = -1;
    input.style.margin = '0';
    input.style.cursor = 'pointer';
    // The grid toggles the row (on mouse up) and paints the box from the caller's state: the browser's
    // own toggle on click would undo that.
    input.addEventListener('click', (event) => {
      event.preventDefault();
    });
    cell.replaceChildren(input);
  }
  input.checked = checked;
  input.indeterminate = indeterminate;
  input.setAttribute('aria-label', label);
}

/**
 * The Handsontable grid behind DataGrid (loaded lazily): read-only, the app theme in both modes, single
 * selection, rows activated by click or Enter, sorting in the grid or reported to the caller.
 */
export default function DataGridImpl(props: DataGridProps<Row>) {
  const theme = useTheme();
  const mode = modeOf(theme);
  const hotRef = useRef<HotTableRef>(null);
  const { columns, rows, label, sort, height = 'auto', virtualizeRows = false } = props;
  const twoLines = columns.some((column) => column.secondary !== undefined);
  const rowHeight = twoLines
    ? Math.max(props.rowHeight ?? DEFAULT_ROW_HEIGHT, TWO_LINE_ROW_HEIGHT)
    : (props.rowHeight ?? DEFAULT_ROW_HEIGHT);
  const controlled = props.onSortRequest !== undefined;
  const withActions = props.rowActions !== undefined;
  const clickable = props.onRowActivate !== undefined || withActions;
  const selectable = props.rowSelection !== undefined;
  /** Grid columns before the caller's: the checkbox column when rows can be selected. */
  const offset = selectable ? 1 : 0;
  /** The actions column (the last), or -1. */
  const actionsColumn = withActions ? offset + columns.length : -1;
  const boxRef = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);
  const [menu, setMenu] = useState<{ row: Row; top: number; left: number } | undefined>(undefined);

  // The latest props, read by the grid's hooks and renderers (which Handsontable keeps between renders).
  const latest = useRef(props);
  const latestMode = useRef(mode);
  useLayoutEffect(() => {
    latest.current = props;
    latestMode.current = mode;
  });

  const rowAt = useCallback((visualRow: number): Row | undefined => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined || visualRow < 0) return undefined;
    const physical = hot.toPhysicalRow(visualRow);
    return physical === null ? undefined : (hot.getSourceDataAtRow(physical) as Row | undefined);
  }, []);

  const hotColumns = useMemo<ColumnSettings[]>(() => {
    const selectColumn: ColumnSettings[] = selectable
      ? [
          {
            data: '__select',
            readOnly: true,
            editor: false,
            className: `htCenter ${SELECT_CELL_CLASS}`,
            columnSorting: { headerAction: false, indicator: false },
            renderer: (instance, td, row, col, prop, _value, cellProperties) => {
              textRenderer(instance, td, row, col, prop, '', cellProperties);
              const source = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as Row | undefined;
              const selection = latest.current.rowSelection;
              if (source === undefined || selection === undefined) return;
              paintCheckbox(td, selection.isChecked(source), false, selection.label(source));
            },
          },
        ]
      : [];
    const actionsColumnSettings: ColumnSettings[] = withActions
      ? [
          {
            data: '__actions',
            readOnly: true,
            editor: false,
            className: 'htCenter',
            columnSorting: { headerAction: false, indicator: false },
            renderer: (instance, td, row, col, prop, _value, cellProperties) => {
              textRenderer(instance, td, row, col, prop, '', cellProperties);
              const source = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as Row | undefined;
              const actions = latest.current.rowActions;
              if (source === undefined || actions === undefined) return;
              td.classList.add(ACTIVE_ROW_CLASS);
              paintRowActionsButton(td, `Actions for ${actions.name(source)}`);
            },
          },
        ]
      : [];
    return [
      ...selectColumn,
      ...columns.map((column: DataGridColumn<Row>) => {
        const renderer: NativeRenderer = (instance, td, row, col, prop, value, cellProperties) => {
          const source = instance.getSourceDataAtRow(instance.toPhysicalRow(row)) as Row | undefined;
          const current = latest.current;
          const text =
            source !== undefined && column.format !== undefined
              ? column.format(value as never, source)
              : defaultText(value);
          textRenderer(instance, td, row, col, prop, text, cellProperties);
          if (source !== undefined && column.secondary !== undefined) {
            paintTwoLines(td, text, column.secondary(source));
          }
          const selected =
            source !== undefined &&
            current.selectedKey !== undefined &&
            current.rowKey(source) === current.selectedKey;
          td.classList.toggle(SELECTED_ROW_CLASS, selected);
          td.classList.toggle(MONOSPACE_CLASS, column.monospace === true);
          td.classList.toggle(ACTIVE_ROW_CLASS, current.onRowActivate !== undefined);
          if (source !== undefined && column.render !== undefined) {
            column.render(td, source, { mode: latestMode.current, selected });
          }
        };
        const sortable = column.sortable !== false;
        return {
          data: column.key,
          readOnly: true,
          editor: false,
          renderer,
          className: ALIGN_CLASS[column.align ?? 'left'],
          ...(column.wrap === true ? { wordWrap: true } : {}),
          columnSorting: sortable
            ? { headerAction: true, indicator: true }
            : { headerAction: false, indicator: false },
        };
      }),
      ...actionsColumnSettings,
    ];
  }, [columns, selectable, withActions]);

  const headers = useMemo(
    () => [
      ...(selectable ? [''] : []),
      ...columns.map((column) => column.header),
      ...(withActions ? [ROW_ACTIONS_HEADER] : []),
    ],
    [columns, selectable, withActions],
  );

  // The columns fitted to the box: headers readable, no sideways scrolling while the columns can shrink.
  const font = `600 13px ${String(theme.typography.fontFamily)}`;
  const measure = useMemo(() => canvasMeasure(font), [font]);
  const { colWidths, wrapHeaders } = useMemo(() => {
    const rooms: Array<ColumnRoom & { oneLine: number }> = [];
    if (selectable)
      rooms.push({ preferred: SELECT_COLUMN_WIDTH, min: SELECT_COLUMN_WIDTH, oneLine: 0, fixed: true });
    for (const column of columns) {
      const room = headerRoom(column.header, column.sortable !== false, measure);
      rooms.push({
        preferred: Math.max(
          column.width ?? DEFAULT_COLUMN_WIDTH,
          column.wrapHeader ? room.wrapped : room.oneLine,
        ),
        min: Math.max(column.minWidth ?? 0, room.wrapped),
        oneLine: room.oneLine,
      });
    }
    if (withActions) {
      const room = headerRoom(ROW_ACTIONS_HEADER, false, measure);
      rooms.push({
        preferred: Math.max(ACTIONS_COLUMN_WIDTH, room.oneLine),
        min: room.wrapped,
        oneLine: 0,
        fixed: true,
      });
    }
    const widths = fitColumnWidths(rooms, boxWidth - GRID_BORDERS);
    return {
      colWidths: widths,
      wrapHeaders: widths.some((width, index) => width < (rooms[index]?.oneLine ?? 0)),
    };
  }, [columns, selectable, withActions, measure, boxWidth]);

  // Follows the box's width: the fitted widths change, and Handsontable stretches to the new width (it
  // only watches the window by itself, so a grid laid out in a narrower box stayed half the card wide).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box === null) return undefined;
    setBoxWidth(Math.floor(box.clientWidth));
    if (typeof ResizeObserver === 'undefined') return undefined;
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        setBoxWidth(Math.floor(box.clientWidth));
        const hot = hotRef.current?.hotInstance;
        if (hot !== null && hot !== undefined && !hot.isDestroyed) hot.refreshDimensions();
      });
    });
    observer.observe(box);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);

  /** The rows in the order shown. */
  const shownRows = useCallback((): Row[] => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined) return [];
    const shown: Row[] = [];
    for (let visual = 0; visual < hot.countRows(); visual += 1) {
      const row = rowAt(visual);
      if (row !== undefined) shown.push(row);
    }
    return shown;
  }, [rowAt]);

  /** Toggles a row's checkbox (visual row >= 0) or, for the header (-1), every row shown. */
  const toggleChecked = useCallback(
    (visualRow: number) => {
      const selection = latest.current.rowSelection;
      if (selection === undefined) return;
      if (visualRow < 0) {
        selection.onToggleAll(shownRows());
        return;
      }
      const row = rowAt(visualRow);
      if (row !== undefined) selection.onToggle(row);
    },
    [rowAt, shownRows],
  );

  // The header's checkbox: checked when every row shown is, mixed when some are. A header that breaks into
  // two lines keeps a hyphenated word whole ('Beneish' over 'M-score', never 'Beneish M-' over 'score').
  const afterGetColHeader = useCallback(
    (col: number, th: HTMLTableCellElement) => {
      keepHyphenatedWordsWhole(th.querySelector<HTMLElement>('.colHeader'));
      const selection = latest.current.rowSelection;
      if (!selectable || col !== 0 || selection === undefined) return;
      const rowsShown = latest.current.rows;
      const checked = rowsShown.filter((row) => selection.isChecked(row)).length;
      const target = th.querySelector<HTMLElement>('.colHeader') ?? th;
      th.classList.add(SELECT_CELL_CLASS);
      paintCheckbox(
        target,
        rowsShown.length > 0 && checked === rowsShown.length,
        checked > 0 && checked < rowsShown.length,
        selection.allLabel ?? DEFAULT_ALL_LABEL,
      );
    },
    [selectable],
  );

  /** Opens the actions menu of a row under its button. */
  const openMenu = useCallback(
    (visualRow: number) => {
      const hot = hotRef.current?.hotInstance;
      const row = rowAt(visualRow);
      if (hot === null || hot === undefined || row === undefined || actionsColumn < 0) return;
      const cell = hot.getCell(visualRow, actionsColumn, true);
      const anchor = cell?.querySelector(`.${ROW_ACTIONS_BUTTON_CLASS}`) ?? cell;
      const rect = anchor?.getBoundingClientRect();
      setMenu({ row, top: rect?.bottom ?? 0, left: rect?.right ?? 0 });
    },
    [rowAt, actionsColumn],
  );

  /** A click on a row or Enter: the caller's onRowActivate, else the row's actions menu. */
  const activate = useCallback(
    (visualRow: number) => {
      const row = rowAt(visualRow);
      if (row === undefined) return;
      const onRowActivate = latest.current.onRowActivate;
      if (onRowActivate !== undefined) onRowActivate(row);
      else if (latest.current.rowActions !== undefined) openMenu(visualRow);
    },
    [rowAt, openMenu],
  );

  const onCellMouseUp = useCallback(
    (event: MouseEvent, coords: CellCoords) => {
      if (event.button !== 0) return;
      const { row, col } = coords;
      if (row === null || col === null) return;
      if (selectable && col === 0 && row >= -1) {
        toggleChecked(row);
        return;
      }
      if (row >= 0 && col === actionsColumn) {
        openMenu(row);
        return;
      }
      if (row >= 0 && col >= 0) activate(row);
    },
    [activate, selectable, toggleChecked, actionsColumn, openMenu],
  );

  // Enter on a cell activates its row (instead of opening an editor); false stops Handsontable's own handling.
  // With checkboxes, Space on a row (and Enter on its checkbox or on the header's) toggles it instead.
  const onBeforeKeyDown = useCallback(
    (event: KeyboardEvent): boolean | undefined => {
      const space = event.key === ' ' || event.key === 'Spacebar';
      if (
        (event.key !== 'Enter' && !space) ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey
      )
        return undefined;
      const hot = hotRef.current?.hotInstance;
      const range = hot?.getSelectedRangeLast();
      const row = range?.highlight.row ?? -2;
      const col = range?.highlight.col ?? -1;
      if (selectable && row >= -1 && col >= 0 && (space || col === 0)) {
        if (row === -1 && col !== 0) return undefined;
        event.preventDefault();
        toggleChecked(row);
        return false;
      }
      if (space || row < 0 || col < 0) return undefined;
      if (col === actionsColumn) {
        event.preventDefault();
        openMenu(row);
        return false;
      }
      if (latest.current.onRowActivate === undefined && latest.current.rowActions === undefined)
        return undefined;
      event.preventDefault();
      activate(row);
      return false;
    },
    [activate, selectable, toggleChecked, actionsColumn, openMenu],
  );

  // The treegrid (ariaTags) must own its rows: Handsontable's scroll holders are role="presentation" but
  // carry tabindex="-1", which makes them count as children the treegrid cannot own (axe:
  // aria-required-children). The cells keep the keyboard focus; the holders need none.
  // Columns wider than the card scroll sideways inside it. Phones (and headless browsers) draw no scrollbar
  // until one scrolls: a fade at each edge with more columns beyond it says that there is more.
  const [edges, setEdges] = useState<ScrollEdges>(NO_EDGES);
  const updateEdges = useCallback(() => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined || hot.isDestroyed) return;
    const holder = hot.rootElement.querySelector<HTMLElement>('.ht_master .wtHolder');
    if (holder === null) return;
    const next = scrollEdgesOf(holder);
    setEdges((current) => (current.start === next.start && current.end === next.end ? current : next));
  }, []);

  const afterRender = useCallback(() => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined || hot.isDestroyed) return;
    hot.rootElement.querySelectorAll('.wtHolder[tabindex]').forEach((holder) => {
      holder.removeAttribute('tabindex');
    });
    hot.rootElement.querySelectorAll<HTMLElement>('.ht_master tbody td').forEach(titleIfCut);
    updateEdges();
  }, [updateEdges]);

  // Controlled sorting: report the header to the caller and keep the grid's own order.
  const onBeforeColumnSort = useCallback(
    (current: ColumnSortingConfig[], destination: ColumnSortingConfig[]): boolean | undefined => {
      const request = latest.current.onSortRequest;
      if (request === undefined) return undefined;
      const column = destination[0]?.column ?? current[0]?.column;
      const key = column === undefined ? undefined : latest.current.columns[column - offset]?.key;
      if (key !== undefined) request(key);
      return false;
    },
    [offset],
  );

  // Shows the controlled sort, and repaints the selected row.
  useEffect(() => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined || hot.isDestroyed) return;
    if (controlled) {
      const found = sort === null || sort === undefined ? -1 : columns.findIndex((c) => c.key === sort.key);
      const plugin = hot.getPlugin('columnSorting');
      plugin.setSortConfig(found >= 0 && sort ? [{ column: found + offset, sortOrder: sort.dir }] : []);
    }
    hot.rootElement.setAttribute('aria-label', label);
    hot.render();
  }, [
    controlled,
    sort,
    columns,
    rows,
    props.selectedKey,
    props.rowSelection,
    props.rowActions,
    mode,
    label,
    offset,
  ]);

  const rowActions = props.rowActions;
  const menuRow = menu?.row;
  return (
    <Box ref={boxRef} sx={{ ...gridSx(theme, clickable, wrapHeaders), position: 'relative' }}>
      <HotTable
        ref={hotRef}
        data={rows as Row[]}
        columns={hotColumns}
        colHeaders={headers}
        colWidths={colWidths}
        rowHeaders={false}
        // The app's grids are paged and narrow: every cell is in the DOM (find in page, screen readers),
        // unless the caller asks for row virtualisation.
        renderAllColumns
        renderAllRows={!virtualizeRows}
        rowHeights={rowHeight}
        {...(wrapHeaders ? { columnHeaderHeight: TWO_LINE_HEADER_HEIGHT } : {})}
        readOnly
        wordWrap={false}
        readOnlyCellClassName="ls-read-only"
        height={height}
        width="100%"
        stretchH="none"
        themeName={GRID_THEME_CLASS[mode]}
        licenseKey={LICENSE_KEY}
        columnSorting={true}
        navigableHeaders
        tabNavigation={false}
        autoWrapRow={false}
        autoWrapCol={false}
        selectionMode="single"
        outsideClickDeselects
        fillHandle={false}
        ariaTags
        tableClassName="ls-data-grid"
        afterOnCellMouseUp={onCellMouseUp}
        beforeKeyDown={onBeforeKeyDown}
        beforeColumnSort={onBeforeColumnSort}
        afterRender={afterRender}
        afterGetColHeader={afterGetColHeader}
        afterScrollHorizontally={updateEdges}
      />
      {edges.start && <Box aria-hidden="true" sx={edgeFadeSx(theme, 'start')} data-grid-edge="start" />}
      {edges.end && <Box aria-hidden="true" sx={edgeFadeSx(theme, 'end')} data-grid-edge="end" />}
      {rowActions !== undefined && (
        <RowActionsMenu
          anchor={menu === undefined ? undefined : { top: menu.top, left: menu.left }}
          label={menuRow === undefined ? '' : `Actions for ${rowActions.name(menuRow)}`}
          actions={menuRow === undefined ? [] : rowActions.actions(menuRow)}
          onClose={() => {
            setMenu(undefined);
          }}
        />
      )}
    </Box>
  );
}

interface ScrollEdges {
  /** Columns hidden before the first one shown. */
  start: boolean;
  /** Columns hidden after the last one shown. */
  end: boolean;
}

const NO_EDGES: ScrollEdges = { start: false, end: false };

function scrollEdgesOf(holder: HTMLElement): ScrollEdges {
  const hidden = holder.scrollWidth - holder.clientWidth;
  if (hidden <= 1) return NO_EDGES;
  return { start: holder.scrollLeft > 1, end: holder.scrollLeft < hidden - 1 };
}

/** A fade into the grid's background over the edge with more columns beyond it; clicks go through. */
function edgeFadeSx(theme: Theme, edge: 'start' | 'end'): Record<string, unknown> {
  const paper = theme.palette.background.paper;
  return {
    position: 'absolute',
    top: 0,
    bottom: 0,
    [edge === 'start' ? 'left' : 'right']: 0,
    width: 32,
    pointerEvents: 'none',
    zIndex: 190,
    background: `linear-gradient(to ${edge === 'start' ? 'right' : 'left'}, ${paper}, ${alpha(paper, 0)})`,
  };
}
