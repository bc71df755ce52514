import { BillingError } from './billing-error.js';
import { Subscription } from './subscription.js';

const start = new Date('2026-11-21T00:00:00Z');
const day = 86_400_000;

describe('Subscription', () => {
  it('starts a 14-day trial that warns in its last 3 days and then expires', () => {
    const trial = Subscription.trial({
      id: 's',
      tenantId: 't',
      productId: 'p-trial-bundle',
      regionIds: [5],
      createdAt: start,
    });
    expect(trial.trialEndsAt?.toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(trial.isTrialEndingAt(new Date(start.getTime() + 10 * day))).toBe(false);
    expect(trial.isTrialEndingAt(new Date(start.getTime() + 12 * day))).toBe(true);
    expect(trial.isAvailableAt(new Date(start.getTime() + 13 * day))).toBe(true);
    expect(trial.isAvailableAt(new Date(start.getTime() + 14 * day))).toBe(false);
  });

  it('charges an annual subscription again after a year', () => {
    const paid = Subscription.paid({
      id: 's',
      tenantId: 't',
      productId: 'ledgerscope-professional-annual',
      interval: 'annual',
      seatCount: 5,
      regionIds: [3, 1, 2],
      providerSubscriptionId: 'sub-1',
      agreedTerms: true,
      createdAt: start,
    });
    expect(paid.state).toBe('ACTIVE');
    expect(paid.regionIds).toEqual([1, 2, 3]);
    expect(paid.nextChargeDate?.toISOString()).toBe('2027-11-21T00:00:00.000Z');
    expect(paid.isAvailableAt(new Date('2027-11-20T00:00:00Z'))).toBe(true);
    expect(paid.isAvailableAt(new Date('2027-11-22T00:00:00Z'))).toBe(false);
  });

  it('refuses negative seats and an empty region list', () => {
    expect(() =>
      Subscription.trial({ id: 's', tenantId: 't', productId: 'p', regionIds: [], createdAt: start }),
    ).toThrow(BillingError);
    expect(() =>
      Subscription.trial({
        id: 's',
        tenantId: 't',
        productId: 'p',
        regionIds: [1],
        seatCount: -1,
        createdAt: start,
      }),
    ).toThrow(BillingError);
  });
});
