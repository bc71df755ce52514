import { describe, expect, it } from 'vitest';

import {
  aNewSubscription,
  aSubscription,
  aTrial,
} from '../../features/tenant-admin/billing/stores/billing-test-support';
import {
  billingNoticeOf,
  dashboardRefusalOf,
  hasMenuItems,
  isSubscribed,
  isTrialBundle,
  isTrialWithPaidId,
  offersResume,
  paymentStepOf,
  regionSelectionError,
  seatsBelowUsersText,
  subscriptionCheckRedirect,
  subscriptionMenuOf,
} from './subscription-rules';

const NOW = Date.parse('2026-12-01T10:00:00.000Z');

describe('subscriptionMenuOf (spec section 4, menu rules)', () => {
  it('offers the whole menu on a paid plan: upgrade, update, details and cancel', () => {
    const menu = subscriptionMenuOf(aSubscription(), NOW);
    expect(menu).toEqual({
      manage: true,
      upgrade: true,
      update: true,
      updateDisabled: false,
      details: true,
      cancel: true,
      resume: false,
      dashboardHidden: false,
    });
    expect(hasMenuItems(menu)).toBe(true);
  });

  it('hides the whole Subscription menu while canceling; Cancel becomes Resume, until nextChargeDate', () => {
    const canceling = aSubscription({ state: 'CANCELING' });
    const menu = subscriptionMenuOf(canceling, NOW);
    expect(menu).toMatchObject({
      manage: false,
      upgrade: false,
      update: false,
      details: false,
      cancel: false,
      resume: true,
    });
    expect(hasMenuItems(menu)).toBe(false);
    expect(hasMenuItems(menu, 'dashboard')).toBe(false);
    // Resume stands on its own in the tenant administrator header, not in the dashboard's.
    expect(offersResume(menu, 'tenant-admin')).toBe(true);
    expect(offersResume(menu, 'dashboard')).toBe(false);
    const late = Date.parse('2027-11-21T09:30:00.000Z');
    expect(subscriptionMenuOf(canceling, late).resume).toBe(false);
  });

  it('hides the whole Subscription menu on trial and when overdue, in both headers', () => {
    for (const subscription of [aTrial(), aSubscription({ state: 'OVERDUE' })]) {
      const menu = subscriptionMenuOf(subscription, NOW);
      expect(menu).toMatchObject({
        manage: false,
        upgrade: false,
        update: false,
        details: false,
        cancel: false,
        resume: false,
      });
      expect(hasMenuItems(menu)).toBe(false);
      expect(hasMenuItems(menu, 'dashboard')).toBe(false);
      expect(offersResume(menu, 'tenant-admin')).toBe(false);
    }
  });

  it('disables Update Subscription at 0 seats', () => {
    expect(subscriptionMenuOf(aSubscription({ seatCount: 0 }), NOW).updateDisabled).toBe(true);
  });

  it('hides Dashboard once the trial expired, also when recorded as EXPIRED', () => {
    expect(subscriptionMenuOf(aTrial(), NOW).dashboardHidden).toBe(false);
    const after = Date.parse('2026-12-05T09:30:00.000Z');
    expect(subscriptionMenuOf(aTrial(), after).dashboardHidden).toBe(true);
    expect(subscriptionMenuOf(aTrial({ state: 'EXPIRED' }), NOW).dashboardHidden).toBe(true);
    expect(subscriptionMenuOf(aSubscription({ state: 'EXPIRED' }), NOW).dashboardHidden).toBe(false);
  });

  it('offers Manage Subscription in the dashboard header on a paid plan only', () => {
    expect(hasMenuItems(subscriptionMenuOf(aSubscription(), NOW), 'dashboard')).toBe(true);
    expect(subscriptionMenuOf(aSubscription(), NOW).manage).toBe(true);
    expect(subscriptionMenuOf(aTrial(), NOW).manage).toBe(false);
    expect(subscriptionMenuOf(aSubscription({ state: 'CANCELING' }), NOW).manage).toBe(false);
    expect(subscriptionMenuOf(aSubscription({ state: 'OVERDUE' }), NOW).manage).toBe(false);
  });

  it('offers nothing before the subscription is known or anything bought', () => {
    expect(hasMenuItems(subscriptionMenuOf(undefined, NOW))).toBe(false);
    expect(hasMenuItems(subscriptionMenuOf(aNewSubscription(), NOW))).toBe(false);
  });
});

