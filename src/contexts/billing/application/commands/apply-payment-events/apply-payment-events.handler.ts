import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { BillingError } from '../../../domain/billing-error.js';
import { formatUsd } from '../../../domain/pricing/money.js';
import {
  SUBSCRIPTION_TRANSITIONS,
  type Subscription,
  type SubscriptionState,
} from '../../../domain/subscription.js';
import { SubscriptionRepository } from '../../../domain/subscription.repository.js';
import { GracePeriod } from '../../grace-period.js';
import { PaymentReceipts } from '../../payment-receipts.js';
import { samePlan } from '../../plans.js';
import { BillingMail } from '../../ports/billing-mail.js';
import { BillingTenants } from '../../ports/billing-tenants.js';
import { PaymentEventLog, type PaymentEventOutcome } from '../../ports/payment-event-log.js';
import { PaymentProvider, type ProviderEvent } from '../../ports/payment-provider.js';
import { ReceivePaymentWebhook, type WebhookOutcome } from './apply-payment-events.command.js';

/** Events that undo each other: an older one arriving after a newer one of its family is stale. */
const CHARGE_EVENTS = ['subscription.charge.completed', 'subscription.charge.failed'] as const;
const CANCEL_EVENTS = ['subscription.canceled', 'subscription.uncanceled'] as const;

interface Applied {
  outcome: PaymentEventOutcome;
  note: string | null;
  /** A charge failed and the subscription just became OVERDUE: its administrators are told at once. */
  overdue?: { subscription: Subscription; amountCents: number | null };
}

const ignored = (note: string): Applied => ({ outcome: 'IGNORED', note });
const processed = (note: string | null = null): Applied => ({ outcome: 'PROCESSED', note });

function may(subscription: Subscription, transition: keyof typeof SUBSCRIPTION_TRANSITIONS): boolean {
  return SUBSCRIPTION_TRANSITIONS[transition][subscription.state] !== undefined;
}

/**
 * Applies the provider's events to the subscriptions. Each event is recorded first (a replayed id changes
 * nothing), the subscription is locked, and the event is applied only when it fits: an event older than
 * one of its family already applied, or one the state machine refuses, is recorded as ignored.
 */
@CommandHandler(ReceivePaymentWebhook)
export class ReceivePaymentWebhookHandler implements ICommandHandler<ReceivePaymentWebhook> {
  private readonly logger = new Logger('PaymentWebhook');

  constructor(
    private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionRepository,
    private readonly log: PaymentEventLog,
    private readonly tenants: BillingTenants,
    private readonly mail: BillingMail,
    private readonly grace: GracePeriod,
    private readonly receipts: PaymentReceipts,
    private readonly clock: Clock,
  ) {}

  async execute({ rawBody, headers }: ReceivePaymentWebhook): Promise<WebhookOutcome> {
    const events = this.provider.readWebhook(rawBody, headers);
    const outcome: WebhookOutcome = { received: events.length, processed: [], duplicates: [], ignored: [] };
    for (const event of events) {
      const applied = await this.subscriptions.transactional(async () => {
        const fresh = await this.log.record(
          {
            id: event.id,
            type: event.type,
            providerSubscriptionId: event.providerSubscriptionId,
            tenantId: event.tenantId,
            created: event.created,
          },
          this.clock.now(),
        );
        if (!fresh) return null;
        const result = await this.applyOne(event);
        await this.log.finish(event.id, result.outcome, result.note);
        return result;
      });
      if (applied === null) {
        outcome.duplicates.push(event.id);
        continue;
      }
      (applied.outcome === 'PROCESSED' ? outcome.processed : outcome.ignored).push(event.id);
      if (applied.outcome === 'IGNORED')
        this.logger.log(`Event ${event.id} (${event.type}) ignored: ${applied.note ?? ''}`);
      if (applied.overdue) await this.tellOverdue(applied.overdue.subscription, applied.overdue.amountCents);
    }
    return outcome;
  }

