import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';

import {
  DataGrid,
  DataGridSkeleton,
  type DataGridColumn,
  type DataGridRowActions,
  type DataGridSort,
} from './DataGrid';
import type { LoadStatus } from '../async/request-state';
import { EmptyState } from '../feedback/EmptyState';
import { ErrorWithRetry } from '../feedback/ErrorWithRetry';
import { CONSOLE_PAGE_SIZE } from './page-size';

export interface ConsoleGridProps<Row extends object> {
  /** The grid's accessible name. */
  label: string;
  columns: readonly DataGridColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  status: LoadStatus;
  error?: string | undefined;
  onRetry?: () => void;
  /** What to do next when there is no row. */
  emptyText: string;
  selectedKey?: string | undefined;
  onRowActivate?: (row: Row) => void;
  /** The actions of each row, in a menu (the Actions column, or a click on the row). */
  rowActions?: DataGridRowActions<Row>;
  sort?: DataGridSort | null;
  onSortRequest?: (key: string) => void;
  /** 0-based page, and the number of rows of every page together. */
  page: number;
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * A console grid (Handsontable, read-only; columns fitted to the card, a menu of actions on each row) with
 * its states: placeholder rows while the first page loads,
 * the error with Retry, an empty sentence, a dimmed grid while another page loads, and the pager (10 a
 * page).
 */
export function ConsoleGrid<Row extends object>(props: ConsoleGridProps<Row>) {
  const { label, rows, status, error, onRetry, emptyText, page, total, onPageChange } = props;
  const busy = status === 'loading' || status === 'idle';
  let body;
  if (status === 'error' && rows.length === 0) {
    body = <ErrorWithRetry onRetry={onRetry}>{error}</ErrorWithRetry>;
  } else if (busy && rows.length === 0) {
    body = (
      <Box role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        <DataGridSkeleton rows={CONSOLE_PAGE_SIZE} />
      </Box>
    );
  } else if (rows.length === 0) {
    body = <EmptyState text={emptyText} sx={{ py: 10 }} />;
  } else {
    body = (
      <Box sx={{ position: 'relative' }} aria-busy={busy}>
        <Box sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <DataGrid<Row>
            label={label}
            columns={props.columns}
            rows={rows}
            rowKey={props.rowKey}
            selectedKey={props.selectedKey}
            onRowActivate={props.onRowActivate}
            rowActions={props.rowActions}
            sort={props.sort}
            onSortRequest={props.onSortRequest}
            rowHeight={36}
          />
        </Box>
        {busy && (
          <LinearProgress
            aria-label={`Loading ${label.toLowerCase()}`}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
          />
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 1, minWidth: 0 }}>
      {body}
      {total > 0 && (
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, Math.max(0, Math.ceil(total / CONSOLE_PAGE_SIZE) - 1))}
          rowsPerPage={CONSOLE_PAGE_SIZE}
          rowsPerPageOptions={[]}
          onPageChange={(_event, next) => {
            onPageChange(next);
          }}
          sx={{ '& .MuiTablePagination-toolbar': { minHeight: 44, px: 0 } }}
        />
      )}
    </Box>
  );
}
