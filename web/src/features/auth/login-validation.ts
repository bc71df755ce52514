import type { MessageKey } from '../../shared/messages';
import { isValidEmail } from '../../shared/validation';

export interface LoginFieldErrors {
  email?: MessageKey;
  password?: MessageKey;
}

/** The sign-in form's client checks (spec section 5); an empty result means the form may be sent. */
export function validateLogin(email: string, password: string): LoginFieldErrors {
  const trimmedEmail = email.trim();
  if (trimmedEmail === '' && password === '') {
    return { email: 'EMAIL_PASSWORD_EMPTY', password: 'EMAIL_PASSWORD_EMPTY' };
  }
  const errors: LoginFieldErrors = {};
  if (trimmedEmail === '') errors.email = 'EMPTY_EMAIL';
  else if (!isValidEmail(trimmedEmail)) errors.email = 'INVALID_EMAIL_FORMAT';
  if (password === '') errors.password = 'EMPTY_LOGIN_PASSWORD';
  return errors;
}

export function hasLoginErrors(errors: LoginFieldErrors): boolean {
  return errors.email !== undefined || errors.password !== undefined;
}

/** A lone email field (forgot password): EMPTY_EMAIL or INVALID_EMAIL_FORMAT, else undefined. */
export function validateEmail(email: string): MessageKey | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'EMPTY_EMAIL';
  return isValidEmail(trimmed) ? undefined : 'INVALID_EMAIL_FORMAT';
}
