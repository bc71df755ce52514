import { BillingError } from '../billing-error.js';
import { CATALOGUE, type BillingInterval, type CatalogueProduct } from './catalogue.config.js';
import { formatCardTotal, formatUsd, percentOf, prorate, toAmount } from './money.js';

const DAY_MS = 86_400_000;

/** What a customer picks: a bundle (product and interval), a number of seats and a number of regions. */
export interface PlanChoice {
  pid: string;
  seatCount: number;
  regionCount: number;
}

/** The price of a plan for one billing period, every step in cents. */
export interface PlanPrice {
  pid: string;
  interval: BillingInterval;
  seatCount: number;
  regionCount: number;
  /** List price of one seat for the period at this region count. */
  unitCents: number;
  /** unitCents x seats. */
  listCents: number;
  seatDiscountPercent: number;
  seatDiscountCents: number;
  /** ANNUAL-SUBSCRIPTION-DISCOUNT on the yearly interval, else null. */
  couponCode: string | null;
  couponPercent: number;
  couponDiscountCents: number;
  /** seatDiscountCents + couponDiscountCents. */
  discountCents: number;
  /** What the period costs: listCents - discountCents. */
  totalCents: number;
}

export interface BundleItem {
  product: string;
  display: string;
  quantity: number;
  price: number;
}

export type BundleGroupName = 'Regions' | 'BundleRegions' | 'ExtraSeat';

/**
 * A group of the bundle: Regions lists the region-count options (1 to the threshold) with the per-seat
 * price of each; BundleRegions the option this bundle is priced at; ExtraSeat the individual-seat addon.
 */
export interface BundleGroup {
  name: BundleGroupName;
  items: BundleItem[];
}

/** The spec's Bundle entity, priced; prices are dollars with two decimals. */
export interface Bundle {
  pid: string;
  product: string;
  display: string;
  interval: BillingInterval;
  /** Total for the period after seat discount and coupon. */
  priceTotal: number;
  /** priceTotal with two decimals: '$1,234.50'. */
  priceDisplay: string;
  /** priceTotal as a plans card shows it, trailing zeros trimmed: '$2,400'. */
  cardPriceDisplay: string;
  seatCount: number;
  regionCount: number;
  /** Seats beyond the bundle's included one (the ExtraSeat addon's quantity). */
  extraSeat: number;
  attributes: { seatCount: number; regionCount: number };
  groups: BundleGroup[];
  /** List price of one seat for the period at this region count. */
  price: number;
  /** 'Saved N% (Seats x count)', or null without a seat discount. */
  savedHint: string | null;
  couponCode: string | null;
}

/** The fixed Enterprise card: contact for a quote, no price. */
export type EnterpriseBundle = (typeof CATALOGUE)['enterprise'];

export interface EstimateAddon {
  product: string;
  display: string;
  quantity: number;
  price: number;
  discount: number;
}

export interface EstimatePlan {
  product: string;
  display: string;
  quantity: number;
  price: number;
  discount: number;
  /**
   * currentPlan: the unused value of the current plan for the rest of the period (the credit).
   * proposedPlan: what is charged now for the change, never below 0 (no refund on a decrease).
   */
  proratedItemTotal: number;
  /** What every full period of this plan costs, all items and discounts included. */
  subscriptionTotal: number;
  /** subscriptionTotal with two decimals. */
  priceDisplay: string;
  addons: EstimateAddon[];
}

/** The spec's Estimated subscription (the answer of /payment/estimateSubscription). */
export interface EstimatedSubscription {
  currentPlan: EstimatePlan;
  proposedPlan: EstimatePlan;
  /** Whole days left in the current period at the time of the estimate (a started day counts). */
  remainingDays: number;
  periodDays: number;
}

export interface CheckoutTotals {
  currency: string;
  subtotal: number;
  taxPercent: number;
  tax: number;
  total: number;
  subtotalDisplay: string;
  taxDisplay: string;
  totalDisplay: string;
}

/** The catalogue product of a paid pid; trial and unknown pids are refused. */
export function productOf(pid: string): CatalogueProduct {
  const product = CATALOGUE.products.find((candidate) => candidate.pid === pid);
  if (!product) throw new BillingError('UNKNOWN_PRODUCT', `There is no product '${pid}'.`, { pid });
  return product;
}

export function isAnnualPid(pid: string): boolean {
  return pid.includes(CATALOGUE.annualMarker);
}

export function isTrialPid(pid: string): boolean {
  return pid.endsWith(CATALOGUE.trialBundleSuffix);
}

/**
 * The bundles a visitor can choose on /subscriptionPlans and sign up for (`/addCompany?bundle=`): the
 * catalogue's paid bundles and the trial bundle of the product sold self-service.
 */
export function offeredPids(): string[] {
  return [...CATALOGUE.products.map((product) => product.pid), trialPidOf(CATALOGUE.product)];
}

export function isOfferedPid(pid: string): boolean {
  return offeredPids().includes(pid);
}

