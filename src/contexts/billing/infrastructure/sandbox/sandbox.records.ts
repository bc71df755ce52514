import type { ProviderSubscriptionState } from '../../application/ports/payment-provider.js';

/**
 * The sandbox provider's own books (it plays the payment provider, so it keeps what a provider keeps):
 * checkout sessions, subscriptions with the card on file, and orders (first payments, upgrades, renewals).
 */
export class SandboxCheckout {
  id!: string;
  tenantId!: string;
  productId!: string;
  seatCount!: number;
  regionIds!: number[];
  subtotalCents!: number;
  buyerEmail!: string;
  organizationName!: string;
  status!: 'OPEN' | 'COMPLETED';
  orderId!: string | null;
  expiresAt!: Date;
  createdAt!: Date;

  constructor(input: Omit<SandboxCheckout, 'status' | 'orderId'>) {
    Object.assign(this, input);
    this.status = 'OPEN';
    this.orderId = null;
  }
}

export type SandboxCardBehaviour = 'SUCCEEDS' | 'FAILS_LATER';

export class SandboxSubscription {
  id!: string;
  tenantId!: string;
  productId!: string;
  seatCount!: number;
  regionIds!: number[];
  state!: ProviderSubscriptionState;
  begin!: Date;
  nextChargeDate!: Date | null;
  canceledDate!: Date | null;
  country!: string;
  cardBrand!: string;
  cardLast4!: string;
  cardBehaviour!: SandboxCardBehaviour;
  createdAt!: Date;
  updatedAt!: Date;

  constructor(input: Omit<SandboxSubscription, 'canceledDate' | 'updatedAt'>) {
    Object.assign(this, input);
    this.canceledDate = null;
    this.updatedAt = input.createdAt;
  }
}

export type SandboxOrderKind = 'CHECKOUT' | 'UPDATE' | 'RENEWAL';

export class SandboxOrder {
  id!: string;
  reference!: string;
  kind!: SandboxOrderKind;
  tenantId!: string;
  subscriptionId!: string;
  productId!: string;
  seatCount!: number;
  regionIds!: number[];
  country!: string;
  subtotalCents!: number;
  taxPercent!: number;
  taxCents!: number;
  totalCents!: number;
  createdAt!: Date;

  constructor(input: SandboxOrder) {
    Object.assign(this, input);
  }
}
