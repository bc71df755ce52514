import type { Role } from './roles.js';

/** Who is calling, taken from the verified token; tenant scoping always starts here, never from a body. */
export interface CurrentUser {
  readonly userId: string;
  readonly sessionId: string;
  readonly tenantId: string;
  readonly email: string;
  readonly role: Role;
  readonly termsAgreed: boolean;
  readonly lucaAccessible: boolean;
}
