import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';

import type { Person } from '../../../api/persons-api';
import type { RequestType, TenantRequestBody, TenantRequestView } from '../../../api/tenant-requests-api';
import type { Region } from '../../../api/tenants-api';
import { RequestForm, type RequestFormField } from '../stores/request-form';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { LucaUsersPicker } from './LucaUsersPicker';
import { MaliciousNameDialog } from './MaliciousNameDialog';
import { ManagerFields } from './ManagerFields';
import { PersonRowsEditor } from './PersonRowsEditor';
import { RegionSelect } from './RegionSelect';
import { DateRangeFields, OrganizationFields } from './TenantFields';
import { TenantPicker, type TenantChoice } from './TenantPicker';
import { TimeZoneSelect } from './TimeZoneSelect';

export const REQUEST_DIALOG_TITLES: Readonly<Record<RequestType, { add: string; edit: string }>> = {
  TENANT: { add: 'Add Tenant Request', edit: 'Edit Tenant Request' },
  USER: { add: 'Add User Request', edit: 'Edit User Request' },
  LUCA: {
    add: 'Update Existing User Luca Start/End Date',
    edit: 'Edit Luca Start/End Date',
  },
};

export interface RequestFormDialogProps {
  requestType: RequestType;
  /** The pending request edited. */
  request?: TenantRequestView | undefined;
  /** TENANT: the regions to choose from. */
  regions?: readonly Region[];
  regionsLoading?: boolean;
  /** USER and LUCA: find a tenant. */
  searchTenants?: (text: string) => Promise<TenantChoice[]>;
  /** LUCA: the users of the chosen tenant. */
  loadUsers?: (tenantId: string) => Promise<Person[]>;
  /** Saves; a rejection (shown by the client's notification) keeps the dialog open. */
  onSave: (body: TenantRequestBody) => Promise<unknown>;
  onClose: () => void;
}

const FIELD_ORDER: readonly RequestFormField[] = [
  'country',
  'organizationName',
  'organizationUrl',
  'contactName',
  'contactEmail',
  'tenantManagerName',
  'tenantManagerEmail',
  'regions',
  'tenantId',
  'startDate',
  'endDate',
];

const noTenants = (): Promise<TenantChoice[]> => Promise.resolve([]);
const noUsers = (): Promise<Person[]> => Promise.resolve([]);

/**
 * A scheduled request: a new tenant (TENANT), users for an existing tenant (USER), or Luca access for
 * existing users (LUCA), between a start and an end day in a chosen time zone. Mounted while open.
 */
export const RequestFormDialog = observer(function RequestFormDialog({
  requestType,
  request,
  regions = [],
  regionsLoading = false,
  searchTenants = noTenants,
  loadUsers = noUsers,
  onSave,
  onClose,
}: RequestFormDialogProps) {
  const [form] = useState(() => new RequestForm(requestType, request));
  const formRef = useRef<HTMLFormElement>(null);
  const title = REQUEST_DIALOG_TITLES[requestType][form.editing ? 'edit' : 'add'];
  const { values } = form;

  const close = () => {
    if (!form.busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit(onSave);
    if (outcome === 'saved') {
      onClose();
    } else if (outcome === 'invalid') {
      const first = FIELD_ORDER.find((field) => form.fieldError(field) !== undefined);
      const target =
        first === undefined
          ? formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')
          : formRef.current?.querySelector<HTMLInputElement>(
              `[name="${first}"], [data-field="${first}"] input`,
            );
      target?.focus();
    }
  };

  const text = (
    field:
      | 'organizationName'
      | 'organizationUrl'
      | 'contactName'
      | 'contactEmail'
      | 'tenantManagerName'
      | 'tenantManagerEmail'
      | 'startDate'
      | 'endDate',
  ) => {
    const error = form.fieldError(field);
    return {
      name: field,
      value: values[field],
      error: error !== undefined,
      helperText: error ?? ' ',
      onChange: (event: { target: { value: string } }) => {
        form.set(field, event.target.value);
      },
      fullWidth: true,
    };
  };

  const twoColumns = {
    display: 'grid',
    gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
    columnGap: 4,
    rowGap: 1,
  };

  return (
    <>
      <FormDialog
        title={title}
        maxWidth="md"
        formRef={formRef}
        onSubmit={submit}
        onClose={close}
        busy={form.busy}
        submitLabel={form.editing ? 'Save' : 'Submit'}
        contentSx={{ display: 'grid', gap: 3 }}
      >
        <Box sx={{ ...twoColumns, pt: 2 }}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TimeZoneSelect
              value={values.country}
              error={form.fieldError('country')}
              onChange={(zone) => {
                form.set('country', zone);
              }}
            />
          </Box>
          <DateRangeFields start={text('startDate')} end={text('endDate')} />
        </Box>

        {requestType === 'TENANT' ? (
          <Box sx={twoColumns}>
            <OrganizationFields
              organizationName={text('organizationName')}
              organizationUrl={text('organizationUrl')}
              contactName={text('contactName')}
              contactEmail={text('contactEmail')}
            />
            <ManagerFields
              pocIsManager={values.pocIsManager}
              onPocIsManagerChange={(on) => {
                form.setPocIsManager(on);
              }}
              nameField={{ ...text('tenantManagerName'), value: form.managerName }}
              emailField={{ ...text('tenantManagerEmail'), value: form.managerEmail }}
              required
            />
            <Box sx={{ gridColumn: '1 / -1' }} data-field="regions">
              <RegionSelect
                regions={regions}
                loading={regionsLoading}
                value={values.regions}
                selectAll={values.selectAllRegions}
                error={form.fieldError('regions')}
                onChange={(ids) => {
                  form.set('regions', ids);
                }}
                onSelectAllChange={(on) => {
                  form.setSelectAllRegions(on);
                }}
              />
            </Box>
          </Box>
        ) : (
          <Box data-field="tenantId">
            <TenantPicker
              value={
                values.tenantId === '' ? null : { id: values.tenantId, organizationName: values.tenantName }
              }
              error={form.fieldError('tenantId')}
              disabled={form.editing}
              search={searchTenants}
              onChange={(tenant) => {
                form.setTenant(tenant?.id ?? '', tenant?.organizationName ?? '');
              }}
            />
          </Box>
        )}

        <Divider />
        {requestType === 'LUCA' ? (
          <LucaUsersPicker
            tenantId={values.tenantId}
            value={values.uids}
            error={form.fieldError('uids')}
            loadUsers={loadUsers}
            onToggle={(uid) => {
              form.toggleUid(uid);
            }}
          />
        ) : (
          <>
            {requestType === 'TENANT' && (
              <Typography variant="body2" color="text.secondary">
                The tenant manager is always created; list the other users here.
              </Typography>
            )}
            <PersonRowsEditor form={form} />
          </>
        )}
      </FormDialog>
      <MaliciousNameDialog
        open={form.maliciousName}
        onClose={() => {
          form.closeMaliciousName();
        }}
      />
    </>
  );
});
