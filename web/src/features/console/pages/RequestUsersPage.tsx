import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';

import { TenantRequestsApi } from '../../../api/tenant-requests-api';
import type { DataGridColumn, GridRowAction } from '../../../shared/grid/DataGrid';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { ConsoleGrid } from '../../../shared/grid/ConsoleGrid';
import { Fact, FactsPanel } from '../components/Facts';
import { PageHeader } from '../../../shared/page/PageHeader';
import { AddButton, BackLink } from '../../../shared/page/PageActions';
import { pagedGridProps } from '../../../shared/grid/paged-grid';
import { PersonDialog } from '../components/PersonDialog';
import { TargetConfirmDialog } from '../../../shared/dialogs/TargetConfirmDialog';
import { UploadUsersDialog } from '../components/UploadUsersDialog';
import { useDoneNotice } from '../../../shared/notifications/use-done-notice';
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

/**
 * `/administrator/tenant-request/{featureRequestId}`: the users a request creates, with add, edit, delete
 * (not the last user) and upload from an .xlsx/.csv, while the request is pending.
 */
export const RequestUsersPage = observer(function RequestUsersPage() {
  const { api } = useStores();
  const { featureRequestId = '' } = useParams();
  const [store] = useState(() => new RequestUsersStore(new TenantRequestsApi(api), featureRequestId));
  const [dialog, setDialog] = useState<UsersDialog | undefined>(undefined);
  const done = useDoneNotice();
  const request = store.request;
  const name = request?.organizationName ?? '';
  useDocumentTitle(name === '' ? 'Requested users' : `${name} requested users`);

  useEffect(() => {
    void store.load();
  }, [store]);

  const close = () => {
    setDialog(undefined);
  };
  const personActions = (person: RequestedPersonRow): GridRowAction[] => [
    {
      label: 'Edit',
      onSelect: () => {
        setDialog({ kind: 'edit', index: person.index });
      },
    },
    {
      label: 'Delete',
      destructive: true,
      disabled: !store.canDelete,
      ...(store.canDelete ? {} : { hint: LAST_USER_CANNOT_BE_DELETED }),
      onSelect: () => {
        setDialog({ kind: 'delete', index: person.index });
      },
    },
  ];
  const fromUserRequests = request !== undefined && request.requestType !== 'TENANT';
  const back = (
    <BackLink to={fromUserRequests ? '/administrator/user-request' : '/administrator/tenant-request'}>
      {fromUserRequests ? 'User Requests' : 'Tenant Requests'}
    </BackLink>
  );

  if (store.status === 'error' && request === undefined) {
    return (
      <Box>
        <PageHeader title="Requested users" before={back} />
        <Alert severity="error">{store.error}</Alert>
      </Box>
    );
  }

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
              <AddButton
                onClick={() => {
                  setDialog({ kind: 'add' });
                }}
              >
                Add User
              </AddButton>
            </>
          ) : undefined
        }
      />
      <FactsPanel label="Request" loading={request === undefined} columns={4}>
        {() =>
          request !== undefined && (
            <>
              <Fact label="State">
                <Chip size="small" variant="outlined" label={REQUEST_STATE_LABELS[request.state]} />
              </Fact>
              <Fact label="Start Date (UTC+0)">{formatUtc(request.startDate)}</Fact>
              <Fact label="End Date (UTC+0)">{formatUtc(request.endDate)}</Fact>
              <Fact label="Time Zone">{request.country}</Fact>
            </>
          )
        }
      </FactsPanel>
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
      <ConsoleGrid<RequestedPersonRow>
        label="Requested users"
        columns={COLUMNS}
        {...pagedGridProps(store)}
        rowKey={(row) => String(row.index)}
        emptyText={NO_REQUESTED_USERS_TEXT}
        rowActions={
          store.editable ? { name: (person) => person.displayName, actions: personActions } : undefined
        }
        total={store.persons.length}
      />

      {dialog?.kind === 'add' && (
        <PersonDialog
          title="Add User"
          submitLabel="Add User"
          requireLuca
          initial={{ displayName: '', email: '', lucaAccessible: undefined }}
          onSave={(values) =>
            done(store.addPerson(values), `${values.displayName.trim()} added to the request.`)
          }
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
          onSave={(values) =>
            done(store.editPerson(dialog.index, values), `${values.displayName.trim()} saved.`)
          }
          onClose={close}
        />
      )}
      {dialog?.kind === 'upload' && (
        <UploadUsersDialog
          onRead={(file) => store.readUpload(file)}
          onAdd={(persons) =>
            done(
              store.addUploaded(persons),
              (added) => `Upload complete: ${added} user${added === 1 ? '' : 's'} added to the request.`,
            )
          }
          onClose={close}
        />
      )}
      <TargetConfirmDialog
        target={dialog?.kind === 'delete' ? dialog.index : undefined}
        title="Delete User"
        destructive
        message={(index) => `Remove ${store.persons[index]?.displayName ?? 'this user'} from the request?`}
        onConfirm={(index) => {
          const removed = store.persons[index]?.displayName ?? 'The user';
          return done(store.deletePerson(index), `${removed} removed from the request.`);
        }}
        onClose={close}
      />
    </Box>
  );
});
