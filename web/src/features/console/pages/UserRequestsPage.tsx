import Add from '@mui/icons-material/Add';
import EventRepeat from '@mui/icons-material/EventRepeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { PersonsApi, type Person } from '../../../api/persons-api';
import {
  TenantRequestsApi,
  type RequestType,
  type TenantRequestView,
} from '../../../api/tenant-requests-api';
import { TenantsApi } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleConfirmDialog } from '../components/ConsoleConfirmDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { PageHeader } from '../components/PageHeader';
import { RefreshNote } from '../components/RefreshNote';
import { RequestFormDialog } from '../components/RequestFormDialog';
import type { TenantChoice } from '../components/TenantPicker';
import { REQUEST_STATE_LABELS, TenantRequestsStore } from '../stores/tenant-requests-store';
import { formatUtc } from '../time-zones';

export const NO_USER_REQUESTS_TEXT =
  'No user requests. Add users to a tenant, or give existing users Luca, between two future dates.';

const REQUEST_KIND_LABELS: Readonly<Record<RequestType, string>> = {
  TENANT: 'New tenant',
  USER: 'Add users',
  LUCA: 'Luca access',
};

/** The users of a request as one cell: the first names, then how many more. */
function usersText(row: TenantRequestView): string {
  const names = row.personList.map((person) => person.displayName || person.email);
  if (names.length === 0) return 'N/A';
  return names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} +${names.length - 2}`;
}

export const USER_REQUEST_COLUMNS: readonly DataGridColumn<TenantRequestView>[] = [
  {
    key: 'requestType',
    header: 'Request',
    width: 110,
    sortable: false,
    format: (_value, row) => REQUEST_KIND_LABELS[row.requestType],
  },
  { key: 'organizationName', header: 'Organization Name', width: 180, sortable: false },
  {
    key: 'personList',
    header: 'Users',
    width: 240,
    sortable: false,
    format: (_value, row) => usersText(row),
  },
  {
    key: 'startDate',
    header: 'Start Date (UTC+0)',
    width: 140,
    sortable: false,
    format: (value) => formatUtc(value as string),
  },
  {
    key: 'endDate',
    header: 'End Date (UTC+0)',
    width: 140,
    sortable: false,
    format: (value) => formatUtc(value as string),
  },
  { key: 'country', header: 'Time Zone', width: 140, sortable: false },
  {
    key: 'state',
    header: 'State',
    width: 90,
    sortable: false,
    format: (_value, row) => REQUEST_STATE_LABELS[row.state],
  },
];

type RequestDialog =
  | { kind: 'add'; requestType: 'USER' | 'LUCA' }
  | { kind: 'edit'; request: TenantRequestView }
  | { kind: 'delete'; request: TenantRequestView };

/**
 * `/administrator/user-request`: users added to an existing tenant (USER) and Luca access given to
 * existing users (LUCA) between a start and an end date; refreshed every 5 minutes; Add User Request,
 * Update Existing User Luca Start/End Date, and for the chosen request Edit (while pending) and Delete.
 */
export const UserRequestsPage = observer(function UserRequestsPage() {
  const { api } = useStores();
  const [requestsApi] = useState(() => new TenantRequestsApi(api));
  const [tenantsApi] = useState(() => new TenantsApi(api));
  const [personsApi] = useState(() => new PersonsApi(api));
  const [store] = useState(() => new TenantRequestsStore(requestsApi, ['USER', 'LUCA']));
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<RequestDialog | undefined>(undefined);
  useDocumentTitle('User Requests');

  useEffect(() => {
    void store.start();
    return () => {
      store.dispose();
    };
  }, [store]);

  const searchTenants = useCallback(
    async (text: string): Promise<TenantChoice[]> => {
      const page = await tenantsApi.list({
        searchInput: text,
        page: 1,
        pageSize: 20,
        sortField: 'organizationName',
        sortDir: 'asc',
      });
      return page.data.map((tenant) => ({ id: tenant.id, organizationName: tenant.organizationName }));
    },
    [tenantsApi],
  );
  const loadUsers = useCallback(
    async (tenantId: string): Promise<Person[]> => (await personsApi.list(tenantId)).listUser,
    [personsApi],
  );

  const selected = store.selected;
  const close = () => {
    setDialog(undefined);
  };

  return (
    <Box>
      <PageHeader
        title="User Requests"
        description="Users added to a tenant, or given Luca, from a start date to an end date."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<EventRepeat />}
              onClick={() => {
                setDialog({ kind: 'add', requestType: 'LUCA' });
              }}
            >
              Update Existing User Luca Start/End Date
            </Button>
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => {
                setDialog({ kind: 'add', requestType: 'USER' });
              }}
            >
              Add User Request
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <RefreshNote
          busy={store.status === 'loading'}
          onRefresh={() => {
            void store.load();
          }}
        />
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Selected request"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 4, py: 3, mb: 3 }}
      >
        {selected === undefined ? (
          <Typography variant="body2" color="text.secondary">
            Select a request in the grid (click, or Enter) to edit or delete it.
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" component="p" sx={{ mr: 'auto' }}>
              {REQUEST_KIND_LABELS[selected.requestType]}: {selected.organizationName}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({REQUEST_STATE_LABELS[selected.state]}
                {selected.failureReason === null ? '' : `: ${selected.failureReason}`})
              </Typography>
            </Typography>
            {selected.requestType === 'USER' && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => {
                  void navigate(
                    `/administrator/tenant-request/${encodeURIComponent(selected.featureRequestId)}`,
                  );
                }}
              >
                Manage User
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              disabled={selected.state !== 'PENDING'}
              title={selected.state === 'PENDING' ? undefined : 'Only a pending request can be edited'}
              onClick={() => {
                setDialog({ kind: 'edit', request: selected });
              }}
            >
              Edit
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => {
                setDialog({ kind: 'delete', request: selected });
              }}
            >
              Delete
            </Button>
          </>
        )}
      </Paper>
      <ConsoleGrid<TenantRequestView>
        label="User requests"
        columns={USER_REQUEST_COLUMNS}
        rows={store.pageRows}
        rowKey={(row) => row.featureRequestId}
        status={store.status}
        error={store.error}
        onRetry={() => {
          void store.load();
        }}
        emptyText={NO_USER_REQUESTS_TEXT}
        selectedKey={store.selectedId}
        onRowActivate={(row) => {
          store.select(row.featureRequestId);
        }}
        page={store.page}
        total={store.requests.length}
        onPageChange={(page) => {
          store.setPage(page);
        }}
      />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RequestFormDialog
          requestType={dialog.kind === 'add' ? dialog.requestType : dialog.request.requestType}
          request={dialog.kind === 'edit' ? dialog.request : undefined}
          searchTenants={searchTenants}
          loadUsers={loadUsers}
          onSave={(body) => store.save(body)}
          onClose={close}
        />
      )}
      <ConsoleConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete User Request"
        confirmLabel="Delete"
        destructive
        onConfirm={() => (dialog?.kind === 'delete' ? store.delete(dialog.request) : Promise.resolve())}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? `Delete this request for ${dialog.request.organizationName ?? 'the tenant'}? A request whose users still exist cannot be deleted.`
          : ''}
      </ConsoleConfirmDialog>
    </Box>
  );
});
