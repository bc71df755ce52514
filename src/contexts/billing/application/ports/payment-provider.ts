import type { EstimatedSubscription } from '../../domain/pricing/pricing.js';
import type { Subscription, SubscriptionPlan } from '../../domain/subscription.js';

export type PaymentProviderName = 'sandbox' | 'fastspring';

/** What the browser needs to show the provider's checkout for a new subscription. */
export interface CheckoutSession {
  provider: PaymentProviderName;
  sessionId: string;
  /** The embedded checkout page (sandbox), or null when the client's own script opens it (FastSpring). */
  checkoutUrl: string | null;
  expiresAt: Date;
  /** FastSpring: the storefront and the cart the Store Builder Library is given; null for the sandbox. */
  storefront: string | null;
  products: Array<{ path: string; quantity: number }>;
  tags: Record<string, string>;
}

export interface CheckoutRequest {
  tenantId: string;
  companyId: number;
  organizationName: string;
  buyerEmail: string;
  plan: SubscriptionPlan;
  at: Date;
}

/** An order as the provider keeps it. */
export interface ProviderOrder {
  id: string;
  reference: string;
  completed: boolean;
  completedAt: Date | null;
  tenantId: string | null;
  providerSubscriptionId: string | null;
  plan: SubscriptionPlan;
  currency: string;
  country: string | null;
  subtotalCents: number;
  taxPercent: number;
  taxCents: number;
  totalCents: number;
}

export type ProviderSubscriptionState = 'active' | 'overdue' | 'canceled' | 'deactivated';

/** A subscription as the provider keeps it (GET /payment/subscriptions/{id}). */
export interface ProviderSubscription {
  id: string;
  tenantId: string | null;
  state: ProviderSubscriptionState;
  plan: SubscriptionPlan;
  begin: Date;
  nextChargeDate: Date | null;
  canceledDate: Date | null;
  card: { brand: string; last4: string } | null;
}

export const PROVIDER_EVENT_TYPES = [
  'order.completed',
  'subscription.activated',
  'subscription.updated',
  'subscription.canceled',
  'subscription.uncanceled',
  'subscription.deactivated',
  'subscription.charge.completed',
  'subscription.charge.failed',
] as const;
export type ProviderEventType = (typeof PROVIDER_EVENT_TYPES)[number];

/** A verified webhook event, read into what billing acts on. */
export interface ProviderEvent {
  id: string;
  /** One of PROVIDER_EVENT_TYPES, or another type the provider sends (recorded and ignored). */
  type: string;
  created: Date;
  providerSubscriptionId: string | null;
  tenantId: string | null;
  orderId: string | null;
  /** The subscription's plan as the provider has it after the event, when the event carries it. */
  plan: SubscriptionPlan | null;
  /** A charge's amount in cents, when the event is a charge. */
  amountCents: number | null;
}

/**
 * The payment provider: a hosted checkout for the first payment, then the provider's REST API for the
 * subscription (estimate, update with proration, cancel, resume) and signed webhooks telling billing what
 * happened. The subscription state follows the provider's word (API answers and events), never the browser's.
 */
export abstract class PaymentProvider {
  abstract readonly name: PaymentProviderName;
  abstract openCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  abstract order(orderId: string): Promise<ProviderOrder | null>;
  abstract subscription(providerSubscriptionId: string): Promise<ProviderSubscription | null>;
  /** The proration of changing the subscription's plan into `proposed` at `at`. */
  abstract estimate(
    subscription: Subscription,
    proposed: SubscriptionPlan,
    at: Date,
  ): Promise<EstimatedSubscription>;
  /**
   * Changes the plan at the provider, charging the prorated amount on the card on file at once (0 for a
   * decrease). Throws BillingError('CARD_DECLINED') when the charge fails: nothing changes then.
   */
  abstract update(
    subscription: Subscription,
    proposed: SubscriptionPlan,
    at: Date,
  ): Promise<{ chargedCents: number }>;
  /** Cancels at the end of the period (the subscription stays until nextChargeDate). */
  abstract cancel(subscription: Subscription, at: Date): Promise<void>;
  abstract resume(subscription: Subscription, at: Date): Promise<void>;
  /** Verifies the signature over the raw body and reads the events; throws WEBHOOK_SIGNATURE_* otherwise. */
  abstract readWebhook(
    rawBody: Buffer,
    headers: Readonly<Record<string, string | string[] | undefined>>,
  ): ProviderEvent[];
}
