import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../api/api-client';
import type { Subscription } from '../../../../api/billing-api';
import { memoryStorage } from '../../../../stores/key-value-storage';
import { aPerson, aPersonList, theAdmin } from '../../stores/persons-test-support';
import { BillingStore, PAYMENT_PROCESSING_TEXT, type BillingStoreApi } from './billing-store';
import {
  aCatalogue,
  aCheckoutSession,
  anOrder,
  aSubscription,
  aTrial,
  fakeClock,
} from './billing-test-support';
import { CancelForm, OTHER_REASON_TOO_LONG_TEXT } from './cancel-form';
import { CARD_DECLINED_TEXT, CheckoutStore, checkoutMessageOf, type CheckoutApi } from './checkout-store';
import { DisableUsersStore, type DisableUsersApi } from './disable-users-store';
import { CHOSEN_BUNDLE_STORAGE_KEY, PlansStore } from './plans-store';

const ORIGIN = 'https://app.ledgerscope.test';

function billingStore(answers: Subscription[], clock = fakeClock()) {
  const queue = [...answers];
  const subscription = vi.fn(() => {
    const next = queue.length > 1 ? queue.shift() : queue[0];
    return next === undefined ? Promise.reject(new ApiError(500, undefined, 'down')) : Promise.resolve(next);
  });
  const plans = vi.fn(() => Promise.resolve(aCatalogue()));
  const api = { subscription, plans } as unknown as BillingStoreApi;
  return { store: new BillingStore(api, 't-7', clock), subscription, plans, clock };
}

describe('BillingStore', () => {
  it('loads the subscription once for every component that asks', async () => {
    const { store, subscription } = billingStore([aSubscription()]);
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(subscription).toHaveBeenCalledTimes(1);
    expect(subscription).toHaveBeenCalledWith('t-7', { notifyOnError: false });
    expect(store.menu.cancel).toBe(true);
  });

  it('keeps a failure to show with Retry', async () => {
    const { store } = billingStore([]);
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe('down');
  });

  it('polls every second until PAID', async () => {
    const { store, subscription } = billingStore([
      aSubscription({ state: 'PAYMENT_COMPLETED' }),
      aSubscription({ state: 'PAYMENT_COMPLETED' }),
      aSubscription({ state: 'PAID' }),
    ]);
    await store.load();
    expect(await store.pollUntilPaid()).toBe('paid');
    expect(subscription).toHaveBeenCalledTimes(3);
    expect(store.polling).toBe(false);
  });

  it('gives up after 30 s with the processing text', async () => {
    const { store, subscription } = billingStore([aSubscription({ state: 'PAYMENT_COMPLETED' })]);
    await store.load();
    expect(await store.pollUntilPaid()).toBe('timeout');
    expect(subscription).toHaveBeenCalledTimes(31);
    expect(PAYMENT_PROCESSING_TEXT).toBe('Your payment is being processed. Refresh this page in a minute.');
  });

  it('shows each pop-up once per visit', async () => {
    const { store } = billingStore([aTrial({ trialEndingSoon: true })]);
    await store.load();
    expect(store.notice?.kind).toBe('trialEnding');
    store.dismissNotice();
    expect(store.notice).toBeUndefined();
    store.set(aSubscription({ state: 'CANCELING' }));
    expect(store.notice?.kind).toBe('cancelled');
  });

  it('loads the catalogue once', async () => {
    const { store, plans } = billingStore([aSubscription()]);
    await Promise.all([store.ensureCatalogue(), store.ensureCatalogue()]);
    expect(plans).toHaveBeenCalledTimes(1);
    expect(store.catalogue?.regions.length).toBeGreaterThan(0);
  });
});

