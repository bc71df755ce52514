import { BillingError } from './billing-error.js';
import { CATALOGUE, type BillingInterval } from './pricing/catalogue.config.js';
import {
  estimate,
  isAnnualPid,
  productOf,
  trialPidOf,
  type EstimatedSubscription,
  type PlanChoice,
} from './pricing/pricing.js';
import {
  assertRegionSelection,
  assertSeatsCover,
  cancellationOf,
  normaliseRegionIds,
} from './subscription-rules.js';

export type { BillingInterval };

const DAY_MS = 86_400_000;

/**
 * The spec's subscription states (section 4: new, trial, paid, modifying, payment completed, canceling,
 * overdue) and the expired. docs/billing.md draws the machine.
 */
export const SUBSCRIPTION_STATES = [
  'NEW',
  'TRIAL',
  'PAID',
  'MODIFYING',
  'PAYMENT_COMPLETED',
  'CANCELING',
  'OVERDUE',
  'EXPIRED',
] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export type SubscriptionTransition =
  | 'startTrial'
  | 'subscribe'
  | 'modify'
  | 'discardModification'
  | 'completePayment'
  | 'activate'
  | 'cancel'
  | 'resume'
  | 'chargeSucceeded'
  | 'chargeFailed'
  | 'expire';

/** The machine: for every transition, the states it may leave from and the state each one reaches. */
export const SUBSCRIPTION_TRANSITIONS: Readonly<
  Record<SubscriptionTransition, Readonly<Partial<Record<SubscriptionState, SubscriptionState>>>>
> = {
  startTrial: { NEW: 'TRIAL' },
  subscribe: { NEW: 'PAYMENT_COMPLETED', TRIAL: 'PAYMENT_COMPLETED', EXPIRED: 'PAYMENT_COMPLETED' },
  modify: { PAID: 'MODIFYING', MODIFYING: 'MODIFYING' },
  discardModification: { MODIFYING: 'PAID' },
  completePayment: { MODIFYING: 'PAYMENT_COMPLETED' },
  activate: { PAYMENT_COMPLETED: 'PAID' },
  cancel: { PAID: 'CANCELING' },
  resume: { CANCELING: 'PAID' },
  chargeSucceeded: { PAID: 'PAID', MODIFYING: 'MODIFYING', OVERDUE: 'PAID' },
  chargeFailed: { PAID: 'OVERDUE', MODIFYING: 'OVERDUE', PAYMENT_COMPLETED: 'OVERDUE', OVERDUE: 'OVERDUE' },
  expire: { TRIAL: 'EXPIRED', PAID: 'EXPIRED', CANCELING: 'EXPIRED', OVERDUE: 'EXPIRED' },
};

/** A paid plan as the subscription keeps it: the bundle's pid, its seats and the regions chosen. */
export interface SubscriptionPlan {
  productId: string;
  seatCount: number;
  regionIds: number[];
}

/** A plan being bought: the bundle's region count is what the selection must match exactly. */
export interface PlanRequest extends SubscriptionPlan {
  regionCount: number;
}

interface Identity {
  id: string;
  tenantId: string;
  /** The bundle the tenant chose (sign-up's productId); a trial turns it into `{product}-trial-bundle`. */
  productId: string;
  createdAt: Date;
}

/** Adds a month or a year; a day the target month lacks becomes its last day (31 Jan + 1 month = 28 Feb). */
export function addInterval(from: Date, interval: BillingInterval): Date {
  const months = interval === 'annual' ? 12 : 1;
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const next = new Date(from.getTime());
  next.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return next;
}

function intervalOf(productId: string): BillingInterval {
  return isAnnualPid(productId) ? 'annual' : 'monthly';
}

