import AddShoppingCartOutlined from '@mui/icons-material/AddShoppingCartOutlined';
import EventSeatOutlined from '@mui/icons-material/EventSeatOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { PersonsApi } from '../../../api/persons-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { message } from '../../../shared/messages';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConfirmDialog } from '../../../shared/dialogs/ConfirmDialog';
import { EditUserDialog } from '../components/EditUserDialog';
import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';
import { actionsCell, statusCell } from '../components/person-cells';
import { PersonsGrid } from '../components/PersonsGrid';
import { PersonsListBody } from '../components/PersonsListBody';
import { PersonsPageHeader } from '../components/PersonsPageHeader';
import { SubscriptionNotices } from '../billing/components/SubscriptionNotices';
import { useDashboardHidden } from '../billing/pages/use-billing-shell';
import { useBillingStore } from '../billing/stores/use-billing-store';
import { useTenantAdminShell } from '../components/TenantAdminLayout';
import { EditUserForm } from '../stores/edit-user-form';
import { TenantPersonsStore, type PersonRow } from '../stores/tenant-persons-store';

export const MANAGE_USERS_GRID_LABEL = 'Users';

function editFormFor(store: TenantPersonsStore, row: PersonRow): EditUserForm {
  return new EditUserForm(row, { isSelf: row.isSelf }, (changes) => store.edit(row.uid, changes));
}
/** Where Buy More goes: the plans page (added by the billing issue). */
export const BUY_MORE_PATH = '/subscriptionPlans';

/**
 * /manageUsers: the tenant administrator's users with the seats left (Buy More), Add User (blocked when no
 * seat is free), and per user Edit (name, status) and Delete (not on the caller's own row).
 */
