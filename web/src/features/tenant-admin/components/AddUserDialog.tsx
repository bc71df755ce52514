import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type SubmitEvent } from 'react';

import type { Person } from '../../../api/persons-api';
import type { AddUserForm } from '../stores/add-user-form';
import { AddUserFields } from './AddUserFields';

export interface AddUserDialogProps {
  open: boolean;
  form: AddUserForm;
  onAdded: (person: Person) => void;
  onClose: () => void;
}

/** The tenant manager's Add User: user name and email; the server's refusals show in the dialog. */
export const AddUserDialog = observer(function AddUserDialog({
  open,
  form,
  onAdded,
  onClose,
}: AddUserDialogProps) {
  const titleId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  const close = () => {
    if (!form.submitting) onClose();
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const added = await form.submit();
    if (added !== undefined) {
      onAdded(added);
      return;
    }
    if (form.displayNameError !== undefined) nameInput.current?.focus();
    else if (form.emailError !== undefined) emailInput.current?.focus();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{
        transition: {
          onEnter: () => {
            form.reset();
          },
        },
      }}
    >
      <Box
        component="form"
        noValidate
        aria-label="Add User"
        onSubmit={(event: SubmitEvent<HTMLFormElement>) => {
          void submit(event);
        }}
      >
        <DialogTitle id={titleId}>Add User</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <AddUserFields
            form={form}
            idPrefix="add-user"
            nameRef={nameInput}
            emailRef={emailInput}
            autoFocus
          />
          {form.formError !== undefined && (
            <Alert severity="error" role="alert">
              {form.formError}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 6, pb: 5 }}>
          <Button color="inherit" onClick={close} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={form.submitting}>
            Submit
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
});
