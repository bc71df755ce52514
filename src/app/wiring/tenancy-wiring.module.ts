import { Global, Injectable, Module } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetSubscriptionSummary } from '../../contexts/billing/index.js';
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
} from '../../contexts/identity/index.js';
import { EXCHANGE_COUNTRIES } from '../../contexts/screening/index.js';
import {
  PersonAccounts,
  RegionCatalogue,
  TenantSubscriptions,
  type PersonAccount,
  type PersonAccountChanges,
  type RegionName,
  type SubscriptionDates,
} from '../../contexts/tenancy/index.js';
import type { Role } from '../../shared/domain/roles.js';

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

/** The exchange countries of the screening reference data. */
@Injectable()
export class ScreeningRegionCatalogue extends RegionCatalogue {
  private readonly regions: RegionName[] = EXCHANGE_COUNTRIES.map(
    ({ exchange_countryID, exchange_country }) => ({
      exchange_countryID,
      exchange_country,
    }),
  );

  all(): RegionName[] {
    return this.regions;
  }
}

/** A self-service tenant's subscription, as billing summarises it. */
@Injectable()
export class BillingTenantSubscriptions extends TenantSubscriptions {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async of(tenantId: string): Promise<SubscriptionDates | null> {
    const summary = await this.queries.execute(new GetSubscriptionSummary(tenantId));
    if (!summary) return null;
    return {
      subscriptionEndDate: summary.trialEndsAt ?? summary.nextChargeDate,
      subscriptionPaymentDate: null,
      expired: !summary.available,
      seatCount: summary.seatCount,
    };
  }
}

/** Answers tenancy's ports with the contexts that own the data (they ask tenancy about tenants in turn). */
@Global()
@Module({
  providers: [
    { provide: PersonAccounts, useClass: IdentityPersonAccounts },
    { provide: RegionCatalogue, useClass: ScreeningRegionCatalogue },
    { provide: TenantSubscriptions, useClass: BillingTenantSubscriptions },
  ],
  exports: [PersonAccounts, RegionCatalogue, TenantSubscriptions],
})
export class TenancyWiringModule {}
