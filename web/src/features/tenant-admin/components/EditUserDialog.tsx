import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type SubmitEvent } from 'react';

import type { PersonStatus } from '../../../api/persons-api';
import type { EditUserForm } from '../stores/edit-user-form';
import { PERSON_STATUSES, USER_NAME_MAX_LENGTH } from '../stores/person-rules';

export interface EditUserDialogProps {
  open: boolean;
  /** The form of the person being edited (kept while the dialog closes). */
  form: EditUserForm | undefined;
  title?: string;
  /** The words for the statuses (the manager's Edit Status says Disabled). */
  statusLabels?: Readonly<Record<PersonStatus, string>>;
  onSaved: () => void;
  onClose: () => void;
  /** Offers Delete (left) for someone other than the caller: the keyboard way to the row's delete. */
  onDelete?: (() => void) | undefined;
}

const DEFAULT_STATUS_LABELS: Readonly<Record<PersonStatus, string>> = {
  Active: 'Active',
  Inactive: 'Inactive',
};

/** Edits a person: user name (email shown disabled) and status, or the status only. */
export const EditUserDialog = observer(function EditUserDialog({
  open,
  form,
  title = 'Edit user',
  statusLabels = DEFAULT_STATUS_LABELS,
  onSaved,
  onClose,
  onDelete,
}: EditUserDialogProps) {
  const titleId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const busy = form?.submitting === true;

  const close = () => {
    if (!busy) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form === undefined) return;
    if (await form.submit()) onSaved();
    else if (form.displayNameError !== undefined) nameInput.current?.focus();
  };

  return (
    <Dialog
      open={open && form !== undefined}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {form === undefined ? null : (
        <Box
          component="form"
          noValidate
          aria-label={title}
          onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
            void submit(event);
          }}
        >
          <DialogTitle id={titleId}>{title}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {form.mode === 'details' && (
              <TextField
                id="edit-user-name"
                label="User Name"
                required
                fullWidth
                autoFocus
                value={form.displayName}
                onChange={(event) => {
                  form.setDisplayName(event.target.value);
                }}
                error={form.displayNameError !== undefined}
                helperText={form.displayNameError ?? ' '}
                inputRef={nameInput}
                slotProps={{ htmlInput: { maxLength: USER_NAME_MAX_LENGTH } }}
              />
            )}
            <TextField
              id="edit-user-email"
              label="Email"
              fullWidth
              disabled
              value={form.person.email}
              helperText={form.mode === 'details' ? 'The email of a user cannot be changed.' : ' '}
            />
            <TextField
              id="edit-user-status"
              select
              label="Status"
              fullWidth
              autoFocus={form.mode === 'status'}
              disabled={form.statusLocked}
              value={form.status}
              onChange={(event) => {
                form.setStatus(event.target.value as PersonStatus);
              }}
              helperText={form.statusHelp ?? ' '}
            >
              {PERSON_STATUSES.map((status) => (
                <MenuItem key={status} value={status}>
                  {statusLabels[status]}
                </MenuItem>
              ))}
            </TextField>
            {form.formError !== undefined && (
              <Alert severity="error" role="alert">
                {form.formError}
              </Alert>
            )}
          </DialogContent>
          <DialogActions sx={{ px: 6, pb: 5 }}>
            {onDelete !== undefined && !form.isSelf && (
              <Button color="error" onClick={onDelete} disabled={busy} sx={{ mr: 'auto' }}>
                Delete
              </Button>
            )}
            <Button color="inherit" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={busy}>
              Save
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
});
