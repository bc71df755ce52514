import type { BillingContact } from './billing-tenants.js';

/** What a payment receipt says (docs/billing.md, "Receipts"); amounts already formatted in USD. */
export interface PaymentReceipt {
  organizationName: string;
  paidAt: Date;
  /** The provider's order reference (the order id when it has none). */
  reference: string;
  /** The plan the payment was for: 'Ledgerscope Professional (Annual)', its seats and regions. */
  plan: { display: string; seatCount: number; regionCount: number };
  currency: string;
  /** Before tax; null when the provider told only the total. */
  subtotalDisplay: string | null;
  /** 'Tax (20%, GB)' and its amount; null without tax details. */
  tax: { label: string; amountDisplay: string } | null;
  totalDisplay: string;
  /** When the subscription is charged next, if it renews. */
  nextChargeDate: Date | null;
}

/** Billing's notices to a tenant's administrators. */
export abstract class BillingMail {
  /** A charge failed: the subscription is overdue and keeps access until `graceEndsAt`. */
  abstract chargeFailed(
    to: BillingContact,
    notice: { organizationName: string; graceEndsAt: Date | null; amountDisplay: string | null },
  ): Promise<void>;

  /** The provider took a payment (first order, a change's prorated charge, a renewal): the receipt. */
  abstract paymentReceipt(to: BillingContact, receipt: PaymentReceipt): Promise<void>;

  /** The trial ends within 3 days (`trialEndsAt`): choose a plan to keep access. Sent once per subscription. */
  abstract trialEnding(
    to: BillingContact,
    notice: { organizationName: string; trialEndsAt: Date },
  ): Promise<void>;
}
