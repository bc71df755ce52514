import Box from '@mui/material/Box';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type SubmitEvent } from 'react';

import type { Region, TenantInput, TenantView } from '../../../api/tenants-api';
import { TenantForm, type TenantFormField, type TenantFormMode } from '../stores/tenant-form';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { MaliciousNameDialog } from './MaliciousNameDialog';
import { ManagerFields } from './ManagerFields';
import { RegionSelect } from './RegionSelect';
import { DateRangeFields, OrganizationFields } from './TenantFields';

export interface TenantFormDialogProps {
  mode: TenantFormMode;
  /** The tenant edited (edit mode). */
  tenant?: TenantView | undefined;
  regions: readonly Region[];
  regionsLoading: boolean;
  /** Saves the form; a rejection (shown by the client's notification) keeps the dialog open. */
  onSave: (input: TenantInput) => Promise<unknown>;
  onClose: () => void;
}

/** The fields in the order they show, to move focus to the first one in error. */
const FIELD_ORDER: readonly TenantFormField[] = [
  'organizationName',
  'organizationUrl',
  'contactName',
  'contactEmail',
  'startDate',
  'endDate',
  'region',
  'tenantManagerName',
  'tenantManagerEmail',
];

/** Add Company (the Tenant creation form) and Edit Tenant. Mounted while open. */
export const TenantFormDialog = observer(function TenantFormDialog({
  mode,
  tenant,
  regions,
  regionsLoading,
  onSave,
  onClose,
}: TenantFormDialogProps) {
  const [form] = useState(() => new TenantForm(mode, tenant));
  const formRef = useRef<HTMLFormElement>(null);
  const title = mode === 'add' ? 'Add Company' : 'Edit Tenant';
  const { values, errors } = form;

  const close = () => {
    if (!form.busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = await form.submit(onSave, regions);
    if (outcome === 'saved') {
      onClose();
    } else if (outcome === 'invalid') {
      const first = FIELD_ORDER.find((field) => form.errors[field] !== undefined);
      formRef.current
        ?.querySelector<HTMLInputElement>(`[name="${first ?? ''}"], [data-field="${first ?? ''}"] input`)
        ?.focus();
    }
  };

  const text = (field: Exclude<TenantFormField, 'region' | 'selectAllRegions' | 'pocIsManager'>) => ({
    name: field,
    value: values[field],
    error: errors[field] !== undefined,
    helperText: errors[field] ?? ' ',
    onChange: (event: { target: { value: string } }) => {
      form.set(field, event.target.value);
    },
    fullWidth: true,
  });

  return (
    <>
      <FormDialog
        title={title}
        maxWidth="md"
        formRef={formRef}
        onSubmit={submit}
        onClose={close}
        busy={form.busy}
        // Select all regions sends every region: the list must have arrived.
        submitLoading={form.busy || regionsLoading}
        submitLabel={mode === 'add' ? 'Add Company' : 'Save'}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
            columnGap: 4,
            rowGap: 1,
            pt: 2,
          }}
        >
          <OrganizationFields
            organizationName={text('organizationName')}
            organizationUrl={text('organizationUrl')}
            contactName={text('contactName')}
            contactEmail={text('contactEmail')}
            autoFocus
          />
          <DateRangeFields start={text('startDate')} end={text('endDate')} />
          <Box sx={{ gridColumn: '1 / -1' }} data-field="region">
            <RegionSelect
              regions={regions}
              loading={regionsLoading}
              value={values.region}
              selectAll={values.selectAllRegions}
              error={errors.region}
              onChange={(ids) => {
                form.set('region', ids);
              }}
              onSelectAllChange={(on) => {
                form.setSelectAllRegions(on);
              }}
            />
          </Box>
          <ManagerFields
            heading="Tenant Manager (optional)"
            pocIsManager={values.pocIsManager}
            onPocIsManagerChange={(on) => {
              form.setPocIsManager(on);
            }}
            nameField={{ ...text('tenantManagerName'), value: form.managerName }}
            emailField={{ ...text('tenantManagerEmail'), value: form.managerEmail }}
          />
        </Box>
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
