import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';

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
  /**
   * The server's refusal of the password itself (its policy): shown under the password field in place of
   * the policy hint, so the policy is said once.
   */
  passwordError?: string | undefined;
  /** The password was edited (its server refusal no longer applies). */
  onPasswordEdited?: () => void;
  onSubmit: (password: string) => void;
  /** Links under the button (back to sign in). */
  footer?: ReactNode;
}

/**
 * New password and confirmation with the client checks of spec section 5: the server's policy is the hint
 * and the check (the same rule, password-policy.ts), and one message says it, under the field, whether the
 * browser or the server found the password short of it. Enter submits.
 */
export function NewPasswordForm({
  label,
  submitLabel,
  submitting,
  formError,
  passwordError,
  onPasswordEdited,
  onSubmit,
  footer,
}: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmInput = useRef<HTMLInputElement>(null);

  // The server refused the password: back to it, where the message is.
  useEffect(() => {
    if (passwordError !== undefined) passwordInput.current?.focus();
  }, [passwordError]);

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
          onPasswordEdited?.();
        }}
        error={errors.password === undefined ? passwordError : message(errors.password)}
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
