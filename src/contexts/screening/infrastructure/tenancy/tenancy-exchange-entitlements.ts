import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSubscriptionSummary } from '../../../billing/index.js';
import { GetTenantSummary } from '../../../tenancy/index.js';
import { ExchangeEntitlements } from '../../application/ports/exchange-entitlements.js';
import { EXCHANGE_COUNTRIES } from '../../domain/reference/countries.js';

const ALL_EXCHANGES: ReadonlySet<number> = new Set(
  EXCHANGE_COUNTRIES.map((country) => country.exchange_countryID),
);

/** A tenant sees its regions; the provider's own tenant sees every exchange country. */
@Injectable()
export class TenancyExchangeEntitlements extends ExchangeEntitlements {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async allowedExchangeIds(tenantId: string): Promise<ReadonlySet<number>> {
    const tenant = await this.queries.execute(new GetTenantSummary(tenantId));
    if (!tenant || !tenant.status) return new Set();
    if (tenant.provider) return ALL_EXCHANGES;
    return new Set(tenant.regionIds);
  }

  async anonymised(tenantId: string): Promise<boolean> {
    const tenant = await this.queries.execute(new GetTenantSummary(tenantId));
    if (!tenant || tenant.provider) return false;
    const subscription = await this.queries.execute(new GetSubscriptionSummary(tenantId));
    return subscription?.state === 'TRIAL';
  }
}
