import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { TenantsApi, type TenantView } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { ConsoleConfirmDialog } from '../components/ConsoleConfirmDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { PageHeader } from '../components/PageHeader';
import { SearchBox } from '../components/SearchBox';
import { TenantFormDialog } from '../components/TenantFormDialog';
import { formatDay, nameWithEmail, yesNo } from '../console-format';
import { SEARCH_MAX_LENGTH, TENANT_SEARCH_PLACEHOLDER, TenantsStore } from '../stores/tenants-store';

export const NO_TENANTS_TEXT = 'No tenants yet. Add a company to give an organisation access.';
export const NO_MATCHING_TENANTS_TEXT =
  'No tenant matches this search. Check the spelling or clear the search.';
export const SELECT_TENANT_HINT = 'Select a tenant in the grid (click, or Enter) to manage it.';

export const TENANT_COLUMNS: readonly DataGridColumn<TenantView>[] = [
  { key: 'companyId', header: 'Company ID', width: 100, align: 'right' },
  { key: 'organizationName', header: 'Organization Name', width: 180 },
  { key: 'organizationUrl', header: 'Organization URL', width: 170 },
  {
    key: 'contactName',
    header: 'POC',
    width: 220,
    format: (_value, row) => nameWithEmail(row.contactName, row.contactEmail),
  },
  {
    key: 'tenantManagerName',
    header: 'Tenant Manager',
    width: 220,
    sortable: false,
    format: (_value, row) => nameWithEmail(row.tenantManagerName, row.tenantManagerEmail),
  },
  { key: 'userAdmin', header: 'User Admin', width: 180, sortable: false },
  {
    key: 'regionName',
    header: 'Regions',
    width: 200,
    sortable: false,
    format: (_value, row) => (row.selectAllRegions ? 'All' : row.regionName === '' ? 'N/A' : row.regionName),
  },
  { key: 'ssp', header: 'SSP', width: 64, sortable: false, format: (value) => yesNo(value as boolean) },
  {
    key: 'sspExpired',
    header: 'SSP Expired',
    width: 100,
    sortable: false,
    format: (value, row) => (row.ssp ? yesNo(value as boolean) : 'N/A'),
  },
  {
    key: 'subscriptionPaymentDate',
    header: 'Last Payment',
    width: 110,
    sortable: false,
    format: (value) => formatDay(value as string | null),
  },
  {
    key: 'startDate',
    header: 'Access Start Date',
    width: 130,
    format: (value) => formatDay(value as string | null),
  },
  {
    key: 'endDate',
    header: 'Access End Date',
    width: 130,
    format: (value) => formatDay(value as string | null),
  },
  {
    key: 'status',
    header: 'Status',
    width: 90,
    sortable: false,
    format: (value) => (value === true ? 'Active' : 'Disabled'),
  },
];

type TenantDialog =
  | { kind: 'add' }
  | { kind: 'edit'; tenant: TenantView }
  | { kind: 'status'; tenant: TenantView }
  | { kind: 'enterprise'; tenant: TenantView }
  | { kind: 'delete'; tenant: TenantView };

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
] as const;

/**
 * `/administrator/tenant`: the tenants, 10 a page, searched, sorted and paged on the server with the
 * page, search and sort kept in the address; Add Company; and for the tenant chosen in the grid Edit
 * Status, Manage User, Switch to Enterprise (SSP tenants), Edit Tenant and Delete Tenant.
 */
