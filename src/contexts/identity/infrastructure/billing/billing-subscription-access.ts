import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetSubscriptionSummary } from '../../../billing/index.js';
import { SubscriptionAccess } from '../../application/ports/subscription-access.js';

/** Asks billing for the tenant's subscription; a tenant without one has no access. */
@Injectable()
export class BillingSubscriptionAccess extends SubscriptionAccess {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  async isAvailable(tenantId: string): Promise<boolean> {
    const subscription = await this.queries.execute(new GetSubscriptionSummary(tenantId));
    return subscription?.available ?? false;
  }
}
