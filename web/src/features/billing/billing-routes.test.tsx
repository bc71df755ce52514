import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import type { Subscription } from '../../api/billing-api';
import { callsTo, fetchRouting, jsonResponse, type RouteAnswer } from '../../test-support/http';
import {
  button,
  click,
  enableActEnvironment,
  mountApp,
  unmountApp,
  waitFor,
} from '../../test-support/mount-app';
import { aPrincipal } from '../../test-support/principals';
import { aPersonList } from '../tenant-admin/stores/persons-test-support';
import {
  aBundle,
  aCatalogue,
  aNewSubscription,
  anOrder,
  aSubscription,
  aTrial,
} from './stores/billing-test-support';

beforeAll(enableActEnvironment);
afterEach(() => {
  unmountApp();
  localStorage.clear();
});

const TENANT_ADMIN = aPrincipal({
  uid: 'u-100',
  tenantId: 't-7',
  role: 'TENANT_ADMINISTRATOR',
  tenantAdministrator: true,
  displayName: 'Olivia Owner',
  email: 'owner@acme.test',
});
const SUBSCRIPTION_ROUTE = 'GET /api/payment/subscription/t-7';
const PAGE_TEST_TIMEOUT_MS = 20_000;

const text = () => document.body.textContent;

function bundleAnswer({ url }: { url: string }): Response {
  const query = new URL(url, 'http://localhost').searchParams;
  const pid = query.get('productId') ?? 'ledgerscope-professional';
  const seatCount = Number(query.get('seatCount'));
  const regionCount = Number(query.get('regionCount'));
  return jsonResponse(200, aBundle({ pid, seatCount, regionCount, priceTotal: 2400, savedHint: null }));
}

function mount(
  path: string,
  subscription: Subscription | Subscription[],
  routes: Record<string, RouteAnswer | RouteAnswer[]> = {},
  principal: ReturnType<typeof aPrincipal> | false = TENANT_ADMIN,
) {
  const answers = (Array.isArray(subscription) ? subscription : [subscription]).map((view) =>
    jsonResponse(200, view),
  );
  const fetchMock = fetchRouting({
    'GET /api/payment/plans': jsonResponse(200, aCatalogue()),
    'GET /api/payment/bundle': bundleAnswer,
    [SUBSCRIPTION_ROUTE]: answers,
    'GET /api/person/list-user-manage': jsonResponse(200, aPersonList()),
    ...routes,
  });
  return { fetchMock, ...mountApp(path, fetchMock, principal) };
}

function dialogText(): string {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')]
    .map((d) => d.textContent)
    .join(' ');
}

function dialogButton(name: string): HTMLElement {
  const found = [
    ...document.querySelectorAll<HTMLElement>('[role="dialog"] button, [role="alertdialog"] button'),
  ].find((candidate) => candidate.textContent.trim() === name);
  if (found === undefined) throw new Error(`no dialog button ${name}`);
  return found;
}

/** A toggle button by the start of its text ('Pay Annually' with its 'Best Value' chip). */
function toggle(label: string): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>('button')].find((candidate) =>
    candidate.textContent.startsWith(label),
  );
  if (found === undefined) throw new Error(`no toggle ${label}`);
  return found;
}

function checkbox(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent === label);
  const input = found?.querySelector('input');
  if (input === null || input === undefined) throw new Error(`no checkbox ${label}`);
  return input;
}

describe('/subscriptionPlans', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the plans to a visitor: trial card, toggle, Enterprise and the regional note; Get it now signs up', async () => {
    const { router } = mount('/subscriptionPlans', aTrial(), {}, false);
    await waitFor(() => text().includes('Pay Monthly') && text().includes('Get it now'), 'the plans');
    expect(text()).toContain('Choose your plan');
    expect(text()).toContain('Try a set of anonymized stocks for 14 days');
    expect(text()).toContain('Enterprise');
    expect(text()).toContain('Contact for quote');
    expect(text()).toContain('Additional prices apply for China, India, Japan, UK and US ex-OTC.');
    expect(text()).toContain('$250');
    click(toggle('Pay Annually'));
    expect(text()).toContain('20% discount on total price');
    expect(text()).toContain('$2,400');
    const getItNow = [...document.querySelectorAll<HTMLElement>('button')].filter(
      (candidate) => candidate.textContent === 'Get it now',
    );
    expect(getItNow).toHaveLength(2);
    click(getItNow[1]!);
    await waitFor(() => router.state.location.pathname === '/addCompany', 'the sign-up');
    expect(router.state.location.search).toBe('?bundle=ledgerscope-professional-annual');
  });

  it('asks a tenant administrator to confirm the change, then opens /payment?bundle=', async () => {
    const { router } = mount('/subscriptionPlans', aSubscription());
    await waitFor(() => text().includes('Get it now'), 'the plans');
    expect(text()).not.toContain('Try a set of anonymized stocks');
    click(toggle('Pay Annually'));
    click(button('Get it now'));
    await waitFor(() => dialogText().includes('Do you wish to change'), 'the confirmation');
    expect(dialogText()).toContain('Do you wish to change your subscription plan to Annual Plan?');
    click(dialogButton('Continue'));
    await waitFor(() => router.state.location.pathname === '/payment', '/payment');
    expect(router.state.location.search).toBe('?bundle=ledgerscope-professional-annual');
  });
});