export const TenantsPage = observer(function TenantsPage() {
  const { api } = useStores();
  const [store] = useState(() => new TenantsStore(new TenantsApi(api)));
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TenantDialog | undefined>(undefined);
  useDocumentTitle('Tenants');

  // The address follows the page, search and sort the user picks (setSearchParams changes with the address).
  useEffect(() => {
    store.connectQuery((search, { replace }) => {
      void setSearchParams(new URLSearchParams(search), { replace });
    });
  }, [store, setSearchParams]);

  useEffect(
    () => () => {
      store.dispose();
    },
    [store],
  );

  useEffect(() => {
    void store.applyQuery(searchParams);
  }, [store, searchParams]);

  useEffect(() => {
    if (dialog?.kind === 'add' || dialog?.kind === 'edit') void store.loadRegions();
  }, [store, dialog]);

  const selected = store.selected;
  const close = () => {
    setDialog(undefined);
  };
  const searching = store.query.search !== '';

  return (
    <Box>
      <PageHeader
        title="Tenants"
        description="Customer companies, their access dates and regions, and their users."
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add Company
          </Button>
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, mb: 3 }}>
        <SearchBox
          label="Search tenants"
          placeholder={TENANT_SEARCH_PLACEHOLDER}
          value={store.searchDraft}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(text) => {
            store.setSearchDraft(text);
          }}
          onSubmit={() => {
            void store.submitSearch();
          }}
          onClear={() => {
            void store.clearSearch();
          }}
        />
        <Typography variant="body2" color="text.secondary" role="status" aria-live="polite">
          {store.status === 'ready' ? `${store.total} tenant${store.total === 1 ? '' : 's'}` : ''}
        </Typography>
      </Box>
      <Paper
        variant="outlined"
        component="section"
        aria-label="Selected tenant"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 4, py: 3, mb: 3 }}
      >
        {selected === undefined ? (
          <Typography variant="body2" color="text.secondary">
            {SELECT_TENANT_HINT}
          </Typography>
        ) : (
          <>
            <Typography variant="subtitle2" component="p" sx={{ mr: 'auto' }}>
              {selected.organizationName}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                (Company ID {selected.companyId})
              </Typography>
            </Typography>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                setDialog({ kind: 'status', tenant: selected });
              }}
            >
              Edit Status
            </Button>
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                void navigate(`/administrator/tenant/${encodeURIComponent(selected.id)}`);
              }}
            >
              Manage User
            </Button>
            {selected.ssp && (
              <Button
                size="small"
                variant="outlined"
                onClick={() => {
                  setDialog({ kind: 'enterprise', tenant: selected });
                }}
              >
                Switch to Enterprise
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              onClick={() => {
                setDialog({ kind: 'edit', tenant: selected });
              }}
            >
              Edit Tenant
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => {
                setDialog({ kind: 'delete', tenant: selected });
              }}
            >
              Delete Tenant
            </Button>
          </>
        )}
      </Paper>
      <ConsoleGrid<TenantView>
        label="Tenants"
        columns={TENANT_COLUMNS}
        rows={store.rows}
        rowKey={(row) => row.id}
        status={store.status}
        error={store.error}
        onRetry={() => {
          void store.load();
        }}
        emptyText={searching ? NO_MATCHING_TENANTS_TEXT : NO_TENANTS_TEXT}
        selectedKey={store.selectedId}
        onRowActivate={(row) => {
          store.select(row.id);
        }}
        sort={{ key: store.query.sortField, dir: store.query.sortDir }}
        onSortRequest={(key) => {
          void store.toggleSort(key);
        }}
        page={store.query.page - 1}
        total={store.total}
        onPageChange={(page) => {
          void store.setPage(page + 1);
        }}
      />

      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <TenantFormDialog
          mode={dialog.kind}
          tenant={dialog.kind === 'edit' ? dialog.tenant : undefined}
          regions={store.regions}
          regionsLoading={store.regionsStatus === 'loading'}
          onSave={(input) =>
            dialog.kind === 'edit' ? store.edit({ ...input, id: dialog.tenant.id }) : store.add(input)
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'status' && (
        <ChoiceDialog
          title="Edit Status"
          description={dialog.tenant.organizationName}
          label="Status"
          options={STATUS_OPTIONS}
          initial={dialog.tenant.status ? 'active' : 'disabled'}
          onSave={(value) => store.editStatus(dialog.tenant, value === 'active')}
          onClose={close}
        />
      )}
      <ConsoleConfirmDialog
        open={dialog?.kind === 'enterprise'}
        title="Switch to Enterprise"
        confirmLabel="Switch to Enterprise"
        onConfirm={() =>
          dialog?.kind === 'enterprise' ? store.switchToEnterprise(dialog.tenant) : Promise.resolve()
        }
        onClose={close}
      >
        {dialog?.kind === 'enterprise'
          ? `Switch ${dialog.tenant.organizationName} from the self-service plan to an Enterprise contract?`
          : ''}
      </ConsoleConfirmDialog>
      <ConsoleConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete Tenant"
        confirmLabel="Delete"
        destructive
        onConfirm={() => (dialog?.kind === 'delete' ? store.delete(dialog.tenant) : Promise.resolve())}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? `Delete ${dialog.tenant.organizationName}? A tenant can be deleted only once all its users are deleted.`
          : ''}
      </ConsoleConfirmDialog>
    </Box>
  );
});
