/**
 * The server's password policy (src/contexts/identity/domain/password-policy.ts, docs/api/identity.md), the
 * one definition the web app checks a new password with. The web may not import the API's code, so this is
 * a mirror: src/contexts/identity/domain/password-policy.spec.ts checks it against the server's rule, and
 * the two texts (PASSWORD_POLICY here, PASSWORD_POLICY_MESSAGE there) are the same sentence.
 * It imports nothing, so the server's tests can load it.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** 8 to 128 characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  );
}
