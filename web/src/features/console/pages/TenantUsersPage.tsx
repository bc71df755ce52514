import Box from '@mui/material/Box';
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
import type { DataGridColumn, GridRowAction } from '../../../shared/grid/DataGrid';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ChoiceDialog } from '../components/ChoiceDialog';
import { ConsoleGrid } from '../../../shared/grid/ConsoleGrid';
import { Fact, FactsPanel } from '../components/Facts';
import { PageHeader } from '../../../shared/page/PageHeader';
import { AddButton, BackLink } from '../../../shared/page/PageActions';
import { pagedGridProps } from '../../../shared/grid/paged-grid';
import { PersonDialog } from '../components/PersonDialog';
import { BarButton } from '../components/BarButton';
import { selectionColumn } from '../components/selection-cell';
import { TargetConfirmDialog } from '../../../shared/dialogs/TargetConfirmDialog';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
import { UsersLimitDialog } from '../components/UsersLimitDialog';
import { formatUtcMoment, yesNo } from '../console-format';
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
    header: 'Last Login (UTC)',
    width: 150,
    format: (value) => formatUtcMoment(value as string | null),
  },
];

const ROLE_COLUMN: DataGridColumn<PersonRow> = {
  key: 'role',
  header: 'Role',
  width: 120,
  format: (_value, row) => PERSON_ROLE_LABELS[row.role],
};

const ROLE_OPTIONS = EDITABLE_ROLES.map((role) => ({ value: role, label: PERSON_ROLE_LABELS[role] }));

/** A change of one field of several ticked users at once, confirmed first. */
export type BatchChange = { field: 'status'; disabled: boolean } | { field: 'luca'; lucaAccessible: boolean };

type UsersDialog =
  | { kind: 'add' }
  | { kind: 'edit'; person: Person }
  | { kind: 'admin'; person: Person }
  | { kind: 'role'; person: Person }
  | { kind: 'delete'; uids: string[] }
  | { kind: 'batch'; uids: string[]; change: BatchChange };

/** The notice after a change of status or Luca access: 'Ada Analyst disabled.', '3 users given Luca access.' */
export function batchChangeNotice(change: BatchChange, who: string): string {
  if (change.field === 'status') return `${who} ${change.disabled ? 'disabled' : 'activated'}.`;
  return change.lucaAccessible ? `Luca access given to ${who}.` : `Luca access removed from ${who}.`;
}

