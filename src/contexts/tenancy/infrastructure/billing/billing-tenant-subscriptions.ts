import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetSubscriptionSummary, StartSubscription } from '../../../billing/index.js';

/** What the tenant grid shows of a self-service tenant's subscription. */
export interface SubscriptionDates {
  /** The subscription's end (trial end or next charge date), or null. */
  subscriptionEndDate: Date | null;
  /** When it was last paid, or null. */
  subscriptionPaymentDate: Date | null;
  /** The SSP subscription is no longer available (trial expired, canceled, lapsed). */
  expired: boolean;
  /** Seats the subscription pays for. */
  seatCount: number;
}

/** A self-service tenant's subscription, as billing summarises it. */
@Injectable()
export class BillingTenantSubscriptions {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

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
