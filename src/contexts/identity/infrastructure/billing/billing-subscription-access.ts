import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { PromiseCache } from '../../../../shared/cache/promise-cache.js';
import { GetSubscriptionSummary } from '../../../billing/index.js';
import { SubscriptionAccess } from '../../application/ports/subscription-access.js';

/**
 * How long a tenant's answer is reused: the check runs on every dashboard request (an analyst sends several
 * a second while filtering); a subscription that ends or resumes shows within this.
 */
export const SUBSCRIPTION_ACCESS_TTL_MS = 2_000;

/**
 * Asks billing for the tenant's subscription (the availability rule of section 4, with the grace period
 * of the settings). A tenant without a subscription record is on a contract staff manage (enterprise, or
 * created by staff): its access dates govern it, checked at every request by the session.
 */
@Injectable()
export class BillingSubscriptionAccess extends SubscriptionAccess {
  private readonly cache = new PromiseCache<boolean>(SUBSCRIPTION_ACCESS_TTL_MS);

  constructor(private readonly queries: QueryBus) {
    super();
  }

  isAvailable(tenantId: string): Promise<boolean> {
    return this.cache.get(tenantId, () =>
      this.queries
        .execute(new GetSubscriptionSummary(tenantId))
        .then((subscription) => subscription?.available ?? true),
    );
  }
}
