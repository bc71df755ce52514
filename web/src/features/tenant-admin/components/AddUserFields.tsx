import TextField from '@mui/material/TextField';
import { observer } from 'mobx-react-lite';
import type { Ref } from 'react';

import type { AddUserForm } from '../stores/add-user-form';
import { USER_EMAIL_MAX_LENGTH, USER_NAME_MAX_LENGTH } from '../stores/person-rules';

export interface AddUserFieldsProps {
  form: AddUserForm;
  /** Prefix of the inputs' ids (unique per screen). */
  idPrefix: string;
  nameRef?: Ref<HTMLInputElement>;
  emailRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** The user name and email of a new user, with their errors under them. */
export const AddUserFields = observer(function AddUserFields({
  form,
  idPrefix,
  nameRef,
  emailRef,
  autoFocus = false,
}: AddUserFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="User Name"
        required
        fullWidth
        autoFocus={autoFocus}
        autoComplete="off"
        value={form.displayName}
        onChange={(event) => {
          form.setDisplayName(event.target.value);
        }}
        error={form.displayNameError !== undefined}
        helperText={form.displayNameError ?? ' '}
        inputRef={nameRef}
        slotProps={{ htmlInput: { maxLength: USER_NAME_MAX_LENGTH } }}
      />
      <TextField
        id={`${idPrefix}-email`}
        label="Email"
        type="email"
        required
        fullWidth
        autoComplete="off"
        value={form.email}
        onChange={(event) => {
          form.setEmail(event.target.value);
        }}
        error={form.emailError !== undefined}
        helperText={form.emailError ?? 'We will email them a link to set a password (valid for 3 days).'}
        inputRef={emailRef}
        slotProps={{
          htmlInput: { maxLength: USER_EMAIL_MAX_LENGTH, autoCapitalize: 'none', spellCheck: false },
        }}
      />
    </>
  );
});