export const ManageUsersPage = observer(function ManageUsersPage() {
  const { api, session, ui } = useStores();
  const navigate = useNavigate();
  const shell = useTenantAdminShell();
  const billing = useBillingStore();
  const principal = session.principal;
  const [store] = useState(
    () =>
      new TenantPersonsStore(new PersonsApi(api), {
        uid: principal?.uid ?? '',
        tenantId: principal?.tenantId ?? '',
      }),
  );
  // The row of a dialog stays set while the dialog closes, so its text does not vanish mid-transition.
  const [editing, setEditing] = useState<EditUserForm | undefined>(undefined);
  const [editOpen, setEditOpen] = useState(false);
  const [deleting, setDeleting] = useState<PersonRow | undefined>(undefined);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [addRefusal, setAddRefusal] = useState<string | undefined>(undefined);
  const [addRefusalOpen, setAddRefusalOpen] = useState(false);
  useDocumentTitle('Manage Users');

  useEffect(() => {
    void store.load();
  }, [store]);

  // The header's Dashboard needs seats and an available subscription: "You haven't subscribed to any
  // bundle yet. ..."; it is hidden once the trial expired.
  const dashboardRefusal =
    store.loaded && !store.hasSeats ? message('NO_BUNDLE_SUBSCRIBED') : billing?.dashboardRefusal;
  useDashboardHidden(billing);
  useEffect(() => {
    shell.setDashboardRefusal(dashboardRefusal);
    return () => {
      shell.setDashboardRefusal(undefined);
    };
  }, [shell, dashboardRefusal]);

  const columns = useMemo<DataGridColumn<PersonRow>[]>(() => {
    const edit = (row: PersonRow) => {
      setEditing(editFormFor(store, row));
      setEditOpen(true);
    };
    const remove = (row: PersonRow) => {
      setDeleting(row);
      setDeleteOpen(true);
    };
    return [
      { key: 'displayName', header: 'NAME', width: 200 },
      { key: 'email', header: 'EMAIL', width: 240 },
      { key: 'status', header: 'STATUS', width: 110, render: statusCell<PersonRow>((row) => row.status) },
      {
        key: 'actions',
        header: 'ACTIONS',
        width: 140,
        // Its buttons are never cut: a card narrower than the columns' least widths scrolls sideways.
        minWidth: 140,
        sortable: false,
        render: actionsCell<PersonRow>([
          { label: 'Edit', name: (row) => `Edit ${row.displayName}`, onClick: edit },
          {
            label: 'Delete',
            name: (row) => `Delete ${row.displayName}`,
            danger: true,
            visible: (row) => row.canDelete,
            onClick: remove,
          },
        ]),
      },
    ];
  }, [store]);

  const openEditor = (row: PersonRow) => {
    setEditing(editFormFor(store, row));
    setEditOpen(true);
  };

  const addUser = () => {
    const refusal = store.addUserRefusal('subscription');
    if (refusal === undefined) void navigate('/createUser');
    else {
      setAddRefusal(refusal);
      setAddRefusalOpen(true);
    }
  };

  const buyMore = () => {
    void navigate(BUY_MORE_PATH);
  };

  const body = (
    <PersonsListBody
      store={store}
      empty={store.rows.length === 0}
      skeletonRows={5}
      onBack={() => void navigate(-1)}
    >
      <PersonsGrid
        label={MANAGE_USERS_GRID_LABEL}
        columns={columns}
        rows={store.rows}
        rowKey={(row) => row.uid}
        onRowActivate={openEditor}
        rowHeight={40}
      />
    </PersonsListBody>
  );

  return (
    <Box component="section" aria-labelledby="manage-users-title" sx={{ display: 'grid', gap: 5 }}>
      <PersonsPageHeader
        titleId="manage-users-title"
        title="Manage Users"
        organizationName={store.tenant?.organizationName ?? principal?.tenantName ?? ''}
        loaded={store.loaded}
        onAddUser={addUser}
      />
      {billing !== undefined && <SubscriptionNotices billing={billing} />}
      <Paper
        variant="outlined"
        component="section"
        aria-label="Seats"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3, px: 5, py: 3 }}
      >
        <EventSeatOutlined color="primary" aria-hidden="true" />
        <Typography
          variant="subtitle1"
          component="p"
          sx={{ flex: '1 1 auto', fontWeight: 600 }}
          aria-live="polite"
        >
          {store.loaded ? store.seatsLeftText : <Skeleton width={120} />}
        </Typography>
        <Button variant="outlined" startIcon={<AddShoppingCartOutlined fontSize="small" />} onClick={buyMore}>
          Buy More
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, minWidth: 0 }}>
        {body}
      </Paper>
      <EditUserDialog
        open={editOpen}
        form={editing}
        onClose={() => {
          setEditOpen(false);
        }}
        onSaved={() => {
          setEditOpen(false);
          ui.notify({ title: 'Notification', message: message('USER_UPDATED'), severity: 'success' });
        }}
        onDelete={() => {
          const row = store.rows.find((candidate) => candidate.uid === editing?.person.uid);
          setEditOpen(false);
          if (row === undefined) return;
          setDeleting(row);
          setDeleteOpen(true);
        }}
      />
      <ConfirmDialog
        open={deleteOpen && deleting !== undefined}
        title="Delete user"
        confirmLabel="Delete"
        destructive
        onConfirm={async () => {
          if (deleting === undefined) return;
          await store.remove(deleting.uid);
          ui.notify({
            title: 'Notification',
            message: message('USER_DELETED', { name: deleting.displayName }),
            severity: 'success',
          });
        }}
        onClose={() => {
          setDeleteOpen(false);
        }}
      >
        {deleting === undefined
          ? ''
          : `Delete ${deleting.displayName} (${deleting.email})? They will no longer be able to sign in, and their seat becomes free.`}
      </ConfirmDialog>
      <NoticeDialog
        open={addRefusalOpen}
        title="Add User"
        text={addRefusal ?? ''}
        onClose={() => {
          setAddRefusalOpen(false);
        }}
        action={{ label: 'Buy More', onClick: buyMore }}
      />
    </Box>
  );
});