describe('/payment', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the terms until agreed, then the order form, the preview, the checkout and Order Confirmed', async () => {
    const agreed = aTrial({ agreedTerms: true });
    let agreedYet = false;
    const { fetchMock } = mount('/payment?bundle=ledgerscope-professional-annual', aTrial(), {
      // The header's menu and the page read the subscription: not agreed until the terms are.
      [SUBSCRIPTION_ROUTE]: () => jsonResponse(200, agreedYet ? agreed : aTrial()),
      'POST /api/subscription-tnc': jsonResponse(200, {
        content: '<p>Billed in advance.</p>',
        updated: null,
      }),
      'POST /api/payment/agreeSubscriptionTerms': () => {
        agreedYet = true;
        return jsonResponse(200, agreed);
      },
      'POST /api/payment/checkout': jsonResponse(200, {
        provider: 'sandbox',
        sessionId: 's1',
        checkoutUrl: '/api/payment/sandbox/checkout/s1',
        expiresAt: '2026-11-21T11:00:00.000Z',
        storefront: null,
        products: [],
        tags: {},
        order: {
          productId: 'ledgerscope-professional-annual',
          display: 'Ledgerscope Professional (Annual)',
          seatCount: 1,
          regionCount: 1,
          regionIds: [13],
          currency: 'USD',
          subtotal: 2400,
          subtotalDisplay: '$2,400.00',
          bundle: aBundle(),
        },
      }),
      'POST /api/payment/addSubscription': jsonResponse(200, {
        subscription: aSubscription({ state: 'PAID' }),
        order: anOrder({
          productId: 'ledgerscope-professional-annual',
          subtotal: 2400,
          tax: 480,
          total: 2880,
          subtotalDisplay: '$2,400.00',
          taxDisplay: '$480.00',
          totalDisplay: '$2,880.00',
        }),
      }),
    });
    await waitFor(() => text().includes('Billed in advance.'), 'the terms');
    expect(text()).toContain('Subscription terms');
    const agree = button('Agree');
    await waitFor(() => !agree.hasAttribute('disabled'), 'Agree enabled');
    click(agree);
    await waitFor(() => text().includes('Your order'), 'the order form');
    expect(callsTo(fetchMock, 'POST /api/payment/agreeSubscriptionTerms')[0]?.body).toEqual({
      companyId: 12,
      agreedTerms: true,
    });
    expect(text()).toContain('Your free trial ends on 5 December 2026');
    await waitFor(() => text().includes('$2,400.00'), 'the price');
    click(button('Continue'));
    await waitFor(() => text().includes('Order preview'), 'the preview');
    expect(text()).toContain('Singapore');
    expect(text()).toContain('ANNUAL-SUBSCRIPTION-DISCOUNT (20% off)');
    click(button('Proceed to Payment'));
    await waitFor(() => document.querySelector('iframe') !== null, 'the checkout');
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe('/api/payment/sandbox/checkout/s1');
    expect(callsTo(fetchMock, 'POST /api/payment/checkout')[0]?.body).toEqual({
      productId: 'ledgerscope-professional-annual',
      seatCount: 1,
      regionCount: 1,
      regionIds: [13],
    });

    const post = (data: unknown) => {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
      });
    };
    post({
      source: 'ledgerscope-checkout',
      type: 'checkout.declined',
      sessionId: 's1',
      message: 'Your card was declined.',
    });
    await waitFor(() => dialogText().includes('Your card was declined.'), 'the decline');
    expect(callsTo(fetchMock, 'POST /api/payment/addSubscription')).toHaveLength(0);
    // Another origin is not the checkout.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: {
            source: 'ledgerscope-checkout',
            type: 'checkout.completed',
            sessionId: 's1',
            orderId: 'o1',
          },
          origin: 'https://evil.test',
        }),
      );
    });
    expect(callsTo(fetchMock, 'POST /api/payment/addSubscription')).toHaveLength(0);
    post({ source: 'ledgerscope-checkout', type: 'checkout.completed', sessionId: 's1', orderId: 'o1' });
    await waitFor(() => text().includes('Order Confirmed'), 'the confirmation');
    expect(callsTo(fetchMock, 'POST /api/payment/addSubscription')[0]?.body).toEqual({ orderId: 'o1' });
    expect(text()).toContain('Thank you for your order!');
    expect(text()).toContain('Tax (20%, GB)');
    expect(text()).toContain('$480.00');
    expect(text()).toContain('Total (USD)');
    expect(text()).toContain('$2,880.00');
    expect(text()).toContain('Your subscription is active.');
  });

  it('updates a paid plan after its estimate, with the success dialog and Continue', async () => {
    const { fetchMock, router } = mount('/payment?bundle=ledgerscope-professional', aSubscription(), {
      'POST /api/payment/estimateSubscription': jsonResponse(200, {
        data: {
          currentPlan: {
            product: 'ledgerscope-professional-annual',
            display: 'Ledgerscope Professional (Annual), 3 regions',
            quantity: 1,
            price: 380,
            discount: 0,
            proratedItemTotal: 635.69,
            subscriptionTotal: 12672,
            priceDisplay: '$12,672.00',
            addons: [],
          },
          proposedPlan: {
            product: 'ledgerscope-professional',
            display: 'Ledgerscope Professional (Monthly), 3 regions',
            quantity: 1,
            price: 380,
            discount: 0,
            proratedItemTotal: 0,
            subscriptionTotal: 1368,
            priceDisplay: '$1,368.00',
            addons: [],
          },
          remainingDays: 21,
          periodDays: 31,
        },
      }),
      'POST /api/payment/updateSubscription': jsonResponse(200, {
        subscription: aSubscription({ state: 'PAYMENT_COMPLETED' }),
        charged: 0,
        chargedDisplay: '$0.00',
      }),
    });
    await waitFor(() => text().includes('Your order'), 'the order form');
    expect(text()).toContain('Update Subscription');
    click(button('Update Subscription'));
    await waitFor(() => text().includes('Review your changes'), 'the estimate');
    expect(text()).toContain('Credit for unused time');
    expect(text()).toContain('$635.69');
    click(button('Confirm Update'));
    await waitFor(
      () => dialogText().includes('Your subscription has been updated successfully'),
      'the success',
    );
    expect(callsTo(fetchMock, 'POST /api/payment/updateSubscription')[0]?.body).toEqual({
      productId: 'ledgerscope-professional',
      seatCount: 5,
      regionCount: 3,
      regionIds: [1, 3, 9],
    });
    click(dialogButton('Continue'));
    await waitFor(() => router.state.location.pathname === '/manageUsers', '/manageUsers');
  });

  it('starts the trial when opened with the trial bundle by a tenant that bought nothing', async () => {
    const { fetchMock } = mount(
      '/payment?bundle=ledgerscope-professional-trial-bundle',
      aNewSubscription({ agreedTerms: true }),
      { 'POST /api/payment/startTrial': jsonResponse(200, aTrial({ agreedTerms: true })) },
    );
    await waitFor(() => text().includes('Your free trial has started'), 'the trial');
    expect(callsTo(fetchMock, 'POST /api/payment/startTrial')).toHaveLength(1);
    expect(text()).toContain('until 5 December 2026');
  });

  it('sends a trial user with a paid subscription id to /manageUsers', async () => {
    const { router } = mount(
      '/payment',
      aTrial({ agreedTerms: true, fastspringSubscriptionId: 'sbx_sub_9' }),
    );
    await waitFor(() => router.state.location.pathname === '/manageUsers', '/manageUsers');
  });
});

