import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../api/api-client';
import type { Bundle, EstimatedSubscription, PlanChoice } from '../../../../api/billing-api';
import { aBundle, aCatalogue, aSubscription, aTrial } from './billing-test-support';
import { OrderForm, PLAN_UNCHANGED_TEXT, SEATS_REQUIRED_TEXT, type OrderFormApi } from './order-form';
import { SeatInput } from './seat-input';

function fakeApi(overrides: Partial<OrderFormApi> = {}) {
  const bundle = vi.fn((productId: string, seatCount: number, regionCount: number) =>
    Promise.resolve(aBundle({ pid: productId, seatCount, regionCount })),
  );
  const estimate = vi.fn((_plan: PlanChoice) => Promise.resolve(anEstimate()));
  const update = vi.fn((_plan: PlanChoice) =>
    Promise.resolve({
      subscription: aSubscription({ state: 'PAYMENT_COMPLETED' }),
      charged: 291.02,
      chargedDisplay: '$291.02',
    }),
  );
  const api = { bundle, estimate, update, ...overrides };
  return { api, bundle, estimate, update };
}

function anEstimate(): EstimatedSubscription {
  const plan = {
    product: 'ledgerscope-professional',
    display: 'Ledgerscope Professional (Monthly), 2 regions',
    quantity: 1,
    price: 340,
    discount: 27.2,
    proratedItemTotal: 635.69,
    subscriptionTotal: 938.4,
    priceDisplay: '$938.40',
    addons: [],
  };
  return {
    currentPlan: plan,
    proposedPlan: { ...plan, proratedItemTotal: 291.02, subscriptionTotal: 1368, priceDisplay: '$1,368.00' },
    remainingDays: 21,
    periodDays: 31,
  };
}

describe('SeatInput (spec section 4: 1-10, 10+ chooses 11 and becomes a number input)', () => {
  it('starts as a select and switches to a number input on 10+', () => {
    const input = new SeatInput(3);
    expect(input.mode).toBe('select');
    expect(input.selectValue).toBe('3');
    input.choose('10+');
    expect(input.mode).toBe('number');
    expect(input.seats).toBe(11);
    expect(input.selectValue).toBe('10+');
    input.type('4');
    expect(input.mode).toBe('number');
    expect(input.seats).toBe(4);
  });

  it('takes digits only; an empty field is 0 seats', () => {
    const input = new SeatInput(11);
    expect(input.mode).toBe('number');
    input.type('2a5-');
    expect(input.text).toBe('25');
    input.type('');
    expect(input.seats).toBe(0);
    input.type('007');
    expect(input.text).toBe('7');
    input.type('1234567');
    expect(input.text).toBe('12345');
  });

  it('ignores an invalid choice', () => {
    const input = new SeatInput(2);
    input.choose('0');
    input.choose('x');
    expect(input.seats).toBe(2);
  });
});

describe('OrderForm for a first purchase (trial)', () => {
  it('starts from the chosen bundle with the trial region preselected but not locked', () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial(), 'ledgerscope-professional-annual');
    expect(form.mode).toBe('purchase');
    expect(form.productId).toBe('ledgerscope-professional-annual');
    expect(form.interval).toBe('annual');
    expect(form.seats).toBe(1);
    expect(form.regionCount).toBe(1);
    expect(form.regionIds).toEqual([13]);
    form.toggleRegion(13);
    expect(form.regionIds).toEqual([]);
  });

  it('ignores a trial or unknown bundle in the query and takes the first plan', () => {
    const { api } = fakeApi();
    expect(
      new OrderForm(api, aCatalogue(), aTrial(), 'ledgerscope-professional-trial-bundle').productId,
    ).toBe('ledgerscope-professional');
    expect(new OrderForm(api, aCatalogue(), aTrial(), 'nope').productId).toBe('ledgerscope-professional');
  });

  it("needs exactly the bundle's region count", async () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial({ regionIds: [] }), null);
    form.setRegionCount(3);
    form.toggleRegion(1);
    expect(form.regionError).toBe('Please select 2 more region(s) in order to continue');
    expect(await form.continue()).toBe(false);
    expect(form.step).toBe('form');
    form.toggleRegion(3);
    form.toggleRegion(4);
    expect(form.canSelect(5)).toBe(false);
    form.toggleRegion(5);
    expect(form.regionIds).toEqual([1, 3, 4]);
    expect(form.regionError).toBeUndefined();
    form.setRegionCount(2);
    expect(form.regionIds).toEqual([1, 3]);
  });

  it('keeps the region count within 1 and the threshold', () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial(), null);
    form.setRegionCount(0);
    form.setRegionCount(21);
    expect(form.regionCount).toBe(1);
    expect(form.regionCountOptions).toHaveLength(20);
  });

  it('prices the choice, with the saved hint and the annual coupon', async () => {
    const { api, bundle } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial(), 'ledgerscope-professional-annual');
    form.chooseSeats(3);
    form.setRegionCount(2);
    form.toggleRegion(1);
    await form.loadPrice();
    expect(bundle).toHaveBeenLastCalledWith('ledgerscope-professional-annual', 3, 2, {
      notifyOnError: false,
    });
    expect(form.priced).toBe(true);
    expect(form.totalDisplay).toBe('$938.40');
    expect(form.totalCardDisplay).toBe('$938.4');
    expect(form.savedHint).toBe('Saved 8% (Seats x 3)');
    expect(form.couponText).toBe('ANNUAL-SUBSCRIPTION-DISCOUNT (20% off)');
    form.setInterval('monthly');
    await form.loadPrice();
    expect(form.couponText).toBeUndefined();
  });

  it('asks nothing for 0 seats and disables the order', async () => {
    const { api, bundle } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial(), null);
    form.chooseSeats('10+');
    form.typeSeats('');
    await form.loadPrice();
    expect(bundle).not.toHaveBeenCalled();
    expect(form.submitDisabled).toBe(true);
    expect(await form.continue()).toBe(false);
    expect(form.seatError).toBe(SEATS_REQUIRED_TEXT);
  });

  it('goes to the order preview with its lines (the seat addon not listed)', async () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial(), 'ledgerscope-professional-annual');
    form.chooseSeats(3);
    form.setRegionCount(2);
    form.toggleRegion(1);
    expect(await form.continue()).toBe(true);
    expect(form.step).toBe('preview');
    expect(form.previewLines.map((line) => line.label)).toEqual([
      'Plan',
      'Billing',
      'Seats',
      'Regions (2)',
      'Seat discount',
      'Coupon',
    ]);
    expect(form.previewLines[3]?.value).toBe('United States, Singapore');
    form.chooseSeats(4);
    expect(form.step).toBe('form');
  });

  it('shows a refused price instead of the preview', async () => {
    const { api } = fakeApi({
      bundle: () => Promise.reject(new ApiError(400, 'INVALID_SEAT_COUNT', 'Seats must be a whole number.')),
    });
    const form = new OrderForm(api, aCatalogue(), aTrial(), null);
    expect(await form.continue()).toBe(false);
    expect(form.submitError).toBe('Seats must be a whole number.');
  });

  it('starts with at least the active users as seats', () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aTrial({ activeUsers: 4 }), null);
    expect(form.seats).toBe(4);
    expect(form.seatsBelowUsers).toBeUndefined();
  });
});

