import { Command } from '@nestjs/cqrs';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface WebhookOutcome {
  received: number;
  /** Event ids applied. */
  processed: string[];
  /** Event ids seen before: nothing changed. */
  duplicates: string[];
  /** Event ids recorded but not applied: stale (out of order), not for a known subscription, or not fitting its state. */
  ignored: string[];
}

/** A provider webhook: verified over the raw body, then each event applied once, in its own transaction. */
@CommitsStepByStep() // Each event of a webhook is applied in its own transaction, once.
export class ReceivePaymentWebhook extends Command<WebhookOutcome> {
  constructor(
    readonly rawBody: Buffer,
    readonly headers: Readonly<Record<string, string | string[] | undefined>>,
  ) {
    super();
  }
}
