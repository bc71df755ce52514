import Add from '@mui/icons-material/Add';
import ArrowBack from '@mui/icons-material/ArrowBack';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { TenantRequestsApi } from '../../../api/tenant-requests-api';
import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleConfirmDialog } from '../components/ConsoleConfirmDialog';
import { ConsoleGrid } from '../components/ConsoleGrid';
import { PageHeader } from '../components/PageHeader';
import { PersonDialog } from '../components/PersonDialog';
import { UploadUsersDialog } from '../components/UploadUsersDialog';
import { yesNo } from '../console-format';
import {
  LAST_USER_CANNOT_BE_DELETED,
  RequestUsersStore,
  type RequestedPersonRow,
} from '../stores/request-users-store';
import { REQUEST_STATE_LABELS } from '../stores/tenant-requests-store';
import { formatUtc } from '../time-zones';

export const NO_REQUESTED_USERS_TEXT = 'No users are requested yet. Add users one by one or upload a file.';

const COLUMNS: readonly DataGridColumn<RequestedPersonRow>[] = [
  { key: 'displayName', header: 'User Name', width: 200, sortable: false },
  { key: 'email', header: 'Email', width: 240, sortable: false },
  {
    key: 'lucaAccessible',
    header: 'Access to Luca',
    width: 120,
    sortable: false,
    format: (value) => yesNo(value as boolean),
  },
  { key: 'result', header: 'Status', width: 240, sortable: false },
];

type UsersDialog =
  { kind: 'add' } | { kind: 'edit'; index: number } | { kind: 'delete'; index: number } | { kind: 'upload' };

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
 * `/administrator/tenant-request/{featureRequestId}`: the users a request creates, with add, edit, delete
 * (not the last user) and upload from an .xlsx/.csv, while the request is pending.
 */
