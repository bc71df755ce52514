import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/domain/clock.js';
import { BillingError } from '../../domain/billing-error.js';
import { pricePlan, type EstimatedSubscription } from '../../domain/pricing/pricing.js';
import { addInterval, Subscription, type SubscriptionPlan } from '../../domain/subscription.js';
import {
  PaymentProvider,
  type CheckoutRequest,
  type CheckoutSession,
  type ProviderEvent,
  type ProviderOrder,
  type ProviderSubscription,
  type ProviderSubscriptionState,
} from '../../application/ports/payment-provider.js';
import { planTags, readFsEvents, type FsEvent } from '../webhooks/fastspring-events.js';
import { verifySignature } from '../webhooks/webhook-signature.js';
import { PaymentConfig } from '../payment-config.js';
import {
  fsOfOrder,
  fsOfSubscription,
  intervalOfPid,
  orderReference,
  providerOrder,
  providerSubscription,
  sandboxId,
  taxed,
} from './sandbox-books.js';
import { SandboxCheckout, SandboxOrder, SandboxSubscription } from './sandbox.records.js';
import { sandboxEvent, SandboxWebhookSender } from './sandbox-webhook-sender.js';

/** How long a checkout session can be paid. */
export const CHECKOUT_TTL_MS = 60 * 60 * 1000;
export const SANDBOX_CHECKOUT_PATH = '/api/payment/sandbox/checkout';

function stateOf(subscription: Subscription): ProviderSubscriptionState {
  const states: Partial<Record<Subscription['state'], ProviderSubscriptionState>> = {
    CANCELING: 'canceled',
    OVERDUE: 'overdue',
    EXPIRED: 'deactivated',
  };
  return states[subscription.state] ?? 'active';
}

/**
 * The built-in payment provider (the default): its checkout page is served by this app, it keeps its own
 * books (billing.sandbox_*), charges test cards and tells billing what happened through signed webhooks,
 * exactly as the FastSpring adapter's provider does.
 */
