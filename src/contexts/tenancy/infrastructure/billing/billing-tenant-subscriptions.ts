import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetSubscriptionSummary, StartSubscription } from '../../../billing/index.js';
import { TenantSubscriptions, type SubscriptionDates } from '../../application/ports/subscription-dates.js';

/** A self-service tenant's subscription, as billing summarises it. */
@Injectable()
export class BillingTenantSubscriptions extends TenantSubscriptions {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {
    super();
  }

  async open(tenantId: string, productId: string): Promise<void> {
    await this.commands.execute(new StartSubscription({ kind: 'new', tenantId, productId }));
  }

  async of(tenantId: string): Promise<SubscriptionDates | null> {
    const summary = await this.queries.execute(new GetSubscriptionSummary(tenantId));
    if (!summary) return null;
    return {
      subscriptionEndDate: summary.trialEndsAt ?? summary.nextChargeDate,
      subscriptionPaymentDate: summary.lastPaymentAt,
      expired: !summary.available,
      seatCount: summary.seatCount,
    };
  }
}
