import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Subscription } from '../../../api/billing-api';
import { callsTo, fetchRouting, jsonResponse, type RouteAnswer } from '../../../test-support/http';
import {
  button,
  click,
  enableActEnvironment,
  mountApp,
  unmountApp,
  waitFor,
} from '../../../test-support/mount-app';
import { aPrincipal } from '../../../test-support/principals';
import { aPersonList } from '../stores/persons-test-support';
import {
  aBundle,
  aCatalogue,
  aCheckoutSession,
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
      'POST /api/payment/checkout': jsonResponse(
        200,
        aCheckoutSession({
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
      ),
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

  it('opens the FastSpring popup through the Store Builder Library when FastSpring is the provider', async () => {
    const happy = window as unknown as {
      happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
      fastspring?: { builder: { push: (session: unknown) => void } };
    } & Record<string, unknown>;
    // happy-dom fetches and runs no script: the library's load is taken as done, its builder is a spy.
    happy.happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
    const push = vi.fn();
    happy.fastspring = { builder: { push } };
    try {
      const trial = aTrial({ agreedTerms: true, provider: 'fastspring' });
      const { fetchMock } = mount('/payment?bundle=ledgerscope-professional', trial, {
        'POST /api/payment/checkout': jsonResponse(200, {
          provider: 'fastspring',
          sessionId: 'fs-1',
          checkoutUrl: null,
          expiresAt: '2026-11-21T11:00:00.000Z',
          storefront: 'ledgerscope.test.onfastspring.com/popup-ledgerscope',
          products: [{ path: 'ledgerscope-professional', quantity: 1 }],
          tags: { tenantId: 't-7', regionIds: '13' },
          order: {
            productId: 'ledgerscope-professional',
            display: 'Ledgerscope Professional (Monthly)',
            seatCount: 1,
            regionCount: 1,
            regionIds: [13],
            currency: 'USD',
            subtotal: 250,
            subtotalDisplay: '$250.00',
            bundle: aBundle(),
          },
        }),
        'POST /api/payment/addSubscription': jsonResponse(200, {
          subscription: aSubscription({ state: 'PAID', provider: 'fastspring' }),
          order: anOrder({ id: 'FS-ORD-1' }),
        }),
      });
      await waitFor(() => text().includes('Your order'), 'the order form');
      click(button('Continue'));
      await waitFor(() => text().includes('Order preview'), 'the preview');
      click(button('Proceed to Payment'));
      await waitFor(() => document.getElementById('fsc-api') !== null, 'the Store Builder Library');
      const script = document.getElementById('fsc-api')!;
      expect(script.getAttribute('src')).toMatch(/^https:\/\/sbl\.onfastspring\.com\/sbl\//);
      expect(script.getAttribute('data-storefront')).toBe(
        'ledgerscope.test.onfastspring.com/popup-ledgerscope',
      );
      await waitFor(() => push.mock.calls.length > 0, 'the popup');
      expect(push).toHaveBeenCalledWith({
        reset: true,
        products: [{ path: 'ledgerscope-professional', quantity: 1 }],
        tags: { tenantId: 't-7', regionIds: '13' },
        checkout: true,
      });
      expect(document.querySelector('iframe')).toBeNull();
      await waitFor(() => text().includes('secure FastSpring checkout window'), 'the hint');

      act(() => {
        (happy[script.getAttribute('data-popup-closed')!] as (order: unknown) => void)({
          id: 'FS-ORD-1',
          reference: 'LED261121-1',
        });
      });
      await waitFor(() => text().includes('Order Confirmed'), 'the confirmation');
      expect(callsTo(fetchMock, 'POST /api/payment/addSubscription')[0]?.body).toEqual({
        orderId: 'FS-ORD-1',
      });
    } finally {
      happy.happyDOM.settings.handleDisabledFileLoadingAsSuccess = false;
      delete happy.fastspring;
      document.getElementById('fsc-api')?.remove();
    }
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
  it('shows the cancelled pop-up with Resume; the header hides the menu and offers Resume on its own', async () => {
    const { router } = mount('/manageUsers', aSubscription({ state: 'CANCELING' }));
    await waitFor(() => dialogText().includes('Subscription cancelled'), 'the pop-up');
    expect(dialogText()).toContain('keep access until 21 November 2027');
    expect(document.querySelector('button[aria-label="Subscription"]')).toBeNull();
    const resume = document.querySelector('header a[aria-label="Resume Subscription"]');
    expect(resume?.getAttribute('href')).toBe('/cancel-subscription');
    click(dialogButton('Resume Subscription'));
    await waitFor(() => router.state.location.pathname === '/cancel-subscription', '/cancel-subscription');
    // On the page that resumes, its own button does it: the header's link is gone.
    await waitFor(() => text().includes('Resume Subscription'), 'the page');
    expect(document.querySelector('header a[aria-label="Resume Subscription"]')).toBeNull();
  });

  it('has no Subscription menu when overdue', async () => {
    mount('/manageUsers', aSubscription({ state: 'OVERDUE', graceEndsAt: '2026-12-09T00:00:00.000Z' }));
    await waitFor(() => dialogText().includes('Payment overdue'), 'the pop-up');
    expect(document.querySelector('button[aria-label="Subscription"]')).toBeNull();
    expect(document.querySelector('header a[aria-label="Resume Subscription"]')).toBeNull();
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

describe('the subscription check of /dashboard, /report and /luca', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  const NO_BUNDLE = "You haven't subscribed to any bundle yet. Please update your subscription first.";
  const DASHBOARD_DATA_ROUTE = 'POST /api/dashboard/filter';
  const onManageUsers = (router: { state: { location: { pathname: string } } }) =>
    router.state.location.pathname === '/manageUsers';

  it('sends a tenant administrator whose subscription expired to /manageUsers, saying why, without asking the dashboard', async () => {
    const { router, fetchMock } = mount(
      '/dashboard',
      aSubscription({ state: 'EXPIRED', available: false, nextChargeDate: '2026-10-21T09:30:00.000Z' }),
    );
    await waitFor(() => onManageUsers(router), '/manageUsers');
    await waitFor(() => dialogText().includes(NO_BUNDLE), 'why Dashboard did not open');
    expect(text()).toContain('Your subscription has expired.');
    expect(callsTo(fetchMock, DASHBOARD_DATA_ROUTE)).toHaveLength(0);
    // Closed, it does not come back (the redirect's state is dropped).
    click(dialogButton('Close'));
    await waitFor(() => router.state.location.state === null, 'the state dropped');
    expect(onManageUsers(router)).toBe(true);
  });

  it('redirects an overdue subscription past its grace period, with the overdue pop-up in the past tense', async () => {
    const { router } = mount(
      '/dashboard',
      aSubscription({
        state: 'OVERDUE',
        available: false,
        overdueSince: '2026-10-01T00:00:00.000Z',
        graceEndsAt: '2026-10-15T00:00:00.000Z',
      }),
    );
    await waitFor(() => onManageUsers(router), '/manageUsers');
    await waitFor(() => dialogText().includes('Payment overdue'), 'the overdue pop-up');
    expect(dialogText()).toContain('Your access ended on 15 October 2026');
    expect(dialogText()).not.toContain(NO_BUNDLE);
  });

  it('redirects a subscription cancelled past its next charge date, with the cancelled pop-up', async () => {
    const { router } = mount(
      '/dashboard',
      aSubscription({ state: 'CANCELING', available: false, nextChargeDate: '2026-10-21T09:30:00.000Z' }),
    );
    await waitFor(() => onManageUsers(router), '/manageUsers');
    await waitFor(() => dialogText().includes('Subscription cancelled'), 'the cancelled pop-up');
    expect(dialogText()).toContain('ended on 21 October 2026');
    expect(dialogText()).not.toContain('Resume Subscription');
  });

  it('redirects a tenant that agreed to the terms but bought nothing, and from /report as well', async () => {
    const bought = aNewSubscription({ id: 'sub-1', agreedTerms: true });
    const { router } = mount('/report?reportValue=x', bought);
    await waitFor(() => onManageUsers(router), '/manageUsers');
    await waitFor(() => dialogText().includes(NO_BUNDLE), 'why');
  });

  it('redirects from /luca for a tenant administrator with Luca whose trial expired', async () => {
    const { router } = mount(
      '/luca',
      aTrial({ agreedTerms: true, available: false, expiredTime: '2026-10-01T00:00:00.000Z' }),
      {},
      { ...TENANT_ADMIN, lucaAccessible: true },
    );
    await waitFor(() => onManageUsers(router), '/manageUsers');
  });

  it('opens the dashboard for an available subscription, and for a tenant without any subscription record', async () => {
    const paid = mount('/dashboard', aSubscription());
    await waitFor(() => callsTo(paid.fetchMock, DASHBOARD_DATA_ROUTE).length > 0, 'the dashboard data');
    expect(paid.router.state.location.pathname).toBe('/dashboard');
    unmountApp();

    // Enterprise tenants (created by staff) have no record: their access dates govern, as on the server.
    const enterprise = mount('/dashboard', aNewSubscription());
    await waitFor(() => callsTo(enterprise.fetchMock, DASHBOARD_DATA_ROUTE).length > 0, 'the dashboard data');
    expect(enterprise.router.state.location.pathname).toBe('/dashboard');
  });

  it("offers the dashboard header's Subscription menu on a paid plan only: not on trial, canceling or overdue", async () => {
    const paid = mount('/dashboard', aSubscription());
    await waitFor(() => document.querySelector('button[aria-label="Subscription"]') !== null, 'the menu');
    unmountApp();
    for (const subscription of [
      aTrial({ agreedTerms: true }),
      aSubscription({ state: 'CANCELING' }),
      aSubscription({ state: 'OVERDUE', graceEndsAt: '2026-12-09T00:00:00.000Z' }),
    ]) {
      const shown = mount('/dashboard', subscription);
      await waitFor(() => callsTo(shown.fetchMock, DASHBOARD_DATA_ROUTE).length > 0, 'the dashboard data');
      await waitFor(() => callsTo(shown.fetchMock, SUBSCRIPTION_ROUTE).length > 0, 'the subscription');
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(document.querySelector('button[aria-label="Subscription"]'), subscription.state).toBeNull();
      expect(document.querySelector('header a[aria-label="Resume Subscription"]')).toBeNull();
      unmountApp();
    }
    expect(paid.router.state.location.pathname).toBe('/dashboard');
  });

  it('does not check the subscription of other users: the API decides', async () => {
    const user = aPrincipal({ uid: 'u-200', tenantId: 't-7', role: 'USER', isAgree: true });
    const { router, fetchMock } = mount('/dashboard', aSubscription({ available: false }), {}, user);
    await waitFor(() => callsTo(fetchMock, DASHBOARD_DATA_ROUTE).length > 0, 'the dashboard data');
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo(fetchMock, SUBSCRIPTION_ROUTE)).toHaveLength(0);
  });

  it('reads the subscription afresh on entering: a view that was unavailable but is paid now opens the dashboard', async () => {
    const { router, fetchMock } = mount('/manageUsers', [
      aSubscription({ state: 'EXPIRED', available: false }),
      aSubscription(),
    ]);
    await waitFor(() => text().includes('Your subscription has expired.'), '/manageUsers');
    await act(async () => {
      await router.navigate('/dashboard');
    });
    await waitFor(() => callsTo(fetchMock, DASHBOARD_DATA_ROUTE).length > 0, 'the dashboard data');
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});

describe('the tenant administrator header on a phone (390 px)', { timeout: PAGE_TEST_TIMEOUT_MS }, () => {
  /** A 390 px wide screen for MUI's media queries: `max-width` queries from 390 px up match. */
  function phoneScreen(): void {
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /max-width:\s*([\d.]+)px/.exec(query);
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      const matches = (max === null || 390 <= Number(max[1])) && (min === null || 390 >= Number(min[1]));
      return {
        matches,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      };
    });
  }
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const toolbar = () => document.querySelector<HTMLElement>('nav[aria-label="Tenant administration"]');
  const inToolbar = (label: string) => toolbar()?.querySelector(`[aria-label="${label}"]`) ?? null;

  it('shows the mark without the name, and moves the help items, the theme toggle and Logout into a More menu', async () => {
    phoneScreen();
    const { root } = mount('/manageUsers', aSubscription());
    await waitFor(() => inToolbar('Subscription') !== null, 'the header');
    expect(toolbar()?.querySelector('[aria-label="Ledgerscope home"]')?.textContent).toBe('');
    for (const label of ['Get Support', 'Contact', 'Toggle theme', 'Logout'])
      expect(inToolbar(label)).toBeNull();
    // Still there: Dashboard, Manage Users, the Subscription menu and the account button.
    for (const label of ['Dashboard', 'Manage Users', 'Subscription', 'Open account panel'])
      expect(inToolbar(label)).not.toBeNull();

    const more = inToolbar('More') as HTMLElement;
    click(more);
    const items = () => [...document.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent);
    expect(items()).toEqual(['Get Support', 'Contact', 'Switch to light theme', 'Logout']);
    const menuItem = (name: string) =>
      [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
        .filter((item) => item.textContent === name)
        .at(-1);
    click(menuItem('Switch to light theme')!);
    await waitFor(() => root.ui.themeMode === 'light', 'the light theme');

    // A command of the menu opens its dialog once the menu has closed.
    click(more);
    await waitFor(() => items().includes('Contact'), 'the menu');
    click(menuItem('Contact')!);
    await waitFor(() => dialogText().includes('Contact'), 'the contact dialog');
    click(dialogButton('Close'));

    click(more);
    await waitFor(() => items().includes('Logout'), 'the menu');
    const logout = [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')]
      .filter((item) => item.textContent === 'Logout')
      .at(-1);
    if (logout === undefined) throw new Error('no Logout item');
    click(logout);
    await waitFor(() => dialogText().includes('Log out'), 'the logout confirmation');
  });

  it('keeps the full header on a wide screen', async () => {
    mount('/manageUsers', aSubscription());
    await waitFor(() => inToolbar('Subscription') !== null, 'the header');
    expect(toolbar()?.querySelector('[aria-label="Ledgerscope home"]')?.textContent).toBe('Ledgerscope');
    expect(inToolbar('Toggle theme')).not.toBeNull();
    expect(inToolbar('Logout')).not.toBeNull();
    expect(inToolbar('More')).toBeNull();
  });
});
