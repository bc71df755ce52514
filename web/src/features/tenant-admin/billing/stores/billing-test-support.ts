import type {
  Bundle,
  CheckoutSession,
  Order,
  PlanCard,
  PlanCatalogue,
  ProviderSubscription,
  Subscription,
} from '../../../../api/billing-api';

/** Fixtures shaped like docs/api/billing.md's examples. */

const REGIONS = [
  { exchange_countryID: 1, exchange_country: 'United States' },
  { exchange_countryID: 2, exchange_country: 'Canada' },
  { exchange_countryID: 3, exchange_country: 'United Kingdom' },
  { exchange_countryID: 4, exchange_country: 'Germany' },
  { exchange_countryID: 5, exchange_country: 'France' },
  { exchange_countryID: 9, exchange_country: 'Japan' },
  { exchange_countryID: 13, exchange_country: 'Singapore' },
];

function regionGroups(pid: string, price: number): Bundle['groups'] {
  return [
    {
      name: 'Regions',
      items: Array.from({ length: 20 }, (_unused, index) => ({
        product: `${pid}-regions-${index + 1}`,
        display: `${index + 1} region${index === 0 ? '' : 's'}`,
        quantity: index + 1,
        price,
      })),
    },
  ];
}

export function aBundle(overrides: Partial<Bundle> = {}): Bundle {
  const pid = overrides.pid ?? 'ledgerscope-professional';
  const annual = pid.includes('-annual');
  return {
    pid,
    product: 'ledgerscope-professional',
    display: annual ? 'Ledgerscope Professional (Annual)' : 'Ledgerscope Professional (Monthly)',
    interval: annual ? 'annual' : 'monthly',
    priceTotal: 938.4,
    priceDisplay: '$938.40',
    cardPriceDisplay: '$938.4',
    seatCount: 3,
    regionCount: 2,
    extraSeat: 2,
    attributes: { seatCount: 3, regionCount: 2 },
    groups: regionGroups(pid, 340),
    price: 340,
    savedHint: 'Saved 8% (Seats x 3)',
    couponCode: annual ? 'ANNUAL-SUBSCRIPTION-DISCOUNT' : null,
    ...overrides,
  };
}

export function aPlanCard(interval: 'monthly' | 'annual'): PlanCard {
  const annual = interval === 'annual';
  const pid = annual ? 'ledgerscope-professional-annual' : 'ledgerscope-professional';
  return {
    ...aBundle({
      pid,
      priceTotal: annual ? 2400 : 250,
      priceDisplay: annual ? '$2,400.00' : '$250.00',
      cardPriceDisplay: annual ? '$2,400' : '$250',
      seatCount: 1,
      regionCount: 1,
      extraSeat: 0,
      attributes: { seatCount: 1, regionCount: 1 },
      savedHint: null,
    }),
    card: annual ? 'Pay Annually' : 'Pay Monthly',
    bestValue: annual,
    cardNote: annual ? '20% discount on total price' : null,
  };
}

export function aCatalogue(overrides: Partial<PlanCatalogue> = {}): PlanCatalogue {
  return {
    currency: 'USD',
    bundles: [aPlanCard('monthly'), aPlanCard('annual')],
    trial: {
      ...aBundle({
        pid: 'ledgerscope-professional-trial-bundle',
        display: 'Free Trial',
        priceTotal: 0,
        priceDisplay: '$0.00',
        cardPriceDisplay: '$0',
        seatCount: 1,
        regionCount: 1,
        savedHint: null,
      }),
      days: 14,
    },
    enterprise: {
      display: 'Enterprise',
      contactForQuote: true,
      minimumSeats: 20,
      billing: 'annual',
      features: ['Extended data access', 'Billed annually', 'Contact us for a quote'],
      contactEmail: 'sales@ledgerscope.test',
    },
    premiumRegionsNote: 'Additional prices apply for China, India, Japan, UK and US ex-OTC.',
    seatOptions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    seatPlusOption: { label: '10+', seats: 11 },
    defaultSeatCount: 1,
    defaultRegionCount: 1,
    regionThreshold: 20,
    annualCoupon: { code: 'ANNUAL-SUBSCRIPTION-DISCOUNT', percent: 20 },
    regions: REGIONS,
    ...overrides,
  };
}

const MENU_NONE = {
  dashboard: false,
  subscriptionMenu: false,
  subscriptionDetails: false,
  cancel: false,
  resume: false,
};

