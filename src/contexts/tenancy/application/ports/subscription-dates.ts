/** What the tenant grid shows of a self-service tenant's subscription. */
export interface SubscriptionDates {
  /** The subscription's end (trial end or next charge date), or null. */
  subscriptionEndDate: Date | null;
  /** When it was last paid, or null. */
  subscriptionPaymentDate: Date | null;
  /** The SSP subscription is no longer available (trial expired, canceled, lapsed). */
  expired: boolean;
  /** Seats the subscription pays for. */
  seatCount: number;
}

/** The billing side of a tenant, answered by the billing context (wired in src/app). */
export abstract class TenantSubscriptions {
  abstract of(tenantId: string): Promise<SubscriptionDates | null>;
  /**
   * A self-service tenant's subscription, opened at sign-up with the bundle chosen on /subscriptionPlans and
   * nothing bought yet: its users see no dashboard until a plan is bought or a trial started. Refuses a
   * bundle that is not offered (UNKNOWN_PRODUCT).
   */
  abstract open(tenantId: string, productId: string): Promise<void>;
}
