import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

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
    const retry = (
      <Button color="inherit" size="small" onClick={() => void store.load()}>
        Retry
      </Button>
    );
    return (
      <Alert
        severity="error"
        action={
          onBack === undefined ? (
            retry
          ) : (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button color="inherit" size="small" onClick={onBack}>
                Go back
              </Button>
              {retry}
            </Box>
          )
        }
      >
        {store.error}
      </Alert>
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
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        There are no users yet. Use Add User to invite the first one.
      </Typography>
    );
  }
  return <>{children}</>;
});
