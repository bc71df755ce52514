import type { Role } from '../../../../shared/domain/roles.js';

/** What tenancy knows of a person's account (identity owns the credentials). */
export interface PersonAccount {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  tenantId: string;
  disabled: boolean;
  lucaAccessible: boolean;
  lastLoginAt: Date | null;
}

export interface PersonAccountChanges {
  displayName?: string;
  disabled?: boolean;
  lucaAccessible?: boolean;
  role?: Role;
}

/**
 * The accounts of a tenant's persons, answered by the identity context (wired in src/app, since
 * identity itself asks tenancy about tenants).
 */
export abstract class PersonAccounts {
  abstract ofTenant(tenantId: string): Promise<PersonAccount[]>;
  abstract byId(userId: string): Promise<PersonAccount | null>;
  abstract byEmail(email: string): Promise<PersonAccount | null>;
  abstract countOfTenant(tenantId: string): Promise<number>;
  /** Creates an account without a usable password; answers its id. EMAIL_ALREADY_EXISTS on duplicates. */
  abstract register(input: {
    tenantId: string;
    displayName: string;
    email: string;
    role: Role;
    lucaAccessible: boolean;
  }): Promise<string>;
  /**
   * Changes, or removes, accounts of this tenant; an id of another tenant or of nobody fails the whole call
   * with USER_NOT_FOUND (404) and changes nothing. Answers how many accounts changed.
   */
  abstract update(tenantId: string, userIds: string[], changes: PersonAccountChanges): Promise<number>;
  abstract remove(tenantId: string, userIds: string[]): Promise<number>;
  /** Mails the single-use link to set a password (expires in 3 days). */
  abstract sendSetupLink(userId: string, organisation: string): Promise<void>;
  /** Mails a first tenant administrator the sign-up magic link. */
  abstract sendFirstAdministratorLink(userId: string, organisation: string): Promise<void>;
  abstract sendPasswordReset(userId: string): Promise<void>;
}
