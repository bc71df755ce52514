/** A provider event as it was received, for idempotency and ordering. */
export interface ReceivedPaymentEvent {
  id: string;
  type: string;
  providerSubscriptionId: string | null;
  tenantId: string | null;
  created: Date;
}

export type PaymentEventOutcome = 'PROCESSED' | 'IGNORED';

/** The webhook events received, so a replayed event changes nothing and a stale one is recognised. */
export abstract class PaymentEventLog {
  /** Records the event; false when its id was recorded before (a replay). Inside the event's transaction. */
  abstract record(event: ReceivedPaymentEvent, receivedAt: Date): Promise<boolean>;
  /** Whether an event of one of `types` created after `created` was already applied to the subscription. */
  abstract newerApplied(
    providerSubscriptionId: string,
    types: readonly string[],
    created: Date,
  ): Promise<boolean>;
  abstract finish(id: string, outcome: PaymentEventOutcome, note: string | null): Promise<void>;
}
