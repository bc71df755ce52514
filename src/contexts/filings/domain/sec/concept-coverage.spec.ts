import { mapSecFacts } from './annual-statements.js';
import {
  OTHER_LONG_TERM_DEBT_CONCEPTS,
  PUBLIC_FLOAT_SOURCE,
  filerCoverage,
  summarizeCoverage,
  type FilingCoverage,
} from './concept-coverage.js';
import type { SecFact, SecFilerFacts } from './sec-facts.js';

/*
 * The concept table measured filing by filing (npm run bench:coverage) on made-up filers: a 10-Q of the
 * half year to 2010-06-30 and 10-Ks of calendar 2010, in $ millions.
 */

interface Filing {
  readonly accn: string;
  readonly form: string;
  readonly filed: string;
}
const Q2 = { accn: '0000000001-10-000002', form: '10-Q', filed: '2010-08-05' };
const K10 = { accn: '0000000001-11-000001', form: '10-K', filed: '2011-02-20' };

const flow = (filing: Filing, concept: string, millions: number, start: string, end: string): SecFact => ({
  taxonomy: 'us-gaap',
  concept,
  unit: 'USD',
  start,
  end,
  value: millions * 1e6,
  ...filing,
});
const stock = (filing: Filing, concept: string, millions: number, end: string): SecFact => ({
  taxonomy: 'us-gaap',
  concept,
  unit: 'USD',
  start: null,
  end,
  value: millions * 1e6,
  ...filing,
});

const filer = (facts: SecFact[], cik = 1): SecFilerFacts => ({ cik, entityName: 'Made Up Inc.', facts });

/** A 10-K of calendar 2010 with a complete report's items, and the facts given (flows of 2010, stocks at its end). */
function annual(
  flows: Record<string, number>,
  stocks: Record<string, number>,
  filing: Filing = K10,
): SecFact[] {
  return [
    ...Object.entries({
      Revenues: 1000,
      NetCashProvidedByUsedInOperatingActivities: 90,
      ...flows,
    }).map(([concept, value]) => flow(filing, concept, value, '2010-01-01', '2010-12-31')),
    ...Object.entries({
      Assets: 5000,
      AssetsCurrent: 2000,
      LiabilitiesCurrent: 1000,
      StockholdersEquity: 2500,
      ...stocks,
    }).map(([concept, value]) => stock(filing, concept, value, '2010-12-31')),
  ];
}

const only = (facts: SecFact[]): FilingCoverage => {
  const filings = filerCoverage(filer(facts));
  expect(filings).toHaveLength(1);
  return filings[0]!;
};

describe('filerCoverage: a filing measured over its own period', () => {
  it('reads a 10-Q over its year to date and its stocks at its balance-sheet date, not the comparatives', () => {
    const q = only([
      // The quarter and the half year to date; the prior year's half as a comparative.
      flow(Q2, 'Revenues', 300, '2010-04-01', '2010-06-30'),
      flow(Q2, 'Revenues', 550, '2010-01-01', '2010-06-30'),
      flow(Q2, 'Revenues', 500, '2009-01-01', '2009-06-30'),
      flow(Q2, 'NetCashProvidedByUsedInOperatingActivities', 40, '2010-01-01', '2010-06-30'),
      // SG&A only in the quarter's column: not the filing's own period.
      flow(Q2, 'SellingGeneralAndAdministrativeExpense', 60, '2010-04-01', '2010-06-30'),
      // A development-stage filer's inception-to-date column is longer than a year: never the period.
      flow(Q2, 'NetIncomeLoss', -900, '2001-01-01', '2010-06-30'),
      stock(Q2, 'Assets', 5000, '2010-06-30'),
      stock(Q2, 'Assets', 4800, '2009-12-31'),
      // Goodwill only at the prior year end: not this balance sheet's.
      stock(Q2, 'Goodwill', 100, '2009-12-31'),
      stock(Q2, 'InventoryNet', 70, '2010-06-30'),
    ]);
    expect(q).toMatchObject({ form: '10-Q', periodEnd: '2010-06-30', periodStart: '2010-01-01' });
    expect(q.sources.revenue).toBe('Revenues');
    expect(q.sources.cfo).toBe('NetCashProvidedByUsedInOperatingActivities');
    expect(q.sources.sga).toBeNull();
    expect(q.sources.netIncome).toBeNull();
    expect(q.sources.goodwill).toBeNull();
    expect(q.sources.inventory).toBe('InventoryNet');
    expect(q.filled).toBe(4);
  });

  it('takes the balance-sheet date of the latest total assets, though a later date is reported', () => {
    const q = only([
      stock(Q2, 'Assets', 5000, '2010-06-30'),
      // A subsequent event dated after the balance sheet.
      stock(Q2, 'LongTermDebtNoncurrent', 10, '2010-07-15'),
      flow(Q2, 'Revenues', 550, '2010-01-01', '2010-06-30'),
    ]);
    expect(q.periodEnd).toBe('2010-06-30');
    expect(q.sources.longTermDebt).toBeNull();
  });

  it('names the figure of each line item as the import does, for a 10-K', () => {
    const facts = [
      ...annual(
        { CostOfRevenue: 600, SellingGeneralAndAdministrativeExpense: 150, NetIncomeLoss: 80 },
        { LongTermDebtNoncurrent: 700, Goodwill: 300, CashCashEquivalentsAndShortTermInvestments: 400 },
      ),
      { ...stock(K10, 'EntityPublicFloat', 3000, '2010-06-30'), taxonomy: 'dei' as const },
    ];
    const filing = only(facts);
    const outcome = mapSecFacts(filer(facts));
    if (!outcome.ok) throw new Error(outcome.message);
    const year = outcome.mapping.years.find((y) => y.year === 2010)!;
    for (const [item, source] of Object.entries(year.sources)) {
      if (source.concept === 'absent') continue;
      expect([item, filing.sources[item as keyof typeof filing.sources]]).toEqual([
        item,
        source.concept.replace(/^(us-gaap|dei):/, item === 'marketValue' ? 'dei:' : ''),
      ]);
    }
    expect(filing.sources.marketValue).toBe(PUBLIC_FLOAT_SOURCE);
    expect(filing.filled).toBe(Object.values(year.sources).filter((s) => s.concept !== 'absent').length);
  });

  it('lists the lines a complete report would take as 0, without counting them as filled', () => {
    const filing = only(annual({}, {}));
    expect(filing.absentAsZero).toEqual([
      'inventory',
      'goodwill',
      'otherIntangibles',
      'longTermDebt',
      'securities',
    ]);
    expect(filing.filled).toBe(6);
    // An incomplete report (no cash flow statement) takes none as 0.
    const partial = only(
      annual({}, {}).filter((f) => f.concept !== 'NetCashProvidedByUsedInOperatingActivities'),
    );
    expect(partial.absentAsZero).toEqual([]);
  });

  it('measures each filing of a filer apart, in filing order, and none of a filer without us-gaap or ifrs facts', () => {
    const filings = filerCoverage(filer([...annual({}, {}), stock(Q2, 'Assets', 5000, '2010-06-30')]));
    expect(filings.map((f) => f.form)).toEqual(['10-Q', '10-K']);
    expect(
      filerCoverage(filer([{ ...stock(K10, 'EntityPublicFloat', 1, '2010-06-30'), taxonomy: 'dei' }])),
    ).toEqual([]);
  });
});

