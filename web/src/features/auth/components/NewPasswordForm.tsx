import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState, type ReactNode, type SubmitEvent } from 'react';

import { message } from '../../../shared/messages';
import { hasNewPasswordErrors, validateNewPassword, type NewPasswordErrors } from '../password-validation';
import { PasswordField } from './PasswordField';

export interface NewPasswordFormProps {
  /** The accessible name of the form. */
  label: string;
  submitLabel: string;
  submitting: boolean;
  /** A server refusal, shown above the fields. */
  formError: ReactNode;
  onSubmit: (password: string) => void;
  /** Links under the button (back to sign in). */
  footer?: ReactNode;
}

/**
 * New password and confirmation with the client checks of spec section 5 and the server's policy as the
 * hint; Enter submits.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  submitting,
  formError,
  onSubmit,
  footer,
}: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateNewPassword(password, confirm);
    setErrors(found);
    if (hasNewPasswordErrors(found)) {
      (found.password === undefined ? confirmInput : passwordInput).current?.focus();
      return;
    }
    onSubmit(password);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={label} sx={{ display: 'grid', gap: 5 }}>
      {formError !== undefined && formError !== null && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        autoFocus
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((previous) => ({ ...previous, password: undefined }));
        }}
        error={errors.password === undefined ? undefined : message(errors.password)}
        helperText={message('PASSWORD_POLICY')}
        inputRef={passwordInput}
      />
      <PasswordField
        id="confirm-password"
        label="Confirm password"
        autoComplete="new-password"
        value={confirm}
        onChange={(value) => {
          setConfirm(value);
          setErrors((previous) => ({ ...previous, confirm: undefined }));
        }}
        error={errors.confirm === undefined ? undefined : message(errors.confirm)}
        inputRef={confirmInput}
      />
      <Button type="submit" variant="contained" size="large" loading={submitting} fullWidth>
        {submitLabel}
      </Button>
      {footer}
    </Box>
  );
}
