import type { Principal } from '../api/types';

/** Luca is open to principals with lucaAccessible (spec section 6). */
export function canAccessLuca(principal: Pick<Principal, 'lucaAccessible'>): boolean {
  return principal.lucaAccessible;
}
