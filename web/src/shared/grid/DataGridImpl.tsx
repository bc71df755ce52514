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

  const hotColumns = useMemo<ColumnSettings[]>(
    () =>
      columns.map((column: DataGridColumn<Row>) => {
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
    [columns],
  );

  const headers = useMemo(() => columns.map((column) => column.header), [columns]);
  const colWidths = useMemo(() => columns.map((column) => column.width ?? 120), [columns]);

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
      if (row !== null && col !== null && row >= 0 && col >= 0) activate(row);
    },
    [activate],
  );

  // Enter on a cell activates its row (instead of opening an editor); false stops Handsontable's own handling.
  const onBeforeKeyDown = useCallback(
    (event: KeyboardEvent): boolean | undefined => {
      if (event.key !== 'Enter' || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey)
        return undefined;
      const hot = hotRef.current?.hotInstance;
      const range = hot?.getSelectedRangeLast();
      const row = range?.highlight.row ?? -1;
      const col = range?.highlight.col ?? -1;
      if (row < 0 || col < 0 || latest.current.onRowActivate === undefined) return undefined;
      event.preventDefault();
      activate(row);
      return false;
    },
    [activate],
  );

  // Controlled sorting: report the header to the caller and keep the grid's own order.
  const onBeforeColumnSort = useCallback(
    (current: ColumnSortingConfig[], destination: ColumnSortingConfig[]): boolean | undefined => {
      const request = latest.current.onSortRequest;
      if (request === undefined) return undefined;
      const column = destination[0]?.column ?? current[0]?.column;
      const key = column === undefined ? undefined : latest.current.columns[column]?.key;
      if (key !== undefined) request(key);
      return false;
    },
    [],
  );

  // Shows the controlled sort, and repaints the selected row.
  useEffect(() => {
    const hot = hotRef.current?.hotInstance;
    if (hot === null || hot === undefined || hot.isDestroyed) return;
    if (controlled) {
      const column = sort === null || sort === undefined ? -1 : columns.findIndex((c) => c.key === sort.key);
      const plugin = hot.getPlugin('columnSorting');
      plugin.setSortConfig(column >= 0 && sort ? [{ column, sortOrder: sort.dir }] : []);
    }
    hot.rootElement.setAttribute('aria-label', label);
    hot.render();
  }, [controlled, sort, columns, rows, props.selectedKey, mode, label]);

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
      />
    </Box>
  );
}
