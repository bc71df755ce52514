import { Query } from '@nestjs/cqrs';
import type { Role } from '../../../../../shared/domain/roles.js';

/** What other contexts may know of an account: never its credentials. */
export interface AccountSummary {
  id: string;
  email: string;
  displayName: string;
  phone: string | null;
  role: Role;
  tenantId: string;
  disabled: boolean;
  lucaAccessible: boolean;
  lastLoginAt: Date | null;
  createdAt: Date;
}

/** Every account of a tenant, by display name. */
export class ListTenantAccounts extends Query<AccountSummary[]> {
  constructor(readonly tenantId: string) {
    super();
  }
}

/** One account, or null. */
export class GetAccountSummary extends Query<AccountSummary | null> {
  constructor(readonly userId: string) {
    super();
  }
}

/** One account by email (any tenant), or null. */
export class FindAccountByEmail extends Query<AccountSummary | null> {
  constructor(readonly email: string) {
    super();
  }
}

export class CountTenantAccounts extends Query<number> {
  constructor(readonly tenantId: string) {
    super();
  }
}
