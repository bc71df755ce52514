import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../../api/api-client';
import type { CheckoutSession } from '../../../../api/billing-api';
import { aCheckoutSession, anOrder, aSubscription } from './billing-test-support';
import { CheckoutStore, type CheckoutApi } from './checkout-store';
import {
  loadStoreBuilder,
  orderReferenceOf,
  STORE_BUILDER_CALLBACKS,
  STORE_BUILDER_LOAD_FAILED_TEXT,
  STORE_BUILDER_SCRIPT_ID,
  STORE_BUILDER_SRC,
  type FastSpringBuilder,
} from './fastspring-store-builder';

const STOREFRONT = 'ledgerscope.test.onfastspring.com/popup-ledgerscope';
const PLAN = { productId: 'ledgerscope-professional', seatCount: 3, regionCount: 2, regionIds: [1, 3] };

type TestWindow = Window & {
  fastspring?: { builder: FastSpringBuilder };
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
} & Record<string, unknown>;
const win = window as unknown as TestWindow;

/** happy-dom evaluates no script and fetches nothing: a disabled load counts as loaded (or failed). */
function scriptsLoad(succeed: boolean): void {
  win.happyDOM.settings.handleDisabledFileLoadingAsSuccess = succeed;
}

const script = () => document.getElementById(STORE_BUILDER_SCRIPT_ID);

function fastSpringSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return aCheckoutSession({
    provider: 'fastspring',
    sessionId: 'fs-1',
    checkoutUrl: null,
    storefront: STOREFRONT,
    products: [
      { path: 'ledgerscope-professional', quantity: 1 },
      { path: 'ledgerscope-extra-seat', quantity: 2 },
    ],
    tags: { tenantId: 't-7', regionIds: '1,3' },
    ...overrides,
  });
}

function checkoutStore(session: CheckoutSession = fastSpringSession()) {
  const checkout = vi.fn<CheckoutApi['checkout']>(() => Promise.resolve(session));
  const addSubscription = vi.fn<CheckoutApi['addSubscription']>(() =>
    Promise.resolve({ subscription: aSubscription({ state: 'PAYMENT_COMPLETED' }), order: anOrder() }),
  );
  const billing = {
    set: vi.fn(),
    pollUntilPaid: vi.fn(() => Promise.resolve('paid' as const)),
    stopPolling: vi.fn(),
  };
  const store = new CheckoutStore({ checkout, addSubscription }, billing, 'https://app.ledgerscope.test');
  return { store, checkout, addSubscription, billing };
}

/** Calls one of the global callbacks the script's data attributes name, as SBL would. */
function callback(attribute: string, ...args: unknown[]): void {
  const name = script()?.getAttribute(attribute);
  if (name === null || name === undefined) throw new Error(`no ${attribute}`);
  (win[name] as (...values: unknown[]) => void)(...args);
}

beforeEach(() => {
  scriptsLoad(true);
});
afterEach(() => {
  script()?.remove();
  delete win.fastspring;
  scriptsLoad(false);
});

describe('loadStoreBuilder', () => {
  it("adds FastSpring's script once, with the storefront and the callbacks, and resolves with the builder", async () => {
    const builder = { push: vi.fn() };
    win.fastspring = { builder };
    const handlers = { closed: vi.fn(), completed: vi.fn(), failed: vi.fn() };

    await expect(loadStoreBuilder(STOREFRONT, handlers)).resolves.toBe(builder);
    const element = script();
    expect(element?.tagName).toBe('SCRIPT');
    expect(element?.parentElement).toBe(document.head);
    expect(element?.getAttribute('src')).toBe(STORE_BUILDER_SRC);
    expect(STORE_BUILDER_SRC).toMatch(
      /^https:\/\/sbl\.onfastspring\.com\/sbl\/1\.0\.\d+\/fastspring-builder\.min\.js$/,
    );
    expect(element?.getAttribute('type')).toBe('text/javascript');
    expect(element?.getAttribute('data-storefront')).toBe(STOREFRONT);
    expect(element?.getAttribute('data-popup-closed')).toBe(STORE_BUILDER_CALLBACKS.popupClosed);
    expect(element?.getAttribute('data-popup-webhook-received')).toBe(
      STORE_BUILDER_CALLBACKS.webhookReceived,
    );
    expect(element?.getAttribute('data-data-callback')).toBe(STORE_BUILDER_CALLBACKS.data);
    expect(element?.getAttribute('data-error-callback')).toBe(STORE_BUILDER_CALLBACKS.error);
    for (const name of Object.values(STORE_BUILDER_CALLBACKS)) expect(typeof win[name]).toBe('function');

    // The callbacks reach the handlers: a completed order, a popup closed without one, an error.
    callback('data-popup-webhook-received', { id: 'FS-ORD-1', reference: 'LED261121-1' });
    expect(handlers.completed).toHaveBeenCalledWith({ id: 'FS-ORD-1', reference: 'LED261121-1' });
    callback('data-popup-closed', null);
    expect(handlers.closed).toHaveBeenCalledWith(undefined);
    callback('data-error-callback', 400, 'Unknown product');
    expect(handlers.failed).toHaveBeenCalledWith('Unknown product');

    // A second checkout reuses the loaded library: one script element.
    await expect(loadStoreBuilder(STOREFRONT, handlers)).resolves.toBe(builder);
    expect(document.querySelectorAll(`#${STORE_BUILDER_SCRIPT_ID}`)).toHaveLength(1);
  });

  it('fails when the script does not load, and takes it away for a later try', async () => {
    scriptsLoad(false);
    await expect(
      loadStoreBuilder(STOREFRONT, { closed: vi.fn(), completed: vi.fn(), failed: vi.fn() }),
    ).rejects.toThrow(STORE_BUILDER_LOAD_FAILED_TEXT);
    expect(script()).toBeNull();
  });

  it('reads an order reference, and none from an incomplete checkout', () => {
    expect(orderReferenceOf({ id: 'FS-1', reference: 'R-1' })).toEqual({ id: 'FS-1', reference: 'R-1' });
    expect(orderReferenceOf({ id: null, reference: null })).toBeUndefined();
    expect(orderReferenceOf(null)).toBeUndefined();
  });
});