describe('OrderForm for a paid plan (update)', () => {
  it('starts from the current plan with its regions locked', () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aSubscription(), null);
    expect(form.mode).toBe('update');
    expect(form.seats).toBe(5);
    expect(form.regionCount).toBe(3);
    expect(form.isPurchased(1)).toBe(true);
    form.toggleRegion(1);
    expect(form.regionIds).toEqual([1, 3, 9]);
    form.setRegions([3]);
    expect(form.regionIds).toEqual([1, 3, 9]);
    form.setRegionCount(2);
    expect(form.regionCount).toBe(3);
    expect(form.regionCountOptions.slice(0, 3).map((option) => option.disabled)).toEqual([true, true, false]);
  });

  it('says the plan is unchanged until something changes', async () => {
    const { api, estimate } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aSubscription(), null);
    expect(form.unchanged).toBe(true);
    expect(await form.continue()).toBe(false);
    expect(estimate).not.toHaveBeenCalled();
    expect(PLAN_UNCHANGED_TEXT).toContain('current plan');
    form.setRegionCount(4);
    form.toggleRegion(4);
    expect(form.unchanged).toBe(false);
  });

  it('asks to disable users when the seats go below the active users', () => {
    const { api } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aSubscription({ activeUsers: 5 }), null);
    form.chooseSeats(3);
    expect(form.seatsBelowUsers).toBe(
      'You have 5 active users. Please disable 2 user(s) before reducing your seats to 3.',
    );
    expect(form.usersToDisable).toBe(2);
    expect(form.valid).toBe(false);
    form.setActiveUsers(3);
    expect(form.seatsBelowUsers).toBeUndefined();
    expect(form.valid).toBe(true);
  });

  it('estimates the change, then updates the subscription', async () => {
    const { api, estimate, update } = fakeApi();
    const form = new OrderForm(api, aCatalogue(), aSubscription(), 'ledgerscope-professional');
    expect(form.productId).toBe('ledgerscope-professional');
    expect(await form.continue()).toBe(true);
    expect(estimate).toHaveBeenCalledWith(
      { productId: 'ledgerscope-professional', seatCount: 5, regionCount: 3, regionIds: [1, 3, 9] },
      { notifyOnError: false },
    );
    expect(form.estimate?.proposedPlan.proratedItemTotal).toBe(291.02);
    const answer = await form.submitUpdate();
    expect(update).toHaveBeenCalledTimes(1);
    expect(answer?.chargedDisplay).toBe('$291.02');
  });

  it('shows a declined card and changes nothing', async () => {
    const { api } = fakeApi({
      update: () => Promise.reject(new ApiError(402, 'CARD_DECLINED', 'Your card was declined.')),
    });
    const form = new OrderForm(api, aCatalogue(), aSubscription(), null);
    form.chooseSeats(6);
    await form.continue();
    expect(await form.submitUpdate()).toBeUndefined();
    expect(form.submitError).toBe('Your card was declined.');
    expect(form.submitting).toBe(false);
  });

  it('keeps only the latest price answer', async () => {
    let release: (bundle: Bundle) => void = () => undefined;
    const slow = new Promise<Bundle>((resolve) => {
      release = resolve;
    });
    const calls: number[] = [];
    const { api } = fakeApi({
      bundle: (_pid, seats) => {
        calls.push(seats);
        return calls.length === 1 ? slow : Promise.resolve(aBundle({ seatCount: seats, regionCount: 3 }));
      },
    });
    const form = new OrderForm(api, aCatalogue(), aSubscription(), 'ledgerscope-professional');
    const first = form.loadPrice();
    form.chooseSeats(7);
    await form.loadPrice();
    release(aBundle({ seatCount: 5, regionCount: 3 }));
    await first;
    expect(form.bundle?.seatCount).toBe(7);
  });
});