/** A tenant's subscription: what it pays for (seats, regions), where it stands, and whether it grants access. */
export class Subscription {
  id: string;
  tenantId: string;
  /** The bundle bought; annual products carry '-annual', trials '{product}-trial-bundle'. */
  productId: string;
  interval: BillingInterval;
  state: SubscriptionState;
  seatCount: number;
  regionIds: number[];
  /** End of a trial (the spec's expiredTime); null outside a trial. */
  trialEndsAt: Date | null;
  /** Start of the billing period that nextChargeDate ends (proration runs over it). */
  currentPeriodStart: Date | null;
  nextChargeDate: Date | null;
  providerSubscriptionId: string | null;
  agreedTerms: boolean;
  /** The plan being modified to, while MODIFYING. */
  pendingPlan: SubscriptionPlan | null;
  /** When the charge failed that made the subscription OVERDUE: the grace period counts from it. */
  overdueSince: Date | null;
  canceledAt: Date | null;
  /** The cancellation reasons joined by ';' (spec: Cancellation). */
  cancellationReason: string | null;
  cancellationOtherReason: string | null;
  /** When the trial-ending notice was mailed (once per subscription); null until then. */
  trialEndingNoticeSentAt: Date | null;
  /** When the provider last took money for this subscription (the console's Last Payment); null until then. */
  lastPaymentAt: Date | null;
  /** The provider's order of that payment: a payment is recorded (and its receipt mailed) once. */
  lastPaymentOrderId: string | null;
  createdAt: Date;
  updatedAt: Date;