/** A PAID annual subscription of 5 seats in 3 regions with 3 active users (the doc's example). */
export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    tenantId: 't-7',
    state: 'PAID',
    productId: 'ledgerscope-professional-annual',
    display: 'Ledgerscope Professional (Annual)',
    interval: 'annual',
    seatCount: 5,
    regionCount: 3,
    regionIds: [1, 3, 9],
    regionProductIds: ['ledgerscope-professional-annual-regions-3'],
    fastspringSubscriptionId: 'sbx_sub_1',
    provider: 'sandbox',
    nextChargeDate: '2027-11-21T09:30:00.000Z',
    nextChargeDateValue: Date.parse('2027-11-21T09:30:00.000Z'),
    nextChargeTotal: '$12,672.00',
    nextChargeTotalValue: 12672,
    currentPeriodStart: '2026-11-21T09:30:00.000Z',
    expiredTime: null,
    tenant: { companyId: 12, region: [1, 3, 9], startDate: '2026-11-21T00:00:00.000Z' },
    agreedTerms: true,
    instructions: [],
    available: true,
    trialEndingSoon: false,
    overdueSince: null,
    graceEndsAt: null,
    canceledAt: null,
    cancellationReason: null,
    otherReason: null,
    pendingPlan: null,
    activeUsers: 3,
    seatsLeft: 2,
    menu: { dashboard: true, subscriptionMenu: true, subscriptionDetails: true, cancel: true, resume: false },
    ...overrides,
  };
}

/** A 14-day trial in Singapore, terms not yet agreed (like owner@initech.test). */
export function aTrial(overrides: Partial<Subscription> = {}): Subscription {
  return aSubscription({
    state: 'TRIAL',
    productId: 'ledgerscope-professional-trial-bundle',
    display: 'Free Trial',
    interval: 'monthly',
    seatCount: 1,
    regionCount: 1,
    regionIds: [13],
    regionProductIds: [],
    fastspringSubscriptionId: null,
    nextChargeDate: null,
    nextChargeDateValue: null,
    nextChargeTotal: null,
    nextChargeTotalValue: null,
    currentPeriodStart: null,
    expiredTime: '2026-12-05T09:30:00.000Z',
    agreedTerms: false,
    activeUsers: 1,
    seatsLeft: 0,
    menu: { ...MENU_NONE, dashboard: true },
    ...overrides,
  });
}

/** A tenant that bought nothing yet. */
export function aNewSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return aTrial({
    id: null,
    state: 'NEW',
    productId: null,
    display: null,
    seatCount: 0,
    regionCount: 0,
    regionIds: [],
    expiredTime: null,
    available: false,
    menu: MENU_NONE,
    ...overrides,
  });
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'sbx_ord_1',
    reference: 'LS261121-4821-01',
    completed: true,
    currency: 'USD',
    country: 'GB',
    subtotal: 938.4,
    taxPercent: 20,
    tax: 187.68,
    total: 1126.08,
    subtotalDisplay: '$938.40',
    taxDisplay: '$187.68',
    totalDisplay: '$1,126.08',
    productId: 'ledgerscope-professional',
    seatCount: 3,
    regionIds: [1, 3],
    fastspringSubscriptionId: 'sbx_sub_1',
    ...overrides,
  };
}

/** The sandbox provider's checkout session of 3 seats and 2 regions (United States, United Kingdom). */
export function aCheckoutSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    provider: 'sandbox',
    sessionId: 's1',
    checkoutUrl: '/api/payment/sandbox/checkout/s1',
    expiresAt: '2026-11-21T11:00:00.000Z',
    storefront: null,
    products: [],
    tags: {},
    order: {
      productId: 'ledgerscope-professional',
      display: 'Ledgerscope Professional (Monthly)',
      seatCount: 3,
      regionCount: 2,
      regionIds: [1, 3],
      currency: 'USD',
      subtotal: 938.4,
      subtotalDisplay: '$938.40',
      bundle: aBundle(),
    },
    ...overrides,
  };
}

export function aProviderSubscription(overrides: Partial<ProviderSubscription> = {}): ProviderSubscription {
  return {
    id: 'sbx_sub_1',
    state: 'active',
    product: 'ledgerscope-professional-annual',
    display: 'Ledgerscope Professional (Annual)',
    interval: 'annual',
    quantity: 1,
    seatCount: 5,
    regionIds: [1, 3, 9],
    addons: [
      { product: 'ledgerscope-extra-seat-annual', display: 'Additional seat', quantity: 4, price: 4560 },
    ],
    currency: 'USD',
    begin: '2026-11-21T09:30:00.000Z',
    nextChargeDate: '2027-11-21T09:30:00.000Z',
    nextChargeDateValue: Date.parse('2027-11-21T09:30:00.000Z'),
    nextChargeTotal: '$12,672.00',
    nextChargeTotalValue: 12672,
    canceledDate: null,
    instructions: [],
    card: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

/** A clock whose sleep moves time on at once. */
export function fakeClock(start = Date.parse('2026-11-21T10:00:00.000Z')) {
  let now = start;
  return {
    now: () => now,
    sleep: (ms: number) => {
      now += ms;
      return Promise.resolve();
    },
    advance: (ms: number) => {
      now += ms;
    },
  };
}