@Injectable()
export class SandboxPaymentProvider extends PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly em: EntityManager,
    private readonly sender: SandboxWebhookSender,
    private readonly config: PaymentConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  async openCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { plan } = request;
    const price = pricePlan({
      pid: plan.productId,
      seatCount: plan.seatCount,
      regionCount: plan.regionIds.length,
    });
    const checkout = new SandboxCheckout({
      id: randomUUID(),
      tenantId: request.tenantId,
      productId: plan.productId,
      seatCount: plan.seatCount,
      regionIds: [...plan.regionIds],
      subtotalCents: price.totalCents,
      buyerEmail: request.buyerEmail,
      organizationName: request.organizationName,
      expiresAt: new Date(request.at.getTime() + CHECKOUT_TTL_MS),
      createdAt: request.at,
    });
    await this.em.persist(checkout).flush();
    return {
      provider: 'sandbox',
      sessionId: checkout.id,
      checkoutUrl: `${SANDBOX_CHECKOUT_PATH}/${checkout.id}`,
      expiresAt: checkout.expiresAt,
      storefront: null,
      products: [{ path: plan.productId, quantity: 1 }],
      tags: planTags(request.tenantId, plan),
    };
  }

  async order(orderId: string): Promise<ProviderOrder | null> {
    const order = await this.em.findOne(SandboxOrder, { id: orderId });
    return order ? providerOrder(order) : null;
  }

  async subscription(providerSubscriptionId: string): Promise<ProviderSubscription | null> {
    const found = await this.em.findOne(SandboxSubscription, { id: providerSubscriptionId });
    if (found) return providerSubscription(found);
    // One the sandbox never sold (the demo data's) reads as billing has it, until the sandbox takes it over.
    const local = await this.em.findOne(Subscription, { providerSubscriptionId });
    return local ? providerSubscription(this.adopted(local, providerSubscriptionId)) : null;
  }

  estimate(subscription: Subscription, proposed: SubscriptionPlan, at: Date): Promise<EstimatedSubscription> {
    return Promise.resolve(
      subscription.estimateChange(
        { pid: proposed.productId, seatCount: proposed.seatCount, regionCount: proposed.regionIds.length },
        at,
      ),
    );
  }

  async update(
    subscription: Subscription,
    proposed: SubscriptionPlan,
    at: Date,
  ): Promise<{ chargedCents: number }> {
    const books = await this.books(subscription);
    const estimate = await this.estimate(subscription, proposed, at);
    const chargedCents = Math.round(estimate.proposedPlan.proratedItemTotal * 100);
    if (chargedCents > 0 && books.cardBehaviour === 'FAILS_LATER')
      throw new BillingError('CARD_DECLINED', 'Your card was declined.');
    const intervalChanged = intervalOfPid(proposed.productId) !== intervalOfPid(books.productId);
    books.productId = proposed.productId;
    books.seatCount = proposed.seatCount;
    books.regionIds = [...proposed.regionIds];
    if (intervalChanged) {
      books.begin = at;
      books.nextChargeDate = addInterval(at, intervalOfPid(proposed.productId));
    }
    books.updatedAt = at;
    const events: FsEvent[] = [];
    if (chargedCents > 0) {
      const order = this.newOrder(books, 'UPDATE', chargedCents, at);
      this.em.persist(order);
      events.push(
        sandboxEvent('subscription.charge.completed', at, {
          status: 'successful',
          timestamp: at.getTime(),
          currency: 'USD',
          total: order.totalCents / 100,
          order: fsOfOrder(order),
          subscription: fsOfSubscription(books),
        }),
      );
    }
    events.push(sandboxEvent('subscription.updated', at, fsOfSubscription(books)));
    await this.em.flush();
    this.sender.send(events);
    return { chargedCents };
  }

  cancel(subscription: Subscription, at: Date): Promise<void> {
    return this.setCanceled(subscription, at, true);
  }

  resume(subscription: Subscription, at: Date): Promise<void> {
    return this.setCanceled(subscription, at, false);
  }

  /** Cancels (or resumes) the subscription in the provider's books, and sends the event that says so. */
  private async setCanceled(subscription: Subscription, at: Date, canceled: boolean): Promise<void> {
    const books = await this.books(subscription);
    books.state = canceled ? 'canceled' : 'active';
    books.canceledDate = canceled ? at : null;
    books.updatedAt = at;
    await this.em.flush();
    const type = canceled ? 'subscription.canceled' : 'subscription.uncanceled';
    this.sender.send([sandboxEvent(type, at, fsOfSubscription(books))]);
  }

  readWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent[] {
    verifySignature(rawBody, headers, this.config.webhookSecret);
    return readFsEvents(rawBody);
  }

  newOrder(
    books: SandboxSubscription,
    kind: SandboxOrder['kind'],
    subtotalCents: number,
    at: Date,
  ): SandboxOrder {
    const tax = taxed(subtotalCents, books.country);
    return new SandboxOrder({
      id: sandboxId('sbx_ord'),
      reference: orderReference(at),
      kind,
      tenantId: books.tenantId,
      subscriptionId: books.id,
      productId: books.productId,
      seatCount: books.seatCount,
      regionIds: [...books.regionIds],
      country: books.country,
      subtotalCents,
      taxPercent: tax.taxPercent,
      taxCents: tax.taxCents,
      totalCents: tax.totalCents,
      createdAt: at,
    });
  }

  /**
   * The sandbox's record of a subscription. One it never sold (the demo data's) is taken over as it stands
   * in billing, with the succeeding test card on file.
   */
  private async books(subscription: Subscription): Promise<SandboxSubscription> {
    const id = subscription.providerSubscriptionId;
    if (!id)
      throw new BillingError(
        'PAYMENT_PROVIDER_ERROR',
        'The subscription is not known to the payment provider.',
      );
    const found = await this.em.findOne(SandboxSubscription, { id });
    if (found) return found;
    const adopted = this.adopted(subscription, id);
    this.em.persist(adopted);
    return adopted;
  }

  /** The sandbox's record of a subscription it did not sell, with the succeeding test card on file. */
  private adopted(subscription: Subscription, id: string): SandboxSubscription {
    return new SandboxSubscription({
      id,
      tenantId: subscription.tenantId,
      productId: subscription.productId,
      seatCount: subscription.seatCount,
      regionIds: [...subscription.regionIds],
      state: stateOf(subscription),
      begin: subscription.currentPeriodStart ?? subscription.createdAt,
      nextChargeDate: subscription.nextChargeDate,
      country: 'US',
      cardBrand: 'visa',
      cardLast4: '4242',
      cardBehaviour: 'SUCCEEDS',
      createdAt: this.clock.now(),
    });
  }
}
