import type { Principal } from '../api/types';

/** Luca is open to principals with lucaAccessible (spec section 6). */
export function canAccessLuca(principal: Pick<Principal, 'lucaAccessible'>): boolean {
  return principal.lucaAccessible;
}

/** /manageUsers, /createUser and /manager/tenant are the tenant administrator's (spec section 6). */
export function isTenantAdministrator(principal: Pick<Principal, 'role'>): boolean {
  return principal.role === 'TENANT_ADMINISTRATOR';
}

/** Whether the principal is an Administrator (role edits, and the Administrator-only pages). */
export function isAdministrator(principal: Pick<Principal, 'role'>): boolean {
  return principal.role === 'ADMINISTRATOR';
}