describe('checkoutMessageOf', () => {
  it('accepts the checkout page of the own origin only', () => {
    const completed = {
      source: 'ledgerscope-checkout',
      type: 'checkout.completed',
      sessionId: 's1',
      orderId: 'o1',
    };
    expect(checkoutMessageOf(ORIGIN, completed, ORIGIN)).toEqual({
      type: 'checkout.completed',
      sessionId: 's1',
      orderId: 'o1',
    });
    expect(checkoutMessageOf('https://evil.test', completed, ORIGIN)).toBeUndefined();
    expect(checkoutMessageOf(ORIGIN, { ...completed, source: 'other' }, ORIGIN)).toBeUndefined();
    expect(checkoutMessageOf(ORIGIN, 'checkout.completed', ORIGIN)).toBeUndefined();
    expect(checkoutMessageOf(ORIGIN, { ...completed, orderId: '' }, ORIGIN)).toBeUndefined();
    expect(
      checkoutMessageOf(
        ORIGIN,
        { source: 'ledgerscope-checkout', type: 'checkout.declined', sessionId: 's1' },
        ORIGIN,
      ),
    ).toEqual({ type: 'checkout.declined', sessionId: 's1', message: CARD_DECLINED_TEXT });
  });
});

function checkoutStore(overrides: Partial<CheckoutApi> = {}) {
  const checkout = vi.fn(() => Promise.resolve(aCheckoutSession()));
  const addSubscription = vi.fn(() =>
    Promise.resolve({ subscription: aSubscription({ state: 'PAYMENT_COMPLETED' }), order: anOrder() }),
  );
  const api = { checkout, addSubscription, ...overrides };
  const billing = {
    set: vi.fn(),
    pollUntilPaid: vi.fn(() => Promise.resolve('paid' as const)),
    stopPolling: vi.fn(),
  };
  return { store: new CheckoutStore(api, billing, ORIGIN), checkout, addSubscription, billing };
}

const PLAN = { productId: 'ledgerscope-professional', seatCount: 3, regionCount: 2, regionIds: [1, 3] };
const message = (type: string, extra: Record<string, unknown> = {}) => ({
  source: 'ledgerscope-checkout',
  type,
  sessionId: 's1',
  ...extra,
});

describe('CheckoutStore', () => {
  it('opens the checkout, confirms the order and waits for PAID', async () => {
    const { store, checkout, addSubscription, billing } = checkoutStore();
    await store.start(PLAN);
    expect(checkout).toHaveBeenCalledWith(PLAN, { notifyOnError: false });
    expect(store.status).toBe('open');
    expect(store.checkoutUrl).toBe('/api/payment/sandbox/checkout/s1');
    expect(store.receive(ORIGIN, message('checkout.completed', { orderId: 'o1' }))).toBe(true);
    await vi.waitFor(() => {
      expect(store.activation).toBe('active');
    });
    expect(addSubscription).toHaveBeenCalledWith('o1', { notifyOnError: false });
    expect(store.status).toBe('confirmed');
    expect(store.order?.taxDisplay).toBe('$187.68');
    expect(store.order?.totalDisplay).toBe('$1,126.08');
    expect(billing.set).toHaveBeenCalledTimes(1);
    expect(billing.pollUntilPaid).toHaveBeenCalledTimes(1);
  });

  it('shows a declined card, keeps the checkout open and activates nothing', async () => {
    const { store, addSubscription, billing } = checkoutStore();
    await store.start(PLAN);
    store.receive(ORIGIN, message('checkout.declined', { message: 'Your card was declined.' }));
    expect(store.status).toBe('open');
    expect(store.declined).toBe('Your card was declined.');
    expect(addSubscription).not.toHaveBeenCalled();
    expect(billing.set).not.toHaveBeenCalled();
  });

  it('ignores other origins and sessions, and closes on the page Cancel', async () => {
    const { store, addSubscription } = checkoutStore();
    await store.start(PLAN);
    expect(store.receive('https://evil.test', message('checkout.completed', { orderId: 'o1' }))).toBe(false);
    expect(
      store.receive(ORIGIN, { ...message('checkout.completed', { orderId: 'o1' }), sessionId: 's2' }),
    ).toBe(false);
    expect(addSubscription).not.toHaveBeenCalled();
    store.receive(ORIGIN, message('checkout.closed'));
    expect(store.status).toBe('idle');
    expect(store.dialogOpen).toBe(false);
  });

  it('reports a still-processing payment after the poll gives up', async () => {
    const { store, billing } = checkoutStore();
    billing.pollUntilPaid.mockResolvedValueOnce('timeout' as never);
    await store.start(PLAN);
    await store.complete('o1');
    expect(store.activation).toBe('processing');
  });

  it('shows a refused checkout', async () => {
    const { store } = checkoutStore({
      checkout: () =>
        Promise.reject(
          new ApiError(
            400,
            'REGION_SELECTION_INCOMPLETE',
            'Please select 1 more region(s) in order to continue',
          ),
        ),
    });
    await store.start(PLAN);
    expect(store.status).toBe('error');
    expect(store.error).toBe('Please select 1 more region(s) in order to continue');
  });
});

