import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  CountTenantAccounts,
  DeleteAccounts,
  FindAccountByEmail,
  GetAccountSummary,
  ListTenantAccounts,
  RegisterUserAccount,
  SendFirstAdministratorLink,
  SendPasswordResetLink,
  SendPasswordSetupLink,
  UpdateAccounts,
  type AccountSummary,
} from '../../../identity/index.js';
import type { Role } from '../../../../shared/domain/roles.js';
import {
  PersonAccounts,
  type PersonAccount,
  type PersonAccountChanges,
} from '../../application/ports/person-accounts.js';

function personAccount(account: AccountSummary): PersonAccount {
  const { id, email, displayName, role, tenantId, disabled, lucaAccessible, lastLoginAt } = account;
  return { id, email, displayName, role, tenantId, disabled, lucaAccessible, lastLoginAt };
}

/** Tenancy's persons are identity's accounts. */
@Injectable()
export class IdentityPersonAccounts extends PersonAccounts {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {
    super();
  }

  async ofTenant(tenantId: string): Promise<PersonAccount[]> {
    return (await this.queries.execute(new ListTenantAccounts(tenantId))).map(personAccount);
  }

  async byId(userId: string): Promise<PersonAccount | null> {
    const account = await this.queries.execute(new GetAccountSummary(userId));
    return account ? personAccount(account) : null;
  }

  async byEmail(email: string): Promise<PersonAccount | null> {
    const account = await this.queries.execute(new FindAccountByEmail(email));
    return account ? personAccount(account) : null;
  }

  countOfTenant(tenantId: string): Promise<number> {
    return this.queries.execute(new CountTenantAccounts(tenantId));
  }

  register(input: {
    tenantId: string;
    displayName: string;
    email: string;
    role: Role;
    lucaAccessible: boolean;
  }): Promise<string> {
    return this.commands.execute(new RegisterUserAccount({ ...input, firstLogin: false }));
  }

  update(tenantId: string, userIds: string[], changes: PersonAccountChanges): Promise<number> {
    return this.commands.execute(new UpdateAccounts(tenantId, userIds, changes));
  }

  remove(tenantId: string, userIds: string[]): Promise<number> {
    return this.commands.execute(new DeleteAccounts(tenantId, userIds));
  }

  sendSetupLink(userId: string, organisation: string): Promise<void> {
    return this.commands.execute(new SendPasswordSetupLink(userId, organisation));
  }

  sendFirstAdministratorLink(userId: string, organisation: string): Promise<void> {
    return this.commands.execute(new SendFirstAdministratorLink(userId, organisation));
  }

  sendPasswordReset(userId: string): Promise<void> {
    return this.commands.execute(new SendPasswordResetLink(userId));
  }
}
