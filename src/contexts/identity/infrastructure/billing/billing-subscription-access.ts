import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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
  private readonly cache = new Map<string, { at: number; available: Promise<boolean> }>();

  constructor(private readonly queries: QueryBus) {
    super();
  }

  isAvailable(tenantId: string): Promise<boolean> {
    const now = Date.now();
    const cached = this.cache.get(tenantId);
    if (cached && now - cached.at < SUBSCRIPTION_ACCESS_TTL_MS) return cached.available;
    const available = this.queries
      .execute(new GetSubscriptionSummary(tenantId))
      .then((subscription) => subscription?.available ?? true);
    this.cache.set(tenantId, { at: now, available });
    available.catch(() => this.cache.delete(tenantId));
    if (this.cache.size > 10_000) {
      for (const [id, entry] of this.cache)
        if (now - entry.at >= SUBSCRIPTION_ACCESS_TTL_MS) this.cache.delete(id);
    }
    return available;
  }
}
