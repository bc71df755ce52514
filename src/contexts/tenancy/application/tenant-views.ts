import { Injectable } from '@nestjs/common';
import type { Tenant } from '../domain/tenant.js';
import type { TenantView } from './queries/list-tenants/tenant.view.js';
import type { PersonView } from './queries/list-persons/person.view.js';
import type { PersonAccount } from './ports/person-accounts.js';
import { PersonAccounts } from './ports/person-accounts.js';
import { ScreeningRegionCatalogue } from '../infrastructure/screening/screening-region-catalogue.js';
import { BillingTenantSubscriptions } from '../infrastructure/billing/billing-tenant-subscriptions.js';
import { Seats } from './seats.js';

export function personView(account: PersonAccount): PersonView {
  return {
    uid: account.id,
    displayName: account.displayName,
    email: account.email,
    disabled: account.disabled,
    status: account.disabled ? 'Inactive' : 'Active',
    lucaAccessible: account.lucaAccessible,
    isManager: account.role === 'TENANT_ADMINISTRATOR',
    role: account.role,
    lastLoginDate: account.lastLoginAt?.toISOString() ?? null,
    tenantId: account.tenantId,
  };
}

/** Builds the Tenant entity the console shows: the tenant with its people, regions, seats and subscription. */
@Injectable()
export class TenantViews {
  constructor(
    private readonly accounts: PersonAccounts,
    private readonly regions: ScreeningRegionCatalogue,
    private readonly subscriptions: BillingTenantSubscriptions,
    private readonly seats: Seats,
  ) {}

  async of(tenant: Tenant): Promise<TenantView> {
    const people = await this.accounts.ofTenant(tenant.id);
    const admin =
      people.find((person) => person.id === tenant.managerUserId) ??
      people.find((person) => person.role === 'TENANT_ADMINISTRATOR');
    const names = new Map(this.regions.all().map((region) => [region.exchange_countryID, region]));
    const selectedRegion = tenant.regionIds.flatMap((id) => {
      const region = names.get(id);
      return region ? [region] : [];
    });
    const subscription = tenant.ssp ? await this.subscriptions.of(tenant.id) : null;
    const seats = await this.seats.of(tenant, people.length);
    return {
      id: tenant.id,
      companyId: tenant.companyId,
      organizationName: tenant.organizationName,
      organizationUrl: tenant.organizationUrl,
      contactName: tenant.contactName,
      contactEmail: tenant.contactEmail,
      tenantManagerName: tenant.tenantManagerName,
      tenantManagerEmail: tenant.tenantManagerEmail,
      userAdmin: admin?.email ?? null,
      regionName: selectedRegion.map((region) => region.exchange_country).join(', '),
      selectedRegion,
      region: [...tenant.regionIds],
      selectAllRegions: tenant.selectAllRegions,
      startDate: tenant.startDate.toISOString(),
      endDate: tenant.endDate?.toISOString() ?? null,
      status: tenant.status,
      ssp: tenant.ssp,
      sspExpired: subscription?.expired ?? false,
      provider: tenant.provider,
      subscriptionEndDate: subscription?.subscriptionEndDate?.toISOString() ?? null,
      subscriptionPaymentDate: subscription?.subscriptionPaymentDate?.toISOString() ?? null,
      usersLimit: seats.limit,
      userCount: seats.used,
      seatsLeft: seats.left,
    };
  }
}
