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

  hasAgreedToTerms(): boolean {
    return this.termsAgreedAt !== null;
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
