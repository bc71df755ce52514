import { message } from '../../../shared/messages';
import { isValidEmail } from '../../../shared/validation';

/** A user of the add/edit user dialogs and of a request's user list. Luca access is Yes/No, or not chosen. */
export interface PersonFormValues {
  displayName: string;
  email: string;
  lucaAccessible: boolean | undefined;
}

export type PersonFormErrors = Partial<Record<keyof PersonFormValues, string>>;

export interface PersonFormRules {
  /** Requested users must say whether they get Luca ('Please select Access to Luca'). */
  requireLuca?: boolean;
}

/** 'User Name is required.', 'Email is required.' / 'Please enter a valid email.', 'Please select Access to Luca'. */
export function validatePersonForm(values: PersonFormValues, rules: PersonFormRules = {}): PersonFormErrors {
  const errors: PersonFormErrors = {};
  if (values.displayName.trim() === '') errors.displayName = message('USER_NAME_REQUIRED');
  if (values.email.trim() === '') errors.email = message('EMAIL_REQUIRED');
  else if (!isValidEmail(values.email)) errors.email = message('VALID_EMAIL_REQUIRED');
  if (rules.requireLuca === true && values.lucaAccessible === undefined)
    errors.lucaAccessible = message('LUCA_ACCESS_REQUIRED');
  return errors;
}

export const USERS_LIMIT_REQUIRED = 'Users limit is required.';
export const USERS_LIMIT_INVALID = 'Users limit must be a whole number of 0 or more.';

/** The 'Users limit' of Set User Admin: numeric, min 0, required. */
export function usersLimitError(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return USERS_LIMIT_REQUIRED;
  if (!/^\d+$/.test(trimmed)) return USERS_LIMIT_INVALID;
  return Number(trimmed) > Number.MAX_SAFE_INTEGER ? USERS_LIMIT_INVALID : undefined;
}