describe('/cancel-subscription', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('needs a reason, cancels with the reasons joined by ";" and says so', async () => {
    const canceling = aSubscription({ state: 'CANCELING', canceledAt: '2026-11-30T00:00:00.000Z' });
    const { fetchMock, router } = mount('/cancel-subscription', aSubscription(), {
      'POST /api/payment/cancelSubscription': jsonResponse(200, canceling),
    });
    await waitFor(() => text().includes('Why are you cancelling?'), 'the survey');
    expect(text()).toContain('$12,672.00 on 21 November 2027');
    click(button('Cancel Subscription'));
    await waitFor(() => text().includes('Please select at least one reason.'), 'the reason error');
    expect(callsTo(fetchMock, 'POST /api/payment/cancelSubscription')).toHaveLength(0);
    click(checkbox('It is too expensive'));
    click(checkbox('Other'));
    click(button('Cancel Subscription'));
    await waitFor(() => text().includes('Please tell us your other reason.'), 'the other error');
    const other = document.querySelector<HTMLTextAreaElement>('#cancel-other-reason');
    act(() => {
      Reflect.set(HTMLTextAreaElement.prototype, 'value', 'Budget freeze', other);
      other?.dispatchEvent(new Event('input', { bubbles: true }));
    });
    click(button('Cancel Subscription'));
    await waitFor(
      () => dialogText().includes('Your subscription has been updated successfully'),
      'the success',
    );
    expect(callsTo(fetchMock, 'POST /api/payment/cancelSubscription')[0]?.body).toEqual({
      cancellationReason: 'expensive;other',
      otherReason: 'Budget freeze',
    });
    click(dialogButton('Continue'));
    await waitFor(() => router.state.location.pathname === '/manageUsers', '/manageUsers');
  });

  it('resumes a canceling subscription', async () => {
    const { fetchMock } = mount('/cancel-subscription', aSubscription({ state: 'CANCELING' }), {
      'POST /api/payment/resumeSubscription': jsonResponse(200, aSubscription()),
    });
    await waitFor(() => text().includes('Resume it to keep your access'), 'the resume');
    click(button('Resume Subscription'));
    await waitFor(
      () => dialogText().includes('Your subscription has been updated successfully'),
      'the success',
    );
    expect(callsTo(fetchMock, 'POST /api/payment/resumeSubscription')).toHaveLength(1);
  });
});

