/**
 * The email address pattern of spec section 5: a local part of letters, digits, `_+&*-` and dots, a domain,
 * and a top-level domain of 2 to 7 letters.
 */
export const EMAIL_PATTERN = /^[a-zA-Z0-9_+&*-]+(?:\.[a-zA-Z0-9_+&*-]+)*@(?:[a-zA-Z0-9-]+\.)+[a-zA-Z]{2,7}$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** What submitting a form came to: saved, refused by its own checks, or failed at the server. */
export type FormOutcome = 'saved' | 'invalid' | 'failed';
