import { BillingError } from './billing-error.js';

export const TRIAL_DAYS = 14;
export const TRIAL_ENDING_NOTICE_DAYS = 3;
const DAY_MS = 86_400_000;

export type BillingInterval = 'monthly' | 'annual';
export type SubscriptionState = 'TRIAL' | 'ACTIVE' | 'CANCELING' | 'OVERDUE' | 'CANCELED';

interface Common {
  id: string;
  tenantId: string;
  productId: string;
  regionIds: number[];
  createdAt: Date;
}

/** A tenant's subscription: what it pays for (seats, regions) and where it stands. */
export class Subscription {
  id: string;
  tenantId: string;
  /** The bundle bought; annual products carry '-annual', trials '{product}-trial-bundle'. */
  productId: string;
  interval: BillingInterval;
  state: SubscriptionState;
  seatCount: number;
  regionIds: number[];
  /** End of a trial (the spec's expiredTime); null for paid subscriptions. */
  trialEndsAt: Date | null;
  nextChargeDate: Date | null;
  providerSubscriptionId: string | null;
  agreedTerms: boolean;
  createdAt: Date;
  updatedAt: Date;

  /** Use Subscription.trial() or Subscription.paid(). */
  constructor(input: Common & { interval: BillingInterval; state: SubscriptionState; seatCount: number }) {
    if (!Number.isInteger(input.seatCount) || input.seatCount < 0)
      throw new BillingError('INVALID_SEAT_COUNT');
    if (input.regionIds.length === 0) throw new BillingError('INVALID_REGION_COUNT');
    this.id = input.id;
    this.tenantId = input.tenantId;
    this.productId = input.productId;
    this.interval = input.interval;
    this.state = input.state;
    this.seatCount = input.seatCount;
    this.regionIds = [...new Set(input.regionIds)].sort((a, b) => a - b);
    this.trialEndsAt = null;
    this.nextChargeDate = null;
    this.providerSubscriptionId = null;
    this.agreedTerms = false;
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  static trial(input: Common & { seatCount?: number }): Subscription {
    const subscription = new Subscription({
      ...input,
      interval: 'monthly',
      state: 'TRIAL',
      seatCount: input.seatCount ?? 1,
    });
    subscription.trialEndsAt = new Date(input.createdAt.getTime() + TRIAL_DAYS * DAY_MS);
    return subscription;
  }

  static paid(
    input: Common & {
      interval: BillingInterval;
      seatCount: number;
      providerSubscriptionId: string;
      agreedTerms: boolean;
    },
  ): Subscription {
    const subscription = new Subscription({ ...input, state: 'ACTIVE' });
    subscription.providerSubscriptionId = input.providerSubscriptionId;
    subscription.agreedTerms = input.agreedTerms;
    subscription.nextChargeDate = addInterval(input.createdAt, input.interval);
    return subscription;
  }

  isTrialEndingAt(now: Date): boolean {
    return (
      this.state === 'TRIAL' &&
      this.trialEndsAt !== null &&
      now < this.trialEndsAt &&
      this.trialEndsAt.getTime() - now.getTime() <= TRIAL_ENDING_NOTICE_DAYS * DAY_MS
    );
  }

  /** The spec's 'subscription unavailable': trial expired, no seats, or paid time ran out. */
  isAvailableAt(now: Date): boolean {
    if (this.seatCount <= 0) return false;
    if (this.state === 'TRIAL') return this.trialEndsAt !== null && now < this.trialEndsAt;
    if (this.state === 'CANCELED') return false;
    return this.nextChargeDate === null || now < this.nextChargeDate;
  }
}

function addInterval(from: Date, interval: BillingInterval): Date {
  const next = new Date(from.getTime());
  if (interval === 'annual') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}