describe('/manageUsers pop-ups and the Subscription menu', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  it('shows the cancelled pop-up with Resume, and the menu offers Resume', async () => {
    const { router } = mount('/manageUsers', aSubscription({ state: 'CANCELING' }));
    await waitFor(() => dialogText().includes('Subscription cancelled'), 'the pop-up');
    expect(dialogText()).toContain('keep access until 21 November 2027');
    click(dialogButton('Resume Subscription'));
    await waitFor(() => router.state.location.pathname === '/cancel-subscription', '/cancel-subscription');
  });

  it('shows the trial-ending pop-up with Buy More', async () => {
    mount('/manageUsers', aTrial({ trialEndingSoon: true }));
    await waitFor(() => dialogText().includes('Your trial is ending'), 'the pop-up');
    expect(dialogText()).toContain('Your free trial ends on 5 December 2026');
    expect(dialogButton('Buy More')).toBeDefined();
  });

  it('shows the overdue pop-up with the end of the grace period', async () => {
    mount(
      '/manageUsers',
      aSubscription({
        state: 'OVERDUE',
        overdueSince: '2026-11-25T00:00:00.000Z',
        graceEndsAt: '2026-12-09T00:00:00.000Z',
      }),
    );
    await waitFor(() => dialogText().includes('Payment overdue'), 'the pop-up');
    expect(dialogText()).toContain('9 December 2026');
  });

  it('offers the whole Subscription menu on a paid plan', async () => {
    const { router } = mount('/manageUsers', aSubscription());
    await waitFor(() => document.querySelector('button[aria-label="Subscription"]') !== null, 'the menu');
    click(button('Subscription'));
    const items = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items()).toEqual([
      'Upgrade Subscription Plan',
      'Update Subscription',
      'Subscription Details',
      'Cancel Subscription',
    ]);
    const cancel = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].at(-1);
    click(cancel!);
    await waitFor(() => router.state.location.pathname === '/cancel-subscription', '/cancel-subscription');
  });

  it('has no Subscription menu on trial', async () => {
    mount('/manageUsers', aTrial());
    await waitFor(() => text().includes('Free trial: your access'), 'the trial banner');
    expect(document.querySelector('button[aria-label="Subscription"]')).toBeNull();
  });
});
