import { IdentityError } from './identity-error.js';

export const PASSWORD_POLICY_MESSAGE =
  'Password must be 8 to 128 characters long and contain a lowercase letter, an uppercase letter, a digit and a special character.';

/** The spec's policy: 8 to 128 characters with a lowercase, an uppercase, a digit and a special character. */
export function assertPasswordPolicy(password: string): void {
  const ok =
    password.length >= 8 &&
    password.length <= 128 &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password);
  if (!ok) throw new IdentityError('INVALID_PASSWORD', PASSWORD_POLICY_MESSAGE);
}
