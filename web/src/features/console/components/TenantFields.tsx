import TextField, { type TextFieldProps } from '@mui/material/TextField';

import { ORGANIZATION_NAME_MAX_LENGTH } from '../../../shared/organization-name';

/** A tenant's Start Date and End Date (days), required. Each takes its field's props (name, value, error, change). */
export function DateRangeFields({ start, end }: { start: TextFieldProps; end: TextFieldProps }) {
  return (
    <>
      <TextField
        {...start}
        label="Start Date"
        required
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...end}
        label="End Date"
        required
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}

export interface OrganizationFieldsProps {
  organizationName: TextFieldProps;
  organizationUrl: TextFieldProps;
  contactName: TextFieldProps;
  contactEmail: TextFieldProps;
  /** The organization name takes the focus when the dialog opens. */
  autoFocus?: boolean;
}

/** A tenant's organization (name and URL) and its POC (name and email), required. */
export function OrganizationFields({
  organizationName,
  organizationUrl,
  contactName,
  contactEmail,
  autoFocus = false,
}: OrganizationFieldsProps) {
  return (
    <>
      <TextField
        {...organizationName}
        label="Organization Name"
        required
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: ORGANIZATION_NAME_MAX_LENGTH } }}
      />
      <TextField {...organizationUrl} label="Organization URL" required type="url" />
      <TextField {...contactName} label="POC Name" required />
      <TextField {...contactEmail} label="POC Email" required type="email" />
    </>
  );
}
