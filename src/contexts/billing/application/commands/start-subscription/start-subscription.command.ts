import { Command } from '@nestjs/cqrs';
import type { BillingInterval } from '../../../domain/subscription.js';

export type StartSubscriptionInput =
  /** A self-service sign-up: the bundle chosen on /subscriptionPlans, nothing bought yet (NEW). */
  | { kind: 'new'; tenantId: string; productId: string }
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

/** Opens a tenant's subscription (new, trial or paid); answers its id. */
export class StartSubscription extends Command<string> {
  constructor(readonly input: StartSubscriptionInput) {
    super();
  }
}
