import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';

import type { PersonStatus } from '../../../api/persons-api';
import { PersonsApi } from '../../../api/persons-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConfirmDialog } from '../../../shared/dialogs/ConfirmDialog';
import { AddUserDialog } from '../components/AddUserDialog';
import { EditUserDialog } from '../components/EditUserDialog';
import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';
import { actionsCell, statusCell } from '../components/person-cells';
import { PersonsGrid } from '../components/PersonsGrid';
import { PersonsListBody } from '../components/PersonsListBody';
import { PersonsPageHeader } from '../components/PersonsPageHeader';
import { AddUserForm } from '../stores/add-user-form';
import { EditUserForm, type EditUserMode } from '../stores/edit-user-form';
import { MANAGER_PAGE_SIZE, PagedRows } from '../stores/paged-rows';
import { TenantPersonsStore, type PersonRow } from '../stores/tenant-persons-store';

export const TENANT_MANAGER_GRID_LABEL = 'Tenant users';
/** The manager's Edit Status says Active / Disabled (spec section 9). */
const MANAGER_STATUS_LABELS: Readonly<Record<PersonStatus, string>> = {
  Active: 'Active',
  Inactive: 'Disabled',
};

type Confirmation = { kind: 'delete' | 'reset'; row: PersonRow };

/**
 * /manager/tenant: the users of the manager's tenant, 10 a page sorted by User ID, with the remaining seats
 * and Add User (a dialog; with no seat free "... Please contact our team to add more seats"), and per user
 * Reset Password, Edit Status, Edit and Delete (not on the caller's own row).
 */
