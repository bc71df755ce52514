import { observer } from 'mobx-react-lite';
import { useRef, type SubmitEvent } from 'react';

import type { Person } from '../../../api/persons-api';
import { FormDialog } from '../../../shared/dialogs/FormDialog';
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
  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);

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
    <FormDialog
      open={open}
      title="Add User"
      maxWidth="xs"
      onEnter={() => {
        form.reset();
      }}
      onSubmit={submit}
      onClose={onClose}
      busy={form.submitting}
      submitLabel="Submit"
      error={form.formError}
      contentSx={{ display: 'grid', gap: 2, pt: '8px !important' }}
    >
      <AddUserFields form={form} idPrefix="add-user" nameRef={nameInput} emailRef={emailInput} autoFocus />
    </FormDialog>
  );
});
