import { HotTable, type HotTableRef } from '@handsontable/react-wrapper';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { CellCoords, ColumnSettings } from 'handsontable/base';
import type { ColumnSortingConfig } from 'handsontable/plugins/columnSorting';
import { textRenderer } from 'handsontable/renderers/textRenderer';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';

import type { DataGridColumn, DataGridProps } from './data-grid-types';
import { ACTIVE_ROW_CLASS, GRID_THEME_CLASS, gridSx, modeOf, SELECTED_ROW_CLASS } from './grid-theme';
import { handsontableLicenseKey } from './handsontable-setup';

const LICENSE_KEY = handsontableLicenseKey();
const DEFAULT_ROW_HEIGHT = 32;

type Row = object;
type NativeRenderer = NonNullable<Extract<ColumnSettings['renderer'], (...args: never[]) => void>>;

function defaultText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'N/A';
  return JSON.stringify(value);
}

const ALIGN_CLASS = { left: 'htLeft', center: 'htCenter', right: 'htRight' } as const;

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
  const {
    columns,
    rows,
    label,
    sort,
    height = 'auto',
    rowHeight = DEFAULT_ROW_HEIGHT,
    virtualizeRows = false,
  } = props;
  const controlled = props.onSortRequest !== undefined;
  const clickable = props.onRowActivate !== undefined;
  const selectable = props.rowSelection !== undefined;
  /** Grid columns before the caller's: the checkbox column when rows can be selected. */
  const offset = selectable ? 1 : 0;

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
            width: SELECT_COLUMN_WIDTH,
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
          const selected =
            source !== undefined &&
            current.selectedKey !== undefined &&
            current.rowKey(source) === current.selectedKey;
          td.classList.toggle(SELECTED_ROW_CLASS, selected);
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
          ...(column.width === undefined ? {} : { width: column.width }),
          columnSorting: sortable
            ? { headerAction: true, indicator: true }
            : { headerAction: false, indicator: false },
        };
      }),
    ];
  }, [columns, selectable]);

  const headers = useMemo(
    () => [...(selectable ? [''] : []), ...columns.map((column) => column.header)],
    [columns, selectable],
  );
  const colWidths = useMemo(
    () => [...(selectable ? [SELECT_COLUMN_WIDTH] : []), ...columns.map((column) => column.width ?? 120)],
    [columns, selectable],
  );

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

  // The header's checkbox: checked when every row shown is, mixed when some are.
  const afterGetColHeader = useCallback(
    (col: number, th: HTMLTableCellElement) => {
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

  const activate = useCallback(
    (visualRow: number) => {
      const row = rowAt(visualRow);
      if (row !== undefined) latest.current.onRowActivate?.(row);
    },
    [rowAt],
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
      if (row >= 0 && col >= 0) activate(row);
    },
    [activate, selectable, toggleChecked],
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
      if (space || row < 0 || col < 0 || latest.current.onRowActivate === undefined) return undefined;
      event.preventDefault();
      activate(row);
      return false;
    },
    [activate, selectable, toggleChecked],
  );

  // The treegrid (ariaTags) must own its rows: Handsontable's scroll holders are role="presentation" but
  // carry tabindex="-1", which makes them count as children the treegrid cannot own (axe:
  // aria-required-children). The cells keep the keyboard focus; the holders need none.
  const afterRender = useCallback(() => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined || hot.isDestroyed) return;
    hot.rootElement.querySelectorAll('.wtHolder[tabindex]').forEach((holder) => {
      holder.removeAttribute('tabindex');
    });
  }, []);

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
  }, [controlled, sort, columns, rows, props.selectedKey, props.rowSelection, mode, label, offset]);

  return (
    <Box sx={gridSx(theme, clickable)}>
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
        readOnly
        wordWrap={false}
        readOnlyCellClassName="ls-read-only"
        height={height}
        width="100%"
        stretchH="all"
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
      />
    </Box>
  );
}
