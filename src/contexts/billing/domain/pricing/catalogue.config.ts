/**
 * THE billing configuration: every price, discount, limit and period the billing domain uses, in one place.
 * Values the spec gives are marked "spec"; values it leaves "not shown" are marked "ours" and listed with
 * their reasons in docs/billing.md. Money is in integer US cents; percentages are whole numbers.
 */

export type BillingInterval = 'monthly' | 'annual';

export interface CatalogueProduct {
  /** The provider's product path; annual ones contain '-annual' (spec). */
  readonly pid: string;
  /** The product family the bundle belongs to (its trial bundle is `{product}-trial-bundle`). */
  readonly product: string;
  readonly display: string;
  readonly interval: BillingInterval;
  /** The card's label on /subscriptionPlans (spec: 'Pay Monthly', 'Pay Annually'). */
  readonly card: string;
}

export interface EnterpriseCard {
  readonly display: string;
  readonly contactForQuote: true;
  /** ours: self-service ends at the seat input; enterprise starts at 20 seats. */
  readonly minimumSeats: number;
  readonly billing: BillingInterval;
  readonly features: readonly string[];
  /** ours */
  readonly contactEmail: string;
}

export const CATALOGUE = {
  currency: 'USD',

  /** The product family sold self-service. */
  product: 'ledgerscope-professional',
  products: [
    {
      pid: 'ledgerscope-professional',
      product: 'ledgerscope-professional',
      display: 'Ledgerscope Professional (Monthly)',
      interval: 'monthly',
      card: 'Pay Monthly',
    },
    {
      pid: 'ledgerscope-professional-annual',
      product: 'ledgerscope-professional',
      display: 'Ledgerscope Professional (Annual)',
      interval: 'annual',
      card: 'Pay Annually',
    },
  ] satisfies readonly CatalogueProduct[],

  /** spec: annual pids contain this. */
  annualMarker: '-annual',
  /** spec: the trial bundle is `{product}-trial-bundle`. */
  trialBundleSuffix: '-trial-bundle',
  /**
   * ours: the individual-seat addon (the bundle's ExtraSeat group; hidden in the summary, spec).
   * The annual addon carries the annual marker as well: `ledgerscope-extra-seat-annual`.
   */
  extraSeatProduct: 'ledgerscope-extra-seat',
  extraSeatDisplay: 'Additional seat',
  /** ours: a bundle includes one seat; every further seat is an ExtraSeat addon. */
  includedSeats: 1,

  /** spec: default seat count 1 and region count 1. */
  defaultSeatCount: 1,
  defaultRegionCount: 1,
  /** spec: seat options 1-10, then '10+' which chooses 11 and turns the control into a number input. */
  seatOptions: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
  seatPlusOption: { label: '10+', seats: 11 },

  /**
   * ours: what one point of the region tier table costs per seat per month. The tier value times this is
   * the monthly list price of one seat for that many regions: 1 region = 25 x $10.00 = $250.00.
   */
  tierPointCents: 1_000,
  /**
   * spec (1-9) and ours (10-20): region tier table, index = region count - 1. The spec gives
   * 25, 34, 38, 40, 42, 43, 44, 45, 46 for 1-9 regions, "then 46..48" up to 19, and 20 as a threshold.
   */
  regionTiers: [25, 34, 38, 40, 42, 43, 44, 45, 46, 46, 46, 46, 47, 47, 47, 47, 48, 48, 48, 48],
  /** ours: from 20 regions on the price stops rising: any count above 20 costs the 20-region tier. */
  regionThreshold: 20,
  /** spec: shown on the plans page; ours: no surcharge is priced (the amounts are not shown). */
  premiumRegionsNote: 'Additional prices apply for China, India, Japan, UK and US ex-OTC.',

  /** ours: seat discount in percent by seat count 1-10 (spec: values not shown). */
  seatDiscountPercent: [0, 5, 8, 10, 12, 14, 15, 16, 18, 20],
  /** ours: the '10+' discount, for 11 seats and more. */
  seatDiscountAbove10Percent: 25,

  /** spec: the yearly interval gets this coupon, 20% on top of (after) the seat discount. */
  annualCoupon: { code: 'ANNUAL-SUBSCRIPTION-DISCOUNT', percent: 20 },

  trial: {
    /** spec */
    days: 14,
    /** spec: 'about to end within 3 days' */
    endingNoticeDays: 3,
    /** spec: defaults; one random region is auto-assigned. */
    seatCount: 1,
    regionCount: 1,
    display: 'Free Trial',
  },

  /** ours (issue 8): access continues this many days after a failed charge; a setting may override it. */
  gracePeriodDays: 14,

  enterprise: {
    display: 'Enterprise',
    contactForQuote: true,
    minimumSeats: 20,
    billing: 'annual',
    features: ['Extended data access', 'Billed annually', 'Contact us for a quote'],
    contactEmail: 'sales@ledgerscope.test',
  } satisfies EnterpriseCard,

  /** ours: sales tax / VAT of the sandbox checkout by ISO country code, in percent. */
  taxPercentByCountry: {
    US: 0,
    GB: 20,
    DE: 19,
    FR: 20,
    JP: 10,
    SG: 9,
    AU: 10,
    CA: 5,
  } as Readonly<Record<string, number>>,
  defaultTaxPercent: 0,
} as const;