/** The confirmation's button: 'Disable 3 users', 'Give Luca access to 3 users'. */
function batchChangeLabel(change: BatchChange, count: number): string {
  const users = `${count} user${count === 1 ? '' : 's'}`;
  if (change.field === 'status') return `${change.disabled ? 'Disable' : 'Activate'} ${users}`;
  return change.lucaAccessible ? `Give Luca access to ${users}` : `Remove Luca access from ${users}`;
}

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
 * `/administrator/tenant/{tenantId}`: the tenant's header (name, regions, users and limit) and its users.
 * Each row's menu (the Actions column): Activate/Disable, Luca access, Edit, Set as User Admin (with the
 * users limit), Edit Role (User/Sale, the provider's own users, for an Administrator) and Delete. Users
 * ticked one by one or a page at a time get Active/Disabled, Luca Yes/No (confirmed first for several)
 * and Delete. Every change confirms with a notice.
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
  const done = useDoneNotice();
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
  const { tenant, list } = store;
  const selected = store.selectedIds;
  const run = (action: Promise<void>) => {
    action.catch(() => {
      // The API client has shown the error.
    });
  };
  /** A user's name, or 'N users'. */
  const who = (uids: readonly string[]): string => {
    const [only] = uids;
    if (uids.length === 1 && only !== undefined)
      return store.persons.find((person) => person.uid === only)?.displayName ?? '1 user';
    return `${uids.length} users`;
  };
  const applyChange = (uids: readonly string[], change: BatchChange): Promise<void> =>
    done(
      change.field === 'status'
        ? store.setDisabled(uids, change.disabled)
        : store.setLuca(uids, change.lucaAccessible),
      batchChangeNotice(change, who(uids)),
    );
  /** The bar's setters: one ticked user changes at once, several are confirmed first. */
  const changeTicked = (change: BatchChange) => {
    if (selected.length > 1) setDialog({ kind: 'batch', uids: [...selected], change });
    else run(applyChange(selected, change));
  };
  const userActions = (person: PersonRow): GridRowAction[] => [
    {
      label: person.disabled ? 'Activate' : 'Disable',
      hint: `Status: ${person.disabled ? 'Disabled' : 'Active'}`,
      disabled: store.busy,
      onSelect: () => {
        run(applyChange([person.uid], { field: 'status', disabled: !person.disabled }));
      },
    },
    {
      label: person.lucaAccessible ? 'Remove Luca access' : 'Give Luca access',
      hint: `Access to Luca: ${yesNo(person.lucaAccessible)}`,
      disabled: store.busy,
      onSelect: () => {
        run(applyChange([person.uid], { field: 'luca', lucaAccessible: !person.lucaAccessible }));
      },
    },
    {
      label: 'Edit',
      onSelect: () => {
        setDialog({ kind: 'edit', person });
      },
    },
    {
      label: 'Set as User Admin',
      disabled: person.isManager,
      ...(person.isManager ? { hint: 'Already the User Admin' } : {}),
      onSelect: () => {
        setDialog({ kind: 'admin', person });
      },
    },
    ...(store.showRoles
      ? [
          {
            label: 'Edit Role',
            hint: `Role: ${PERSON_ROLE_LABELS[person.role]}`,
            onSelect: () => {
              setDialog({ kind: 'role', person });
            },
          },
        ]
      : []),
    {
      label: 'Delete',
      destructive: true,
      disabled: store.busy,
      onSelect: () => {
        setDialog({ kind: 'delete', uids: [person.uid] });
      },
    },
  ];

  const back = <BackLink to="/administrator/tenant">Tenants</BackLink>;

  if (store.status === 'error' && list === undefined) {
    return (
      <Box>
        <PageHeader title="Tenant users" before={back} />
        <ErrorWithRetry onRetry={() => void store.load()}>{store.error}</ErrorWithRetry>
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
                { label: 'Active', onClick: () => changeTicked({ field: 'status', disabled: false }) },
                { label: 'Disabled', onClick: () => changeTicked({ field: 'status', disabled: true }) },
              ]}
            />
            <Divider orientation="vertical" flexItem />
            <SetterGroup
              label="Access to Luca"
              caption="Luca access"
              disabled={store.busy}
              choices={[
                { label: 'Yes', onClick: () => changeTicked({ field: 'luca', lucaAccessible: true }) },
                { label: 'No', onClick: () => changeTicked({ field: 'luca', lucaAccessible: false }) },
              ]}
            />
            <Divider orientation="vertical" flexItem />
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
        rowActions={{ name: (person) => person.displayName, actions: userActions }}
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
          onSave={(values) =>
            done(
              store.add(values),
              `${values.displayName.trim()} added. A link to set a password was emailed to ${values.email.trim()}.`,
            )
          }
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
          onSave={(values) => done(store.edit(dialog.person, values), `${values.displayName.trim()} saved.`)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'admin' && (
        <UsersLimitDialog
          userName={dialog.person.displayName}
          initialLimit={list?.limit ?? 0}
          onSave={(limit) =>
            done(
              store.setUserAdmin(dialog.person, limit),
              `${dialog.person.displayName} is now the User Admin (users limit ${limit}).`,
            )
          }
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
          onSave={(role) =>
            done(
              store.editRole(dialog.person, role),
              `${dialog.person.displayName} is now ${PERSON_ROLE_LABELS[role]}.`,
            )
          }
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
        onConfirm={(uids) => {
          const names = who(uids);
          return done(store.delete(uids), `${names} deleted.`);
        }}
        onClose={close}
      />
      <TargetConfirmDialog
        target={dialog?.kind === 'batch' ? dialog : undefined}
        title={
          dialog?.kind === 'batch' && dialog.change.field === 'luca' ? 'Change Luca access' : 'Change status'
        }
        confirmLabel={dialog?.kind === 'batch' ? batchChangeLabel(dialog.change, dialog.uids.length) : 'OK'}
        message={(batch) =>
          `${batchChangeLabel(batch.change, batch.uids.length)}: ${batch.uids
            .map((uid) => store.persons.find((person) => person.uid === uid)?.displayName ?? uid)
            .join(', ')}?`
        }
        onConfirm={(batch) => applyChange(batch.uids, batch.change)}
        onClose={close}
      />
    </Box>
  );
});
