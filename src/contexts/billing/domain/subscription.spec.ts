import { billingErrorOf } from './billing-error.fixtures.js';
import {
  SUBSCRIPTION_STATES,
  SUBSCRIPTION_TRANSITIONS,
  Subscription,
  addInterval,
  type PlanRequest,
  type SubscriptionState,
  type SubscriptionTransition,
} from './subscription.js';

const DAY = 86_400_000;
const MONTHLY = 'ledgerscope-professional';
const ANNUAL = 'ledgerscope-professional-annual';
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const START = at('2026-11-01');

/** 3 seats, 2 regions, monthly: $938.40 a month. */
const PLAN: PlanRequest = { productId: MONTHLY, seatCount: 3, regionIds: [2, 1], regionCount: 2 };
const BIGGER: PlanRequest = { productId: MONTHLY, seatCount: 4, regionIds: [1, 2, 3], regionCount: 3 };
const BIGGEST: PlanRequest = { productId: ANNUAL, seatCount: 5, regionIds: [1, 2, 3, 4], regionCount: 4 };

function fresh(productId = MONTHLY): Subscription {
  return Subscription.create({ id: 's', tenantId: 't', productId, createdAt: START });
}

/** PAID since 1 Nov 2026: PLAN, next charge 1 Dec 2026. */
function paid(): Subscription {
  const subscription = fresh();
  subscription.agreeTerms(START);
  subscription.subscribe({ at: START, plan: PLAN, providerSubscriptionId: 'sub-1', activeUsers: 1 });
  subscription.activate(START);
  return subscription;
}

/** A subscription brought into `state` through the machine itself. */
function inState(state: SubscriptionState): Subscription {
  switch (state) {
    case 'NEW':
      return fresh();
    case 'TRIAL': {
      const subscription = fresh();
      subscription.startTrial({ at: START, regionIds: [1, 2, 3], random: () => 0 });
      return subscription;
    }
    case 'PAYMENT_COMPLETED': {
      const subscription = fresh();
      subscription.agreeTerms(START);
      subscription.subscribe({ at: START, plan: PLAN, providerSubscriptionId: 'sub-1', activeUsers: 1 });
      return subscription;
    }
    case 'PAID':
      return paid();
    case 'MODIFYING': {
      const subscription = paid();
      subscription.modify({ at: at('2026-11-10'), plan: BIGGER, activeUsers: 1 });
      return subscription;
    }
    case 'CANCELING': {
      const subscription = paid();
      subscription.cancel({ at: at('2026-11-10'), reasons: ['expensive'] });
      return subscription;
    }
    case 'OVERDUE': {
      const subscription = paid();
      subscription.chargeFailed(at('2026-12-01'));
      return subscription;
    }
    case 'EXPIRED': {
      const subscription = inState('TRIAL');
      subscription.expire(at('2026-11-15'));
      return subscription;
    }
  }
}

/** Every transition with arguments that are valid in the states it leaves from. */
const PERFORM: Record<SubscriptionTransition, (subscription: Subscription) => void> = {
  startTrial: (s) => s.startTrial({ at: START, regionIds: [1, 2, 3], random: () => 0.5 }),
  subscribe: (s) => {
    s.agreeTerms(at('2026-11-20'));
    s.subscribe({ at: at('2026-11-20'), plan: PLAN, providerSubscriptionId: 'sub-2', activeUsers: 1 });
  },
  modify: (s) => s.modify({ at: at('2026-11-20'), plan: BIGGEST, activeUsers: 1 }),
  discardModification: (s) => s.discardModification(at('2026-11-20')),
  completePayment: (s) => s.completePayment(at('2026-11-20')),
  activate: (s) => s.activate(at('2026-11-20')),
  cancel: (s) => s.cancel({ at: at('2026-11-20'), reasons: ['other'], otherReason: 'Budget' }),
  resume: (s) => s.resume(at('2026-11-20')),
  chargeSucceeded: (s) => s.chargeSucceeded(at('2026-12-01')),
  chargeFailed: (s) => s.chargeFailed(at('2026-12-01')),
  expire: (s) => s.expire(at('2027-01-01')),
};

const TRANSITIONS = Object.keys(SUBSCRIPTION_TRANSITIONS) as SubscriptionTransition[];

