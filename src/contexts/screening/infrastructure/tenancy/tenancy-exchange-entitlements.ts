import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSubscriptionSummary } from '../../../billing/index.js';
import { GetTenantSummary } from '../../../tenancy/index.js';
import { PromiseCache } from '../../../../shared/cache/promise-cache.js';
import { ExchangeEntitlements } from '../../application/ports/exchange-entitlements.js';
import { EXCHANGE_COUNTRIES } from '../../domain/reference/countries.js';

const ALL_EXCHANGES: ReadonlySet<number> = new Set(
  EXCHANGE_COUNTRIES.map((country) => country.exchange_countryID),
);

interface Entitlement {
  exchangeIds: ReadonlySet<number>;
  anonymised: boolean;
}

/**
 * How long a tenant's entitlement is reused. A screen asks for it several times per request and an analyst
 * sends several requests per second while filtering; a region or subscription change shows within this.
 */
export const ENTITLEMENT_TTL_MS = 2_000;

/** A tenant sees its regions; the provider's own tenant sees every exchange country; a trial sees aliases. */
@Injectable()
export class TenancyExchangeEntitlements extends ExchangeEntitlements {
  private readonly cache = new PromiseCache<Entitlement>(ENTITLEMENT_TTL_MS);

  constructor(private readonly queries: QueryBus) {
    super();
  }

  async allowedExchangeIds(tenantId: string): Promise<ReadonlySet<number>> {
    return (await this.entitlement(tenantId)).exchangeIds;
  }

  async anonymised(tenantId: string): Promise<boolean> {
    return (await this.entitlement(tenantId)).anonymised;
  }

  private entitlement(tenantId: string): Promise<Entitlement> {
    return this.cache.get(tenantId, () => this.load(tenantId));
  }

  private async load(tenantId: string): Promise<Entitlement> {
    const tenant = await this.queries.execute(new GetTenantSummary(tenantId));
    if (!tenant || !tenant.status) return { exchangeIds: new Set(), anonymised: false };
    if (tenant.provider) return { exchangeIds: ALL_EXCHANGES, anonymised: false };
    const subscription = await this.queries.execute(new GetSubscriptionSummary(tenantId));
    return { exchangeIds: new Set(tenant.regionIds), anonymised: subscription?.state === 'TRIAL' };
  }
}
