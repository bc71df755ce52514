import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';

import { PersonsApi, type Person } from '../../../api/persons-api';
import { TenantsApi } from '../../../api/tenants-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { Fact, FactsPanel } from '../components/Facts';
import { PageHeader } from '../components/PageHeader';
import { AddButton, BackLink } from '../components/PageActions';
import { pagedGridProps } from '../components/paged-grid';
import { PersonDialog } from '../components/PersonDialog';
import { BarButton } from '../components/SelectionBar';
import { selectionColumn } from '../components/selection-cell';
import { TargetConfirmDialog } from '../components/TargetConfirmDialog';
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

/** A labelled group of buttons that set one thing of the ticked users (Status: Active, Disabled). */
function SetterGroup({
  label,
  caption,
  disabled,
  choices,
}: {
  label: string;
  caption: string;
  disabled: boolean;
  choices: readonly { label: string; onClick: () => void }[];
}) {
  return (
    <Box role="group" aria-label={label} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
      {choices.map((choice) => (
        <BarButton key={choice.label} disabled={disabled} onClick={choice.onClick}>
          {choice.label}
        </BarButton>
      ))}
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

  const back = <BackLink to="/administrator/tenant">Tenants</BackLink>;

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
          <AddButton
            disabled={list === undefined}
            onClick={() => {
              setDialog({ kind: 'add' });
            }}
          >
            Add User
          </AddButton>
        }
      />
      <FactsPanel label="Tenant" loading={list === undefined} columns={5}>
        {() =>
          list !== undefined && (
            <>
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
            </>
          )
        }
      </FactsPanel>

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
            <SetterGroup
              label="Status"
              caption="Status"
              disabled={store.busy}
              choices={[
                { label: 'Active', onClick: () => run(store.setDisabled(selected, false)) },
                { label: 'Disabled', onClick: () => run(store.setDisabled(selected, true)) },
              ]}
            />
            <Divider orientation="vertical" flexItem />
            <SetterGroup
              label="Access to Luca"
              caption="Luca access"
              disabled={store.busy}
              choices={[
                { label: 'Yes', onClick: () => run(store.setLuca(selected, true)) },
                { label: 'No', onClick: () => run(store.setLuca(selected, false)) },
              ]}
            />
            <Divider orientation="vertical" flexItem />
            {single !== undefined && (
              <>
                <BarButton
                  onClick={() => {
                    setDialog({ kind: 'edit', person: single });
                  }}
                >
                  Edit
                </BarButton>
                <BarButton
                  disabled={single.isManager}
                  onClick={() => {
                    setDialog({ kind: 'admin', person: single });
                  }}
                >
                  Set as User Admin
                </BarButton>
                {store.showRoles && (
                  <BarButton
                    onClick={() => {
                      setDialog({ kind: 'role', person: single });
                    }}
                  >
                    Edit Role
                  </BarButton>
                )}
              </>
            )}
            <BarButton
              color="error"
              disabled={store.busy}
              onClick={() => {
                setDialog({ kind: 'delete', uids: [...selected] });
              }}
            >
              Delete
            </BarButton>
          </>
        )}
      </Paper>

      <ConsoleGrid<PersonRow>
        label="Users"
        columns={columns}
        {...pagedGridProps(store)}
        rowKey={(row) => row.uid}
        emptyText={NO_USERS_TEXT}
        onRowActivate={(row) => {
          store.toggle(row.uid);
        }}
        sort={store.sort}
        onSortRequest={(key) => {
          store.toggleSort(key);
        }}
        total={store.persons.length}
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
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.uids : undefined}
        title={dialog?.kind === 'delete' && dialog.uids.length > 1 ? 'Delete Users' : 'Delete User'}
        destructive
        message={(uids) =>
          uids.length === 1
            ? `Delete ${store.persons.find((person) => person.uid === uids[0])?.displayName ?? 'this user'}? They can no longer sign in.`
            : `Delete these ${uids.length} users? They can no longer sign in.`
        }
        onConfirm={(uids) => store.delete(uids)}
        onClose={close}
      />
    </Box>
  );
});
