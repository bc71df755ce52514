import type { PersonList, PersonRole, PersonStatus } from '../../../api/persons-api';
import { isValidEmail } from '../../../shared/validation';
import { message } from '../../../shared/messages';

/** The longest user name and email the forms accept. */
export const USER_NAME_MAX_LENGTH = 255;
export const USER_EMAIL_MAX_LENGTH = 255;

/** The seat line of /manageUsers: 'N seat(s) left!'. */
export function seatsLeftText(seatsLeft: number): string {
  return `${Math.max(0, seatsLeft)} seat(s) left!`;
}

/**
 * Who is told how to get more seats: a tenant administrator on /manageUsers is told to update the
 * subscription; a tenant's manager on /manager/tenant to contact the team.
 */
export type SeatAudience = 'subscription' | 'contact';

/**
 * Why Add User is refused before anything is sent (spec section 5), or undefined when a seat is free:
 * - subscription: no seats at all "You haven't subscribed to any bundle yet. ...", all seats used
 *   "You don't have enough seats. Please update your subscription to add more users.";
 * - contact: no seat free "You don't have enough seats. Please contact our team to add more seats".
 */
export function addUserRefusal(
  seats: Pick<PersonList, 'limit' | 'userCount'>,
  audience: SeatAudience,
): string | undefined {
  const free = seats.userCount < seats.limit;
  if (audience === 'contact') return free ? undefined : message('MANAGER_NOT_ENOUGH_SEATS');
  if (seats.limit <= 0) return message('NO_BUNDLE_SUBSCRIBED');
  return free ? undefined : message('NOT_ENOUGH_SEATS');
}

/** 'User Name is required.' for a blank name. */
export function userNameError(name: string): string | undefined {
  return name.trim() === '' ? message('USER_NAME_REQUIRED') : undefined;
}

/** 'Email is required.' for a blank email, 'Please enter a valid email.' for one outside the pattern. */
export function userEmailError(email: string): string | undefined {
  if (email.trim() === '') return message('EMAIL_REQUIRED');
  return isValidEmail(email) ? undefined : message('VALID_EMAIL_REQUIRED');
}

/** The grid's words for a role. */
export const PERSON_ROLE_LABELS: Readonly<Record<PersonRole, string>> = {
  USER: 'User',
  SALE: 'Sale',
  TENANT_ADMINISTRATOR: 'Tenant Admin',
  ADMINISTRATOR: 'Administrator',
};

export const PERSON_STATUSES: readonly PersonStatus[] = ['Active', 'Inactive'];

export function statusOf(disabled: boolean): PersonStatus {
  return disabled ? 'Inactive' : 'Active';
}
