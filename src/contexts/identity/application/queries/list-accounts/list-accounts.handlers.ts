import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { UserAccount } from '../../../domain/user-account.js';
import { UserAccountRepository } from '../../../domain/user-account.repository.js';
import {
  CountTenantAccounts,
  FindAccountByEmail,
  GetAccountSummary,
  ListTenantAccounts,
  type AccountSummary,
} from './list-accounts.query.js';

export function accountSummary(account: UserAccount): AccountSummary {
  return {
    id: account.id,
    email: account.email,
    displayName: account.displayName,
    phone: account.phone,
    role: account.role,
    tenantId: account.tenantId,
    disabled: account.disabled,
    lucaAccessible: account.lucaAccessible,
    lastLoginAt: account.lastLoginAt,
    createdAt: account.createdAt,
  };
}

@QueryHandler(ListTenantAccounts)
export class ListTenantAccountsHandler implements IQueryHandler<ListTenantAccounts> {
  constructor(private readonly accounts: UserAccountRepository) {}

  async execute({ tenantId }: ListTenantAccounts): Promise<AccountSummary[]> {
    return (await this.accounts.byTenant(tenantId)).map(accountSummary);
  }
}

@QueryHandler(GetAccountSummary)
export class GetAccountSummaryHandler implements IQueryHandler<GetAccountSummary> {
  constructor(private readonly accounts: UserAccountRepository) {}

  async execute({ userId }: GetAccountSummary): Promise<AccountSummary | null> {
    const account = await this.accounts.byId(userId);
    return account ? accountSummary(account) : null;
  }
}

@QueryHandler(FindAccountByEmail)
export class FindAccountByEmailHandler implements IQueryHandler<FindAccountByEmail> {
  constructor(private readonly accounts: UserAccountRepository) {}

  async execute({ email }: FindAccountByEmail): Promise<AccountSummary | null> {
    const account = await this.accounts.byEmail(email);
    return account ? accountSummary(account) : null;
  }
}

@QueryHandler(CountTenantAccounts)
export class CountTenantAccountsHandler implements IQueryHandler<CountTenantAccounts> {
  constructor(private readonly accounts: UserAccountRepository) {}

  execute({ tenantId }: CountTenantAccounts): Promise<number> {
    return this.accounts.countByTenant(tenantId);
  }
}
