import { BillingError } from '../billing-error.js';
import { CATALOGUE } from './catalogue.config.js';
import {
  bundleOf,
  catalogueBundles,
  checkoutTotals,
  enterpriseBundle,
  estimate,
  isOfferedPid,
  offeredPids,
  pricePlan,
  regionTier,
  savedHint,
  seatDiscountPercent,
  taxPercentOf,
  trialBundle,
  trialPidOf,
  unitPriceCents,
  type PlanChoice,
} from './pricing.js';

const MONTHLY = 'ledgerscope-professional';
const ANNUAL = 'ledgerscope-professional-annual';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    if (error instanceof BillingError) return error.code;
    throw error;
  }
  return undefined;
}

describe('pricing', () => {
  describe('catalogue', () => {
    it('sells a monthly and an annual bundle; annual pids contain -annual', () => {
      const bundles = catalogueBundles();
      expect(bundles.map((bundle) => [bundle.pid, bundle.interval])).toEqual([
        [MONTHLY, 'monthly'],
        [ANNUAL, 'annual'],
      ]);
      expect(bundles.filter((bundle) => bundle.pid.includes('-annual')).map((b) => b.interval)).toEqual([
        'annual',
      ]);
    });

    it('prices the cards at 1 seat and 1 region, two decimals, card totals trimmed', () => {
      const [monthly, annual] = catalogueBundles();
      expect(monthly).toMatchObject({
        product: 'ledgerscope-professional',
        seatCount: 1,
        regionCount: 1,
        extraSeat: 0,
        attributes: { seatCount: 1, regionCount: 1 },
        price: 250,
        priceTotal: 250,
        priceDisplay: '$250.00',
        cardPriceDisplay: '$250',
        savedHint: null,
        couponCode: null,
      });
      expect(annual).toMatchObject({
        price: 3000,
        priceTotal: 2400,
        priceDisplay: '$2,400.00',
        cardPriceDisplay: '$2,400',
        couponCode: 'ANNUAL-SUBSCRIPTION-DISCOUNT',
      });
    });

    it('describes the Regions, BundleRegions and ExtraSeat groups of a bundle', () => {
      const bundle = bundleOf(ANNUAL, 7, 3);
      const group = (name: string) => bundle.groups.find((candidate) => candidate.name === name)!.items;
      expect(group('Regions')).toHaveLength(20);
      expect(group('Regions')[0]).toEqual({
        product: `${ANNUAL}-regions-1`,
        display: '1 region',
        quantity: 1,
        price: 3000,
      });
      expect(group('BundleRegions')).toEqual([
        { product: `${ANNUAL}-regions-3`, display: '3 regions', quantity: 3, price: 4560 },
      ]);
      expect(group('ExtraSeat')).toEqual([
        { product: 'ledgerscope-extra-seat-annual', display: 'Additional seat', quantity: 6, price: 4560 },
      ]);
      expect(bundle).toMatchObject({
        extraSeat: 6,
        priceTotal: 21705.6,
        priceDisplay: '$21,705.60',
        cardPriceDisplay: '$21,705.6',
        savedHint: 'Saved 15% (Seats x 7)',
      });
    });

    it('offers a 14-day trial bundle {product}-trial-bundle with 1 seat and 1 region, free', () => {
      expect(trialBundle()).toMatchObject({
        pid: 'ledgerscope-professional-trial-bundle',
        product: 'ledgerscope-professional',
        seatCount: 1,
        regionCount: 1,
        priceTotal: 0,
        priceDisplay: '$0.00',
      });
      expect(trialPidOf(ANNUAL)).toBe('ledgerscope-professional-trial-bundle');
      expect(trialPidOf('ledgerscope-professional-trial-bundle')).toBe(
        'ledgerscope-professional-trial-bundle',
      );
      expect(CATALOGUE.trial.days).toBe(14);
      expect(CATALOGUE.trial.endingNoticeDays).toBe(3);
    });

    it('offers the paid bundles and the trial for sign-up, nothing else', () => {
      expect(offeredPids()).toEqual([MONTHLY, ANNUAL, 'ledgerscope-professional-trial-bundle']);
      expect(isOfferedPid(ANNUAL)).toBe(true);
      for (const pid of [
        'bogus',
        '',
        'ledgerscope-extra-seat',
        'ledgerscope-professional-annual-trial-bundle',
      ])
        expect(isOfferedPid(pid)).toBe(false);
    });

    it('shows Enterprise as contact for quote, billed annually, with a seat minimum', () => {
      expect(enterpriseBundle()).toMatchObject({
        display: 'Enterprise',
        contactForQuote: true,
        billing: 'annual',
        minimumSeats: 20,
      });
      expect(enterpriseBundle()).not.toHaveProperty('priceTotal');
    });

    it('refuses unknown and trial pids, and seats or regions below 1', () => {
      expect(codeOf(() => pricePlan({ pid: 'nope', seatCount: 1, regionCount: 1 }))).toBe('UNKNOWN_PRODUCT');
      expect(codeOf(() => bundleOf('ledgerscope-professional-trial-bundle'))).toBe('UNKNOWN_PRODUCT');
      for (const seatCount of [0, -1, 1.5, Number.NaN])
        expect(codeOf(() => pricePlan({ pid: MONTHLY, seatCount, regionCount: 1 }))).toBe(
          'INVALID_SEAT_COUNT',
        );
      for (const regionCount of [0, -2, 2.5])
        expect(codeOf(() => pricePlan({ pid: MONTHLY, seatCount: 1, regionCount }))).toBe(
          'INVALID_REGION_COUNT',
        );
    });
  });

  describe('seats', () => {
    // seats -> [seat discount %, monthly total, annual total] at 1 region ($250.00 a seat a month)
    const table: [number, number, number, number][] = [
      [1, 0, 250, 2400],
      [2, 5, 475, 4560],
      [3, 8, 690, 6624],
      [4, 10, 900, 8640],
      [5, 12, 1100, 10560],
      [6, 14, 1290, 12384],
      [7, 15, 1487.5, 14280],
      [8, 16, 1680, 16128],
      [9, 18, 1845, 17712],
      [10, 20, 2000, 19200],
      [11, 25, 2062.5, 19800], // '10+' chooses 11
      [25, 25, 4687.5, 45000],
    ];

    it.each(table)('%i seat(s): %i%% off, $%d monthly, $%d annual', (seats, discount, monthly, annual) => {
      expect(seatDiscountPercent(seats)).toBe(discount);
      expect(bundleOf(MONTHLY, seats, 1).priceTotal).toBe(monthly);
      expect(bundleOf(ANNUAL, seats, 1).priceTotal).toBe(annual);
    });

    it('covers every seat option of the order form', () => {
      const options = [...CATALOGUE.seatOptions, CATALOGUE.seatPlusOption.seats];
      expect(options).toEqual(table.slice(0, 11).map(([seats]) => seats));
      expect(CATALOGUE.seatPlusOption.label).toBe('10+');
    });

    it("hints 'Saved N% (Seats x count)' when seats are discounted", () => {
      expect(savedHint(1)).toBeNull();
      expect(savedHint(2)).toBe('Saved 5% (Seats x 2)');
      expect(savedHint(10)).toBe('Saved 20% (Seats x 10)');
      expect(savedHint(11)).toBe('Saved 25% (Seats x 11)');
      expect(bundleOf(ANNUAL, 4, 2).savedHint).toBe('Saved 10% (Seats x 4)');
    });

    it('takes the annual 20% coupon after the seat discount', () => {
      const price = pricePlan({ pid: ANNUAL, seatCount: 4, regionCount: 1 });
      expect(price).toMatchObject({
        listCents: 1_200_000,
        seatDiscountPercent: 10,
        seatDiscountCents: 120_000,
        couponCode: 'ANNUAL-SUBSCRIPTION-DISCOUNT',
        couponPercent: 20,
        couponDiscountCents: 216_000,
        discountCents: 336_000,
        totalCents: 864_000,
      });
      expect(pricePlan({ pid: MONTHLY, seatCount: 4, regionCount: 1 })).toMatchObject({
        couponCode: null,
        couponDiscountCents: 0,
        totalCents: 90_000,
      });
    });
  });

  describe('regions', () => {
    const tiers = [25, 34, 38, 40, 42, 43, 44, 45, 46, 46, 46, 46, 47, 47, 47, 47, 48, 48, 48, 48];

    it.each(tiers.map((tier, index) => [index + 1, tier]))(
      '%i region(s): tier %i (one seat: tier x 10 dollars monthly, tier x 96 annual)',
      (regions, tier) => {
        expect(regionTier(regions)).toBe(tier);
        expect(unitPriceCents(regions, 'monthly')).toBe(tier * 1_000);
        expect(bundleOf(MONTHLY, 1, regions).priceTotal).toBe(tier * 10);
        expect(bundleOf(ANNUAL, 1, regions).priceTotal).toBe(tier * 96);
      },
    );

    it('keeps the spec tiers for 1-9 regions and never lowers the price as regions are added', () => {
      expect(tiers.slice(0, 9)).toEqual([25, 34, 38, 40, 42, 43, 44, 45, 46]);
      expect(tiers.slice(9, 19).every((tier) => tier >= 46 && tier <= 48)).toBe(true);
      for (let regions = 2; regions <= 20; regions += 1)
        expect(regionTier(regions)).toBeGreaterThanOrEqual(regionTier(regions - 1));
    });

    it('prices more than 20 regions as 20 (the threshold)', () => {
      expect(regionTier(21)).toBe(regionTier(20));
      expect(bundleOf(MONTHLY, 3, 45).priceTotal).toBe(bundleOf(MONTHLY, 3, 20).priceTotal);
    });

    it('prices every seat option at every region count, monthly and annual, in whole cents', () => {
      for (const seats of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 25])
        for (let regions = 1; regions <= 20; regions += 1) {
          const monthly = pricePlan({ pid: MONTHLY, seatCount: seats, regionCount: regions });
          const annual = pricePlan({ pid: ANNUAL, seatCount: seats, regionCount: regions });
          for (const price of [monthly, annual]) {
            expect(Number.isInteger(price.totalCents)).toBe(true);
            expect(price.totalCents).toBe(
              price.listCents - price.seatDiscountCents - price.couponDiscountCents,
            );
          }
          const list = tiers[regions - 1]! * 1_000 * seats;
          const afterSeats = list - Math.round((list * seatDiscountPercent(seats)) / 100);
          expect(monthly.totalCents).toBe(afterSeats);
          expect(annual.totalCents).toBe(afterSeats * 12 - Math.round((afterSeats * 12 * 20) / 100));
        }
    });
  });

  describe('estimate', () => {
    const december = { start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
    const current: PlanChoice = { pid: MONTHLY, seatCount: 3, regionCount: 2 }; // $938.40 a month
    const at = new Date('2026-12-11T00:00:00Z'); // 21 of 31 days left

    it('prorates an increase by the days left, to the cent', () => {
      const result = estimate(
        current,
        { pid: MONTHLY, seatCount: 4, regionCount: 3 },
        at,
        december.start,
        december.end,
      );
      expect(result.remainingDays).toBe(21);
      expect(result.periodDays).toBe(31);
      expect(result.currentPlan).toEqual({
        product: MONTHLY,
        display: 'Ledgerscope Professional (Monthly), 2 regions',
        quantity: 1,
        price: 340,
        discount: 27.2,
        proratedItemTotal: 635.69, // 938.40 x 21 / 31 = 635.6903
        subscriptionTotal: 938.4,
        priceDisplay: '$938.40',
        addons: [
          {
            product: 'ledgerscope-extra-seat',
            display: 'Additional seat',
            quantity: 2,
            price: 340,
            discount: 54.4,
          },
        ],
      });
      expect(result.proposedPlan).toMatchObject({
        product: MONTHLY,
        quantity: 1,
        price: 380,
        discount: 38,
        proratedItemTotal: 291.02, // 1368.00 x 21 / 31 = 926.7097 -> 926.71, less 635.69
        subscriptionTotal: 1368,
        priceDisplay: '$1,368.00',
        addons: [{ product: 'ledgerscope-extra-seat', quantity: 3, price: 380, discount: 114 }],
      });
    });

    it('charges half the difference half-way through a 30-day period', () => {
      const result = estimate(
        current,
        { pid: MONTHLY, seatCount: 4, regionCount: 3 },
        new Date('2026-11-16T00:00:00Z'),
        new Date('2026-11-01T00:00:00Z'),
        new Date('2026-12-01T00:00:00Z'),
      );
      expect([result.remainingDays, result.periodDays]).toEqual([15, 30]);
      expect(result.currentPlan.proratedItemTotal).toBe(469.2);
      expect(result.proposedPlan.proratedItemTotal).toBe(214.8);
    });

    it('counts a started day as left', () => {
      const result = estimate(
        current,
        { pid: MONTHLY, seatCount: 4, regionCount: 3 },
        new Date('2026-11-15T12:00:00Z'),
        new Date('2026-11-01T00:00:00Z'),
        new Date('2026-12-01T00:00:00Z'),
      );
      expect(result.remainingDays).toBe(16);
    });

    it('never refunds a decrease: the charge prorates to 0', () => {
      const result = estimate(
        current,
        { pid: MONTHLY, seatCount: 2, regionCount: 2 },
        at,
        december.start,
        december.end,
      );
      expect(result.currentPlan.proratedItemTotal).toBe(635.69);
      expect(result.proposedPlan.proratedItemTotal).toBe(0);
      expect(result.proposedPlan.subscriptionTotal).toBe(646);
    });

    it('starts a new period on a change of interval, less the unused value of the old one', () => {
      const upgrade = estimate(
        current,
        { pid: ANNUAL, seatCount: 3, regionCount: 2 },
        at,
        december.start,
        december.end,
      );
      expect(upgrade.proposedPlan.subscriptionTotal).toBe(9008.64);
      expect(upgrade.proposedPlan.proratedItemTotal).toBe(8372.95); // 9008.64 - 635.69
      const downgrade = estimate(
        { pid: ANNUAL, seatCount: 3, regionCount: 2 },
        current,
        at,
        december.start,
        new Date('2027-12-01T00:00:00Z'),
      );
      expect(downgrade.proposedPlan.proratedItemTotal).toBe(0);
    });

    it('lists no addon for a single seat', () => {
      const result = estimate(
        { pid: MONTHLY, seatCount: 1, regionCount: 1 },
        { pid: MONTHLY, seatCount: 1, regionCount: 2 },
        at,
        december.start,
        december.end,
      );
      expect(result.currentPlan.addons).toEqual([]);
      expect(result.proposedPlan.proratedItemTotal).toBe(60.97); // (340 - 250) x 21 / 31 = 60.968
    });

    it('adds the bundle line and the addon up to the plan total', () => {
      for (const seats of [1, 2, 3, 7, 11, 25]) {
        const plan = estimate(
          { pid: ANNUAL, seatCount: seats, regionCount: 5 },
          current,
          at,
          december.start,
          new Date('2027-12-01T00:00:00Z'),
        ).currentPlan;
        const cents = (amount: number) => Math.round(amount * 100);
        const lineTotal =
          cents(plan.price) * plan.quantity -
          cents(plan.discount) +
          plan.addons.reduce(
            (sum, addon) => sum + cents(addon.price) * addon.quantity - cents(addon.discount),
            0,
          );
        expect(lineTotal).toBe(cents(plan.subscriptionTotal));
      }
    });

    it('needs a time within the period', () => {
      const proposed = { pid: MONTHLY, seatCount: 4, regionCount: 3 };
      expect(codeOf(() => estimate(current, proposed, december.end, december.start, december.end))).toBe(
        'INVALID_PERIOD',
      );
      expect(
        codeOf(() =>
          estimate(current, proposed, new Date('2026-11-30T00:00:00Z'), december.start, december.end),
        ),
      ).toBe('INVALID_PERIOD');
      expect(codeOf(() => estimate(current, proposed, at, december.end, december.start))).toBe(
        'INVALID_PERIOD',
      );
    });
  });

  describe('checkout tax', () => {
    it('adds the country tax to the discounted subtotal', () => {
      expect(checkoutTotals(93_840, 'gb')).toEqual({
        currency: 'USD',
        subtotal: 938.4,
        taxPercent: 20,
        tax: 187.68,
        total: 1126.08,
        subtotalDisplay: '$938.40',
        taxDisplay: '$187.68',
        totalDisplay: '$1,126.08',
      });
      expect(checkoutTotals(93_840, 'SG')).toMatchObject({ tax: 84.46, total: 1022.86 });
    });

    it('knows a small table of countries and falls back to 0%', () => {
      expect(['US', 'GB', 'DE', 'FR', 'JP', 'SG', 'AU', 'CA', 'ZZ'].map(taxPercentOf)).toEqual([
        0, 20, 19, 20, 10, 9, 10, 5, 0,
      ]);
    });
  });
});
