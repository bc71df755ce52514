import type { Principal, Role } from '../../api/types';

/** The roles that run the Administrator console (spec section 6: Administrator or Sale). */
export const CONSOLE_ROLES: readonly Role[] = ['ADMINISTRATOR', 'SALE'];

/** Administrator only: settings, announcements, terms and conditions. */
export const ADMINISTRATOR_ONLY: readonly Role[] = ['ADMINISTRATOR'];

/** Whether the principal may open the Administrator console (tenants, requests, users). */
export function canUseConsole(principal: Pick<Principal, 'role'>): boolean {
  return CONSOLE_ROLES.includes(principal.role);
}
