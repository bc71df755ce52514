import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';

import type { Person } from '../../../../api/persons-api';
import { ActionDialog } from '../../../../shared/dialogs/ActionDialog';
import { EmptyState } from '../../../../shared/feedback/EmptyState';
import { ErrorWithRetry } from '../../../../shared/feedback/ErrorWithRetry';
import { DataGrid, DataGridSkeleton, type DataGridColumn } from '../../../../shared/grid/DataGrid';
import { DisableUsersStore, type DisableUsersApi } from '../stores/disable-users-store';

export interface DisableUsersDialogProps {
  open: boolean;
  api: DisableUsersApi;
  self: { uid: string; tenantId: string };
  /** How many users must be disabled for the chosen seats. */
  required: number;
  seats: number;
  onClose: () => void;
  /** The users were disabled: the page reloads the subscription's active users. */
  onDisabled: (count: number) => void;
}

const COLUMNS: readonly DataGridColumn<Person>[] = [
  { key: 'displayName', header: 'NAME', width: 240 },
  { key: 'email', header: 'EMAIL', width: 320 },
  { key: 'status', header: 'STATUS', width: 120 },
];

/**
 * The disable-users dialog of the order form (spec sections 2 and 5): the active users except oneself, 10 a
 * page, with checkboxes; Disable needs at least as many as the seats require.
 */
export const DisableUsersDialog = observer(function DisableUsersDialog({
  open,
  api,
  self,
  required,
  seats,
  onClose,
  onDisabled,
}: DisableUsersDialogProps) {
  const [store, setStore] = useState<DisableUsersStore | undefined>(undefined);

  const { uid, tenantId } = self;
  useEffect(() => {
    if (!open) return;
    const next = new DisableUsersStore(api, { uid, tenantId }, required);
    setStore(next);
    void next.load();
  }, [open, api, uid, tenantId, required]);

  // A new selection object when the choice changes, so that the grid repaints its checkboxes.
  const chosen = store?.selected.join(',');
  const selection = useMemo(
    () =>
      store === undefined
        ? undefined
        : {
            isChecked: (row: Person) => store.isSelected(row.uid),
            onToggle: (row: Person) => {
              store.toggle(row.uid);
            },
            onToggleAll: (rows: readonly Person[]) => {
              store.toggleAll(rows);
            },
            label: (row: Person) => `Select ${row.displayName}`,
            allLabel: 'Select every user shown',
          },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `chosen` changes the object on purpose.
    [store, chosen],
  );

  const submit = async () => {
    if (store === undefined) return;
    const count = store.selected.length;
    if (await store.submit()) onDisabled(count);
  };

  return (
    <ActionDialog
      open={open}
      title="Disable users"
      maxWidth="md"
      onClose={onClose}
      contentSx={{ display: 'grid', gap: 4 }}
      busy={store?.submitting === true}
      actionLabel="Disable"
      destructive
      actionDisabled={store?.canSubmit !== true}
      onAction={() => {
        void submit();
      }}
    >
      <DialogContentText variant="body2">
        {`To reduce your seats to ${seats}, disable at least ${required} user(s). Disabled users cannot sign in; you can enable them again later. You cannot disable your own account.`}
      </DialogContentText>
      {store === undefined || store.status === 'loading' || store.status === 'idle' ? (
        <Box role="status" aria-label="Loading users">
          <DataGridSkeleton rows={5} />
        </Box>
      ) : store.status === 'error' ? (
        <ErrorWithRetry onRetry={() => void store.load()}>{store.error}</ErrorWithRetry>
      ) : store.candidates.length === 0 ? (
        <EmptyState variant="plain" text="There are no other active users to disable." />
      ) : (
        <>
          <Box sx={{ minWidth: 0, overflowX: 'auto' }}>
            <Box sx={{ minWidth: 560 }}>
              <DataGrid<Person>
                label="Active users"
                columns={COLUMNS}
                rows={store.pageRows}
                rowKey={(row) => row.uid}
                rowSelection={selection}
                height="auto"
                rowHeight={36}
              />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 3 }}>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {store.hint}
            </Typography>
            {store.pageCount > 1 && (
              <Pagination
                count={store.pageCount}
                page={store.page + 1}
                size="small"
                onChange={(_event, page) => {
                  store.setPage(page - 1);
                }}
              />
            )}
          </Box>
        </>
      )}
      {store?.submitError !== undefined && (
        <Alert severity="error" role="alert">
          {store.submitError}
        </Alert>
      )}
    </ActionDialog>
  );
});