describe('the login and page rules', () => {
  it('counts a bought plan that gives access as subscribed, not a trial or a new tenant', () => {
    expect(isSubscribed(aSubscription())).toBe(true);
    expect(isSubscribed(aSubscription({ state: 'CANCELING' }))).toBe(true);
    expect(isSubscribed(aTrial())).toBe(false);
    expect(isSubscribed(aNewSubscription())).toBe(false);
    expect(isSubscribed(aSubscription({ state: 'EXPIRED', available: false }))).toBe(false);
    expect(isSubscribed(aSubscription({ state: 'OVERDUE', available: false }))).toBe(false);
  });

  it('refuses the Dashboard without an available subscription', () => {
    expect(dashboardRefusalOf(aSubscription())).toBeUndefined();
    expect(dashboardRefusalOf(aSubscription({ state: 'EXPIRED', available: false }))).toBe(
      "You haven't subscribed to any bundle yet. Please update your subscription first.",
    );
    // No subscription record: the tenant's access dates decide (enterprise tenants).
    expect(dashboardRefusalOf(aNewSubscription())).toBeUndefined();
  });

  it('knows the trial bundle and a trial with a paid id', () => {
    expect(isTrialBundle('ledgerscope-professional-trial-bundle')).toBe(true);
    expect(isTrialBundle('ledgerscope-professional-annual')).toBe(false);
    expect(isTrialWithPaidId(aTrial({ fastspringSubscriptionId: 'sbx_sub_9' }))).toBe(true);
    expect(isTrialWithPaidId(aTrial())).toBe(false);
  });

  it('chooses the /payment step from the state', () => {
    expect(paymentStepOf(aNewSubscription(), null)).toBe('terms');
    expect(paymentStepOf(aNewSubscription({ agreedTerms: true }), null)).toBe('order');
    expect(
      paymentStepOf(aNewSubscription({ agreedTerms: true }), 'ledgerscope-professional-trial-bundle'),
    ).toBe('startTrial');
    expect(paymentStepOf(aTrial(), null)).toBe('terms');
    expect(paymentStepOf(aTrial({ agreedTerms: true }), null)).toBe('order');
    expect(paymentStepOf(aTrial({ fastspringSubscriptionId: 'x' }), null)).toBe('redirect');
    expect(paymentStepOf(aSubscription(), null)).toBe('order');
    expect(paymentStepOf(aSubscription({ state: 'PAYMENT_COMPLETED' }), null)).toBe('processing');
    expect(paymentStepOf(aSubscription({ state: 'MODIFYING' }), null)).toBe('processing');
    expect(paymentStepOf(aSubscription({ state: 'CANCELING' }), null)).toBe('canceling');
    expect(paymentStepOf(aSubscription({ state: 'OVERDUE' }), null)).toBe('overdue');
    expect(paymentStepOf(aSubscription({ state: 'EXPIRED' }), null)).toBe('order');
  });
});

