import { Command } from '@nestjs/cqrs';
import type { BillingInterval } from '../../../domain/subscription.js';

export type StartSubscriptionInput =
  | { kind: 'trial'; tenantId: string; productId: string; regionIds: number[] }
  | {
      kind: 'paid';
      tenantId: string;
      productId: string;
      interval: BillingInterval;
      seatCount: number;
      regionIds: number[];
      providerSubscriptionId: string;
      agreedTerms: boolean;
    };

/** Starts a tenant's trial or paid subscription; answers its id. */
export class StartSubscription extends Command<string> {
  constructor(readonly input: StartSubscriptionInput) {
    super();
  }
}
