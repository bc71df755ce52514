import { randomBytes } from 'node:crypto';
import { CATALOGUE } from '../../domain/pricing/catalogue.config.js';
import { percentOf } from '../../domain/pricing/money.js';
import { isAnnualPid, taxPercentOf } from '../../domain/pricing/pricing.js';
import type { SubscriptionPlan } from '../../domain/subscription.js';
import type { ProviderOrder, ProviderSubscription } from '../../application/ports/payment-provider.js';
import { fsOrder, fsSubscription, type FsOrder, type FsSubscription } from '../webhooks/fastspring-events.js';
import type { SandboxOrder, SandboxSubscription } from './sandbox.records.js';

/** Helpers over the sandbox's records: ids, taxes and the FastSpring shapes its events carry. */
export function sandboxId(prefix: 'sbx_sub' | 'sbx_ord'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function orderReference(at: Date): string {
  const day = at.toISOString().slice(2, 10).replaceAll('-', '');
  return `LS${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

export function intervalOfPid(productId: string) {
  return isAnnualPid(productId) ? ('annual' as const) : ('monthly' as const);
}

export function taxed(subtotalCents: number, country: string) {
  const taxPercent = taxPercentOf(country);
  const taxCents = percentOf(subtotalCents, taxPercent);
  return { taxPercent, taxCents, totalCents: subtotalCents + taxCents };
}

/** An ISO country code of two letters, else the default (US). */
export function countryOf(value: string | undefined): string {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : 'US';
}

export function planOfSubscription(subscription: SandboxSubscription): SubscriptionPlan {
  return {
    productId: subscription.productId,
    seatCount: subscription.seatCount,
    regionIds: [...subscription.regionIds],
  };
}

export function providerSubscription(subscription: SandboxSubscription): ProviderSubscription {
  return {
    id: subscription.id,
    tenantId: subscription.tenantId,
    state: subscription.state,
    plan: planOfSubscription(subscription),
    begin: subscription.begin,
    nextChargeDate: subscription.nextChargeDate,
    canceledDate: subscription.canceledDate,
    card: { brand: subscription.cardBrand, last4: subscription.cardLast4 },
  };
}

export function providerOrder(order: SandboxOrder): ProviderOrder {
  return {
    id: order.id,
    reference: order.reference,
    completed: true,
    completedAt: order.createdAt,
    tenantId: order.tenantId,
    providerSubscriptionId: order.subscriptionId,
    plan: { productId: order.productId, seatCount: order.seatCount, regionIds: [...order.regionIds] },
    currency: CATALOGUE.currency,
    country: order.country,
    subtotalCents: order.subtotalCents,
    taxPercent: order.taxPercent,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
  };
}

export function fsOfSubscription(subscription: SandboxSubscription): FsSubscription {
  return fsSubscription({
    id: subscription.id,
    tenantId: subscription.tenantId,
    plan: planOfSubscription(subscription),
    state: subscription.state,
    begin: subscription.begin,
    nextChargeDate: subscription.nextChargeDate,
    canceledDate: subscription.canceledDate,
    deactivationDate: subscription.state === 'deactivated' ? subscription.updatedAt : null,
  });
}

export function fsOfOrder(order: SandboxOrder): FsOrder {
  return fsOrder({
    id: order.id,
    reference: order.reference,
    tenantId: order.tenantId,
    subscriptionId: order.subscriptionId,
    plan: { productId: order.productId, seatCount: order.seatCount, regionIds: [...order.regionIds] },
    country: order.country,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    completedAt: order.createdAt,
  });
}