describe('CheckoutStore with FastSpring', () => {
  it("loads the library and opens the popup with the session's cart; the completed order subscribes", async () => {
    const builder = { push: vi.fn() };
    win.fastspring = { builder };
    const { store, addSubscription, billing } = checkoutStore();

    await store.start(PLAN);
    expect(store.status).toBe('open');
    expect(store.external).toBe(true);
    // The app's own dialog (the sandbox's iframe) stays closed: FastSpring's popup is the checkout.
    expect(store.dialogOpen).toBe(false);
    expect(script()?.getAttribute('data-storefront')).toBe(STOREFRONT);
    expect(builder.push).toHaveBeenCalledWith({
      reset: true,
      products: [
        { path: 'ledgerscope-professional', quantity: 1 },
        { path: 'ledgerscope-extra-seat', quantity: 2 },
      ],
      tags: { tenantId: 't-7', regionIds: '1,3' },
      checkout: true,
    });

    callback('data-popup-closed', { id: 'FS-ORD-1', reference: 'LED261121-1' });
    // The same order again from the browser webhook changes nothing.
    callback('data-popup-webhook-received', { id: 'FS-ORD-1', reference: 'LED261121-1' });
    await vi.waitFor(() => {
      expect(store.status).toBe('confirmed');
    });
    expect(addSubscription).toHaveBeenCalledTimes(1);
    expect(addSubscription).toHaveBeenCalledWith('FS-ORD-1', { notifyOnError: false });
    expect(billing.pollUntilPaid).toHaveBeenCalledTimes(1);
  });

  it('buys nothing when the popup is closed without an order', async () => {
    win.fastspring = { builder: { push: vi.fn() } };
    const { store, addSubscription } = checkoutStore();
    await store.start(PLAN);
    callback('data-popup-closed', { id: null, reference: null });
    expect(store.status).toBe('idle');
    expect(addSubscription).not.toHaveBeenCalled();
  });

  it('says so when the library cannot be loaded or reports an error', async () => {
    scriptsLoad(false);
    const failing = checkoutStore();
    await failing.store.start(PLAN);
    expect(failing.store.status).toBe('error');
    expect(failing.store.error).toBe(STORE_BUILDER_LOAD_FAILED_TEXT);

    scriptsLoad(true);
    win.fastspring = { builder: { push: vi.fn() } };
    const { store } = checkoutStore();
    await store.start(PLAN);
    callback('data-error-callback', 'E1', 'The storefront is not available.');
    expect(store.status).toBe('error');
    expect(store.error).toBe('The storefront is not available.');
  });

  it('never loads FastSpring for the sandbox', async () => {
    const { store } = checkoutStore(
      fastSpringSession({
        provider: 'sandbox',
        checkoutUrl: '/api/payment/sandbox/checkout/s1',
        storefront: null,
        products: [],
        tags: {},
      }),
    );
    await store.start(PLAN);
    expect(store.status).toBe('open');
    expect(store.dialogOpen).toBe(true);
    expect(script()).toBeNull();
  });

  it('keeps a refused checkout as before', async () => {
    const { store, checkout } = checkoutStore();
    checkout.mockRejectedValueOnce(new ApiError(409, 'SUBSCRIPTION_TERMS_NOT_AGREED', 'Please accept.'));
    await store.start(PLAN);
    expect(store.status).toBe('error');
    expect(script()).toBeNull();
  });
});
