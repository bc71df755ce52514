import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ListTenantAccounts } from '../../../identity/index.js';
import { EXCHANGE_COUNTRIES } from '../../../screening/reference.js';
import { EditTenant, GetTenantSummary, GetTenantView } from '../../../tenancy/index.js';
import {
  BillingTenants,
  type BillingContact,
  type BillingRegion,
  type BillingTenant,
} from '../../application/ports/billing-tenants.js';

/** Billing's view of a tenant: tenancy's tenant, identity's accounts, screening's exchange countries. */
@Injectable()
export class ContextBillingTenants extends BillingTenants {
  private readonly catalogue: BillingRegion[] = EXCHANGE_COUNTRIES.map(
    ({ exchange_countryID, exchange_country }) => ({ exchange_countryID, exchange_country }),
  );

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {
    super();
  }

  async tenant(tenantId: string): Promise<BillingTenant | null> {
    const tenant = await this.queries.execute(new GetTenantSummary(tenantId));
    if (!tenant) return null;
    return {
      id: tenant.id,
      companyId: tenant.companyId,
      organizationName: tenant.organizationName,
      startDate: tenant.startDate,
      regionIds: [...tenant.regionIds],
    };
  }

  async activeUsers(tenantId: string): Promise<number> {
    const accounts = await this.queries.execute(new ListTenantAccounts(tenantId));
    return accounts.filter((account) => !account.disabled).length;
  }

  async administrators(tenantId: string): Promise<BillingContact[]> {
    const accounts = await this.queries.execute(new ListTenantAccounts(tenantId));
    const administrators = accounts
      .filter((account) => account.role === 'TENANT_ADMINISTRATOR' && !account.disabled)
      .map(({ email, displayName }) => ({ email, displayName }));
    if (administrators.length > 0) return administrators;
    const tenant = await this.queries.execute(new GetTenantView(tenantId));
    return [{ email: tenant.contactEmail, displayName: tenant.contactName }];
  }

  /** The tenant's exchange countries become the regions bought (tenancy's Edit Tenant, everything else kept). */
  async grantRegions(tenantId: string, regionIds: number[]): Promise<void> {
    const tenant = await this.queries.execute(new GetTenantView(tenantId));
    const wanted = [...new Set(regionIds)].sort((a, b) => a - b);
    if (wanted.join() === [...tenant.region].sort((a, b) => a - b).join()) return;
    await this.commands.execute(
      new EditTenant({
        id: tenant.id,
        organizationName: tenant.organizationName,
        organizationUrl: tenant.organizationUrl,
        contactName: tenant.contactName,
        contactEmail: tenant.contactEmail,
        tenantManagerName: tenant.tenantManagerName,
        tenantManagerEmail: tenant.tenantManagerEmail,
        regionIds: wanted,
        selectAllRegions: tenant.selectAllRegions,
        startDate: new Date(tenant.startDate),
        endDate: tenant.endDate === null ? null : new Date(tenant.endDate),
      }),
    );
  }

  regions(): BillingRegion[] {
    return this.catalogue;
  }
}
