import type { LoadStatus } from '../async/request-state';
import type { ConsoleGridProps } from './ConsoleGrid';

/** A store of rows loaded at once and paged in the browser. */
export interface PagedRowsStore<Row> {
  readonly status: LoadStatus;
  readonly error: string | undefined;
  readonly pageRows: readonly Row[];
  readonly page: number;
  load(): Promise<void>;
  setPage(page: number): void;
}

/**
 * The ConsoleGrid props that follow a paged store: its rows, state, Retry and pager. Read during an
 * observer's render, so that the grid follows the store.
 */
export function pagedGridProps<Row extends object>(
  store: PagedRowsStore<Row>,
): Pick<ConsoleGridProps<Row>, 'rows' | 'status' | 'error' | 'onRetry' | 'page' | 'onPageChange'> {
  return {
    rows: store.pageRows,
    status: store.status,
    error: store.error,
    onRetry: () => {
      void store.load();
    },
    page: store.page,
    onPageChange: (page) => {
      store.setPage(page);
    },
  };
}
