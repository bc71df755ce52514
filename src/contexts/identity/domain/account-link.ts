import { IdentityError } from './identity-error.js';

export type AccountLinkKind = 'PASSWORD_RESET' | 'FIRST_ADMIN';

export const ACCOUNT_LINK_TTL_MS: Record<AccountLinkKind, number> = {
  PASSWORD_RESET: 60 * 60 * 1000,
  /** The spec: the password setup link expires in 3 days. */
  FIRST_ADMIN: 3 * 24 * 60 * 60 * 1000,
};

/**
 * Password reset mails one email address may be sent on request (forgot password) in a throttle window
 * (15 minutes); more are silently not sent.
 */
export const RESET_MAILS_PER_WINDOW = 3;

/** A single-use link sent by mail (password reset oobCode, or a first administrator's magic link). */
export class AccountLink {
  // Set by the constructor from its input.
  id!: string;
  userId!: string;
  kind!: AccountLinkKind;
  tokenHash!: string;
  createdAt!: Date;
  expiresAt: Date;
  usedAt: Date | null;

  constructor(input: Pick<AccountLink, 'id' | 'userId' | 'kind' | 'tokenHash' | 'createdAt'>) {
    Object.assign(this, input);
    this.expiresAt = new Date(input.createdAt.getTime() + ACCOUNT_LINK_TTL_MS[input.kind]);
    this.usedAt = null;
  }

  use(now: Date): void {
    if (this.usedAt !== null || now >= this.expiresAt) throw new IdentityError('INVALID_OOB_CODE');
    this.usedAt = now;
  }
}
