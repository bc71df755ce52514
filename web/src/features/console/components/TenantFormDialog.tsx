import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useRef, useState, type SubmitEvent } from 'react';

import type { Region, TenantInput, TenantView } from '../../../api/tenants-api';
import { ORGANIZATION_NAME_MAX_LENGTH } from '../../../shared/organization-name';
import { TenantForm, type TenantFormField, type TenantFormMode } from '../stores/tenant-form';
import { MaliciousNameDialog } from './MaliciousNameDialog';
import { RegionSelect } from './RegionSelect';

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
  const titleId = useId();
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
      <Dialog open onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
        <Box
          component="form"
          ref={formRef}
          noValidate
          aria-label={title}
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            void submit(event);
          }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                columnGap: 4,
                rowGap: 1,
                pt: 2,
              }}
            >
              <TextField
                {...text('organizationName')}
                label="Organization Name"
                required
                autoFocus
                slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX_LENGTH } }}
              />
              <TextField {...text('organizationUrl')} label="Organization URL" required type="url" />
              <TextField {...text('contactName')} label="POC Name" required />
              <TextField {...text('contactEmail')} label="POC Email" required type="email" />
              <TextField
                {...text('startDate')}
                label="Start Date"
                required
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                {...text('endDate')}
                label="End Date"
                required
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
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
              <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1, mt: 2 }}>
                <Divider />
                <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
                  Tenant Manager (optional)
                </Typography>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={values.pocIsManager}
                      onChange={(event) => {
                        form.setPocIsManager(event.target.checked);
                      }}
                    />
                  }
                  label="Is POC Also Tenant Manager?"
                />
              </Box>
              <TextField
                {...text('tenantManagerName')}
                value={form.managerName}
                label="Tenant Manager Name"
                disabled={values.pocIsManager}
              />
              <TextField
                {...text('tenantManagerEmail')}
                value={form.managerEmail}
                label="Tenant Manager Email"
                type="email"
                disabled={values.pocIsManager}
              />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 6, pb: 5 }}>
            <Button color="inherit" onClick={close} disabled={form.busy}>
              Cancel
            </Button>
            {/* Select all regions sends every region: the list must have arrived. */}
            <Button type="submit" variant="contained" loading={form.busy || regionsLoading}>
              {mode === 'add' ? 'Add Company' : 'Save'}
            </Button>
          </DialogActions>
        </Box>
      </Dialog>
      <MaliciousNameDialog
        open={form.maliciousName}
        onClose={() => {
          form.closeMaliciousName();
        }}
      />
    </>
  );
});
