import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { TenantsApi, type TenantView } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { PageHeader } from '../components/PageHeader';
import { AddButton } from '../components/PageActions';
import { SearchBox } from '../components/SearchBox';
import { BarButton, SelectionBar, SelectionSummary } from '../components/SelectionBar';
import { TargetConfirmDialog } from '../components/TargetConfirmDialog';
import { TenantFormDialog } from '../components/TenantFormDialog';
import { contactColumns } from '../components/contact-columns';
import { formatDay, yesNo } from '../console-format';
import { SEARCH_MAX_LENGTH, TENANT_SEARCH_PLACEHOLDER, TenantsStore } from '../stores/tenants-store';

export const NO_TENANTS_TEXT = 'No tenants yet. Add a company to give an organisation access.';
export const NO_MATCHING_TENANTS_TEXT =
  'No tenant matches this search. Check the spelling or clear the search.';
export const SELECT_TENANT_HINT = 'Select a tenant in the grid (click, or Enter) to manage it.';

export const TENANT_COLUMNS: readonly DataGridColumn<TenantView>[] = [
  { key: 'companyId', header: 'Company ID', width: 100, align: 'right' },
  { key: 'organizationName', header: 'Organization Name', width: 180 },
  { key: 'organizationUrl', header: 'Organization URL', width: 170 },
  ...contactColumns<TenantView>(true),
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
          <AddButton
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add Company
          </AddButton>
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
      <SelectionBar
        label="Selected tenant"
        hint={SELECT_TENANT_HINT}
        summary={
          selected && (
            <SelectionSummary title={selected.organizationName} detail={`Company ID ${selected.companyId}`} />
          )
        }
      >
        {selected !== undefined && (
          <>
            <BarButton
              onClick={() => {
                setDialog({ kind: 'status', tenant: selected });
              }}
            >
              Edit Status
            </BarButton>
            <BarButton
              onClick={() => {
                void navigate(`/administrator/tenant/${encodeURIComponent(selected.id)}`);
              }}
            >
              Manage User
            </BarButton>
            {selected.ssp && (
              <BarButton
                onClick={() => {
                  setDialog({ kind: 'enterprise', tenant: selected });
                }}
              >
                Switch to Enterprise
              </BarButton>
            )}
            <BarButton
              onClick={() => {
                setDialog({ kind: 'edit', tenant: selected });
              }}
            >
              Edit Tenant
            </BarButton>
            <BarButton
              color="error"
              onClick={() => {
                setDialog({ kind: 'delete', tenant: selected });
              }}
            >
              Delete Tenant
            </BarButton>
          </>
        )}
      </SelectionBar>
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
      <TargetConfirmDialog
        target={dialog?.kind === 'enterprise' ? dialog.tenant : undefined}
        title="Switch to Enterprise"
        confirmLabel="Switch to Enterprise"
        message={(tenant) =>
          `Switch ${tenant.organizationName} from the self-service plan to an Enterprise contract?`
        }
        onConfirm={(tenant) => store.switchToEnterprise(tenant)}
        onClose={close}
      />
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.tenant : undefined}
        title="Delete Tenant"
        destructive
        message={(tenant) =>
          `Delete ${tenant.organizationName}? A tenant can be deleted only once all its users are deleted.`
        }
        onConfirm={(tenant) => store.delete(tenant)}
        onClose={close}
      />
    </Box>
  );
});
