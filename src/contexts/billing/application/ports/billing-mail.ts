import type { BillingContact } from './billing-tenants.js';

/** Billing's notices to a tenant's administrators. */
export abstract class BillingMail {
  /** A charge failed: the subscription is overdue and keeps access until `graceEndsAt`. */
  abstract chargeFailed(
    to: BillingContact,
    notice: { organizationName: string; graceEndsAt: Date | null; amountDisplay: string | null },
  ): Promise<void>;

  /** The trial ends within 3 days (`trialEndsAt`): choose a plan to keep access. Sent once per subscription. */
  abstract trialEnding(
    to: BillingContact,
    notice: { organizationName: string; trialEndsAt: Date },
  ): Promise<void>;
}