export const TenantManagerPage = observer(function TenantManagerPage() {
  const { api, session, ui } = useStores();
  const principal = session.principal;
  const [store] = useState(
    () =>
      new TenantPersonsStore(
        new PersonsApi(api),
        { uid: principal?.uid ?? '', tenantId: principal?.tenantId ?? '' },
        'list',
      ),
  );
  const [paged] = useState(() => new PagedRows<PersonRow>(() => store.rows, { key: 'uid', dir: 'asc' }));
  const [addForm] = useState(() => new AddUserForm((person) => store.add(person)));
  const [addOpen, setAddOpen] = useState(false);
  const [addRefusal, setAddRefusal] = useState<string | undefined>(undefined);
  const [addRefusalOpen, setAddRefusalOpen] = useState(false);
  const [editing, setEditing] = useState<EditUserForm | undefined>(undefined);
  const [editOpen, setEditOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  const [confirmOpen, setConfirmOpen] = useState(false);
  useDocumentTitle('Tenant users');

  useEffect(() => {
    void store.load();
  }, [store]);

  const columns = useMemo<DataGridColumn<PersonRow>[]>(() => {
    const edit = (mode: EditUserMode) => (row: PersonRow) => {
      setEditing(
        new EditUserForm(row, { isSelf: row.isSelf, mode }, (changes) => store.edit(row.uid, changes)),
      );
      setEditOpen(true);
    };
    const confirm = (kind: Confirmation['kind']) => (row: PersonRow) => {
      setConfirmation({ kind, row });
      setConfirmOpen(true);
    };
    return [
      { key: 'uid', header: 'User ID', width: 150 },
      { key: 'displayName', header: 'User Name', width: 170 },
      { key: 'email', header: 'Contact Email', width: 210 },
      { key: 'status', header: 'Status', width: 100, render: statusCell<PersonRow>((row) => row.status) },
      {
        key: 'actions',
        header: 'Actions',
        width: 330,
        // Its buttons are never cut: a card narrower than the columns' least widths scrolls sideways.
        minWidth: 330,
        sortable: false,
        render: actionsCell<PersonRow>([
          {
            label: 'Reset Password',
            name: (row) => `Reset Password of ${row.displayName}`,
            onClick: confirm('reset'),
          },
          {
            label: 'Edit Status',
            name: (row) => `Edit Status of ${row.displayName}`,
            onClick: edit('status'),
          },
          { label: 'Edit', name: (row) => `Edit ${row.displayName}`, onClick: edit('details') },
          {
            label: 'Delete',
            name: (row) => `Delete ${row.displayName}`,
            danger: true,
            visible: (row) => row.canDelete,
            onClick: confirm('delete'),
          },
        ]),
      },
    ];
  }, [store]);

  const addUser = () => {
    const refusal = store.addUserRefusal('contact');
    if (refusal === undefined) setAddOpen(true);
    else {
      setAddRefusal(refusal);
      setAddRefusalOpen(true);
    }
  };

  const notify = (text: string) => {
    ui.notify({ title: 'Notification', message: text, severity: 'success' });
  };

  const body = (
    <PersonsListBody store={store} empty={paged.total === 0} skeletonRows={MANAGER_PAGE_SIZE}>
      <PersonsGrid
        label={TENANT_MANAGER_GRID_LABEL}
        columns={columns}
        rows={paged.pageRows}
        rowKey={(row) => row.uid}
        sort={paged.sort}
        onSortRequest={(key) => {
          paged.toggleSort(key);
        }}
        onRowActivate={(row) => {
          setEditing(
            new EditUserForm(row, { isSelf: row.isSelf }, (changes) => store.edit(row.uid, changes)),
          );
          setEditOpen(true);
        }}
        rowHeight={40}
      />
      <TablePagination
        component="div"
        count={paged.total}
        page={paged.currentPage}
        rowsPerPage={paged.pageSize}
        rowsPerPageOptions={[]}
        onPageChange={(_, page) => {
          paged.setPage(page);
        }}
      />
    </PersonsListBody>
  );

  const pending = confirmation;
  return (
    <Box component="section" aria-labelledby="tenant-manager-title" sx={{ display: 'grid', gap: 5 }}>
      <PersonsPageHeader
        titleId="tenant-manager-title"
        title="Tenant users"
        organizationName={store.tenant?.organizationName ?? principal?.tenantName ?? ''}
        loaded={store.loaded}
        onAddUser={addUser}
      >
        <Chip
          icon={<EventSeatOutlined fontSize="small" />}
          variant="outlined"
          label={`Remaining Seats: ${store.loaded ? store.seatsLeft : '…'}`}
          aria-live="polite"
        />
      </PersonsPageHeader>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, minWidth: 0 }}>
        {body}
      </Paper>
      <AddUserDialog
        open={addOpen}
        form={addForm}
        onClose={() => {
          setAddOpen(false);
        }}
        onAdded={(person) => {
          setAddOpen(false);
          notify(message('USER_ADDED_EMAIL_SENT', { email: person.email }));
        }}
      />
      <EditUserDialog
        open={editOpen}
        form={editing}
        title={editing?.mode === 'status' ? 'Edit Status' : 'Edit user'}
        statusLabels={MANAGER_STATUS_LABELS}
        onClose={() => {
          setEditOpen(false);
        }}
        onSaved={() => {
          setEditOpen(false);
          notify(message('USER_UPDATED'));
        }}
        onDelete={() => {
          const row = store.rows.find((candidate) => candidate.uid === editing?.person.uid);
          setEditOpen(false);
          if (row === undefined) return;
          setConfirmation({ kind: 'delete', row });
          setConfirmOpen(true);
        }}
      />
      <ConfirmDialog
        open={confirmOpen && pending !== undefined}
        title={pending?.kind === 'reset' ? 'Reset Password' : 'Delete user'}
        confirmLabel={pending?.kind === 'reset' ? 'Send link' : 'Delete'}
        destructive={pending?.kind === 'delete'}
        onConfirm={async () => {
          if (pending === undefined) return;
          if (pending.kind === 'reset') {
            await store.resetPassword(pending.row.uid);
            notify(message('USER_PASSWORD_RESET_SENT', { email: pending.row.email }));
          } else {
            await store.remove(pending.row.uid);
            notify(message('USER_DELETED', { name: pending.row.displayName }));
          }
        }}
        onClose={() => {
          setConfirmOpen(false);
        }}
      >
        {pending === undefined
          ? ''
          : pending.kind === 'reset'
            ? `Send ${pending.row.displayName} (${pending.row.email}) a link to reset their password?`
            : `Delete ${pending.row.displayName} (${pending.row.email})? They will no longer be able to sign in, and their seat becomes free.`}
      </ConfirmDialog>
      <NoticeDialog
        open={addRefusalOpen}
        title="Add User"
        text={addRefusal ?? ''}
        onClose={() => {
          setAddRefusalOpen(false);
        }}
      />
    </Box>
  );
});