describe('summarizeCoverage: the acceptance measures of issue 32', () => {
  it('sums goods and services when no total is reported, and names the filings that report both', () => {
    const parts = only(annual({ CostOfGoodsSold: 400, CostOfServices: 200 }, {}));
    const total = filerCoverage(
      filer(annual({ CostOfRevenue: 650, CostOfGoodsSold: 400, CostOfServices: 200 }, {}), 2),
    )[0]!;
    expect(parts.sources.cogs).toBe('CostOfGoodsSold + CostOfServices');
    expect(parts.costPartsWithoutTotal).toBe(true);
    expect(total.sources.cogs).toBe('CostOfRevenue');
    expect(total.costPartsWithoutTotal).toBe(false);
    const summary = summarizeCoverage([parts, total]);
    expect(summary.costParts.map((p) => [p.filing.cik, p.summed])).toEqual([[1, true]]);
  });

  it('measures long-term debt on the balance sheets that report a debt concept, the table’s or another', () => {
    const classes = only(
      annual({}, { ConvertibleDebtNoncurrent: 300, CapitalLeaseObligationsNoncurrent: 20 }),
    );
    const unread = filerCoverage(filer(annual({}, { SecuredLongTermDebt: 500 }), 2))[0]!;
    const none = filerCoverage(filer(annual({}, {}), 3))[0]!;
    expect(classes.sources.longTermDebt).toBe(
      'ConvertibleDebtNoncurrent + CapitalLeaseObligationsNoncurrent',
    );
    expect(OTHER_LONG_TERM_DEBT_CONCEPTS).toContain('SecuredLongTermDebt');
    expect(unread.debtConcepts).toEqual(['SecuredLongTermDebt']);
    const summary = summarizeCoverage([classes, unread, none]);
    expect(summary.longTermDebt).toMatchObject({ withDebtConcept: 2, filled: 1 });
    expect(summary.longTermDebt.unfilled.map((f) => f.cik)).toEqual([2]);
    expect(summary.longTermDebt.tableConcepts).toEqual(
      expect.arrayContaining(['LongTermDebtNoncurrent', 'ConvertibleDebtNoncurrent', 'SeniorNotes']),
    );
  });

  it('counts items filled per line item, in total and for the annual reports', () => {
    const q = only([
      stock(Q2, 'Assets', 5000, '2010-06-30'),
      flow(Q2, 'Revenues', 550, '2010-01-01', '2010-06-30'),
    ]);
    const k = filerCoverage(filer(annual({ CostOfRevenue: 600 }, {}), 2))[0]!;
    const summary = summarizeCoverage([q, k]);
    expect(summary).toMatchObject({
      filings: 2,
      filers: 2,
      annualFilings: 1,
      itemsFilled: 2 + 7,
      itemsFilledAnnual: 7,
    });
    const revenue = summary.perItem.find((line) => line.item === 'revenue')!;
    expect(revenue).toEqual({ item: 'revenue', filled: 2, bySource: [['Revenues', 2]] });
    expect(summary.perItem).toHaveLength(21);
  });
});
