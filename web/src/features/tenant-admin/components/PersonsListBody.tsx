import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import { EmptyState } from '../../../shared/feedback/EmptyState';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { DataGridSkeleton } from '../../../shared/grid/DataGrid';
import type { TenantPersonsStore } from '../stores/tenant-persons-store';

export interface PersonsListBodyProps {
  store: TenantPersonsStore;
  /** Whether the loaded list has no user (then a hint to use Add User shows instead of the grid). */
  empty: boolean;
  /** How many rows the loading skeleton shows. */
  skeletonRows: number;
  /** Adds Go back before Retry on a load error. */
  onBack?: () => void;
  /** The grid, shown once users are loaded. */
  children: ReactNode;
}

/** The body of a tenant's users list: the load error (Retry), the loading skeleton, the empty hint or the grid. */
export const PersonsListBody = observer(function PersonsListBody({
  store,
  empty,
  skeletonRows,
  onBack,
  children,
}: PersonsListBodyProps) {
  if (store.status === 'error') {
    return (
      <ErrorWithRetry
        onRetry={() => void store.load()}
        otherAction={
          onBack === undefined ? undefined : (
            <Button color="inherit" size="small" onClick={onBack}>
              Go back
            </Button>
          )
        }
      >
        {store.error}
      </ErrorWithRetry>
    );
  }
  if (!store.loaded) {
    return (
      <Box role="status" aria-label="Loading users">
        <DataGridSkeleton rows={skeletonRows} />
      </Box>
    );
  }
  if (empty) {
    return (
      <EmptyState variant="plain" text="There are no users yet. Use Add User to invite the first one." />
    );
  }
  return <>{children}</>;
});
