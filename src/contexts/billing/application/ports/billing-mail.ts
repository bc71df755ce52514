import type { BillingContact } from './billing-tenants.js';

/** Billing's notices to a tenant's administrators. */
export abstract class BillingMail {
  /** A charge failed: the subscription is overdue and keeps access until `graceEndsAt`. */
  abstract chargeFailed(
    to: BillingContact,
    notice: { organizationName: string; graceEndsAt: Date | null; amountDisplay: string | null },
  ): Promise<void>;
}
