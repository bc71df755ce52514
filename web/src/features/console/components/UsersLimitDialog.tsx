import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState, type SubmitEvent } from 'react';

import { FormDialog } from '../../../shared/dialogs/FormDialog';
import { usersLimitError } from '../stores/person-form';

export interface UsersLimitDialogProps {
  /** The user who becomes the User Admin. */
  userName: string;
  initialLimit: number;
  /** Saves; a rejection keeps the dialog open (the client has shown the error). */
  onSave: (limit: number) => Promise<unknown>;
  onClose: () => void;
}

/** Set User Admin: the user becomes the tenant's user admin, with the tenant's users limit (0 or more). */
export function UsersLimitDialog({ userName, initialLimit, onSave, onClose }: UsersLimitDialogProps) {
  const [limit, setLimit] = useState(String(initialLimit));
  const [error, setError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = usersLimitError(limit);
    setError(invalid);
    if (invalid !== undefined) return;
    setBusy(true);
    try {
      await onSave(Number(limit.trim()));
      onClose();
    } catch {
      // The API client has shown the error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title="Set User Admin"
      maxWidth="xs"
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
      submitLabel="Save"
      contentSx={{ display: 'grid', gap: 3 }}
    >
      <DialogContentText variant="body2">
        {userName} becomes the tenant&apos;s User Admin; the current User Admin becomes a User.
      </DialogContentText>
      <TextField
        name="limit"
        label="Users limit"
        type="number"
        required
        autoFocus
        value={limit}
        error={error !== undefined}
        helperText={error ?? 'How many users the tenant may have.'}
        onChange={(event) => {
          setLimit(event.target.value);
          setError(undefined);
        }}
        slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
      />
    </FormDialog>
  );
}
