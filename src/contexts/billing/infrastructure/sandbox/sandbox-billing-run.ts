import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/domain/clock.js';
import { pricePlan } from '../../domain/pricing/pricing.js';
import { addInterval } from '../../domain/subscription.js';
import type { FsEvent } from '../webhooks/fastspring-events.js';
import { fsOfOrder, fsOfSubscription, intervalOfPid, taxed } from './sandbox-books.js';
import { SandboxPaymentProvider } from './sandbox-payment-provider.js';
import { SandboxSubscription } from './sandbox.records.js';
import { sandboxEvent, SandboxWebhookSender } from './sandbox-webhook-sender.js';

export type BillingRunOutcome = 'CHARGED' | 'FAILED' | 'DEACTIVATED' | 'NOT_DUE';

/**
 * The provider's own billing cycle: every subscription whose next charge date has come is charged with its
 * card on file (a renewal moves the date on one interval; a failing card leaves it overdue and is retried on
 * the next run); a canceled subscription whose period is over is deactivated.
 */
@Injectable()
export class SandboxBillingRun {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: SandboxPaymentProvider,
    private readonly sender: SandboxWebhookSender,
    private readonly clock: Clock,
  ) {}

  async run(subscriptionId?: string): Promise<Array<{ subscriptionId: string; outcome: BillingRunOutcome }>> {
    const now = this.clock.now();
    const due = subscriptionId
      ? await this.em.find(SandboxSubscription, { id: subscriptionId })
      : await this.em.find(
          SandboxSubscription,
          { state: { $in: ['active', 'overdue', 'canceled'] }, nextChargeDate: { $lte: now } },
          { orderBy: { nextChargeDate: 'asc' }, limit: 200 },
        );
    const outcomes: Array<{ subscriptionId: string; outcome: BillingRunOutcome }> = [];
    const events: FsEvent[] = [];
    for (const subscription of due) {
      const outcome = this.charge(subscription, now, events);
      outcomes.push({ subscriptionId: subscription.id, outcome });
    }
    await this.em.flush();
    this.sender.send(events);
    return outcomes;
  }

  private charge(subscription: SandboxSubscription, now: Date, events: FsEvent[]): BillingRunOutcome {
    const next = subscription.nextChargeDate;
    if (next === null || next > now || subscription.state === 'deactivated') return 'NOT_DUE';
    subscription.updatedAt = now;
    if (subscription.state === 'canceled') {
      subscription.state = 'deactivated';
      events.push(sandboxEvent('subscription.deactivated', now, fsOfSubscription(subscription)));
      return 'DEACTIVATED';
    }
    const subtotalCents = pricePlan({
      pid: subscription.productId,
      seatCount: subscription.seatCount,
      regionCount: subscription.regionIds.length,
    }).totalCents;
    if (subscription.cardBehaviour === 'FAILS_LATER') {
      subscription.state = 'overdue';
      events.push(
        sandboxEvent('subscription.charge.failed', now, {
          status: 'failed',
          timestamp: now.getTime(),
          currency: 'USD',
          total: taxed(subtotalCents, subscription.country).totalCents / 100,
          reason: 'Your card was declined.',
          order: null,
          subscription: fsOfSubscription(subscription),
        }),
      );
      return 'FAILED';
    }
    const order = this.provider.newOrder(subscription, 'RENEWAL', subtotalCents, now);
    this.em.persist(order);
    subscription.state = 'active';
    subscription.nextChargeDate = addInterval(next, intervalOfPid(subscription.productId));
    events.push(
      sandboxEvent('subscription.charge.completed', now, {
        status: 'successful',
        timestamp: now.getTime(),
        currency: 'USD',
        total: order.totalCents / 100,
        order: fsOfOrder(order),
        subscription: fsOfSubscription(subscription),
      }),
    );
    return 'CHARGED';
  }
}
