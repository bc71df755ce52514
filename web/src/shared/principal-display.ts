import type { Principal, Role } from '../api/types';

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  ADMINISTRATOR: 'Administrator',
  SALE: 'Sales',
  TENANT_ADMINISTRATOR: 'Tenant administrator',
  USER: 'User',
};

/** The name to greet a principal by: display name, else name, else email. */
export function displayNameOf(principal: Pick<Principal, 'displayName' | 'name' | 'email'>): string {
  return (
    [principal.displayName, principal.name, principal.email].find(
      (value) => typeof value === 'string' && value.trim() !== '',
    ) ?? ''
  );
}

/** Up to two initials for an avatar. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter((word) => word !== '');
  const initials =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}` : (words[0] ?? '').slice(0, 2);
  return initials.toUpperCase();
}