  private async applyOne(event: ProviderEvent): Promise<Applied> {
    const subscription = await this.subscriptionOf(event);
    if (!subscription) return ignored('No subscription of this tenant or provider subscription.');
    try {
      return await this.apply(event, subscription);
    } catch (error) {
      // The state machine refused: the event does not fit (late, or already overtaken); nothing changes.
      if (error instanceof BillingError) return ignored(`${error.code}: ${error.message}`);
      throw error;
    }
  }

  private async subscriptionOf(event: ProviderEvent): Promise<Subscription | null> {
    if (event.providerSubscriptionId) {
      const known = await this.subscriptions.lockByProviderSubscriptionId(event.providerSubscriptionId);
      if (known) return known;
    }
    return event.tenantId ? this.subscriptions.lockByTenant(event.tenantId) : null;
  }

  private async apply(event: ProviderEvent, subscription: Subscription): Promise<Applied> {
    const at = event.created;
    const ours =
      event.providerSubscriptionId !== null &&
      subscription.providerSubscriptionId === event.providerSubscriptionId;
    switch (event.type) {
      case 'order.completed': {
        if (!ours) {
          const subscribed = await this.subscribeFrom(event, subscription);
          if (subscribed.outcome === 'IGNORED') return subscribed;
        }
        // The first payment's record and receipt, unless the checkout's answer already gave them.
        const receipted = await this.receipt(event, subscription);
        return ours && !receipted ? ignored('Already subscribed.') : processed();
      }

      case 'subscription.activated':
        if (!ours) {
          const subscribed = await this.subscribeFrom(event, subscription);
          if (subscribed.outcome === 'IGNORED') return subscribed;
        }
        if (subscription.state !== 'PAYMENT_COMPLETED') return ignored(`Already ${subscription.state}.`);
        subscription.activate(at);
        await this.subscriptions.save(subscription);
        return processed();

      case 'subscription.updated': {
        if (!ours || !event.plan) return ignored('Not the subscription in force.');
        const pending = subscription.pendingPlan;
        if (subscription.state === 'MODIFYING' && pending && samePlan(pending, event.plan)) {
          subscription.completePayment(at);
          subscription.activate(at);
          await this.subscriptions.save(subscription);
          await this.tenants.grantRegions(subscription.tenantId, subscription.regionIds);
          return processed();
        }
        const current = {
          productId: subscription.productId,
          seatCount: subscription.seatCount,
          regionIds: subscription.regionIds,
        };
        if (subscription.state === 'PAYMENT_COMPLETED' && samePlan(current, event.plan)) {
          subscription.activate(at);
          await this.subscriptions.save(subscription);
          return processed();
        }
        return ignored(`A plan the ${subscription.state} subscription does not have (stale update).`);
      }

      case 'subscription.canceled':
        if (!ours) return ignored('Not the subscription in force.');
        if (await this.overtaken(event, subscription))
          return ignored('A newer cancel or resume was applied.');
        if (subscription.state !== 'PAID') return ignored(`Already ${subscription.state}.`);
        subscription.cancel({ at, reasons: ['other'], otherReason: 'Canceled at the payment provider.' });
        await this.subscriptions.save(subscription);
        return processed();

      case 'subscription.uncanceled':
        if (!ours) return ignored('Not the subscription in force.');
        if (await this.overtaken(event, subscription))
          return ignored('A newer cancel or resume was applied.');
        if (subscription.state !== 'CANCELING') return ignored(`Already ${subscription.state}.`);
        subscription.resume(at);
        await this.subscriptions.save(subscription);
        return processed();

      case 'subscription.deactivated': {
        if (!ours) return ignored('Not the subscription in force.');
        if (!may(subscription, 'expire')) return ignored(`Already ${subscription.state}.`);
        const graceDays = await this.grace.days();
        const now = this.clock.now();
        const when = at > now ? at : now;
        subscription.expire(when, graceDays);
        await this.subscriptions.save(subscription);
        return processed();
      }

      case 'subscription.charge.completed': {
        if (!ours) return ignored('Not the subscription in force.');
        if (await this.stale(event, CHARGE_EVENTS)) return ignored('A newer charge was applied.');
        const renews = may(subscription, 'chargeSucceeded');
        if (renews) {
          subscription.chargeSucceeded(at);
          await this.subscriptions.save(subscription);
        }
        // Money was taken (a renewal, or an update's prorated charge while its change completes): Last
        // Payment and the receipt follow the charge whatever the state.
        const receipted = await this.receipt(event, subscription);
        return renews || receipted ? processed() : ignored(`A charge while ${subscription.state}.`);
      }

      case 'subscription.charge.failed': {
        if (!ours) return ignored('Not the subscription in force.');
        if (await this.stale(event, CHARGE_EVENTS)) return ignored('A newer charge was applied.');
        if (!may(subscription, 'chargeFailed')) return ignored(`A charge while ${subscription.state}.`);
        const was: SubscriptionState = subscription.state;
        subscription.chargeFailed(at);
        await this.subscriptions.save(subscription);
        return was === 'OVERDUE'
          ? processed('Still overdue.')
          : { ...processed(), overdue: { subscription, amountCents: event.amountCents } };
      }

      default:
        return ignored(`Event type ${event.type} is not used.`);
    }
  }