/** `{product}-trial-bundle` of a product or of one of its pids ('-annual' dropped). */
export function trialPidOf(productOrPid: string = CATALOGUE.product): string {
  if (isTrialPid(productOrPid)) return productOrPid;
  return `${productOrPid.replace(CATALOGUE.annualMarker, '')}${CATALOGUE.trialBundleSuffix}`;
}

function extraSeatPidOf(interval: BillingInterval): string {
  return interval === 'annual'
    ? `${CATALOGUE.extraSeatProduct}${CATALOGUE.annualMarker}`
    : CATALOGUE.extraSeatProduct;
}

export function assertSeatCount(seatCount: number): void {
  if (!Number.isInteger(seatCount) || seatCount < 1)
    throw new BillingError(
      'INVALID_SEAT_COUNT',
      'The number of seats must be a whole number of at least 1.',
      {
        seatCount,
      },
    );
}

export function assertRegionCount(regionCount: number): void {
  if (!Number.isInteger(regionCount) || regionCount < 1)
    throw new BillingError(
      'INVALID_REGION_COUNT',
      'The number of regions must be a whole number of at least 1.',
      { regionCount },
    );
}

/** Seat discount in percent: the table for 1-10 seats, the '10+' rate above. */
export function seatDiscountPercent(seatCount: number): number {
  assertSeatCount(seatCount);
  return CATALOGUE.seatDiscountPercent[seatCount - 1] ?? CATALOGUE.seatDiscountAbove10Percent;
}

/** The region tier of a region count; counts above the threshold cost the threshold's tier. */
export function regionTier(regionCount: number): number {
  assertRegionCount(regionCount);
  const tiers = CATALOGUE.regionTiers;
  return tiers[Math.min(regionCount, CATALOGUE.regionThreshold) - 1] ?? tiers[tiers.length - 1]!;
}

function monthsOf(interval: BillingInterval): number {
  return interval === 'annual' ? 12 : 1;
}

/** List price of one seat for one period of `interval` at `regionCount` regions. */
export function unitPriceCents(regionCount: number, interval: BillingInterval): number {
  return regionTier(regionCount) * CATALOGUE.tierPointCents * monthsOf(interval);
}

/** The price of a plan for one period: seats x region tier x months, less seat discount, less annual coupon. */
export function pricePlan(choice: PlanChoice): PlanPrice {
  const { interval } = productOf(choice.pid);
  const seatDiscount = seatDiscountPercent(choice.seatCount);
  const unitCents = unitPriceCents(choice.regionCount, interval);
  const listCents = unitCents * choice.seatCount;
  const seatDiscountCents = percentOf(listCents, seatDiscount);
  const coupon = interval === 'annual' ? CATALOGUE.annualCoupon : null;
  const couponPercent = coupon?.percent ?? 0;
  const couponDiscountCents = percentOf(listCents - seatDiscountCents, couponPercent);
  const discountCents = seatDiscountCents + couponDiscountCents;
  return {
    pid: choice.pid,
    interval,
    seatCount: choice.seatCount,
    regionCount: choice.regionCount,
    unitCents,
    listCents,
    seatDiscountPercent: seatDiscount,
    seatDiscountCents,
    couponCode: coupon?.code ?? null,
    couponPercent,
    couponDiscountCents,
    discountCents,
    totalCents: listCents - discountCents,
  };
}

/** The spec's hint 'Saved N% (Seats x count)', N the seat discount; null when nothing is saved. */
export function savedHint(seatCount: number): string | null {
  const percent = seatDiscountPercent(seatCount);
  return percent > 0 ? `Saved ${percent}% (Seats x ${seatCount})` : null;
}

function regionsLabel(regionCount: number): string {
  return `${regionCount} region${regionCount === 1 ? '' : 's'}`;
}

/** A bundle of the catalogue priced for a seat and region count (defaults: 1 seat, 1 region). */
export function bundleOf(
  pid: string,
  seatCount: number = CATALOGUE.defaultSeatCount,
  regionCount: number = CATALOGUE.defaultRegionCount,
): Bundle {
  const product = productOf(pid);
  const price = pricePlan({ pid, seatCount, regionCount });
  const extraSeat = Math.max(0, seatCount - CATALOGUE.includedSeats);
  const regionOption = (count: number): BundleItem => ({
    product: `${pid}-regions-${count}`,
    display: regionsLabel(count),
    quantity: count,
    price: toAmount(unitPriceCents(count, product.interval)),
  });
  return {
    pid,
    product: product.product,
    display: product.display,
    interval: product.interval,
    priceTotal: toAmount(price.totalCents),
    priceDisplay: formatUsd(price.totalCents),
    cardPriceDisplay: formatCardTotal(price.totalCents),
    seatCount,
    regionCount,
    extraSeat,
    attributes: { seatCount, regionCount },
    groups: [
      {
        name: 'Regions',
        items: Array.from({ length: CATALOGUE.regionThreshold }, (_, index) => regionOption(index + 1)),
      },
      { name: 'BundleRegions', items: [regionOption(regionCount)] },
      {
        name: 'ExtraSeat',
        items: [
          {
            product: extraSeatPidOf(product.interval),
            display: CATALOGUE.extraSeatDisplay,
            quantity: extraSeat,
            price: toAmount(price.unitCents),
          },
        ],
      },
    ],
    price: toAmount(price.unitCents),
    savedHint: savedHint(seatCount),
    couponCode: price.couponCode,
  };
}

