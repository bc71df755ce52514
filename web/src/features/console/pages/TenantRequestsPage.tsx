import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { TenantRequestsApi, type TenantRequestView } from '../../../api/tenant-requests-api';
import { TenantsApi } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleConfirmDialog } from '../components/ConsoleConfirmDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { PageHeader } from '../components/PageHeader';
import { RefreshNote } from '../components/RefreshNote';
import { RequestFormDialog } from '../components/RequestFormDialog';
import { useRegions } from '../components/use-regions';
import { nameWithEmail } from '../console-format';
import { REQUEST_STATE_LABELS, TenantRequestsStore } from '../stores/tenant-requests-store';
import { formatUtc } from '../time-zones';

export const NO_TENANT_REQUESTS_TEXT =
  'No tenant requests. Add one to create a tenant on a future date and disable it at its end.';
export const SELECT_REQUEST_HINT = 'Select a request in the grid (click, or Enter) to manage it.';

export const TENANT_REQUEST_COLUMNS: readonly DataGridColumn<TenantRequestView>[] = [
  { key: 'organizationName', header: 'Organization Name', width: 180, sortable: false },
  { key: 'organizationUrl', header: 'Organization URL', width: 170, sortable: false },
  {
    key: 'contactName',
    header: 'POC',
    width: 220,
    sortable: false,
    format: (_value, row) => nameWithEmail(row.contactName, row.contactEmail),
  },
  {
    key: 'tenantManagerName',
    header: 'Tenant Manager',
    width: 220,
    sortable: false,
    format: (_value, row) => nameWithEmail(row.tenantManagerName, row.tenantManagerEmail),
  },
  { key: 'regionName', header: 'Regions', width: 180, sortable: false },
  {
    key: 'personList',
    header: 'Users',
    width: 70,
    align: 'right',
    sortable: false,
    format: (_value, row) => String(row.personList.length),
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
  | { kind: 'add' }
  | { kind: 'edit'; request: TenantRequestView }
  | { kind: 'delete'; request: TenantRequestView };

/**
 * `/administrator/tenant-request`: tenants scheduled to be created at a start date and disabled at an end
 * date (shown in UTC+0), refreshed every 5 minutes; Add Tenant Request, and for the chosen request Manage
 * User, Edit (while pending) and Delete.
 */
export const TenantRequestsPage = observer(function TenantRequestsPage() {
  const { api } = useStores();
  const [requestsApi] = useState(() => new TenantRequestsApi(api));
  const [tenantsApi] = useState(() => new TenantsApi(api));
  const [store] = useState(() => new TenantRequestsStore(requestsApi, ['TENANT']));
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<RequestDialog | undefined>(undefined);
  const formOpen = dialog?.kind === 'add' || dialog?.kind === 'edit';
  const { regions, loading: regionsLoading } = useRegions(tenantsApi, formOpen);
  useDocumentTitle('Tenant Requests');

  useEffect(() => {
    void store.start();
    return () => {
      store.dispose();
    };
  }, [store]);

  const selected = store.selected;
  const close = () => {
    setDialog(undefined);
  };

  return (
    <Box>
      <PageHeader
        title="Tenant Requests"
        description="Tenants created at their start date and disabled at their end date."
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add Tenant Request
          </Button>
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
            {SELECT_REQUEST_HINT}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" component="p" sx={{ mr: 'auto' }}>
              {selected.organizationName}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                ({REQUEST_STATE_LABELS[selected.state]}
                {selected.failureReason === null ? '' : `: ${selected.failureReason}`})
              </Typography>
            </Typography>
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
        label="Tenant requests"
        columns={TENANT_REQUEST_COLUMNS}
        rows={store.pageRows}
        rowKey={(row) => row.featureRequestId}
        status={store.status}
        error={store.error}
        onRetry={() => {
          void store.load();
        }}
        emptyText={NO_TENANT_REQUESTS_TEXT}
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

      {formOpen && (
        <RequestFormDialog
          requestType="TENANT"
          request={dialog.kind === 'edit' ? dialog.request : undefined}
          regions={regions}
          regionsLoading={regionsLoading}
          onSave={(body) => store.save(body)}
          onClose={close}
        />
      )}
      <ConsoleConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Tenant Request"
        confirmLabel="Delete"
        destructive
        onConfirm={() => (dialog?.kind === 'delete' ? store.delete(dialog.request) : Promise.resolve())}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? `Delete the request for ${dialog.request.organizationName ?? 'this tenant'}? A request whose users still exist cannot be deleted.`
          : ''}
      </ConsoleConfirmDialog>
    </Box>
  );
});