describe('Subscription state machine', () => {
  describe('the transition table', () => {
    const allowed = TRANSITIONS.flatMap((transition) =>
      Object.entries(SUBSCRIPTION_TRANSITIONS[transition]).map(([from, to]) => [transition, from, to]),
    );
    const refused = TRANSITIONS.flatMap((transition) =>
      SUBSCRIPTION_STATES.filter((state) => !(state in SUBSCRIPTION_TRANSITIONS[transition])).map((state) => [
        transition,
        state,
      ]),
    );

    it('brings every state into reach', () => {
      for (const state of SUBSCRIPTION_STATES) expect(inState(state).state).toBe(state);
      const reached = new Set(allowed.map(([, , to]) => to));
      expect(SUBSCRIPTION_STATES.filter((state) => state !== 'NEW' && !reached.has(state))).toEqual([]);
    });

    it.each(allowed)('%s: %s -> %s', (transition, from, to) => {
      const subscription = inState(from as SubscriptionState);
      PERFORM[transition as SubscriptionTransition](subscription);
      expect(subscription.state).toBe(to);
    });

    it.each(refused)('%s is refused from %s', (transition, from) => {
      const subscription = inState(from as SubscriptionState);
      const before = { ...subscription };
      const error = billingErrorOf(() => PERFORM[transition as SubscriptionTransition](subscription));
      expect(error.code).toBe('INVALID_TRANSITION');
      expect(error.details).toEqual({ transition, state: from });
      expect(error.message).toBe(`Cannot ${transition} a subscription that is ${from}.`);
      expect({ ...subscription, agreedTerms: before.agreedTerms, updatedAt: before.updatedAt }).toEqual(
        before,
      );
    });
  });

  describe('new', () => {
    it('has bought nothing: no seats, no regions, no access', () => {
      const subscription = fresh();
      expect(subscription).toMatchObject({ state: 'NEW', seatCount: 0, regionIds: [], interval: 'monthly' });
      expect(subscription.isAvailable(START)).toBe(false);
      expect(fresh(ANNUAL).interval).toBe('annual');
    });
  });

  describe('trial', () => {
    it('lasts 14 days with one seat and one region picked at random', () => {
      const subscription = fresh();
      subscription.startTrial({ at: START, regionIds: [30, 10, 20], random: () => 0.5 });
      expect(subscription).toMatchObject({
        state: 'TRIAL',
        productId: 'ledgerscope-professional-trial-bundle',
        seatCount: 1,
        regionIds: [20],
        trialEndsAt: at('2026-11-15'),
        nextChargeDate: null,
      });
    });

    it('picks with the injected random function, over the whole range', () => {
      const pick = (random: number) => {
        const subscription = fresh();
        subscription.startTrial({ at: START, regionIds: [3, 1, 2], random: () => random });
        return subscription.regionIds;
      };
      expect(pick(0)).toEqual([1]);
      expect(pick(0.34)).toEqual([2]);
      expect(pick(0.999)).toEqual([3]);
      expect(pick(1)).toEqual([3]);
    });

    it('warns within its last 3 days, then expires', () => {
      const trial = inState('TRIAL');
      expect(trial.trialEndingSoon(new Date(START.getTime() + 10 * DAY))).toBe(false);
      expect(trial.trialEndingSoon(new Date(START.getTime() + 11 * DAY - 1))).toBe(false);
      expect(trial.trialEndingSoon(new Date(START.getTime() + 11 * DAY))).toBe(true);
      expect(trial.trialEndingSoon(new Date(START.getTime() + 14 * DAY - 1))).toBe(true);
      expect(trial.trialEndingSoon(at('2026-11-15'))).toBe(false);
      expect(trial.isAvailable(new Date(START.getTime() + 14 * DAY - 1))).toBe(true);
      expect(trial.isAvailable(at('2026-11-15'))).toBe(false);
      expect(billingErrorOf(() => trial.expire(at('2026-11-14'))).code).toBe('SUBSCRIPTION_STILL_AVAILABLE');
      trial.expire(at('2026-11-15'));
      expect(trial.state).toBe('EXPIRED');
      expect(trial.isAvailable(at('2026-11-15'))).toBe(false);
    });

    it('is taken once: an expired trial can only be bought', () => {
      const expired = inState('EXPIRED');
      expect(billingErrorOf(() => PERFORM.startTrial(expired)).code).toBe('INVALID_TRANSITION');
      expect(inState('PAID').trialEndingSoon(START)).toBe(false);
    });

    it('keeps the Subscription.trial factory: 14 days from createdAt', () => {
      const trial = Subscription.trial({
        id: 's',
        tenantId: 't',
        productId: 'p-trial-bundle',
        regionIds: [5],
        createdAt: START,
      });
      expect(trial).toMatchObject({ state: 'TRIAL', productId: 'p-trial-bundle', regionIds: [5] });
      expect(trial.trialEndsAt).toEqual(at('2026-11-15'));
    });

    it('refuses an empty region list and negative seats', () => {
      const input = { id: 's', tenantId: 't', productId: 'p', createdAt: START };
      expect(billingErrorOf(() => Subscription.trial({ ...input, regionIds: [] })).code).toBe(
        'INVALID_REGION_COUNT',
      );
      expect(billingErrorOf(() => Subscription.trial({ ...input, regionIds: [1], seatCount: -1 })).code).toBe(
        'INVALID_SEAT_COUNT',
      );
    });

    it('is unavailable without seats', () => {
      const trial = Subscription.trial({
        id: 's',
        tenantId: 't',
        productId: MONTHLY,
        regionIds: [1],
        seatCount: 0,
        createdAt: START,
      });
      expect(trial.isAvailable(START)).toBe(false);
    });
  });

  describe('subscribe, payment completed, paid', () => {
    it('needs the subscription terms agreed', () => {
      const subscription = fresh();
      const error = billingErrorOf(() =>
        subscription.subscribe({ at: START, plan: PLAN, providerSubscriptionId: 'x', activeUsers: 0 }),
      );
      expect(error.code).toBe('SUBSCRIPTION_TERMS_NOT_AGREED');
      expect(subscription.state).toBe('NEW');
    });

    it('applies the plan on payment, starts a period and waits for the provider to activate', () => {
      const subscription = inState('PAYMENT_COMPLETED');
      expect(subscription).toMatchObject({
        state: 'PAYMENT_COMPLETED',
        productId: MONTHLY,
        seatCount: 3,
        regionIds: [1, 2],
        currentPeriodStart: START,
        nextChargeDate: at('2026-12-01'),
        providerSubscriptionId: 'sub-1',
        agreedTerms: true,
      });
      expect(subscription.isAvailable(START)).toBe(true);
      subscription.activate(at('2026-11-02'));
      expect(subscription.state).toBe('PAID');
      expect(subscription.updatedAt).toEqual(at('2026-11-02'));
    });

    it('turns a trial into a paid subscription with regions of its choosing', () => {
      const subscription = inState('TRIAL');
      subscription.agreeTerms(at('2026-11-10'));
      subscription.subscribe({
        at: at('2026-11-10'),
        plan: { productId: ANNUAL, seatCount: 2, regionIds: [7, 8], regionCount: 2 },
        providerSubscriptionId: 'sub-9',
        activeUsers: 2,
      });
      expect(subscription).toMatchObject({
        state: 'PAYMENT_COMPLETED',
        productId: ANNUAL,
        interval: 'annual',
        regionIds: [7, 8],
        trialEndsAt: null,
        nextChargeDate: at('2027-11-10'),
      });
    });

    it('buys again after expiry', () => {
      const subscription = inState('EXPIRED');
      PERFORM.subscribe(subscription);
      subscription.activate(at('2026-11-20'));
      expect(subscription.isAvailable(at('2026-12-19'))).toBe(true);
      expect(subscription.nextChargeDate).toEqual(at('2026-12-20'));
    });

    it("selects exactly the bundle's regions, with seats for the active users, of a catalogue product", () => {
      const buy = (plan: PlanRequest, activeUsers = 1) => {
        const subscription = fresh();
        subscription.agreeTerms(START);
        return billingErrorOf(() =>
          subscription.subscribe({ at: START, plan, providerSubscriptionId: 'x', activeUsers }),
        );
      };
      const incomplete = buy({ ...PLAN, regionIds: [1] });
      expect(incomplete.code).toBe('REGION_SELECTION_INCOMPLETE');
      expect(incomplete.message).toBe('Please select 1 more region(s) in order to continue');
      expect(buy({ ...PLAN, regionIds: [1, 2, 3] }).code).toBe('TOO_MANY_REGIONS');
      expect(buy(PLAN, 4).code).toBe('SEATS_BELOW_ACTIVE_USERS');
      expect(buy({ ...PLAN, seatCount: 0 }, 0).code).toBe('INVALID_SEAT_COUNT');
      expect(buy({ ...PLAN, productId: 'ledgerscope-professional-trial-bundle' }).code).toBe(
        'UNKNOWN_PRODUCT',
      );
    });

    it('keeps the Subscription.paid factory: PAID, regions sorted, charged again after a year', () => {
      const subscription = Subscription.paid({
        id: 's',
        tenantId: 't',
        productId: ANNUAL,
        interval: 'annual',
        seatCount: 5,
        regionIds: [3, 1, 2],
        providerSubscriptionId: 'sub-1',
        agreedTerms: true,
        createdAt: at('2026-11-21'),
      });
      expect(subscription.state).toBe('PAID');
      expect(subscription.regionIds).toEqual([1, 2, 3]);
      expect(subscription.nextChargeDate).toEqual(at('2027-11-21'));
      expect(subscription.isAvailableAt(at('2027-11-20'))).toBe(true);
      expect(subscription.isAvailableAt(at('2027-11-22'))).toBe(false);
    });

    it('refuses a paid factory whose interval does not match the pid, or without agreed terms', () => {
      const input = {
        id: 's',
        tenantId: 't',
        seatCount: 1,
        regionIds: [1],
        providerSubscriptionId: 'x',
        createdAt: START,
      };
      expect(
        billingErrorOf(() =>
          Subscription.paid({ ...input, productId: ANNUAL, interval: 'monthly', agreedTerms: true }),
        ).code,
      ).toBe('INTERVAL_MISMATCH');
      expect(
        billingErrorOf(() =>
          Subscription.paid({ ...input, productId: MONTHLY, interval: 'monthly', agreedTerms: false }),
        ).code,
      ).toBe('SUBSCRIPTION_TERMS_NOT_AGREED');
    });

    it('has access until nextChargeDate, and none after it without a renewal', () => {
      const subscription = paid();
      expect(subscription.isAvailable(new Date(at('2026-12-01').getTime() - 1))).toBe(true);
      expect(subscription.isAvailable(at('2026-12-01'))).toBe(false);
      expect(billingErrorOf(() => subscription.expire(at('2026-11-30'))).code).toBe(
        'SUBSCRIPTION_STILL_AVAILABLE',
      );
      subscription.expire(at('2026-12-02'));
      expect(subscription.state).toBe('EXPIRED');
    });
  });

  describe('modifying (upgrade and update)', () => {
    it('keeps the current plan in force until the change is paid', () => {
      const subscription = inState('MODIFYING');
      expect(subscription).toMatchObject({
        seatCount: 3,
        regionIds: [1, 2],
        pendingPlan: { productId: MONTHLY, seatCount: 4, regionIds: [1, 2, 3] },
      });
      expect(subscription.isAvailable(at('2026-11-30'))).toBe(true);
    });

    it('applies an update within the period on payment: nextChargeDate stays', () => {
      const subscription = inState('MODIFYING');
      subscription.completePayment(at('2026-11-16'));
      expect(subscription).toMatchObject({
        state: 'PAYMENT_COMPLETED',
        seatCount: 4,
        regionIds: [1, 2, 3],
        pendingPlan: null,
        currentPeriodStart: START,
        nextChargeDate: at('2026-12-01'),
      });
      subscription.activate(at('2026-11-16'));
      expect(subscription.state).toBe('PAID');
    });

    it('starts a new period on an upgrade to the annual interval', () => {
      const subscription = paid();
      subscription.modify({ at: at('2026-11-16'), plan: BIGGEST, activeUsers: 3 });
      subscription.completePayment(at('2026-11-16'));
      expect(subscription).toMatchObject({
        productId: ANNUAL,
        interval: 'annual',
        seatCount: 5,
        currentPeriodStart: at('2026-11-16'),
        nextChargeDate: at('2027-11-16'),
      });
    });

    it('can change the proposal again, or be abandoned without a change', () => {
      const subscription = inState('MODIFYING');
      subscription.modify({ at: at('2026-11-11'), plan: BIGGEST, activeUsers: 1 });
      expect(subscription.pendingPlan?.productId).toBe(ANNUAL);
      subscription.discardModification(at('2026-11-12'));
      expect(subscription).toMatchObject({
        state: 'PAID',
        pendingPlan: null,
        seatCount: 3,
        productId: MONTHLY,
      });
    });

    it('keeps purchased regions, seats for the active users, and refuses the same plan', () => {
      const subscription = paid();
      const modify = (plan: PlanRequest, activeUsers = 1) =>
        billingErrorOf(() => subscription.modify({ at: at('2026-11-10'), plan, activeUsers }));
      expect(modify({ productId: MONTHLY, seatCount: 3, regionIds: [1, 3], regionCount: 2 }).code).toBe(
        'PURCHASED_REGION_REQUIRED',
      );
      expect(modify({ ...PLAN, seatCount: 2 }, 3).code).toBe('SEATS_BELOW_ACTIVE_USERS');
      expect(modify({ ...BIGGER, regionIds: [1, 2] }).code).toBe('REGION_SELECTION_INCOMPLETE');
      expect(modify(PLAN).code).toBe('PLAN_UNCHANGED');
      expect(subscription.state).toBe('PAID');
    });

    it('allows a decrease (no refund) once users are disabled', () => {
      const subscription = paid();
      subscription.modify({ at: at('2026-11-10'), plan: { ...PLAN, seatCount: 1 }, activeUsers: 1 });
      const estimate = subscription.estimateChange(
        { pid: MONTHLY, seatCount: 1, regionCount: 2 },
        at('2026-11-16'),
      );
      expect(estimate.proposedPlan.proratedItemTotal).toBe(0);
      subscription.completePayment(at('2026-11-16'));
      expect(subscription.seatCount).toBe(1);
    });

    it('estimates a change over the current period', () => {
      const estimate = paid().estimateChange(
        { pid: MONTHLY, seatCount: 4, regionCount: 3 },
        at('2026-11-16'),
      );
      expect([estimate.remainingDays, estimate.periodDays]).toEqual([15, 30]);
      expect(estimate.currentPlan.subscriptionTotal).toBe(938.4);
      expect(estimate.proposedPlan.proratedItemTotal).toBe(214.8);
      const proposal = { pid: MONTHLY, seatCount: 1, regionCount: 1 };
      expect(billingErrorOf(() => inState('TRIAL').estimateChange(proposal, START)).code).toBe(
        'INVALID_PERIOD',
      );
    });
  });

  describe('canceling', () => {
    it('records the reasons and keeps access until nextChargeDate', () => {
      const subscription = inState('CANCELING');
      expect(subscription).toMatchObject({
        canceledAt: at('2026-11-10'),
        cancellationReason: 'expensive',
        cancellationOtherReason: null,
      });
      expect(subscription.isAvailable(at('2026-11-30'))).toBe(true);
      expect(subscription.isAvailable(at('2026-12-01'))).toBe(false);
    });

    it('needs a reason', () => {
      const subscription = paid();
      expect(billingErrorOf(() => subscription.cancel({ at: START, reasons: [] })).code).toBe(
        'CANCELLATION_REASON_REQUIRED',
      );
      expect(billingErrorOf(() => subscription.cancel({ at: START, reasons: ['other'] })).code).toBe(
        'OTHER_REASON_REQUIRED',
      );
      expect(subscription.state).toBe('PAID');
    });

    it('resumes until nextChargeDate', () => {
      const subscription = inState('CANCELING');
      subscription.resume(new Date(at('2026-12-01').getTime() - 1));
      expect(subscription).toMatchObject({
        state: 'PAID',
        canceledAt: null,
        cancellationReason: null,
        nextChargeDate: at('2026-12-01'),
      });
    });

    it('cannot be resumed from nextChargeDate on; it expires instead', () => {
      const subscription = inState('CANCELING');
      const error = billingErrorOf(() => subscription.resume(at('2026-12-01')));
      expect(error.code).toBe('RESUME_PERIOD_ENDED');
      expect(subscription.state).toBe('CANCELING');
      expect(billingErrorOf(() => subscription.expire(at('2026-11-30'))).code).toBe(
        'SUBSCRIPTION_STILL_AVAILABLE',
      );
      subscription.expire(at('2026-12-01'));
      expect(subscription.state).toBe('EXPIRED');
    });
  });

  describe('charges and overdue', () => {
    it('moves the period on when the renewal goes through', () => {
      const subscription = paid();
      subscription.chargeSucceeded(at('2026-12-01'));
      expect(subscription).toMatchObject({
        state: 'PAID',
        currentPeriodStart: at('2026-12-01'),
        nextChargeDate: at('2027-01-01'),
      });
      expect(subscription.isAvailable(at('2026-12-31'))).toBe(true);
    });

    it('keeps the period on a charge within it', () => {
      const subscription = paid();
      subscription.chargeSucceeded(at('2026-11-16'));
      expect(subscription.nextChargeDate).toEqual(at('2026-12-01'));
    });

    it('renews while a modification is being ordered, which stays pending', () => {
      const subscription = inState('MODIFYING');
      subscription.chargeSucceeded(at('2026-12-01'));
      expect(subscription).toMatchObject({ state: 'MODIFYING', nextChargeDate: at('2027-01-01') });
      expect(subscription.pendingPlan).not.toBeNull();
    });

    it('becomes overdue on a failed charge and keeps access for the grace period', () => {
      const subscription = inState('OVERDUE');
      expect(subscription.overdueSince).toEqual(at('2026-12-01'));
      expect(subscription.graceEndsAt()).toEqual(at('2026-12-15'));
      expect(subscription.isAvailable(new Date(at('2026-12-15').getTime() - 1))).toBe(true);
      expect(subscription.isAvailable(at('2026-12-15'))).toBe(false);
      // the grace period is a setting
      expect(subscription.graceEndsAt(7)).toEqual(at('2026-12-08'));
      expect(subscription.isAvailable(at('2026-12-08'), 7)).toBe(false);
      expect(subscription.isAvailable(at('2026-12-07'), 7)).toBe(true);
    });

    it('counts the grace period from the first failure', () => {
      const subscription = inState('OVERDUE');
      subscription.chargeFailed(at('2026-12-05'));
      expect(subscription.overdueSince).toEqual(at('2026-12-01'));
    });

    it('keeps the paid period when a mid-period payment fails', () => {
      const subscription = inState('PAYMENT_COMPLETED');
      subscription.chargeFailed(at('2026-11-02'));
      expect(subscription.state).toBe('OVERDUE');
      expect(subscription.isAvailable(at('2026-11-30'))).toBe(true);
      expect(subscription.isAvailable(at('2026-12-01'))).toBe(false);
    });

    it('drops a pending modification when a charge fails', () => {
      const subscription = inState('MODIFYING');
      subscription.chargeFailed(at('2026-12-01'));
      expect(subscription).toMatchObject({ state: 'OVERDUE', pendingPlan: null, seatCount: 3 });
    });

    it('is paid again when a retry goes through, for the period that failed', () => {
      const subscription = inState('OVERDUE');
      subscription.chargeSucceeded(at('2026-12-04'));
      expect(subscription).toMatchObject({
        state: 'PAID',
        overdueSince: null,
        currentPeriodStart: at('2026-12-01'),
        nextChargeDate: at('2027-01-01'),
      });
    });

    it('expires once the grace period is over', () => {
      const subscription = inState('OVERDUE');
      expect(billingErrorOf(() => subscription.expire(at('2026-12-14'))).code).toBe(
        'SUBSCRIPTION_STILL_AVAILABLE',
      );
      subscription.expire(at('2026-12-15'));
      expect(subscription.state).toBe('EXPIRED');
      expect(subscription.isAvailable(at('2026-12-15'))).toBe(false);
    });
  });

  describe('payments (Last Payment and receipts)', () => {
    it('records each provider order once, and never goes back to an older payment', () => {
      const subscription = paid();
      const updatedAt = subscription.updatedAt;
      expect(subscription.lastPaymentAt).toBeNull();
      expect(subscription.recordPayment('ord_1', START)).toBe(true);
      expect(subscription).toMatchObject({ lastPaymentAt: START, lastPaymentOrderId: 'ord_1' });
      // The checkout's answer and its webhook both report the first order: one payment, one receipt.
      expect(subscription.recordPayment('ord_1', START)).toBe(false);
      const renewal = at('2026-12-01');
      expect(subscription.recordPayment('ord_2', renewal)).toBe(true);
      // A late event about an older order changes nothing.
      expect(subscription.recordPayment('ord_0', at('2026-11-15'))).toBe(false);
      expect(subscription.recordPayment('', at('2026-12-02'))).toBe(false);
      expect(subscription).toMatchObject({ lastPaymentAt: renewal, lastPaymentOrderId: 'ord_2' });
      // Not a state change: the order of the provider's events stays.
      expect(subscription.updatedAt).toEqual(updatedAt);
    });
  });

  describe('addInterval', () => {
    it('adds a calendar month or year, ending on the last day of a shorter month', () => {
      expect(addInterval(at('2026-11-21'), 'monthly')).toEqual(at('2026-12-21'));
      expect(addInterval(at('2026-12-15'), 'monthly')).toEqual(at('2027-01-15'));
      expect(addInterval(at('2027-01-31'), 'monthly')).toEqual(at('2027-02-28'));
      expect(addInterval(at('2028-01-31'), 'monthly')).toEqual(at('2028-02-29'));
      expect(addInterval(at('2028-02-29'), 'annual')).toEqual(at('2029-02-28'));
      expect(addInterval(new Date('2026-11-21T13:45:00Z'), 'annual')).toEqual(
        new Date('2027-11-21T13:45:00Z'),
      );
    });
  });
});
