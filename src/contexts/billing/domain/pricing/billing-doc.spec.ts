import { readFileSync } from 'node:fs';
import { SUBSCRIPTION_TRANSITIONS, type SubscriptionTransition } from '../subscription.js';
import { CATALOGUE } from './catalogue.config.js';
import { checkoutTotals, estimate, pricePlan, productOf, savedHint, type PlanChoice } from './pricing.js';
import { formatCardTotal, formatUsd } from './money.js';

/**
 * docs/billing.md shows worked examples and the transition table; this test computes them with the code
 * and fails when a row of the doc says otherwise (cells compared trimmed, backticks ignored).
 */
const DOC = readFileSync(new URL('../../../../../docs/billing.md', import.meta.url), 'utf8');

function tableRows(markdown: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of markdown.split('\n')) {
    if (!line.trim().startsWith('|')) continue;
    const cells = line
      .trim()
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.replaceAll('`', '').trim());
    if (cells[0]) rows.set(cells[0], cells);
  }
  return rows;
}

const ROWS = tableRows(DOC);
const cents = (amount: number) => Math.round(amount * 100);
const usd = (amount: number) => formatUsd(cents(amount));

function describePlan({ pid, seatCount, regionCount }: PlanChoice): string {
  return `${seatCount} seat(s), ${regionCount} region(s), ${productOf(pid).interval}`;
}

function planRow(id: string, choice: PlanChoice): string[] {
  const price = pricePlan(choice);
  return [
    id,
    choice.pid,
    String(choice.seatCount),
    String(choice.regionCount),
    formatUsd(price.unitCents),
    formatUsd(price.listCents),
    `${price.seatDiscountPercent}% (-${formatUsd(price.seatDiscountCents)})`,
    price.couponCode ? `${price.couponPercent}% (-${formatUsd(price.couponDiscountCents)})` : 'none',
    formatUsd(price.totalCents),
    formatCardTotal(price.totalCents),
    savedHint(choice.seatCount) ?? 'none',
  ];
}

const MONTHLY = 'ledgerscope-professional';
const ANNUAL = 'ledgerscope-professional-annual';

const PLAN_EXAMPLES: [string, PlanChoice][] = [
  ['P1', { pid: MONTHLY, seatCount: 1, regionCount: 1 }],
  ['P2', { pid: ANNUAL, seatCount: 1, regionCount: 1 }],
  ['P3', { pid: MONTHLY, seatCount: 3, regionCount: 2 }],
  ['P4', { pid: ANNUAL, seatCount: 7, regionCount: 3 }],
  ['P5', { pid: MONTHLY, seatCount: 11, regionCount: 20 }],
  ['P6', { pid: MONTHLY, seatCount: 11, regionCount: 25 }],
  ['P7', { pid: ANNUAL, seatCount: 25, regionCount: 9 }],
];

const DECEMBER = { start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') };
const CURRENT: PlanChoice = { pid: MONTHLY, seatCount: 3, regionCount: 2 };
const ESTIMATE_EXAMPLES: [string, PlanChoice, PlanChoice, Date, Date, Date][] = [
  [
    'E1',
    CURRENT,
    { pid: MONTHLY, seatCount: 4, regionCount: 3 },
    new Date('2026-12-11T00:00:00Z'),
    DECEMBER.start,
    DECEMBER.end,
  ],
  [
    'E2',
    CURRENT,
    { pid: MONTHLY, seatCount: 2, regionCount: 2 },
    new Date('2026-12-11T00:00:00Z'),
    DECEMBER.start,
    DECEMBER.end,
  ],
  [
    'E3',
    CURRENT,
    { pid: ANNUAL, seatCount: 3, regionCount: 2 },
    new Date('2026-12-11T00:00:00Z'),
    DECEMBER.start,
    DECEMBER.end,
  ],
  [
    'E4',
    CURRENT,
    { pid: MONTHLY, seatCount: 4, regionCount: 3 },
    new Date('2026-11-16T00:00:00Z'),
    new Date('2026-11-01T00:00:00Z'),
    new Date('2026-12-01T00:00:00Z'),
  ],
];

const day = (date: Date) => date.toISOString().slice(0, 10);

describe('docs/billing.md', () => {
  it.each(PLAN_EXAMPLES)('shows plan example %s as the code prices it', (id, choice) => {
    expect(ROWS.get(id)).toEqual(planRow(id, choice));
  });

  it.each(ESTIMATE_EXAMPLES)(
    'shows estimate example %s as the code prorates it',
    (id, current, proposed, at, start, end) => {
      const result = estimate(current, proposed, at, start, end);
      expect(ROWS.get(id)).toEqual([
        id,
        `${day(start)} to ${day(end)}`,
        day(at),
        describePlan(current),
        describePlan(proposed),
        `${result.remainingDays} / ${result.periodDays}`,
        usd(result.currentPlan.proratedItemTotal),
        usd(result.proposedPlan.proratedItemTotal),
        usd(result.proposedPlan.subscriptionTotal),
      ]);
    },
  );

  it('shows the checkout tax example as the code computes it', () => {
    const totals = checkoutTotals(pricePlan(CURRENT).totalCents, 'GB');
    expect(ROWS.get('T1')).toEqual([
      'T1',
      totals.subtotalDisplay,
      'GB',
      `${totals.taxPercent}%`,
      totals.taxDisplay,
      totals.totalDisplay,
    ]);
  });

  it.each(Object.keys(SUBSCRIPTION_TRANSITIONS))('lists transition %s as the machine has it', (name) => {
    const moves = Object.entries(SUBSCRIPTION_TRANSITIONS[name as SubscriptionTransition]).map(
      ([from, to]) => `${from} -> ${to}`,
    );
    expect(ROWS.get(name)?.slice(0, 2)).toEqual([name, moves.join(', ')]);
  });

  it('states the configured constants', () => {
    for (const fact of [
      `${CATALOGUE.trial.days} days`,
      `within ${CATALOGUE.trial.endingNoticeDays} days`,
      `grace period of ${CATALOGUE.gracePeriodDays} days`,
      CATALOGUE.annualCoupon.code,
      `${CATALOGUE.annualCoupon.percent}%`,
      `${CATALOGUE.enterprise.minimumSeats} seats`,
    ])
      expect(DOC).toContain(fact);
  });
});
