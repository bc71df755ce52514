import { EntitySchema } from '@mikro-orm/core';
import { IntegerArrayType } from '../../../../shared/database/integer-array.type.js';
import { Subscription } from '../../domain/subscription.js';
import { SandboxCheckout, SandboxOrder, SandboxSubscription } from '../sandbox/sandbox.records.js';
import { PaymentEventRecord } from './payment-event.record.js';

export const SubscriptionSchema = new EntitySchema<Subscription>({
  class: Subscription,
  schema: 'billing',
  tableName: 'subscription',
  properties: {
    id: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid', unique: 'subscription_tenant_unique' },
    productId: { type: 'string', length: 128 },
    interval: { type: 'string', length: 16 },
    state: { type: 'string', length: 24 },
    seatCount: { type: 'integer' },
    regionIds: { type: IntegerArrayType },
    trialEndsAt: { type: 'datetime', nullable: true },
    nextChargeDate: { type: 'datetime', nullable: true },
    providerSubscriptionId: { type: 'string', length: 128, nullable: true },
    agreedTerms: { type: 'boolean', default: false },
    currentPeriodStart: { type: 'datetime', nullable: true },
    pendingPlan: { type: 'json', nullable: true },
    overdueSince: { type: 'datetime', nullable: true },
    canceledAt: { type: 'datetime', nullable: true },
    cancellationReason: { type: 'string', length: 255, nullable: true },
    cancellationOtherReason: { type: 'string', length: 500, nullable: true },
    trialEndingNoticeSentAt: { type: 'datetime', nullable: true },
    lastPaymentAt: { type: 'datetime', nullable: true },
    lastPaymentOrderId: { type: 'string', length: 128, nullable: true },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

/** Webhook events received, for idempotency (a replayed id) and ordering (a stale event). */
export const PaymentEventSchema = new EntitySchema<PaymentEventRecord>({
  class: PaymentEventRecord,
  schema: 'billing',
  tableName: 'payment_event',
  indexes: [{ name: 'payment_event_subscription_idx', properties: ['providerSubscriptionId', 'createdAt'] }],
  properties: {
    id: { type: 'string', length: 128, primary: true },
    type: { type: 'string', length: 64 },
    providerSubscriptionId: { type: 'string', length: 128, nullable: true },
    tenantId: { type: 'uuid', nullable: true },
    createdAt: { type: 'datetime' },
    receivedAt: { type: 'datetime' },
    outcome: { type: 'string', length: 16, nullable: true },
    note: { type: 'string', length: 500, nullable: true },
  },
});

/** The sandbox provider's checkout sessions. */
export const SandboxCheckoutSchema = new EntitySchema<SandboxCheckout>({
  class: SandboxCheckout,
  schema: 'billing',
  tableName: 'sandbox_checkout',
  properties: {
    id: { type: 'uuid', primary: true },
    tenantId: { type: 'uuid', index: 'sandbox_checkout_tenant_idx' },
    productId: { type: 'string', length: 128 },
    seatCount: { type: 'integer' },
    regionIds: { type: IntegerArrayType },
    subtotalCents: { type: 'integer' },
    buyerEmail: { type: 'string', length: 320 },
    organizationName: { type: 'string', length: 255 },
    status: { type: 'string', length: 16 },
    orderId: { type: 'string', length: 64, nullable: true },
    expiresAt: { type: 'datetime' },
    createdAt: { type: 'datetime' },
  },
});

/** The sandbox provider's subscriptions, with the card on file. */
export const SandboxSubscriptionSchema = new EntitySchema<SandboxSubscription>({
  class: SandboxSubscription,
  schema: 'billing',
  tableName: 'sandbox_subscription',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    tenantId: { type: 'uuid', index: 'sandbox_subscription_tenant_idx' },
    productId: { type: 'string', length: 128 },
    seatCount: { type: 'integer' },
    regionIds: { type: IntegerArrayType },
    state: { type: 'string', length: 16 },
    begin: { type: 'datetime' },
    nextChargeDate: { type: 'datetime', nullable: true, index: 'sandbox_subscription_due_idx' },
    canceledDate: { type: 'datetime', nullable: true },
    country: { type: 'string', length: 2 },
    cardBrand: { type: 'string', length: 16 },
    cardLast4: { type: 'string', length: 4 },
    cardBehaviour: { type: 'string', length: 16 },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
  },
});

/** The sandbox provider's orders: first payments, prorated upgrades and renewals. */
export const SandboxOrderSchema = new EntitySchema<SandboxOrder>({
  class: SandboxOrder,
  schema: 'billing',
  tableName: 'sandbox_order',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    reference: { type: 'string', length: 32, unique: 'sandbox_order_reference_unique' },
    kind: { type: 'string', length: 16 },
    tenantId: { type: 'uuid', index: 'sandbox_order_tenant_idx' },
    subscriptionId: { type: 'string', length: 64 },
    productId: { type: 'string', length: 128 },
    seatCount: { type: 'integer' },
    regionIds: { type: IntegerArrayType },
    country: { type: 'string', length: 2 },
    subtotalCents: { type: 'integer' },
    taxPercent: { type: 'integer' },
    taxCents: { type: 'integer' },
    totalCents: { type: 'integer' },
    createdAt: { type: 'datetime' },
  },
});

export const billingEntities = [
  SubscriptionSchema,
  PaymentEventSchema,
  SandboxCheckoutSchema,
  SandboxSubscriptionSchema,
  SandboxOrderSchema,
];