  /** Records the payment of the event's order and mails its receipt, once per order. */
  private receipt(event: ProviderEvent, subscription: Subscription): Promise<boolean> {
    if (!event.orderId) return Promise.resolve(false);
    return this.receipts.record(subscription, {
      orderId: event.orderId,
      at: event.created,
      amountCents: event.amountCents,
    });
  }

  /** The first payment of a new provider subscription: NEW, TRIAL or EXPIRED -> PAYMENT_COMPLETED. */
  private async subscribeFrom(event: ProviderEvent, subscription: Subscription): Promise<Applied> {
    if (!event.plan || !event.providerSubscriptionId) return ignored('The event carries no subscription.');
    if (!may(subscription, 'subscribe')) return ignored(`Already ${subscription.state}.`);
    subscription.subscribe({
      at: event.created,
      plan: { ...event.plan, regionCount: new Set(event.plan.regionIds).size },
      providerSubscriptionId: event.providerSubscriptionId,
      // The checkout checked the seats against the users; the provider has charged.
      activeUsers: 0,
    });
    await this.subscriptions.save(subscription);
    await this.tenants.grantRegions(subscription.tenantId, subscription.regionIds);
    return processed();
  }

  /**
   * A cancel or resume older than the subscription's last change: the tenant administrator's own cancel and
   * resume (through the API) come back as events later, and must not undo what was done after them.
   */
  private async overtaken(event: ProviderEvent, subscription: Subscription): Promise<boolean> {
    return event.created < subscription.updatedAt || (await this.stale(event, CANCEL_EVENTS));
  }

  private stale(event: ProviderEvent, family: readonly string[]): Promise<boolean> {
    return this.log.newerApplied(event.providerSubscriptionId!, family, event.created);
  }

  private async tellOverdue(subscription: Subscription, amountCents: number | null): Promise<void> {
    try {
      const [tenant, administrators, graceDays] = await Promise.all([
        this.tenants.tenant(subscription.tenantId),
        this.tenants.administrators(subscription.tenantId),
        this.grace.days(),
      ]);
      for (const administrator of administrators) {
        await this.mail.chargeFailed(administrator, {
          organizationName: tenant?.organizationName ?? '',
          graceEndsAt: subscription.graceEndsAt(graceDays),
          amountDisplay: amountCents === null ? null : formatUsd(amountCents),
        });
      }
    } catch (error) {
      // The subscription is overdue either way; a mail server outage must not make the provider resend.
      this.logger.error(
        `Could not mail the overdue notice of tenant ${subscription.tenantId}: ${String(error)}`,
      );
    }
  }
}
