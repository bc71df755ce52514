import type { MessageKey } from '../../shared/messages';
import { meetsPasswordPolicy } from './password-policy';

export interface NewPasswordErrors {
  password?: MessageKey;
  confirm?: MessageKey;
}

/**
 * The client checks of a new password and its confirmation (spec section 5): both required (EMPTY_PASSWORD),
 * the password policy exactly as the server applies it (INVALID_PASSWORD: 8 to 128 characters with a
 * lowercase letter, an uppercase letter, a digit and a special character; docs/spec-decisions.md, "Two
 * password readings"), equal (PASSWORD_NOT_MATCH).
 */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'EMPTY_PASSWORD';
  else if (!meetsPasswordPolicy(password)) errors.password = 'INVALID_PASSWORD';
  if (confirm === '') errors.confirm = 'EMPTY_PASSWORD';
  else if (password !== '' && confirm !== password) errors.confirm = 'PASSWORD_NOT_MATCH';
  return errors;
}

export function hasNewPasswordErrors(errors: NewPasswordErrors): boolean {
  return errors.password !== undefined || errors.confirm !== undefined;
}
