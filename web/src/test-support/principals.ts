import type { Principal } from '../api/types';

/** A signed-in analyst, as POST /api/auth/login answers. */
export function aPrincipal(overrides: Partial<Principal> = {}): Principal {
  return {
    uid: 'u-100',
    email: 'ana.lee@northwind.example',
    name: 'Ana Lee',
    displayName: 'Ana Lee',
    phone: null,
    tenantId: 't-7',
    tenantName: 'Northwind Capital',
    role: 'USER',
    administrator: false,
    tenantAdministrator: false,
    lucaAccessible: false,
    isAgree: true,
    firstLogin: false,
    mfaEnrolled: false,
    idToken: 'token-abc',
    ...overrides,
  };
}
