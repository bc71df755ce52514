import type { MessageKey } from '../../shared/messages';

/** The catalogue's minimum (INVALID_PASSWORD_FORMAT); the server applies the full policy (8 to 128, ...). */
export const MIN_PASSWORD_LENGTH = 6;

export interface NewPasswordErrors {
  password?: MessageKey;
  confirm?: MessageKey;
}

/**
 * The client checks of a new password and its confirmation (spec section 5): both required
 * (EMPTY_PASSWORD), at least 6 characters (INVALID_PASSWORD_FORMAT), equal (PASSWORD_NOT_MATCH).
 */
export function validateNewPassword(password: string, confirm: string): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (password === '') errors.password = 'EMPTY_PASSWORD';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'INVALID_PASSWORD_FORMAT';
  if (confirm === '') errors.confirm = 'EMPTY_PASSWORD';
  else if (password !== '' && confirm !== password) errors.confirm = 'PASSWORD_NOT_MATCH';
  return errors;
}

export function hasNewPasswordErrors(errors: NewPasswordErrors): boolean {
  return errors.password !== undefined || errors.confirm !== undefined;
}
