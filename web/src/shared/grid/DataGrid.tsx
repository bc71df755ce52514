import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { Suspense } from 'react';

import type { DataGridProps } from './data-grid-types';

export type {
  DataGridColumn,
  DataGridProps,
  DataGridRowActions,
  DataGridRowSelection,
  DataGridSort,
  GridRowAction,
  GridCellContext,
  GridSortDirection,
} from './data-grid-types';
import { lazyWithRetry } from '../lazy-with-retry';

/** Handsontable and its styles load with the first grid on screen, never with the app's entry. */
const LazyDataGrid = lazyWithRetry(() => import('./DataGridImpl'));

/** Placeholder rows while the grid code loads. */
export function DataGridSkeleton({ rows = 8, rowHeight = 32 }: { rows?: number; rowHeight?: number }) {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 1, py: 1 }}>
      <Skeleton variant="rounded" height={rowHeight} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={rowHeight - 6} sx={{ opacity: 0.6 }} />
      ))}
    </Box>
  );
}

/**
 * The app's read-only data grid (Handsontable in the app theme), loaded lazily: a skeleton shows until the
 * grid's code has arrived. Columns, rows, row activation, the selected row, sorting in the grid or on the
 * server (controlled) and custom cell renderers: see DataGridProps.
 */
export function DataGrid<Row extends object>(props: DataGridProps<Row>) {
  return (
    <Suspense
      fallback={
        <DataGridSkeleton {...(props.rowHeight === undefined ? {} : { rowHeight: props.rowHeight })} />
      }
    >
      <LazyDataGrid {...(props as unknown as DataGridProps<object>)} />
    </Suspense>
  );
}