describe('CancelForm (spec section 5: at least one reason; other needs text, max 500)', () => {
  function form() {
    const cancel = vi.fn(() => Promise.resolve(aSubscription({ state: 'CANCELING' })));
    const resume = vi.fn(() => Promise.resolve(aSubscription()));
    return { form: new CancelForm({ cancel, resume }), cancel, resume };
  }

  it('needs at least one reason', async () => {
    const { form: f, cancel } = form();
    expect(f.shownErrors).toEqual({});
    expect(await f.submit()).toBeUndefined();
    expect(f.shownErrors.reasons).toBe('Please select at least one reason.');
    expect(cancel).not.toHaveBeenCalled();
  });

  it("needs the other reason's text, at most 500 characters", async () => {
    const { form: f, cancel } = form();
    f.toggle('other');
    await f.submit();
    expect(f.shownErrors.otherReason).toBe('Please tell us your other reason.');
    f.setOtherReason('x'.repeat(501));
    expect(f.shownErrors.otherReason).toBe(OTHER_REASON_TOO_LONG_TEXT);
    f.setOtherReason('x'.repeat(500));
    expect(f.valid).toBe(true);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('sends the reasons joined by ";" in the survey order, the text only with other', async () => {
    const { form: f, cancel } = form();
    f.toggle('other');
    f.toggle('expensive');
    f.toggle('issues');
    f.toggle('issues');
    f.setOtherReason('  Budget freeze  ');
    const answer = await f.submit();
    expect(cancel).toHaveBeenCalledWith(
      { cancellationReason: 'expensive;other', otherReason: 'Budget freeze' },
      { notifyOnError: false },
    );
    expect(answer?.state).toBe('CANCELING');
    f.toggle('other');
    expect(f.request).toEqual({ cancellationReason: 'expensive' });
  });

  it('resumes, and shows a refusal', async () => {
    const { form: f, resume } = form();
    expect((await f.resume())?.state).toBe('PAID');
    resume.mockRejectedValueOnce(new ApiError(409, 'RESUME_PERIOD_ENDED', 'The period has ended.'));
    expect(await f.resume()).toBeUndefined();
    expect(f.submitError).toBe('The period has ended.');
  });
});

describe('DisableUsersStore (spec section 5: the list does not offer oneself; take 10)', () => {
  function store(required: number, count = 12) {
    const persons = [
      theAdmin(),
      aPerson({ uid: 'p-off', displayName: 'Already Off', disabled: true, status: 'Inactive' }),
      ...Array.from({ length: count }, (_unused, index) =>
        aPerson({ uid: `p-${index}`, displayName: `User ${index}`, email: `u${index}@acme.test` }),
      ),
    ];
    const listUserManage = vi.fn(() => Promise.resolve(aPersonList({ listUser: persons })));
    const batchStatus = vi.fn(() => Promise.resolve({ updated: required }));
    const api = { listUserManage, batchStatus } as unknown as DisableUsersApi;
    return { store: new DisableUsersStore(api, { uid: 'u-100', tenantId: 't-7' }, required), batchStatus };
  }

  it('lists the active users except the caller, 10 a page', async () => {
    const { store: s } = store(2);
    await s.load();
    expect(s.candidates.map((person) => person.uid)).not.toContain('u-100');
    expect(s.candidates.map((person) => person.uid)).not.toContain('p-off');
    expect(s.pageRows).toHaveLength(10);
    expect(s.pageCount).toBe(2);
    s.setPage(1);
    expect(s.pageRows).toHaveLength(2);
    s.setPage(5);
    expect(s.page).toBe(1);
  });

  it('never selects the caller and needs the required number', async () => {
    const { store: s, batchStatus } = store(2);
    await s.load();
    s.toggle('u-100');
    expect(s.selected).toEqual([]);
    s.toggle('p-1');
    expect(s.hint).toBe('Select 1 more user(s) to disable.');
    expect(s.canSubmit).toBe(false);
    expect(await s.submit()).toBe(false);
    s.toggle('p-2');
    expect(s.canSubmit).toBe(true);
    expect(await s.submit()).toBe(true);
    expect(batchStatus).toHaveBeenCalledWith(['p-1', 'p-2'], 't-7', true, { notifyOnError: false });
  });

  it('chooses every row of the page, then none', async () => {
    const { store: s } = store(1, 3);
    await s.load();
    s.toggleAll(s.pageRows);
    expect(s.selected).toEqual(['p-0', 'p-1', 'p-2']);
    s.toggleAll(s.pageRows);
    expect(s.selected).toEqual([]);
  });
});

describe('PlansStore', () => {
  async function plans(hasTenant: boolean, chosen?: string) {
    const storage = memoryStorage();
    if (chosen !== undefined) storage.setItem(CHOSEN_BUNDLE_STORAGE_KEY, JSON.stringify(chosen));
    const api = { plans: vi.fn(() => Promise.resolve(aCatalogue())) };
    const store = new PlansStore(api, storage, hasTenant);
    await store.load();
    return { store, storage };
  }

  it('shows the trial card only without a tenant and while the trial was not chosen', async () => {
    expect((await plans(false)).store.showTrial).toBe(true);
    expect((await plans(false)).store.trialText).toBe('Try a set of anonymized stocks for 14 days');
    expect((await plans(true)).store.showTrial).toBe(false);
    expect((await plans(false, 'ledgerscope-professional-trial-bundle')).store.showTrial).toBe(false);
  });

  it('toggles monthly and annual cards; annual is the Best Value with its note', async () => {
    const { store } = await plans(false);
    expect(store.card?.card).toBe('Pay Monthly');
    expect(store.priceOf(store.card!)).toBe('$250');
    expect(store.periodOf(store.card!)).toBe('per month');
    store.setInterval('annual');
    expect(store.card?.card).toBe('Pay Annually');
    expect(store.card?.bestValue).toBe(true);
    expect(store.card?.cardNote).toBe('20% discount on total price');
    expect(store.priceOf(store.card!)).toBe('$2,400');
    expect(store.bestValueInterval).toBe('annual');
  });

  it('sends a visitor without a tenant to the sign-up with the bundle, and remembers it', async () => {
    const { store, storage } = await plans(false);
    expect(store.getItNow('ledgerscope-professional-annual')).toEqual({
      kind: 'navigate',
      to: '/addCompany?bundle=ledgerscope-professional-annual',
    });
    expect(storage.getItem(CHOSEN_BUNDLE_STORAGE_KEY)).toBe('"ledgerscope-professional-annual"');
    expect(new PlansStore({ plans: vi.fn() }, storage, false).interval).toBe('annual');
  });

  it('asks a tenant to confirm the change, then goes to /payment?bundle=', async () => {
    const { store } = await plans(true);
    expect(store.getItNow('ledgerscope-professional-annual')).toEqual({
      kind: 'confirm',
      pid: 'ledgerscope-professional-annual',
      text: 'Do you wish to change your subscription plan to Annual Plan?',
    });
    expect(store.confirm('ledgerscope-professional-annual')).toBe(
      '/payment?bundle=ledgerscope-professional-annual',
    );
  });

  it('keeps a failure to show with Retry', async () => {
    const store = new PlansStore(
      { plans: vi.fn(() => Promise.reject(new ApiError(0, undefined, 'An unknown error has occurred'))) },
      memoryStorage(),
      false,
    );
    await store.load();
    expect(store.state).toEqual({ status: 'error', message: 'An unknown error has occurred' });
  });
});
