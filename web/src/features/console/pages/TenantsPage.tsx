import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { TenantsApi, type TenantView } from '../../../api/tenants-api';
import type { DataGridColumn, GridRowAction } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { ConsoleGrid } from '../../../shared/grid/ConsoleGrid';
import { PageHeader } from '../../../shared/page/PageHeader';
import { AddButton } from '../../../shared/page/PageActions';
import { SearchBox } from '../components/SearchBox';
import { TargetConfirmDialog } from '../../../shared/dialogs/TargetConfirmDialog';
import { TenantFormDialog } from '../components/TenantFormDialog';
import { contactColumns } from '../components/contact-columns';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
import { formatDay } from '../console-format';
import { SEARCH_MAX_LENGTH, TENANT_SEARCH_PLACEHOLDER, TenantsStore } from '../stores/tenants-store';

export const NO_TENANTS_TEXT = 'No tenants yet. Add a company to give an organisation access.';
export const NO_MATCHING_TENANTS_TEXT =
  'No tenant matches this search. Check the spelling or clear the search.';

/** The SSP column: No, Yes, or 'Yes, expired' (the spec's SSP and SSP Expired in one column). */
export function sspText(tenant: Pick<TenantView, 'ssp' | 'sspExpired'>): string {
  if (!tenant.ssp) return 'No';
  return tenant.sspExpired ? 'Yes, expired' : 'Yes';
}

export const TENANT_COLUMNS: readonly DataGridColumn<TenantView>[] = [
  { key: 'companyId', header: 'Company ID', width: 96, align: 'right' },
  {
    key: 'organizationName',
    header: 'Organization Name / URL',
    width: 210,
    minWidth: 140,
    secondary: (row) => (row.organizationUrl === '' ? 'N/A' : row.organizationUrl),
  },
  ...contactColumns<TenantView>(true),
  { key: 'userAdmin', header: 'User Admin', width: 170, minWidth: 120, sortable: false },
  {
    key: 'regionName',
    header: 'Regions',
    width: 170,
    minWidth: 100,
    sortable: false,
    format: (_value, row) => (row.selectAllRegions ? 'All' : row.regionName === '' ? 'N/A' : row.regionName),
  },
  {
    key: 'ssp',
    header: 'SSP',
    width: 90,
    minWidth: 80,
    sortable: false,
    format: (_value, row) => sspText(row),
  },
  {
    key: 'subscriptionPaymentDate',
    header: 'Last Payment (UTC)',
    width: 110,
    minWidth: 80,
    sortable: false,
    format: (value) => formatDay(value as string | null),
  },
  {
    key: 'startDate',
    header: 'Access Start/End (UTC)',
    width: 140,
    format: (value) => formatDay(value as string | null),
    secondary: (row) => `to ${formatDay(row.endDate)}`,
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
 * page, search and sort kept in the address; Add Company; and on each row, in its menu (the Actions column,
 * or a click on the row), Manage User, Edit Tenant, Edit Status, Switch to Enterprise (SSP tenants) and
 * Delete Tenant. Every change confirms with a notice.
 */
export const TenantsPage = observer(function TenantsPage() {
  const { api } = useStores();
  const [store] = useState(() => new TenantsStore(new TenantsApi(api)));
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<TenantDialog | undefined>(undefined);
  const done = useDoneNotice();
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

  const close = () => {
    setDialog(undefined);
  };
  const searching = store.query.search !== '';
  const tenantActions = (tenant: TenantView): GridRowAction[] => [
    {
      label: 'Manage User',
      onSelect: () => {
        void navigate(`/administrator/tenant/${encodeURIComponent(tenant.id)}`);
      },
    },
    {
      label: 'Edit Tenant',
      onSelect: () => {
        setDialog({ kind: 'edit', tenant });
      },
    },
    {
      label: 'Edit Status',
      hint: tenant.status ? 'Active' : 'Disabled',
      onSelect: () => {
        setDialog({ kind: 'status', tenant });
      },
    },
    ...(tenant.ssp
      ? [
          {
            label: 'Switch to Enterprise',
            onSelect: () => {
              setDialog({ kind: 'enterprise', tenant });
            },
          },
        ]
      : []),
    {
      label: 'Delete Tenant',
      destructive: true,
      onSelect: () => {
        setDialog({ kind: 'delete', tenant });
      },
    },
  ];

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
        rowActions={{ name: (tenant) => tenant.organizationName, actions: tenantActions }}
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
          regionsLoading={store.regionsState.status === 'loading'}
          onSave={(input) =>
            dialog.kind === 'edit'
              ? done(
                  store.edit({ ...input, id: dialog.tenant.id }),
                  (tenant) => `${tenant.organizationName} saved.`,
                )
              : done(
                  store.add(input),
                  (tenant) => `${tenant.organizationName} added (Company ID ${tenant.companyId}).`,
                )
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
          onSave={(value) =>
            done(
              store.editStatus(dialog.tenant, value === 'active'),
              (tenant) => `${tenant.organizationName} is now ${tenant.status ? 'Active' : 'Disabled'}.`,
            )
          }
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
        onConfirm={(tenant) =>
          done(store.switchToEnterprise(tenant), `${tenant.organizationName} switched to Enterprise.`)
        }
        onClose={close}
      />
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.tenant : undefined}
        title="Delete Tenant"
        destructive
        message={(tenant) =>
          `Delete ${tenant.organizationName}? A tenant can be deleted only once all its users are deleted.`
        }
        onConfirm={(tenant) => done(store.delete(tenant), `${tenant.organizationName} deleted.`)}
        onClose={close}
      />
    </Box>
  );
});
