import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/domain/clock.js';
import { BillingError } from '../../domain/billing-error.js';
import { formatUsd } from '../../domain/pricing/money.js';
import { checkoutTotals, pricePlan, type CheckoutTotals } from '../../domain/pricing/pricing.js';
import { addInterval } from '../../domain/subscription.js';
import type { ProviderOrder } from '../../application/ports/payment-provider.js';
import { displayOf } from '../../application/subscription-views.js';
import { acceptCard, type CardInput } from './sandbox-cards.js';
import {
  countryOf,
  fsOfOrder,
  fsOfSubscription,
  intervalOfPid,
  orderReference,
  providerOrder,
  sandboxId,
  taxed,
} from './sandbox-books.js';
import { SandboxCheckout, SandboxOrder, SandboxSubscription } from './sandbox.records.js';
import { sandboxEvent, SandboxWebhookSender } from './sandbox-webhook-sender.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface CheckoutQuote extends CheckoutTotals {
  country: string;
}

export interface CheckoutPageData {
  sessionId: string;
  status: SandboxCheckout['status'];
  expired: boolean;
  buyerEmail: string;
  organizationName: string;
  lines: Array<{ label: string; amount: string }>;
  quote: CheckoutQuote;
}

export interface PayInput extends CardInput {
  cardholderName: string;
  country?: string;
}

/** The order confirmation's totals for the country (named second, as the page has always answered it). */
function quoteOf(subtotalCents: number, country: string): CheckoutQuote {
  const { currency, ...totals } = checkoutTotals(subtotalCents, country);
  return { currency, country, ...totals };
}

/** The sandbox's hosted checkout: the page's data, the tax quote by country and the card payment. */
@Injectable()
export class SandboxCheckoutService {
  constructor(
    private readonly em: EntityManager,
    private readonly sender: SandboxWebhookSender,
    private readonly clock: Clock,
  ) {}

  async page(sessionId: string): Promise<CheckoutPageData> {
    const checkout = await this.checkout(sessionId);
    const price = pricePlan({
      pid: checkout.productId,
      seatCount: checkout.seatCount,
      regionCount: checkout.regionIds.length,
    });
    const lines = [
      {
        label: `${displayOf(checkout.productId)}: ${checkout.seatCount} seat(s) x ${checkout.regionIds.length} region(s)`,
        amount: formatUsd(price.listCents),
      },
    ];
    if (price.seatDiscountCents > 0)
      lines.push({
        label: `Seat discount (${price.seatDiscountPercent}%)`,
        amount: `-${formatUsd(price.seatDiscountCents)}`,
      });
    if (price.couponDiscountCents > 0)
      lines.push({
        label: `${price.couponCode} (${price.couponPercent}%)`,
        amount: `-${formatUsd(price.couponDiscountCents)}`,
      });
    return {
      sessionId: checkout.id,
      status: checkout.status,
      expired: checkout.expiresAt <= this.clock.now(),
      buyerEmail: checkout.buyerEmail,
      organizationName: checkout.organizationName,
      lines,
      quote: quoteOf(checkout.subtotalCents, 'US'),
    };
  }

  async quote(sessionId: string, country: string | undefined): Promise<CheckoutQuote> {
    const checkout = await this.checkout(sessionId);
    return quoteOf(checkout.subtotalCents, countryOf(country));
  }

  /**
   * Charges the card for the session's plan: a subscription and its first order are booked, and the
   * events order.completed and subscription.activated are sent. A declined card books nothing.
   */
  async pay(sessionId: string, input: PayInput): Promise<ProviderOrder> {
    if (!UUID.test(sessionId)) throw this.notFound();
    const now = this.clock.now();
    const { order, subscription } = await this.em.transactional(async (em) => {
      const checkout = await em.findOne(
        SandboxCheckout,
        { id: sessionId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      if (!checkout) throw this.notFound();
      if (checkout.status === 'COMPLETED')
        throw new BillingError('CHECKOUT_COMPLETED', 'This order has already been paid.');
      if (checkout.expiresAt <= now)
        throw new BillingError('CHECKOUT_EXPIRED', 'This checkout has expired. Please start again.');
      if (!input.cardholderName.trim())
        throw new BillingError('CARD_INVALID', 'Please enter the name on your card.');
      const card = acceptCard(input, now);
      const country = countryOf(input.country);
      const subscription = new SandboxSubscription({
        id: sandboxId('sbx_sub'),
        tenantId: checkout.tenantId,
        productId: checkout.productId,
        seatCount: checkout.seatCount,
        regionIds: [...checkout.regionIds],
        state: 'active',
        begin: now,
        nextChargeDate: addInterval(now, intervalOfPid(checkout.productId)),
        country,
        cardBrand: card.brand,
        cardLast4: card.last4,
        cardBehaviour: card.behaviour,
        createdAt: now,
      });
      const tax = taxed(checkout.subtotalCents, country);
      const order = new SandboxOrder({
        id: sandboxId('sbx_ord'),
        reference: orderReference(now),
        kind: 'CHECKOUT',
        tenantId: checkout.tenantId,
        subscriptionId: subscription.id,
        productId: checkout.productId,
        seatCount: checkout.seatCount,
        regionIds: [...checkout.regionIds],
        country,
        subtotalCents: checkout.subtotalCents,
        taxPercent: tax.taxPercent,
        taxCents: tax.taxCents,
        totalCents: tax.totalCents,
        createdAt: now,
      });
      checkout.status = 'COMPLETED';
      checkout.orderId = order.id;
      em.persist([subscription, order]);
      return { order, subscription };
    });
    this.sender.send([
      sandboxEvent('order.completed', now, fsOfOrder(order)),
      sandboxEvent('subscription.activated', now, fsOfSubscription(subscription)),
    ]);
    return providerOrder(order);
  }

  private async checkout(sessionId: string): Promise<SandboxCheckout> {
    if (!UUID.test(sessionId)) throw this.notFound();
    const checkout = await this.em.findOne(SandboxCheckout, { id: sessionId });
    if (!checkout) throw this.notFound();
    return checkout;
  }

  private notFound(): BillingError {
    return new BillingError('CHECKOUT_NOT_FOUND', 'This checkout could not be found.');
  }
}
