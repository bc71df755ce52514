import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { PersonsApi, type Person } from '../../../api/persons-api';
import { TenantsApi } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { ConsoleConfirmDialog } from '../components/ConsoleConfirmDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { PageHeader } from '../components/PageHeader';
import { PersonDialog } from '../components/PersonDialog';
import { selectionColumn } from '../components/selection-cell';
import { UsersLimitDialog } from '../components/UsersLimitDialog';
import { formatDay, yesNo } from '../console-format';
import {
  EDITABLE_ROLES,
  PERSON_ROLE_LABELS,
  TenantUsersStore,
  type EditableRole,
  type PersonRow,
} from '../stores/tenant-users-store';

export const NO_USERS_TEXT = 'This tenant has no users yet. Add a user to give someone access.';

const BASE_COLUMNS: readonly DataGridColumn<PersonRow>[] = [
  selectionColumn<PersonRow>('selected'),
  { key: 'displayName', header: 'User Name', width: 180 },
  { key: 'email', header: 'Email', width: 220 },
  {
    key: 'status',
    header: 'Status',
    width: 90,
    format: (_value, row) => (row.disabled ? 'Disabled' : 'Active'),
  },
  {
    key: 'lucaAccessible',
    header: 'Access to Luca',
    width: 120,
    format: (value) => yesNo(value as boolean),
  },
  {
    key: 'isManager',
    header: 'User Admin',
    width: 100,
    sortable: false,
    format: (value) => yesNo(value as boolean),
  },
  {
    key: 'lastLoginDate',
    header: 'Last Login',
    width: 110,
    format: (value) => formatDay(value as string | null),
  },
];

const ROLE_COLUMN: DataGridColumn<PersonRow> = {
  key: 'role',
  header: 'Role',
  width: 120,
  format: (_value, row) => PERSON_ROLE_LABELS[row.role],
};

const ROLE_OPTIONS = EDITABLE_ROLES.map((role) => ({ value: role, label: PERSON_ROLE_LABELS[role] }));

type UsersDialog =
  | { kind: 'add' }
  | { kind: 'edit'; person: Person }
  | { kind: 'admin'; person: Person }
  | { kind: 'role'; person: Person }
  | { kind: 'delete'; uids: string[] };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * `/administrator/tenant/{tenantId}`: the tenant's header (name, regions, users and limit) and its users,
 * ticked one by one or a page at a time, with Active/Disabled and Luca Yes/No for the ticked users,
 * delete (one or many), add and edit, Set User Admin with the users limit, and the role (User/Sale) of
 * the provider's own users for an Administrator.
 */
