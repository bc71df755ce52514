import { Query } from '@nestjs/cqrs';
import type { SubscriptionState } from '../../../domain/subscription.js';

export interface SubscriptionSummary {
  tenantId: string;
  productId: string;
  state: SubscriptionState;
  seatCount: number;
  regionIds: number[];
  trialEndsAt: Date | null;
  nextChargeDate: Date | null;
  /** When the provider last took money for it (the console's Last Payment), or null. */
  lastPaymentAt: Date | null;
  available: boolean;
}

export class GetSubscriptionSummary extends Query<SubscriptionSummary | null> {
  constructor(readonly tenantId: string) {
    super();
  }
}