/** The plans page's priced cards: every catalogue product at the default seat and region count. */
export function catalogueBundles(): Bundle[] {
  return CATALOGUE.products.map((product) => bundleOf(product.pid));
}

/** The free trial bundle `{product}-trial-bundle`: 14 days, 1 seat, 1 random region. */
export function trialBundle(product: string = CATALOGUE.product): Bundle {
  const { seatCount, regionCount, display } = CATALOGUE.trial;
  return {
    pid: trialPidOf(product),
    product,
    display,
    interval: 'monthly',
    priceTotal: 0,
    priceDisplay: formatUsd(0),
    cardPriceDisplay: formatCardTotal(0),
    seatCount,
    regionCount,
    extraSeat: 0,
    attributes: { seatCount, regionCount },
    groups: [],
    price: 0,
    savedHint: null,
    couponCode: null,
  };
}

export function enterpriseBundle(): EnterpriseBundle {
  return CATALOGUE.enterprise;
}

/** Splits a plan's price into the bundle line (one seat) and the ExtraSeat addon (the other seats). */
function lines(choice: PlanChoice) {
  const price = pricePlan(choice);
  const product = productOf(choice.pid);
  const extraSeats = Math.max(0, choice.seatCount - CATALOGUE.includedSeats);
  const bundleSeats = choice.seatCount - extraSeats;
  // The bundle line's share of the discount; the addon takes the rest so the lines add up to the total.
  const bundleDiscount = prorate(price.discountCents, bundleSeats, choice.seatCount);
  return {
    price,
    product,
    bundle: {
      product: choice.pid,
      display: `${product.display}, ${regionsLabel(choice.regionCount)}`,
      quantity: 1,
      price: toAmount(price.unitCents),
      discount: toAmount(bundleDiscount),
    },
    addons:
      extraSeats > 0
        ? [
            {
              product: extraSeatPidOf(product.interval),
              display: CATALOGUE.extraSeatDisplay,
              quantity: extraSeats,
              price: toAmount(price.unitCents),
              discount: toAmount(price.discountCents - bundleDiscount),
            },
          ]
        : [],
  };
}

/**
 * What changing `current` into `proposed` at `at` costs, within the period [periodStart, periodEnd).
 * Same interval: the change is prorated by the days left: the proposed plan's value for those days less
 * the current plan's (the credit), never below 0. Another interval starts a new period at `at`: the
 * proposed plan's full period less the credit, never below 0. Nothing is ever refunded.
 */
export function estimate(
  current: PlanChoice,
  proposed: PlanChoice,
  at: Date,
  periodStart: Date,
  periodEnd: Date,
): EstimatedSubscription {
  if (!(periodStart < periodEnd) || at < periodStart || !(at < periodEnd))
    throw new BillingError('INVALID_PERIOD', 'The estimate needs a time within the billing period.', {
      at: at.toISOString(),
      periodStart: periodStart.toISOString(),
      periodEnd: periodEnd.toISOString(),
    });
  const periodDays = Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS);
  const remainingDays = Math.min(periodDays, Math.ceil((periodEnd.getTime() - at.getTime()) / DAY_MS));
  const now = lines(current);
  const next = lines(proposed);
  const credit = prorate(now.price.totalCents, remainingDays, periodDays);
  const newValue =
    now.price.interval === next.price.interval
      ? prorate(next.price.totalCents, remainingDays, periodDays)
      : next.price.totalCents;
  const charge = Math.max(0, newValue - credit);
  return {
    currentPlan: {
      ...now.bundle,
      proratedItemTotal: toAmount(credit),
      subscriptionTotal: toAmount(now.price.totalCents),
      priceDisplay: formatUsd(now.price.totalCents),
      addons: now.addons,
    },
    proposedPlan: {
      ...next.bundle,
      proratedItemTotal: toAmount(charge),
      subscriptionTotal: toAmount(next.price.totalCents),
      priceDisplay: formatUsd(next.price.totalCents),
      addons: next.addons,
    },
    remainingDays,
    periodDays,
  };
}

/** The tax rate of the sandbox checkout for an ISO country code (unknown countries: the default). */
export function taxPercentOf(country: string): number {
  return CATALOGUE.taxPercentByCountry[country.trim().toUpperCase()] ?? CATALOGUE.defaultTaxPercent;
}

/** The order confirmation's totals: tax on the discounted subtotal, in USD. */
export function checkoutTotals(subtotalCents: number, country: string): CheckoutTotals {
  const taxPercent = taxPercentOf(country);
  const taxCents = percentOf(subtotalCents, taxPercent);
  const totalCents = subtotalCents + taxCents;
  return {
    currency: CATALOGUE.currency,
    subtotal: toAmount(subtotalCents),
    taxPercent,
    tax: toAmount(taxCents),
    total: toAmount(totalCents),
    subtotalDisplay: formatUsd(subtotalCents),
    taxDisplay: formatUsd(taxCents),
    totalDisplay: formatUsd(totalCents),
  };
}
