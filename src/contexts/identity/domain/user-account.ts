import type { Role } from '../../../shared/domain/roles.js';
import { IdentityError } from './identity-error.js';

export interface NewUserAccount {
  id: string;
  email: string;
  passwordHash: string;
  displayName: string;
  phone?: string | null;
  role: Role;
  tenantId: string;
  lucaAccessible?: boolean;
  supportVerify?: boolean;
  firstLogin?: boolean;
  termsAgreedAt?: Date | null;
  createdAt: Date;
}

/**
 * Whether a request of a session opened at `sessionOpenedAt` counts as having agreed to the terms: the
 * current terms agreed to, or, for a session opened before they were published, any earlier agreement
 * (new terms are asked for at the next sign-in, not in the middle of a session).
 */
export function termsAgreedFor(
  termsAgreedAt: Date | null,
  sessionOpenedAt: Date,
  termsPublishedAt: Date | null,
): boolean {
  if (termsAgreedAt === null) return false;
  if (termsPublishedAt === null || termsAgreedAt.getTime() >= termsPublishedAt.getTime()) return true;
  return sessionOpenedAt.getTime() < termsPublishedAt.getTime();
}

/** A person's credentials and access flags: who may sign in, as what, into which tenant. */
export class UserAccount {
  id: string;
  email: string;
  passwordHash: string;
  displayName: string;
  phone: string | null;
  role: Role;
  tenantId: string;
  disabled: boolean;
  firstLogin: boolean;
  lucaAccessible: boolean;
  /** The spec's supportVarify: this account must enter a one-time code at sign-in. */
  supportVerify: boolean;
  termsAgreedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  updatedAt: Date;

  constructor(input: NewUserAccount) {
    this.id = input.id;
    this.email = UserAccount.normaliseEmail(input.email);
    this.passwordHash = input.passwordHash;
    this.displayName = input.displayName.trim();
    this.phone = input.phone ?? null;
    this.role = input.role;
    this.tenantId = input.tenantId;
    this.disabled = false;
    this.firstLogin = input.firstLogin ?? false;
    this.lucaAccessible = input.lucaAccessible ?? false;
    this.supportVerify = input.supportVerify ?? false;
    this.termsAgreedAt = input.termsAgreedAt ?? null;
    this.lastLoginAt = null;
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  static normaliseEmail(email: string): string {
    return email.trim().toLowerCase();
  }

  /** Agreed to the terms published at `termsPublishedAt` (null: to any terms): new terms need a new agreement. */
  hasAgreedToTerms(termsPublishedAt: Date | null = null): boolean {
    if (this.termsAgreedAt === null) return false;
    return termsPublishedAt === null || this.termsAgreedAt.getTime() >= termsPublishedAt.getTime();
  }

  /**
   * What a request of a session opened at `sessionOpenedAt` may rely on: the current terms agreed, or, for a
   * session opened before they were published, any earlier agreement (new terms count from the next sign-in).
   */
  termsAgreedFor(sessionOpenedAt: Date, termsPublishedAt: Date | null): boolean {
    return termsAgreedFor(this.termsAgreedAt, sessionOpenedAt, termsPublishedAt);
  }

  /** Records agreement to the terms published at `termsPublishedAt`; an agreement already valid is kept. */
  agreeToTerms(at: Date, termsPublishedAt: Date | null): void {
    if (this.hasAgreedToTerms(termsPublishedAt)) return;
    // Never dated before the terms agreed to, whatever the clocks of the servers say.
    this.termsAgreedAt =
      termsPublishedAt && at.getTime() < termsPublishedAt.getTime() ? termsPublishedAt : at;
  }

  /** Throws when this account may not start a session. */
  assertMaySignIn(): void {
    if (this.disabled) throw new IdentityError('ACCOUNT_DISABLED');
  }

  recordLogin(at: Date): void {
    this.lastLoginAt = at;
    this.updatedAt = at;
  }
}