describe('the pop-ups of /manageUsers', () => {
  it('tells a canceling tenant until when it has access, with Resume while it can', () => {
    const notice = billingNoticeOf(aSubscription({ state: 'CANCELING' }), NOW);
    expect(notice?.kind).toBe('cancelled');
    expect(notice?.text).toContain('21 November 2027');
    expect(notice?.action).toEqual({ label: 'Resume Subscription', to: '/cancel-subscription' });
  });

  it('tells a trial ending within 3 days its end, with Buy More', () => {
    expect(billingNoticeOf(aTrial(), NOW)).toBeUndefined();
    const notice = billingNoticeOf(aTrial({ trialEndingSoon: true }), NOW);
    expect(notice).toMatchObject({
      kind: 'trialEnding',
      action: { label: 'Buy More', to: '/subscriptionPlans' },
    });
    expect(notice?.text).toContain('5 December 2026');
  });

  it('tells an overdue tenant when the grace period ends', () => {
    const notice = billingNoticeOf(
      aSubscription({
        state: 'OVERDUE',
        overdueSince: '2026-11-25T00:00:00.000Z',
        graceEndsAt: '2026-12-09T00:00:00.000Z',
      }),
      NOW,
    );
    expect(notice?.kind).toBe('overdue');
    expect(notice?.text).toContain('25 November 2026');
    expect(notice?.text).toContain('9 December 2026');
  });

  it('shows nothing for a paid plan', () => {
    expect(billingNoticeOf(aSubscription(), NOW)).toBeUndefined();
  });

  it('speaks of access in the past once the cancelled period or the grace period is over', () => {
    const cancelled = billingNoticeOf(
      aSubscription({ state: 'CANCELING', available: false, nextChargeDate: '2026-11-21T09:30:00.000Z' }),
      NOW,
    );
    expect(cancelled?.text).toBe(
      'Your subscription was cancelled and ended on 21 November 2026. Choose a plan to use the dashboard again.',
    );
    expect(cancelled?.action).toBeUndefined();
    const overdue = billingNoticeOf(
      aSubscription({
        state: 'OVERDUE',
        available: false,
        overdueSince: '2026-11-01T00:00:00.000Z',
        graceEndsAt: '2026-11-15T00:00:00.000Z',
      }),
      NOW,
    );
    expect(overdue?.text).toContain('Your access ended on 15 November 2026');
    expect(overdue?.text).not.toContain('continues');
  });
});

describe('subscriptionCheckRedirect (spec section 6: unavailable -> /manageUsers)', () => {
  it('sends an unavailable subscription to /manageUsers: expired, lapsed, past grace, nothing bought', () => {
    for (const state of ['EXPIRED', 'CANCELING', 'OVERDUE', 'PAID', 'TRIAL'] as const)
      expect(subscriptionCheckRedirect(aSubscription({ state, available: false }))).toBe('/manageUsers');
    expect(subscriptionCheckRedirect(aNewSubscription({ id: 'sub-1', agreedTerms: true }))).toBe(
      '/manageUsers',
    );
  });

  it('lets an available subscription, a tenant without a record and an unread view through', () => {
    expect(subscriptionCheckRedirect(aSubscription())).toBeUndefined();
    expect(subscriptionCheckRedirect(aSubscription({ state: 'OVERDUE' }))).toBeUndefined();
    expect(subscriptionCheckRedirect(aTrial())).toBeUndefined();
    expect(subscriptionCheckRedirect(aNewSubscription())).toBeUndefined();
    expect(subscriptionCheckRedirect(undefined)).toBeUndefined();
  });
});

describe('order form texts', () => {
  it("asks for exactly the bundle's region count", () => {
    expect(regionSelectionError(3, 1)).toBe('Please select 2 more region(s) in order to continue');
    expect(regionSelectionError(3, 3)).toBeUndefined();
    expect(regionSelectionError(1, 2)).toBe('Please select only 1 region(s).');
  });

  it('asks to disable users before the seats go below them', () => {
    expect(seatsBelowUsersText(5, 3)).toBe(
      'You have 5 active users. Please disable 2 user(s) before reducing your seats to 3.',
    );
    expect(seatsBelowUsersText(5, 5)).toBeUndefined();
    expect(seatsBelowUsersText(5, 0)).toBeUndefined();
  });
});