  /** A NEW subscription: nothing bought yet, no seats, no regions. */
  constructor(input: Identity) {
    this.id = input.id;
    this.tenantId = input.tenantId;
    this.productId = input.productId;
    this.interval = intervalOf(input.productId);
    this.state = 'NEW';
    this.seatCount = 0;
    this.regionIds = [];
    this.trialEndsAt = null;
    this.currentPeriodStart = null;
    this.nextChargeDate = null;
    this.providerSubscriptionId = null;
    this.agreedTerms = false;
    this.pendingPlan = null;
    this.overdueSince = null;
    this.canceledAt = null;
    this.cancellationReason = null;
    this.cancellationOtherReason = null;
    this.trialEndingNoticeSentAt = null;
    this.lastPaymentAt = null;
    this.lastPaymentOrderId = null;
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  static create(input: Identity): Subscription {
    return new Subscription(input);
  }

  /** NEW then TRIAL at createdAt: one region picked at random from `regionIds`. */
  static trial(
    input: Identity & { regionIds: number[]; seatCount?: number; random?: () => number },
  ): Subscription {
    const subscription = new Subscription(input);
    subscription.startTrial({
      at: input.createdAt,
      regionIds: input.regionIds,
      random: input.random ?? Math.random,
      seatCount: input.seatCount,
    });
    return subscription;
  }

  /** NEW, subscribed and activated at createdAt: a paid subscription whose payment the provider confirmed. */
  static paid(
    input: Identity & {
      interval: BillingInterval;
      seatCount: number;
      regionIds: number[];
      providerSubscriptionId: string;
      agreedTerms: boolean;
      activeUsers?: number;
    },
  ): Subscription {
    if (intervalOf(input.productId) !== input.interval)
      throw new BillingError('INTERVAL_MISMATCH', `'${input.productId}' is not billed ${input.interval}.`, {
        productId: input.productId,
        interval: input.interval,
      });
    const subscription = new Subscription(input);
    if (input.agreedTerms) subscription.agreeTerms(input.createdAt);
    subscription.subscribe({
      at: input.createdAt,
      plan: {
        productId: input.productId,
        seatCount: input.seatCount,
        regionIds: input.regionIds,
        regionCount: new Set(input.regionIds).size,
      },
      providerSubscriptionId: input.providerSubscriptionId,
      activeUsers: input.activeUsers ?? 0,
    });
    subscription.activate(input.createdAt);
    // Its first payment (the order's id unknown here: the provider subscription stands for it).
    subscription.recordPayment(input.providerSubscriptionId, input.createdAt);
    return subscription;
  }

  /** The plan in force, as pricing takes it. */
  plan(): PlanChoice {
    return { pid: this.productId, seatCount: this.seatCount, regionCount: this.regionIds.length };
  }

  /** NEW -> TRIAL: 14 days, one seat, one region picked by `random` (a number in [0, 1)) from `regionIds`. */
  startTrial(input: { at: Date; regionIds: number[]; random: () => number; seatCount?: number }): void {
    const to = this.transition('startTrial');
    const seatCount = input.seatCount ?? CATALOGUE.trial.seatCount;
    if (!Number.isInteger(seatCount) || seatCount < 0)
      throw new BillingError('INVALID_SEAT_COUNT', 'The number of seats must be a whole number.', {
        seatCount,
      });
    const candidates = normaliseRegionIds(input.regionIds);
    if (candidates.length === 0)
      throw new BillingError('INVALID_REGION_COUNT', 'A trial needs a region to pick from.');
    const index = Math.min(
      candidates.length - 1,
      Math.max(0, Math.floor(input.random() * candidates.length)),
    );
    this.productId = trialPidOf(this.productId);
    this.interval = 'monthly';
    this.seatCount = seatCount;
    this.regionIds = [candidates[index]!];
    this.trialEndsAt = new Date(input.at.getTime() + CATALOGUE.trial.days * DAY_MS);
    this.moveTo(to, input.at);
  }

  /** The subscription terms (agreedTerms is false until accepted); no state change. */
  agreeTerms(at: Date): void {
    this.agreedTerms = true;
    this.updatedAt = at;
  }

  /**
   * NEW, TRIAL or EXPIRED -> PAYMENT_COMPLETED: the embedded checkout reported the first payment. The plan
   * applies at once and a new billing period starts; activate() follows when the provider confirms.
   */
  subscribe(input: {
    at: Date;
    plan: PlanRequest;
    providerSubscriptionId: string;
    activeUsers: number;
  }): void {
    const to = this.transition('subscribe');
    const plan = this.checkedSubscription(input.plan, input.activeUsers);
    this.apply(plan);
    this.startPeriod(input.at);
    this.providerSubscriptionId = input.providerSubscriptionId;
    this.trialEndsAt = null;
    this.overdueSince = null;
    this.clearCancellation();
    this.moveTo(to, input.at);
  }

  /**
   * PAID or MODIFYING -> MODIFYING: an upgrade (another bundle) or an update (seats, regions) is being
   * ordered. The current plan stays in force until completePayment(); purchased regions stay selected.
   */
  modify(input: { at: Date; plan: PlanRequest; activeUsers: number }): void {
    const to = this.transition('modify');
    this.pendingPlan = this.checkedModification(input.plan, input.activeUsers);
    this.moveTo(to, input.at);
  }

  /**
   * What subscribe() would apply, without changing anything: the transition is allowed, the terms are
   * agreed and the plan is valid (a checkout is opened only for a plan the subscription can take).
   */
  previewSubscription(plan: PlanRequest, activeUsers: number): SubscriptionPlan {
    this.transition('subscribe');
    return this.checkedSubscription(plan, activeUsers);
  }

  /** What modify() would keep as the pending plan, without changing anything (estimates use it). */
  previewModification(plan: PlanRequest, activeUsers: number): SubscriptionPlan {
    this.transition('modify');
    return this.checkedModification(plan, activeUsers);
  }

  /** MODIFYING -> PAID: the order was abandoned; nothing changes. */
  discardModification(at: Date): void {
    const to = this.transition('discardModification');
    this.pendingPlan = null;
    this.moveTo(to, at);
  }

  /**
   * MODIFYING -> PAYMENT_COMPLETED: the change was paid (a decrease is paid with 0). The pending plan applies;
   * a change of interval starts a new period at `at`, otherwise the period and nextChargeDate stay.
   */
  completePayment(at: Date): void {
    const to = this.transition('completePayment');
    const plan = this.pendingPlan;
    if (!plan) throw new BillingError('INVALID_TRANSITION', 'There is no modification to pay for.');
    const intervalChanged = intervalOf(plan.productId) !== this.interval;
    this.apply(plan);
    if (intervalChanged) this.startPeriod(at);
    this.pendingPlan = null;
    this.moveTo(to, at);
  }

  /** PAYMENT_COMPLETED -> PAID: the provider confirmed the payment. */
  activate(at: Date): void {
    this.moveTo(this.transition('activate'), at);
  }

  /** PAID -> CANCELING: access stays until nextChargeDate, resumable until then. */
  cancel(input: { at: Date; reasons: readonly string[]; otherReason?: string | null }): void {
    const to = this.transition('cancel');
    const cancellation = cancellationOf(input.reasons, input.otherReason);
    this.canceledAt = input.at;
    this.cancellationReason = cancellation.cancellationReason;
    this.cancellationOtherReason = cancellation.otherReason;
    this.moveTo(to, input.at);
  }

  /** CANCELING -> PAID, only before nextChargeDate. */
  resume(at: Date): void {
    const to = this.transition('resume');
    if (this.nextChargeDate === null || at >= this.nextChargeDate)
      throw new BillingError(
        'RESUME_PERIOD_ENDED',
        'The subscription ended on its next charge date and can no longer be resumed.',
        { nextChargeDate: this.nextChargeDate?.toISOString() ?? null },
      );
    this.clearCancellation();
    this.moveTo(to, at);
  }

  /**
   * A charge went through: PAID or OVERDUE -> PAID (MODIFYING stays MODIFYING). A charge at or after
   * nextChargeDate is the renewal: the period moves on by one interval.
   */
  chargeSucceeded(at: Date): void {
    const to = this.transition('chargeSucceeded');
    if (this.nextChargeDate !== null && at >= this.nextChargeDate) this.startPeriod(this.nextChargeDate);
    this.overdueSince = null;
    this.moveTo(to, at);
  }

  /**
   * A charge failed: -> OVERDUE, remembering when (a repeated failure keeps the first time). The tenant
   * administrator is told at once by the caller; access continues for the grace period.
   */
  chargeFailed(at: Date): void {
    const to = this.transition('chargeFailed');
    this.overdueSince ??= at;
    this.pendingPlan = null;
    this.moveTo(to, at);
  }

  /** TRIAL, PAID, CANCELING or OVERDUE -> EXPIRED, once the availability rule no longer grants access. */
  expire(at: Date, graceDays: number = CATALOGUE.gracePeriodDays): void {
    const to = this.transition('expire');
    if (this.isAvailable(at, graceDays))
      throw new BillingError('SUBSCRIPTION_STILL_AVAILABLE', 'The subscription has not ended yet.');
    this.pendingPlan = null;
    this.moveTo(to, at);
  }

  /**
   * Section 4: unavailable when the trial expired, there are no seats, it was canceled and nextChargeDate
   * has passed, or nextChargeDate has passed. An OVERDUE subscription keeps access for `graceDays` after
   * the failed charge (and at least until nextChargeDate).
   */
  isAvailable(now: Date, graceDays: number = CATALOGUE.gracePeriodDays): boolean {
    if (this.seatCount <= 0) return false;
    switch (this.state) {
      case 'NEW':
      case 'EXPIRED':
        return false;
      case 'TRIAL':
        return this.trialEndsAt !== null && now < this.trialEndsAt;
      case 'OVERDUE': {
        const graceEndsAt = this.graceEndsAt(graceDays);
        return (
          (graceEndsAt !== null && now < graceEndsAt) ||
          (this.nextChargeDate !== null && now < this.nextChargeDate)
        );
      }
      case 'PAID':
      case 'MODIFYING':
      case 'PAYMENT_COMPLETED':
      case 'CANCELING':
        return this.nextChargeDate !== null && now < this.nextChargeDate;
    }
  }

  /** isAvailable with the default grace period (the summary query's answer). */
  isAvailableAt(now: Date): boolean {
    return this.isAvailable(now);
  }

  /** The end of an OVERDUE subscription's grace period; null when nothing is overdue. */
  graceEndsAt(graceDays: number = CATALOGUE.gracePeriodDays): Date | null {
    return this.overdueSince ? new Date(this.overdueSince.getTime() + graceDays * DAY_MS) : null;
  }

  /** A trial that ends within the next 3 days (and has not ended). */
  trialEndingSoon(now: Date): boolean {
    return (
      this.state === 'TRIAL' &&
      this.trialEndsAt !== null &&
      now < this.trialEndsAt &&
      this.trialEndsAt.getTime() - now.getTime() <= CATALOGUE.trial.endingNoticeDays * DAY_MS
    );
  }

  /** A trial ending within 3 days whose administrators have not been mailed the trial-ending notice yet. */
  needsTrialEndingNotice(now: Date): boolean {
    return this.trialEndingSoon(now) && this.trialEndingNoticeSentAt === null;
  }

  /**
   * The trial-ending notice was mailed: it is not sent again for this subscription. Not a change of the
   * subscription itself, so `updatedAt` (which orders the provider's events) stays.
   */
  recordTrialEndingNotice(at: Date): void {
    if (!this.trialEndingSoon(at))
      throw new BillingError(
        'INVALID_TRANSITION',
        'Only a trial ending within 3 days is told it is ending.',
        {
          state: this.state,
        },
      );
    this.trialEndingNoticeSentAt ??= at;
  }

  /**
   * The provider took money for this subscription with order `orderId` at `at` (a first payment, an update's
   * prorated charge, a renewal): the console's Last Payment. True when this payment is new, so that its
   * receipt is mailed once; false for the order already recorded (the checkout's answer and its webhook, a
   * replay) and for a payment older than the one recorded (a late event). Not a change of the subscription
   * itself: `updatedAt` (which orders the provider's events) stays.
   */
  recordPayment(orderId: string, at: Date): boolean {
    if (orderId === '' || orderId === this.lastPaymentOrderId) return false;
    if (this.lastPaymentAt !== null && at < this.lastPaymentAt) return false;
    this.lastPaymentAt = at;
    this.lastPaymentOrderId = orderId;
    return true;
  }

  /** The estimate of changing the plan in force into `proposed` at `at`, within the current period. */
  estimateChange(proposed: PlanChoice, at: Date): EstimatedSubscription {
    if (this.currentPeriodStart === null || this.nextChargeDate === null)
      throw new BillingError('INVALID_PERIOD', 'Only a paid subscription has a period to prorate.');
    return estimate(this.plan(), proposed, at, this.currentPeriodStart, this.nextChargeDate);
  }

  private checkedSubscription(plan: PlanRequest, activeUsers: number): SubscriptionPlan {
    if (!this.agreedTerms)
      throw new BillingError('SUBSCRIPTION_TERMS_NOT_AGREED', 'Please accept the subscription terms first.');
    return validPlan(plan, activeUsers, []);
  }

  private checkedModification(plan: PlanRequest, activeUsers: number): SubscriptionPlan {
    const checked = validPlan(plan, activeUsers, this.regionIds);
    if (
      checked.productId === this.productId &&
      checked.seatCount === this.seatCount &&
      checked.regionIds.join() === this.regionIds.join()
    )
      throw new BillingError('PLAN_UNCHANGED', 'The proposed plan is the current plan.');
    return checked;
  }

  private transition(name: SubscriptionTransition): SubscriptionState {
    const to = SUBSCRIPTION_TRANSITIONS[name][this.state];
    if (!to)
      throw new BillingError('INVALID_TRANSITION', `Cannot ${name} a subscription that is ${this.state}.`, {
        transition: name,
        state: this.state,
      });
    return to;
  }

  private moveTo(state: SubscriptionState, at: Date): void {
    this.state = state;
    this.updatedAt = at;
  }

  private apply(plan: SubscriptionPlan): void {
    this.productId = plan.productId;
    this.interval = intervalOf(plan.productId);
    this.seatCount = plan.seatCount;
    this.regionIds = [...plan.regionIds];
  }

  private startPeriod(at: Date): void {
    this.currentPeriodStart = at;
    this.nextChargeDate = addInterval(at, this.interval);
  }

  private clearCancellation(): void {
    this.canceledAt = null;
    this.cancellationReason = null;
    this.cancellationOtherReason = null;
  }
}

/** A catalogue bundle, seats covering the active users, exactly the bundle's regions, purchased ones kept. */
function validPlan(plan: PlanRequest, activeUsers: number, purchased: readonly number[]): SubscriptionPlan {
  productOf(plan.productId);
  assertSeatsCover(activeUsers, plan.seatCount);
  const regionIds = assertRegionSelection(plan.regionCount, plan.regionIds, purchased);
  return { productId: plan.productId, seatCount: plan.seatCount, regionIds };
}