export const TenantUsersPage = observer(function TenantUsersPage() {
  const { api, session } = useStores();
  const { tenantId = '' } = useParams();
  const viewer = session.principal ?? { role: 'USER' as const, uid: '' };
  const [store] = useState(
    () =>
      new TenantUsersStore({
        tenants: new TenantsApi(api),
        persons: new PersonsApi(api),
        tenantId,
        viewer: { role: viewer.role, uid: viewer.uid },
      }),
  );
  const [dialog, setDialog] = useState<UsersDialog | undefined>(undefined);
  useDocumentTitle(store.organizationName === '' ? 'Tenant users' : `${store.organizationName} users`);

  useEffect(() => {
    void store.load();
  }, [store]);

  const columns = useMemo(
    () => (store.showRoles ? [...BASE_COLUMNS, ROLE_COLUMN] : BASE_COLUMNS),
    [store.showRoles],
  );
  const close = () => {
    setDialog(undefined);
  };
  const { tenant, list, single } = store;
  const selected = store.selectedIds;
  const run = (action: Promise<void>) => {
    action.catch(() => {
      // The API client has shown the error.
    });
  };

  const back = (
    <Link
      component={RouterLink}
      to="/administrator/tenant"
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, width: 'fit-content' }}
    >
      <ArrowBack fontSize="small" /> Tenants
    </Link>
  );

  if (store.status === 'error' && list === undefined) {
    return (
      <Box>
        <PageHeader title="Tenant users" before={back} />
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void store.load();
              }}
            >
              Retry
            </Button>
          }
        >
          {store.error}
        </Alert>
      </Box>
    );
  }

  return (
    <Box>
      <PageHeader
        title={store.organizationName === '' ? 'Tenant users' : store.organizationName}
        before={back}
        description={
          list === undefined ? undefined : 'Users of this tenant, their access and the User Admin.'
        }
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            disabled={list === undefined}
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add User
          </Button>
        }
      />
      <Paper variant="outlined" component="section" aria-label="Tenant" sx={{ px: 5, py: 4, mb: 4 }}>
        {list === undefined ? (
          <Skeleton variant="rounded" height={44} />
        ) : (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, minmax(0, 1fr))' },
            }}
          >
            <Fact label="Regions">
              {tenant === undefined ? 'N/A' : tenant.selectAllRegions ? 'All' : tenant.regionName || 'N/A'}
            </Fact>
            <Fact label="Users">{`${list.userCount} of ${list.limit}`}</Fact>
            <Fact label="Seats left">{list.seatsLeft}</Fact>
            <Fact label="User Admin">{tenant?.userAdmin ?? 'N/A'}</Fact>
            <Fact label="Plan">
              <Chip
                size="small"
                variant="outlined"
                label={list.tenant.ssp ? 'SSP' : 'Enterprise'}
                sx={{ mr: 1 }}
              />
              {tenant !== undefined && (
                <Chip
                  size="small"
                  color={tenant.status ? 'success' : 'default'}
                  variant="outlined"
                  label={tenant.status ? 'Active' : 'Disabled'}
                />
              )}
            </Fact>
          </Box>
        )}
      </Paper>

      <Paper
        variant="outlined"
        component="section"
        aria-label="Selected users"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 4, py: 2, mb: 3 }}
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={store.allOnPageSelected}
              indeterminate={store.someOnPageSelected && !store.allOnPageSelected}
              disabled={store.pageRows.length === 0}
              onChange={() => {
                store.togglePage();
              }}
            />
          }
          label="Select all on this page"
        />
        <Typography
          variant="body2"
          color="text.secondary"
          role="status"
          aria-live="polite"
          sx={{ mr: 'auto' }}
        >
          {selected.length === 0
            ? 'Tick users (click a row, or Enter) to act on them.'
            : `${selected.length} selected`}
        </Typography>
        {selected.length > 0 && (
          <>
            <Box role="group" aria-label="Status" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary">
                Status
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={store.busy}
                onClick={() => {
                  run(store.setDisabled(selected, false));
                }}
              >
                Active
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={store.busy}
                onClick={() => {
                  run(store.setDisabled(selected, true));
                }}
              >
                Disabled
              </Button>
            </Box>
            <Divider orientation="vertical" flexItem />
            <Box
              role="group"
              aria-label="Access to Luca"
              sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
            >
              <Typography variant="caption" color="text.secondary">
                Luca access
              </Typography>
              <Button
                size="small"
                variant="outlined"
                disabled={store.busy}
                onClick={() => {
                  run(store.setLuca(selected, true));
                }}
              >
                Yes
              </Button>
              <Button
                size="small"
                variant="outlined"
                disabled={store.busy}
                onClick={() => {
                  run(store.setLuca(selected, false));
                }}
              >
                No
              </Button>
            </Box>
            <Divider orientation="vertical" flexItem />
            {single !== undefined && (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    setDialog({ kind: 'edit', person: single });
                  }}
                >
                  Edit
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={single.isManager}
                  onClick={() => {
                    setDialog({ kind: 'admin', person: single });
                  }}
                >
                  Set as User Admin
                </Button>
                {store.showRoles && (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => {
                      setDialog({ kind: 'role', person: single });
                    }}
                  >
                    Edit Role
                  </Button>
                )}
              </>
            )}
            <Button
              size="small"
              variant="outlined"
              color="error"
              disabled={store.busy}
              onClick={() => {
                setDialog({ kind: 'delete', uids: [...selected] });
              }}
            >
              Delete
            </Button>
          </>
        )}
      </Paper>

      <ConsoleGrid<PersonRow>
        label="Users"
        columns={columns}
        rows={store.pageRows}
        rowKey={(row) => row.uid}
        status={store.status}
        error={store.error}
        onRetry={() => {
          void store.load();
        }}
        emptyText={NO_USERS_TEXT}
        onRowActivate={(row) => {
          store.toggle(row.uid);
        }}
        sort={store.sort}
        onSortRequest={(key) => {
          store.toggleSort(key);
        }}
        page={store.page}
        total={store.persons.length}
        onPageChange={(page) => {
          store.setPage(page);
        }}
      />

      {dialog?.kind === 'add' && (
        <PersonDialog
          title="Add User"
          submitLabel="Add User"
          initial={{ displayName: '', email: '', lucaAccessible: false }}
          onSave={(values) => store.add(values)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <PersonDialog
          title="Edit User"
          submitLabel="Save"
          emailDisabled
          initial={{
            displayName: dialog.person.displayName,
            email: dialog.person.email,
            lucaAccessible: dialog.person.lucaAccessible,
          }}
          onSave={(values) => store.edit(dialog.person, values)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'admin' && (
        <UsersLimitDialog
          userName={dialog.person.displayName}
          initialLimit={list?.limit ?? 0}
          onSave={(limit) => store.setUserAdmin(dialog.person, limit)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'role' && (
        <ChoiceDialog<EditableRole>
          title="Edit Role"
          description={`${dialog.person.displayName} (${dialog.person.email})`}
          label="Role"
          options={ROLE_OPTIONS}
          initial={dialog.person.role === 'SALE' ? 'SALE' : 'USER'}
          onSave={(role) => store.editRole(dialog.person, role)}
          onClose={close}
        />
      )}
      <ConsoleConfirmDialog
        open={dialog?.kind === 'delete'}
        title={dialog?.kind === 'delete' && dialog.uids.length > 1 ? 'Delete Users' : 'Delete User'}
        confirmLabel="Delete"
        destructive
        onConfirm={() => (dialog?.kind === 'delete' ? store.delete(dialog.uids) : Promise.resolve())}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? dialog.uids.length === 1
            ? `Delete ${store.persons.find((person) => person.uid === dialog.uids[0])?.displayName ?? 'this user'}? They can no longer sign in.`
            : `Delete these ${dialog.uids.length} users? They can no longer sign in.`
          : ''}
      </ConsoleConfirmDialog>
    </Box>
  );
});
