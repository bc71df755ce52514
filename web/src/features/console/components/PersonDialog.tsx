import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useRef, useState, type SubmitEvent } from 'react';

import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { validatePersonForm, type PersonFormErrors, type PersonFormValues } from '../stores/person-form';

export interface PersonDialogProps {
  /** 'Add User', 'Edit User'... (also the form's name). */
  title: string;
  submitLabel: string;
  initial: PersonFormValues;
  /** Editing: the email never changes. */
  emailDisabled?: boolean;
  /** Requested users must choose Yes or No ('Please select Access to Luca'). */
  requireLuca?: boolean;
  /** Saves the user; a rejection keeps the dialog open (the client has shown the error). */
  onSave: (values: PersonFormValues) => Promise<unknown>;
  onClose: () => void;
}

const lucaValue = (value: boolean | undefined): string => (value === undefined ? '' : value ? 'yes' : 'no');

/** A user's name, email and Access to Luca (Yes/No). Mounted while open. */
export function PersonDialog({
  title,
  submitLabel,
  initial,
  emailDisabled = false,
  requireLuca = false,
  onSave,
  onClose,
}: PersonDialogProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<PersonFormValues>(initial);
  const [errors, setErrors] = useState<PersonFormErrors>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (!busy) onClose();
  };

  const change = (patch: Partial<PersonFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof PersonFormValues];
      return next;
    });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validatePersonForm(values, { requireLuca });
    setErrors(found);
    const first = (['displayName', 'email', 'lucaAccessible'] as const).find(
      (key) => found[key] !== undefined,
    );
    if (first !== undefined) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await onSave(values);
      onClose();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={title}
      maxWidth="xs"
      formRef={formRef}
      onSubmit={submit}
      onClose={close}
      busy={busy}
      submitLabel={submitLabel}
      contentSx={{ display: 'grid', gap: 1, pt: '8px !important' }}
    >
      <TextField
        name="displayName"
        label="User Name"
        required
        autoFocus
        value={values.displayName}
        error={errors.displayName !== undefined}
        helperText={errors.displayName ?? ' '}
        onChange={(event) => {
          change({ displayName: event.target.value });
        }}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        name="email"
        label="Email"
        type="email"
        required
        disabled={emailDisabled}
        value={values.email}
        error={errors.email !== undefined}
        helperText={errors.email ?? ' '}
        onChange={(event) => {
          change({ email: event.target.value });
        }}
        slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
      />
      <TextField
        select
        name="lucaAccessible"
        label="Access to Luca"
        required={requireLuca}
        value={lucaValue(values.lucaAccessible)}
        error={errors.lucaAccessible !== undefined}
        helperText={errors.lucaAccessible ?? ' '}
        onChange={(event) => {
          change({ lucaAccessible: event.target.value === 'yes' });
        }}
      >
        <MenuItem value="yes">Yes</MenuItem>
        <MenuItem value="no">No</MenuItem>
      </TextField>
    </FormDialog>
  );
}