export const RequestUsersPage = observer(function RequestUsersPage() {
  const { api } = useStores();
  const { featureRequestId = '' } = useParams();
  const [store] = useState(() => new RequestUsersStore(new TenantRequestsApi(api), featureRequestId));
  const [dialog, setDialog] = useState<UsersDialog | undefined>(undefined);
  const request = store.request;
  const name = request?.organizationName ?? '';
  useDocumentTitle(name === '' ? 'Requested users' : `${name} requested users`);

  useEffect(() => {
    void store.load();
  }, [store]);

  const close = () => {
    setDialog(undefined);
  };
  const back = (
    <Link
      component={RouterLink}
      to={
        request !== undefined && request.requestType !== 'TENANT'
          ? '/administrator/user-request'
          : '/administrator/tenant-request'
      }
      underline="hover"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, width: 'fit-content' }}
    >
      <ArrowBack fontSize="small" />
      {request !== undefined && request.requestType !== 'TENANT' ? 'User Requests' : 'Tenant Requests'}
    </Link>
  );

  if (store.status === 'error' && request === undefined) {
    return (
      <Box>
        <PageHeader title="Requested users" before={back} />
        <Alert severity="error">{store.error}</Alert>
      </Box>
    );
  }

  const selected = store.selected;
  const selectedIndex = store.selectedIndex;

  return (
    <Box>
      <PageHeader
        title={name === '' ? 'Requested users' : name}
        before={back}
        description="The users this request creates at its start date."
        actions={
          store.editable ? (
            <>
              <Button
                variant="outlined"
                startIcon={<UploadFile />}
                onClick={() => {
                  setDialog({ kind: 'upload' });
                }}
              >
                Upload
              </Button>
              <Button
                variant="contained"
                startIcon={<Add />}
                onClick={() => {
                  setDialog({ kind: 'add' });
                }}
              >
                Add User
              </Button>
            </>
          ) : undefined
        }
      />
      <Paper variant="outlined" component="section" aria-label="Request" sx={{ px: 5, py: 4, mb: 4 }}>
        {request === undefined ? (
          <Skeleton variant="rounded" height={44} />
        ) : (
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
            <Fact label="State">
              <Chip size="small" variant="outlined" label={REQUEST_STATE_LABELS[request.state]} />
            </Fact>
            <Fact label="Start Date (UTC+0)">{formatUtc(request.startDate)}</Fact>
            <Fact label="End Date (UTC+0)">{formatUtc(request.endDate)}</Fact>
            <Fact label="Time Zone">{request.country}</Fact>
          </Box>
        )}
      </Paper>
      {request !== undefined && !store.editable && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {request.state === 'FAILED' && request.failureReason !== null
            ? `This request could not be carried out: ${request.failureReason}`
            : 'This request is no longer pending: its users cannot be changed here.'}
          {request.tenantId !== null && request.state !== 'PENDING' && (
            <>
              {' '}
              <Link
                component={RouterLink}
                to={`/administrator/tenant/${encodeURIComponent(request.tenantId)}`}
              >
                Open the tenant&apos;s users
              </Link>
            </>
          )}
        </Alert>
      )}
      {store.editable && (
        <Paper
          variant="outlined"
          component="section"
          aria-label="Selected user"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, px: 4, py: 3, mb: 3 }}
        >
          {selected === undefined || selectedIndex === undefined ? (
            <Typography variant="body2" color="text.secondary">
              Select a user in the grid (click, or Enter) to edit or delete it.
            </Typography>
          ) : (
            <>
              <Typography variant="subtitle2" component="p" sx={{ mr: 'auto' }}>
                {selected.displayName}{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  ({selected.email})
                </Typography>
              </Typography>
              <Button
                size="small"
                variant="outlined"
                onClick={() => {
                  setDialog({ kind: 'edit', index: selectedIndex });
                }}
              >
                Edit
              </Button>
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={!store.canDelete}
                title={store.canDelete ? undefined : LAST_USER_CANNOT_BE_DELETED}
                onClick={() => {
                  setDialog({ kind: 'delete', index: selectedIndex });
                }}
              >
                Delete
              </Button>
              {!store.canDelete && (
                <Typography variant="caption" color="text.secondary" sx={{ width: '100%' }}>
                  {LAST_USER_CANNOT_BE_DELETED}
                </Typography>
              )}
            </>
          )}
        </Paper>
      )}
      <ConsoleGrid<RequestedPersonRow>
        label="Requested users"
        columns={COLUMNS}
        rows={store.pageRows}
        rowKey={(row) => String(row.index)}
        status={store.status}
        error={store.error}
        onRetry={() => {
          void store.load();
        }}
        emptyText={NO_REQUESTED_USERS_TEXT}
        selectedKey={selectedIndex === undefined ? undefined : String(selectedIndex)}
        onRowActivate={store.editable ? (row) => store.select(row.index) : undefined}
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
          requireLuca
          initial={{ displayName: '', email: '', lucaAccessible: undefined }}
          onSave={(values) => store.addPerson(values)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit' && (
        <PersonDialog
          title="Edit User"
          submitLabel="Save"
          requireLuca
          initial={{
            displayName: store.persons[dialog.index]?.displayName ?? '',
            email: store.persons[dialog.index]?.email ?? '',
            lucaAccessible: store.persons[dialog.index]?.lucaAccessible,
          }}
          onSave={(values) => store.editPerson(dialog.index, values)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'upload' && (
        <UploadUsersDialog
          onRead={(file) => store.readUpload(file)}
          onAdd={(persons) => store.addUploaded(persons)}
          onClose={close}
        />
      )}
      <ConsoleConfirmDialog
        open={dialog?.kind === 'delete'}
        title="Delete User"
        confirmLabel="Delete"
        destructive
        onConfirm={() => (dialog?.kind === 'delete' ? store.deletePerson(dialog.index) : Promise.resolve())}
        onClose={close}
      >
        {dialog?.kind === 'delete'
          ? `Remove ${store.persons[dialog.index]?.displayName ?? 'this user'} from the request?`
          : ''}
      </ConsoleConfirmDialog>
    </Box>
  );
});
