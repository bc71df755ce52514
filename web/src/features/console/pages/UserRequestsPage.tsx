import EventRepeat from '@mui/icons-material/EventRepeat';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState } from 'react';

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
import { PageHeader } from '../../../shared/page/PageHeader';
import { AddButton } from '../../../shared/page/PageActions';
import { RequestFormDialog } from '../components/RequestFormDialog';
import { REQUEST_SCHEDULE_COLUMNS, RequestsPanel } from '../components/RequestsPanel';
import { TargetConfirmDialog } from '../../../shared/dialogs/TargetConfirmDialog';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
import type { TenantChoice } from '../components/TenantPicker';
import { TenantRequestsStore } from '../stores/tenant-requests-store';

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
  ...REQUEST_SCHEDULE_COLUMNS,
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
  const [dialog, setDialog] = useState<RequestDialog | undefined>(undefined);
  const done = useDoneNotice();
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
            <AddButton
              onClick={() => {
                setDialog({ kind: 'add', requestType: 'USER' });
              }}
            >
              Add User Request
            </AddButton>
          </>
        }
      />
      <RequestsPanel
        store={store}
        label="User requests"
        columns={USER_REQUEST_COLUMNS}
        emptyText={NO_USER_REQUESTS_TEXT}
        name={(request) =>
          `${REQUEST_KIND_LABELS[request.requestType]}: ${request.organizationName ?? 'the tenant'}`
        }
        managesUsers={(request) => request.requestType === 'USER'}
        onEdit={(request) => {
          setDialog({ kind: 'edit', request });
        }}
        onDelete={(request) => {
          setDialog({ kind: 'delete', request });
        }}
      />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <RequestFormDialog
          requestType={dialog.kind === 'add' ? dialog.requestType : dialog.request.requestType}
          request={dialog.kind === 'edit' ? dialog.request : undefined}
          searchTenants={searchTenants}
          loadUsers={loadUsers}
          onSave={(body) =>
            done(
              store.save(body),
              (saved) =>
                `User request (${REQUEST_KIND_LABELS[saved.requestType]}) for ${saved.organizationName ?? 'the tenant'} ${dialog.kind === 'edit' ? 'saved' : 'added'}.`,
            )
          }
          onClose={close}
        />
      )}
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.request : undefined}
        title="Delete User Request"
        destructive
        message={(request) =>
          `Delete this request for ${request.organizationName ?? 'the tenant'}? A request whose users still exist cannot be deleted.`
        }
        onConfirm={(request) =>
          done(
            store.delete(request),
            `User request (${REQUEST_KIND_LABELS[request.requestType]}) for ${request.organizationName ?? 'the tenant'} deleted.`,
          )
        }
        onClose={close}
      />
    </Box>
  );
});
