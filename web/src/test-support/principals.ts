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

/** A signed-in platform administrator (or Sale), as the login answers. */
export function aStaffPrincipal(overrides: Partial<Principal> = {}): Principal {
  return aPrincipal({
    uid: 'staff-1',
    email: 'admin@ledgerscope.test',
    name: 'Ada Admin',
    displayName: 'Ada Admin',
    tenantId: 'provider',
    tenantName: 'Ledgerscope',
    role: 'ADMINISTRATOR',
    administrator: true,
    ...overrides,
  });
}
