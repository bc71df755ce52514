import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';

import { TenantRequestsApi, type TenantRequestView } from '../../../api/tenant-requests-api';
import { TenantsApi } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { contactColumns } from '../components/contact-columns';
import { PageHeader } from '../../../shared/page/PageHeader';
import { AddButton } from '../../../shared/page/PageActions';
import { RequestFormDialog } from '../components/RequestFormDialog';
import { REQUEST_SCHEDULE_COLUMNS, RequestsPanel } from '../components/RequestsPanel';
import { TargetConfirmDialog } from '../../../shared/dialogs/TargetConfirmDialog';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
import { useRegions } from '../components/use-regions';
import { TenantRequestsStore } from '../stores/tenant-requests-store';

export const NO_TENANT_REQUESTS_TEXT =
  'No tenant requests. Add one to create a tenant on a future date and disable it at its end.';

export const TENANT_REQUEST_COLUMNS: readonly DataGridColumn<TenantRequestView>[] = [
  {
    key: 'organizationName',
    header: 'Organization Name / URL',
    width: 200,
    minWidth: 140,
    sortable: false,
    secondary: (row) => row.organizationUrl ?? 'N/A',
  },
  ...contactColumns<TenantRequestView>(false),
  { key: 'regionName', header: 'Regions', width: 180, sortable: false },
  {
    key: 'personList',
    header: 'Users',
    width: 70,
    align: 'right',
    sortable: false,
    format: (_value, row) => String(row.personList.length),
  },
  ...REQUEST_SCHEDULE_COLUMNS,
];

type RequestDialog =
  | { kind: 'add' }
  | { kind: 'edit'; request: TenantRequestView }
  | { kind: 'delete'; request: TenantRequestView };

/**
 * `/administrator/tenant-request`: tenants scheduled to be created at a start date and disabled at an end
 * date (shown in UTC+0), refreshed every 5 minutes; Add Tenant Request, and in each request's row menu
 * Manage User, Edit (while pending) and Delete. Every change confirms with a notice.
 */
export const TenantRequestsPage = observer(function TenantRequestsPage() {
  const { api } = useStores();
  const [requestsApi] = useState(() => new TenantRequestsApi(api));
  const [tenantsApi] = useState(() => new TenantsApi(api));
  const [store] = useState(() => new TenantRequestsStore(requestsApi, ['TENANT']));
  const [dialog, setDialog] = useState<RequestDialog | undefined>(undefined);
  const done = useDoneNotice();
  const formOpen = dialog?.kind === 'add' || dialog?.kind === 'edit';
  const { regions, loading: regionsLoading } = useRegions(tenantsApi, formOpen);
  useDocumentTitle('Tenant Requests');

  useEffect(() => {
    void store.start();
    return () => {
      store.dispose();
    };
  }, [store]);

  const close = () => {
    setDialog(undefined);
  };

  return (
    <Box>
      <PageHeader
        title="Tenant Requests"
        description="Tenants created at their start date and disabled at their end date."
        actions={
          <AddButton
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add Tenant Request
          </AddButton>
        }
      />
      <RequestsPanel
        store={store}
        label="Tenant requests"
        columns={TENANT_REQUEST_COLUMNS}
        emptyText={NO_TENANT_REQUESTS_TEXT}
        name={(request) => request.organizationName ?? 'this tenant'}
        managesUsers={() => true}
        onEdit={(request) => {
          setDialog({ kind: 'edit', request });
        }}
        onDelete={(request) => {
          setDialog({ kind: 'delete', request });
        }}
      />

      {formOpen && (
        <RequestFormDialog
          requestType="TENANT"
          request={dialog.kind === 'edit' ? dialog.request : undefined}
          regions={regions}
          regionsLoading={regionsLoading}
          onSave={(body) =>
            done(
              store.save(body),
              (saved) =>
                `Tenant request for ${saved.organizationName ?? 'the tenant'} ${dialog.kind === 'edit' ? 'saved' : 'added'}.`,
            )
          }
          onClose={close}
        />
      )}
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.request : undefined}
        title="Delete Tenant Request"
        destructive
        message={(request) =>
          `Delete the request for ${request.organizationName ?? 'this tenant'}? A request whose users still exist cannot be deleted.`
        }
        onConfirm={(request) =>
          done(
            store.delete(request),
            `Tenant request for ${request.organizationName ?? 'the tenant'} deleted.`,
          )
        }
        onClose={close}
      />
    </Box>
  );
});
