import { Injectable, Logger } from '@nestjs/common';
import { CATALOGUE } from '../domain/pricing/catalogue.config.js';
import { formatUsd } from '../domain/pricing/money.js';
import type { Subscription } from '../domain/subscription.js';
import { SubscriptionRepository } from '../domain/subscription.repository.js';
import { BillingMail, type PaymentReceipt } from './ports/billing-mail.js';
import { BillingTenants } from './ports/billing-tenants.js';
import { PaymentProvider, type ProviderOrder } from './ports/payment-provider.js';
import { displayOf } from './subscription-views.js';

/** A payment the provider reported: its order, when, and what it told of the amount. */
export interface ProviderPayment {
  orderId: string;
  at: Date;
  /** The order, when the caller has it; otherwise it is asked of the provider. */
  order?: ProviderOrder | null;
  /** The amount the event carried, used when the order cannot be read. */
  amountCents?: number | null;
}

/**
 * Records the payments of a subscription (the console's Last Payment) and mails each one's receipt to the
 * tenant's administrators, once per provider order. Called inside the transaction that holds the
 * subscription's lock, so the record and the receipt (a row of the mail outbox) commit together: the
 * checkout's answer and the provider's webhook for the same order send one receipt between them.
 */
@Injectable()
export class PaymentReceipts {
  private readonly logger = new Logger('PaymentReceipts');

  constructor(
    private readonly subscriptions: SubscriptionRepository,
    private readonly tenants: BillingTenants,
    private readonly provider: PaymentProvider,
    private readonly mail: BillingMail,
  ) {}

  /** True when the payment was new: recorded on the subscription (saved) and its receipt mailed. */
  async record(subscription: Subscription, payment: ProviderPayment): Promise<boolean> {
    if (!subscription.recordPayment(payment.orderId, payment.at)) return false;
    await this.subscriptions.save(subscription);
    const order = payment.order === undefined ? await this.orderOf(payment.orderId) : payment.order;
    const [tenant, administrators] = await Promise.all([
      this.tenants.tenant(subscription.tenantId),
      this.tenants.administrators(subscription.tenantId),
    ]);
    const receipt = receiptOf(subscription, payment, order, tenant?.organizationName ?? '');
    if (receipt === null) {
      this.logger.warn(`No amount known for order ${payment.orderId}: no receipt mailed.`);
      return true;
    }
    for (const administrator of administrators) await this.mail.paymentReceipt(administrator, receipt);
    return true;
  }

  private async orderOf(orderId: string): Promise<ProviderOrder | null> {
    try {
      return await this.provider.order(orderId);
    } catch (error) {
      // The event's amount still makes a receipt; the provider being away must not lose the payment.
      this.logger.warn(`Order ${orderId} could not be read: ${String(error)}`);
      return null;
    }
  }
}

/** The receipt of a payment: the order's lines when known, else the event's amount on the plan in force. */
export function receiptOf(
  subscription: Subscription,
  payment: ProviderPayment,
  order: ProviderOrder | null,
  organizationName: string,
): PaymentReceipt | null {
  const common = {
    organizationName,
    paidAt: payment.at,
    nextChargeDate: subscription.nextChargeDate,
  };
  if (order) {
    return {
      ...common,
      reference: order.reference || order.id,
      plan: {
        display: displayOf(order.plan.productId || subscription.productId),
        seatCount: order.plan.seatCount,
        regionCount: order.plan.regionIds.length,
      },
      currency: order.currency,
      subtotalDisplay: formatUsd(order.subtotalCents),
      tax: {
        label: `Tax (${order.taxPercent}%${order.country ? `, ${order.country}` : ''})`,
        amountDisplay: formatUsd(order.taxCents),
      },
      totalDisplay: formatUsd(order.totalCents),
    };
  }
  if (payment.amountCents === null || payment.amountCents === undefined) return null;
  return {
    ...common,
    reference: payment.orderId,
    plan: {
      display: displayOf(subscription.productId),
      seatCount: subscription.seatCount,
      regionCount: subscription.regionIds.length,
    },
    currency: CATALOGUE.currency,
    subtotalDisplay: null,
    tax: null,
    totalDisplay: formatUsd(payment.amountCents),
  };
}
