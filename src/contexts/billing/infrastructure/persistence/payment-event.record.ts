/** A provider webhook event as received (billing.payment_event): its id makes a replay a no-op. */
export class PaymentEventRecord {
  id!: string;
  type!: string;
  providerSubscriptionId!: string | null;
  tenantId!: string | null;
  /** The event's own time (the provider's `created`). */
  createdAt!: Date;
  receivedAt!: Date;
  /** PROCESSED or IGNORED once handled (in the same transaction as its effect). */
  outcome!: string | null;
  note!: string | null;
}
