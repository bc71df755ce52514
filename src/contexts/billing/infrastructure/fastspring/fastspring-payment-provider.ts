import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { BillingError } from '../../domain/billing-error.js';
import { CATALOGUE } from '../../domain/pricing/catalogue.config.js';
import { isAnnualPid, type EstimatePlan, type EstimatedSubscription } from '../../domain/pricing/pricing.js';
import type { Subscription, SubscriptionPlan } from '../../domain/subscription.js';
import {
  PaymentProvider,
  type CheckoutRequest,
  type CheckoutSession,
  type ProviderEvent,
  type ProviderOrder,
  type ProviderSubscription,
  type ProviderSubscriptionState,
} from '../../application/ports/payment-provider.js';
import { PaymentConfig } from '../payment-config.js';
import { planTags, readFsEvents } from '../webhooks/fastspring-events.js';
import { verifySignature } from '../webhooks/webhook-signature.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const cents = (value: unknown): number => Math.round(num(value) * 100);
const DAY_MS = 86_400_000;
const STATES: readonly ProviderSubscriptionState[] = ['active', 'overdue', 'canceled', 'deactivated'];

function extraSeatPid(productId: string): string {
  return isAnnualPid(productId)
    ? `${CATALOGUE.extraSeatProduct}${CATALOGUE.annualMarker}`
    : CATALOGUE.extraSeatProduct;
}

function tagsOf(value: unknown): Record<string, string> {
  const tags: Record<string, string> = {};
  if (isObject(value))
    for (const [key, tag] of Object.entries(value)) if (typeof tag === 'string') tags[key] = tag;
  return tags;
}

