import type { UserAccount } from './user-account.js';

export abstract class UserAccountRepository {
  abstract byEmail(email: string): Promise<UserAccount | null>;
  abstract byId(id: string): Promise<UserAccount | null>;
  abstract byIds(ids: readonly string[]): Promise<UserAccount[]>;
  abstract add(account: UserAccount): Promise<void>;
  abstract save(account: UserAccount): Promise<void>;
  /** Every account of a tenant, by display name. */
  abstract byTenant(tenantId: string): Promise<UserAccount[]>;
  abstract countByTenant(tenantId: string): Promise<number>;
  /** Removes accounts with their sessions, links, codes and factors; activity stays for the record. */
  abstract remove(accounts: UserAccount[]): Promise<void>;
}
