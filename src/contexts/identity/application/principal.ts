import type { Role } from '../../../shared/domain/roles.js';
import type { UserAccount } from '../domain/user-account.js';

/** The spec's Principal as the API returns it after sign-in. */
export interface Principal {
  uid: string;
  email: string;
  name: string;
  displayName: string;
  phone: string | null;
  tenantId: string;
  tenantName: string;
  role: Role;
  administrator: boolean;
  tenantAdministrator: boolean;
  lucaAccessible: boolean;
  isAgree: boolean;
  firstLogin: boolean;
  /** Two-step verification (TOTP) is set up. */
  mfaEnrolled: boolean;
  idToken?: string;
  supportVarify?: boolean;
  /** Set when a TOTP code must follow: send it back to /auth/mfaSignIn with sessionInfo. */
  mfaPendingCredential?: string;
  mfaInfo?: { factorId: string; displayName: string };
  sessionInfo?: string;
}

export function principalOf(
  account: UserAccount,
  tenantName: string,
  mfaEnrolled: boolean,
  idToken?: string,
  termsPublishedAt: Date | null = null,
): Principal {
  return {
    uid: account.id,
    email: account.email,
    name: account.displayName,
    displayName: account.displayName,
    phone: account.phone,
    tenantId: account.tenantId,
    tenantName,
    role: account.role,
    administrator: account.role === 'ADMINISTRATOR',
    tenantAdministrator: account.role === 'TENANT_ADMINISTRATOR',
    lucaAccessible: account.lucaAccessible,
    isAgree: account.hasAgreedToTerms(termsPublishedAt),
    firstLogin: account.firstLogin,
    mfaEnrolled,
    ...(idToken === undefined ? {} : { idToken }),
  };
}