function regionIdsOf(tags: Record<string, string>): number[] {
  return (tags.regionIds ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
}

function extraSeats(lines: unknown): number {
  if (!Array.isArray(lines)) return 0;
  return lines
    .filter(isObject)
    .filter((line) => str(line.product)?.startsWith(CATALOGUE.extraSeatProduct))
    .reduce((sum, line) => sum + num(line.quantity), 0);
}

function dateOf(value: unknown): Date | null {
  return typeof value === 'number' && value > 0 ? new Date(value) : null;
}

/**
 * The FastSpring adapter: the web app opens the Store Builder Library's embedded checkout with the
 * storefront, products and tags this answers; FastSpring's REST API (basic authentication) is asked for
 * orders and subscriptions, prorated updates, estimates, cancel and uncancel; webhooks carry X-FS-Signature.
 * The tenant and the regions travel as the subscription's tags.
 */
@Injectable()
export class FastSpringPaymentProvider extends PaymentProvider {
  readonly name = 'fastspring' as const;
  private readonly logger = new Logger('FastSpring');

  constructor(private readonly config: PaymentConfig) {
    super();
  }

  openCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const { plan } = request;
    const extra = Math.max(0, plan.seatCount - CATALOGUE.includedSeats);
    return Promise.resolve({
      provider: 'fastspring',
      sessionId: randomUUID(),
      checkoutUrl: null,
      expiresAt: new Date(request.at.getTime() + DAY_MS),
      storefront: this.config.fastspring.storefront,
      products: [
        { path: plan.productId, quantity: 1 },
        ...(extra > 0 ? [{ path: extraSeatPid(plan.productId), quantity: extra }] : []),
      ],
      tags: planTags(request.tenantId, plan),
    });
  }

  async order(orderId: string): Promise<ProviderOrder | null> {
    const body = await this.call('GET', `/orders/${encodeURIComponent(orderId)}`);
    if (body === null) return null;
    const order = Array.isArray(body.orders) ? body.orders.find(isObject) : body;
    if (!isObject(order) || order.result === 'error') return null;
    const tags = tagsOf(order.tags);
    const items = Array.isArray(order.items) ? order.items.filter(isObject) : [];
    const main = items.find((item) => str(item.subscription) !== null);
    const address = isObject(order.address) ? order.address : {};
    return {
      id: str(order.id) ?? str(order.order) ?? orderId,
      reference: str(order.reference) ?? '',
      completed: order.completed === true,
      completedAt: dateOf(order.changed) ?? dateOf(order.completedDate) ?? new Date(),
      tenantId: tags.tenantId ?? null,
      providerSubscriptionId: main ? str(main.subscription) : null,
      plan: {
        productId: str(main?.product) ?? '',
        seatCount: CATALOGUE.includedSeats + extraSeats(items),
        regionIds: regionIdsOf(tags),
      },
      currency: str(order.currency) ?? CATALOGUE.currency,
      country: str(address.country) ?? str(order.country),
      subtotalCents: cents(order.subtotal),
      taxPercent: num(order.subtotal) > 0 ? Math.round((num(order.tax) / num(order.subtotal)) * 100) : 0,
      taxCents: cents(order.tax),
      totalCents: cents(order.total),
    };
  }

  async subscription(providerSubscriptionId: string): Promise<ProviderSubscription | null> {
    const body = await this.call('GET', `/subscriptions/${encodeURIComponent(providerSubscriptionId)}`);
    if (body === null) return null;
    const found = Array.isArray(body.subscriptions) ? body.subscriptions.find(isObject) : body;
    if (!isObject(found) || found.result === 'error') return null;
    const tags = tagsOf(found.tags);
    const state =
      STATES.find((candidate) => candidate === found.state) ??
      (found.active === false ? 'deactivated' : 'active');
    return {
      id: str(found.id) ?? providerSubscriptionId,
      tenantId: tags.tenantId ?? null,
      state,
      plan: {
        productId: str(found.product) ?? '',
        seatCount: CATALOGUE.includedSeats + extraSeats(found.addons),
        regionIds: regionIdsOf(tags),
      },
      begin: dateOf(found.begin) ?? new Date(0),
      nextChargeDate: dateOf(found.next) ?? dateOf(found.nextChargeDateValue),
      canceledDate: dateOf(found.canceledDate),
      card: null,
    };
  }

  async estimate(
    subscription: Subscription,
    proposed: SubscriptionPlan,
    at: Date,
  ): Promise<EstimatedSubscription> {
    const body = await this.call('POST', '/subscriptions/estimate', {
      subscription: this.idOf(subscription),
      ...this.cart(proposed),
    });
    if (!body || !isObject(body.currentPlan) || !isObject(body.proposedPlan))
      throw new BillingError('PAYMENT_PROVIDER_ERROR', 'The payment provider could not estimate the change.');
    const periodEnd = subscription.nextChargeDate ?? at;
    const periodStart = subscription.currentPeriodStart ?? at;
    const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
    return {
      currentPlan: this.estimatePlan(body.currentPlan),
      proposedPlan: this.estimatePlan(body.proposedPlan),
      remainingDays: Math.max(
        0,
        Math.min(periodDays, Math.ceil((periodEnd.getTime() - at.getTime()) / DAY_MS)),
      ),
      periodDays,
    };
  }

  async update(
    subscription: Subscription,
    proposed: SubscriptionPlan,
    at: Date,
  ): Promise<{ chargedCents: number }> {
    const estimate = await this.estimate(subscription, proposed, at);
    const body = await this.call('POST', '/subscriptions', {
      subscriptions: [
        {
          subscription: this.idOf(subscription),
          ...this.cart(proposed),
          tags: planTags(subscription.tenantId, proposed),
          prorate: true,
        },
      ],
    });
    this.assertResult(body, 'update');
    return { chargedCents: Math.round(estimate.proposedPlan.proratedItemTotal * 100) };
  }

  async cancel(subscription: Subscription): Promise<void> {
    this.assertResult(
      await this.call('DELETE', `/subscriptions/${encodeURIComponent(this.idOf(subscription))}`),
      'cancel',
    );
  }

  async resume(subscription: Subscription): Promise<void> {
    this.assertResult(
      await this.call('POST', '/subscriptions/uncancel', {
        subscriptions: [{ subscription: this.idOf(subscription) }],
      }),
      'uncancel',
    );
  }

  readWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent[] {
    verifySignature(rawBody, headers, this.config.webhookSecret);
    return readFsEvents(rawBody);
  }

  private idOf(subscription: Subscription): string {
    if (!subscription.providerSubscriptionId)
      throw new BillingError(
        'PAYMENT_PROVIDER_ERROR',
        'The subscription is not known to the payment provider.',
      );
    return subscription.providerSubscriptionId;
  }

  private cart(plan: SubscriptionPlan) {
    const extra = Math.max(0, plan.seatCount - CATALOGUE.includedSeats);
    return {
      product: plan.productId,
      quantity: 1,
      addons: extra > 0 ? [{ product: extraSeatPid(plan.productId), quantity: extra }] : [],
    };
  }

  private estimatePlan(value: Json): EstimatePlan {
    const addons = Array.isArray(value.addons) ? value.addons.filter(isObject) : [];
    return {
      product: str(value.product) ?? '',
      display: str(value.display) ?? '',
      quantity: num(value.quantity) || 1,
      price: num(value.price),
      discount: num(value.discount),
      proratedItemTotal: Math.max(0, num(value.proratedItemTotal)),
      subscriptionTotal: num(value.subscriptionTotal),
      priceDisplay: str(value.priceDisplay) ?? str(value.subscriptionTotalDisplay) ?? '',
      addons: addons.map((addon) => ({
        product: str(addon.product) ?? '',
        display: str(addon.display) ?? '',
        quantity: num(addon.quantity),
        price: num(addon.price),
        discount: num(addon.discount),
      })),
    };
  }

  /** FastSpring answers per subscription: `{ subscriptions: [{ subscription, action, result, error }] }`. */
  private assertResult(body: Json | null, action: string): void {
    const results = Array.isArray(body?.subscriptions) ? body.subscriptions.filter(isObject) : [];
    const failed = results.find((result) => result.result !== 'success');
    if (results.length > 0 && !failed) return;
    const error = failed && isObject(failed.error) ? JSON.stringify(failed.error) : 'no result';
    if (/declin|payment/i.test(error)) throw new BillingError('CARD_DECLINED', 'Your card was declined.');
    this.logger.error(`FastSpring ${action} failed: ${error}`);
    throw new BillingError('PAYMENT_PROVIDER_ERROR', 'The payment provider refused the change.');
  }

  /** One REST call; 404 answers null; other failures are PAYMENT_PROVIDER_ERROR. */
  private async call(method: string, path: string, body?: object): Promise<Json | null> {
    const { apiUrl, username, password } = this.config.fastspring;
    let response: Response;
    try {
      response = await fetch(`${apiUrl}${path}`, {
        method,
        headers: {
          Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(20_000),
      });
    } catch (error) {
      this.logger.error(`FastSpring ${method} ${path}: ${String(error)}`);
      throw new BillingError('PAYMENT_PROVIDER_ERROR');
    }
    if (response.status === 404) return null;
    const parsed: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      this.logger.error(`FastSpring ${method} ${path}: ${response.status} ${JSON.stringify(parsed)}`);
      if (response.status === 400 && isObject(parsed)) return parsed;
      throw new BillingError('PAYMENT_PROVIDER_ERROR');
    }
    return isObject(parsed) ? parsed : null;
  }
}
