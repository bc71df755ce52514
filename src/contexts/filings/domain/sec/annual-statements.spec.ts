import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beneishIndices, mScore } from '../../../screening/domain/scoring/beneish.js';
import { fScore, fScoreVariables } from '../../../screening/domain/scoring/dechow-f-score.js';
import { revisionWarning, warningsFor } from '../../../screening/domain/scoring/warnings.js';
import { clusterContext } from '../../../screening/domain/scoring/score-universe.js';
import { COMPLETE_REPORT_ITEMS, fiscalYearOf, mapSecFacts, type SecMapping } from './annual-statements.js';
import { parseCompanyFacts } from './companyfacts.js';
import { secScoringCompany } from './sec-company.js';
import { secProfile } from './sec-company.fixtures.js';
import type { SecFact } from './sec-facts.js';
import { ABSENT_IS_ZERO_ITEMS, NOT_REPORTED } from '../../../screening/domain/published/universe.js';

/** A fact of a made-up filer: money in dollars. */
function fact(
  concept: string,
  value: number,
  period: { start?: string; end: string },
  filing: { accn: string; form?: string; filed: string },
  unit = 'USD',
  taxonomy: SecFact['taxonomy'] = 'us-gaap',
): SecFact {
  return {
    taxonomy,
    concept,
    unit,
    start: period.start ?? null,
    end: period.end,
    value,
    accn: filing.accn,
    form: filing.form ?? '10-K',
    filed: filing.filed,
  };
}

const K2023 = { accn: '0000000001-23-000001', filed: '2023-11-01' };
const K2024 = { accn: '0000000001-24-000001', filed: '2024-11-01' };
const KA2024 = { accn: '0000000001-25-000002', form: '10-K/A', filed: '2025-01-20' };
const Q2024 = { accn: '0000000001-24-000009', form: '10-Q', filed: '2024-08-01' };
const FY2023 = { start: '2022-10-02', end: '2023-09-30' };
const FY2024 = { start: '2023-10-01', end: '2024-09-28' };

/** Two 10-Ks (the second with the first year as its comparative column) and an amendment of 2024. */
function filer(): SecFact[] {
  const m = 1e6;
  return [
    fact('Revenues', 1000 * m, FY2023, K2023),
    fact('Revenues', 1000 * m, FY2023, K2024),
    fact('Revenues', 1200 * m, FY2024, K2024),
    fact('Revenues', 1260 * m, FY2024, KA2024),
    // A quarter, and a 10-Q: neither is an annual figure.
    fact('Revenues', 300 * m, { start: '2024-06-30', end: '2024-09-28' }, K2024),
    fact('Revenues', 999 * m, FY2024, Q2024),
    // The later filing reclassifies 2023's cost of goods: t−1 on year t's basis differs from its level.
    fact('CostOfRevenue', 600 * m, FY2023, K2023),
    fact('CostOfRevenue', 640 * m, FY2023, K2024),
    fact('CostOfRevenue', 700 * m, FY2024, K2024),
    // SG&A only as its parts.
    fact('GeneralAndAdministrativeExpense', 80 * m, FY2024, K2024),
    fact('SellingAndMarketingExpense', 120 * m, FY2024, K2024),
    fact('Assets', 2000 * m, { end: '2023-09-30' }, K2023),
    fact('Assets', 2000 * m, { end: '2023-09-30' }, K2024),
    fact('Assets', 2500 * m, { end: '2024-09-28' }, K2024),
    fact('Liabilities', 1200 * m, { end: '2024-09-28' }, K2024),
    fact('StockholdersEquity', 1300 * m, { end: '2024-09-28' }, K2024),
    // A balance at a quarter end is not a fiscal-year-end balance.
    fact('Assets', 2300 * m, { end: '2024-06-29' }, K2024),
    fact('EntityPublicFloat', 5000 * m, { end: '2024-03-29' }, K2024, 'USD', 'dei'),
  ];
}

const mapped = (facts: SecFact[], options = {}): SecMapping => {
  const outcome = mapSecFacts({ cik: 1, entityName: 'Made Up Inc.', facts }, options);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.mapping;
};

describe('mapSecFacts', () => {
  it('reads annual figures by their own period, in $ millions, with the filing and concept of each', () => {
    const { years } = mapped(filer());
    expect(years.map((y) => y.year)).toEqual([2023, 2024]);
    const y2024 = years[1];
    expect(y2024?.fiscalYearEnd).toBe('2024-09-28');
    expect(y2024?.revenue).toBe(1200);
    expect(y2024?.totalAssets).toBe(2500);
    expect(y2024?.sga).toBe(200);
    expect(y2024?.sources.sga?.concept).toBe(
      'us-gaap:GeneralAndAdministrativeExpense + [us-gaap:SellingAndMarketingExpense | us-gaap:SellingExpense]',
    );
    expect(y2024?.sources.revenue).toEqual({ concept: 'us-gaap:Revenues', ...K2024, form: '10-K' });
    expect(y2024?.filing).toEqual({ ...K2024, form: '10-K' });
    expect(y2024?.marketValue).toBe(5000);
    expect(y2024?.sources.marketValue?.concept).toBe('dei:EntityPublicFloat');
  });

  it('leaves a line item no concept gives missing, never 0', () => {
    const y2024 = mapped(filer()).years[1];
    expect(y2024?.inventory).toBeNull();
    expect(y2024?.cfo).toBeNull();
    expect(y2024?.securities).toBeNull();
    expect(mapped(filer()).years[0]?.marketValue).toBeNull();
  });

  it('keeps levels as first reported and the prior year as the year’s own filing reports it', () => {
    const [y2023, y2024] = mapped(filer()).years;
    expect(y2023?.cogs).toBe(600);
    expect(y2024?.comparative?.cogs).toBe(640);
    expect(y2024?.comparative?.revenue).toBe(1000);
  });

  it('records a later filing’s different figure as a revision, with its warning text', () => {
    const y2024 = mapped(filer()).years[1];
    expect(y2024?.revenue).toBe(1200);
    expect(y2024?.revisions).toEqual([
      {
        item: 'revenue',
        year: 2024,
        from: 1200,
        to: 1260,
        accn: KA2024.accn,
        form: '10-K/A',
        filed: '2025-01-20',
      },
    ]);
    expect(revisionWarning(y2024!.revisions[0]!)).toBe(
      'ALERT: Revenue for fiscal 2024 was revised from $1,200m to $1,260m (10-K/A filed 2025-01-20).',
    );
  });

  it('keeps the first reported figure when a later filing renames the concept, and compares across the rename', () => {
    const renamed = filer()
      .filter((f) => !(f.concept === 'Revenues' && f.end === FY2023.end))
      .concat([fact('SalesRevenueNet', 1000e6, FY2023, K2023), fact('Revenues', 1100e6, FY2023, K2024)]);
    const y2023 = mapped(renamed).years[0];
    expect(y2023?.revenue).toBe(1000);
    expect(y2023?.sources.revenue?.concept).toBe('us-gaap:SalesRevenueNet');
    expect(y2023?.revisions.filter((r) => r.item === 'revenue')).toEqual([
      { item: 'revenue', year: 2023, from: 1000, to: 1100, ...K2024, form: '10-K' },
    ]);
  });

  it('does not call a difference within rounding a revision', () => {
    const facts = [
      ...filer(),
      fact('Revenues', 1_000_400_000, FY2023, { accn: 'x-25', filed: '2025-11-01' }),
    ];
    // 2023's revenue is 1,000.4 in the last filing: rounding. Its cost of goods (600 → 640) is a revision.
    expect(mapped(facts).years[0]?.revisions.map((r) => r.item)).toEqual(['cogs']);
  });

  it('converts another currency only with a rate, and never mixes currencies', () => {
    const euros = filer().map((f) => (f.unit === 'USD' && f.taxonomy !== 'dei' ? { ...f, unit: 'EUR' } : f));
    const refused = mapSecFacts({ cik: 1, entityName: 'Euro SE', facts: euros });
    expect(refused).toEqual({
      ok: false,
      reason: 'CURRENCY',
      message: expect.stringContaining('reports in EUR'),
    });
    const converted = mapped(euros, { usdPerUnit: { EUR: 1.1 } });
    expect(converted.currency).toBe('EUR');
    expect(converted.years[1]?.revenue).toBeCloseTo(1320, 6);
  });

  it('skips a filer with no annual report, or no financial facts, with the reason', () => {
    const quarterly = filer().map((f) => ({ ...f, form: '10-Q' }));
    expect(mapSecFacts({ cik: 1, entityName: 'Q', facts: quarterly })).toMatchObject({
      ok: false,
      reason: 'NO_ANNUAL_FACTS',
    });
    expect(mapSecFacts({ cik: 1, entityName: 'Empty', facts: [] })).toMatchObject({
      ok: false,
      reason: 'NO_FINANCIAL_FACTS',
    });
  });

  it('refuses a period that is not a date', () => {
    const facts = [...filer(), fact('Revenues', 1, { start: '2023-13-xx', end: 'soon' }, K2024)];
    expect(mapSecFacts({ cik: 1, entityName: 'Bad', facts })).toMatchObject({
      ok: false,
      reason: 'INVALID_PERIOD',
    });
  });

  it('reports a year whose assets are not liabilities plus equity', () => {
    const facts = filer().map((f) => (f.concept === 'Liabilities' ? { ...f, value: 1000e6 } : f));
    expect(mapped(facts).notes).toContain(
      'fiscal 2024: assets $2500m differ from liabilities plus equity $2300m by 8.0%',
    );
  });
});

const K2025 = { accn: '0000000001-25-000001', filed: '2025-11-01' };
const FY2025 = { start: '2024-09-29', end: '2025-09-27' };

/**
 * One year's lines in one 10-K, a complete report of it (income statement, classified balance sheet,
 * cash flow statement) with no inventory, goodwill, intangibles, debt or securities issued; `more` adds
 * the other lines the M-score and F-score read (receivables, PP&E, cost of goods, SG&A, depreciation, cash).
 */
function lines(
  period: { start: string; end: string },
  filing: { accn: string; filed: string },
  scale: number,
  more = false,
): SecFact[] {
  const m = scale * 1e6;
  const at = { end: period.end };
  return [
    fact('Revenues', 1000 * m, period, filing),
    fact('NetIncomeLoss', 100 * m, period, filing),
    fact('NetCashProvidedByUsedInOperatingActivities', 120 * m, period, filing),
    fact('Assets', 2000 * m, at, filing),
    fact('AssetsCurrent', 800 * m, at, filing),
    fact('LiabilitiesCurrent', 300 * m, at, filing),
    fact('Liabilities', 700 * m, at, filing),
    fact('StockholdersEquity', 1300 * m, at, filing),
    ...(more
      ? [
          fact('AccountsReceivableNetCurrent', 100 * m * scale, at, filing),
          fact('PropertyPlantAndEquipmentNet', 400 * m, at, filing),
          fact('CashAndCashEquivalentsAtCarryingValue', 300 * m, at, filing),
          fact('CostOfRevenue', 600 * m * scale, period, filing),
          fact('SellingGeneralAndAdministrativeExpense', 150 * m, period, filing),
          fact('DepreciationDepletionAndAmortization', 40 * m, period, filing),
        ]
      : []),
  ];
}

/** 2023's complete 10-K, and 2024's with 2023 as its comparative column. */
const complete = (more = false): SecFact[] => [
  ...lines(FY2023, K2023, 1, more),
  ...lines(FY2023, K2024, 1, more),
  ...lines(FY2024, K2024, 1.2, more),
];

describe('absent lines: XBRL has no line for what a company does not have', () => {
  const profile = secProfile({ tickerId: 'ZERO', name: 'Debt Free Inc.' });

  it('takes an item a company may not have as 0 when a complete 10-K has no line for it, and says so', () => {
    const y2024 = mapped(complete()).years[1]!;
    for (const item of ABSENT_IS_ZERO_ITEMS) {
      expect(y2024[item]).toBe(0);
      expect(y2024.sources[item]).toEqual({ concept: NOT_REPORTED, ...K2024, form: '10-K' });
    }
    expect(y2024.longTermDebt).toBe(0);
    // The year's filing is still the one that reported its figures, and a 0 is no revision.
    expect(y2024.filing).toEqual({ ...K2024, form: '10-K' });
    expect(y2024.revisions).toEqual([]);
    // Stored compactly, as the marker alone (the year's own filing).
    const stored = secScoringCompany(profile, 1, mapped(complete())).statements[1]!.provenance!;
    expect(stored.items.longTermDebt).toBe(NOT_REPORTED);
    expect(stored.items.revenue).toBe('us-gaap:Revenues');
    expect(JSON.stringify(stored.items)).toContain('"longTermDebt":"absent"');
  });

  it('leaves the items every company has missing, in a complete 10-K too', () => {
    const y2024 = mapped(complete()).years[1]!;
    for (const item of ['receivables', 'ppe', 'depreciation', 'cogs', 'sga', 'cash'] as const)
      expect(y2024[item]).toBeNull();
    expect(y2024.sources.receivables).toBeUndefined();
    // Without revenue the 10-K is no complete report: revenue stays missing, and so does the debt.
    const noRevenue = mapped(complete().filter((f) => f.concept !== 'Revenues')).years[1]!;
    expect(noRevenue.revenue).toBeNull();
    expect(noRevenue.longTermDebt).toBeNull();
    expect(noRevenue.sources.longTermDebt).toBeUndefined();
  });

  it('keeps a missing line missing when the year’s filing is not a complete report of it', () => {
    expect(COMPLETE_REPORT_ITEMS).toEqual([
      'revenue',
      'totalAssets',
      'currentAssets',
      'currentLiabilities',
      'equity',
      'cfo',
    ]);
    // Each of the required items, left out of the 2024 10-K's 2024 figures, leaves the absent lines missing.
    const concepts = {
      revenue: 'Revenues',
      totalAssets: 'Assets',
      currentAssets: 'AssetsCurrent',
      currentLiabilities: 'LiabilitiesCurrent',
      equity: 'StockholdersEquity',
      cfo: 'NetCashProvidedByUsedInOperatingActivities',
    } as const;
    for (const item of COMPLETE_REPORT_ITEMS) {
      const concept = concepts[item as keyof typeof concepts];
      const facts = complete().filter((f) => !(f.concept === concept && f.end === FY2024.end));
      // Total assets from a later 10-K: the year is kept, but its own filing gave no balance sheet total.
      if (item === 'totalAssets') facts.push(fact('Assets', 2400e6, { end: FY2024.end }, K2025));
      const y2024 = mapped(facts).years.find((y) => y.year === 2024)!;
      expect(y2024.inventory).toBeNull();
      expect(y2024.longTermDebt).toBeNull();
      expect(y2024.securities).toBeNull();
    }
  });

  it('uses the figure a later filing reports for the year, which is no revision of a 0', () => {
    const facts = [
      ...complete(),
      fact('LongTermDebtNoncurrent', 300e6, { end: FY2024.end }, K2025),
      fact('LongTermDebtNoncurrent', 500e6, { end: FY2025.end }, K2025),
    ];
    const y2024 = mapped(facts).years.find((y) => y.year === 2024)!;
    expect(y2024.longTermDebt).toBe(300);
    expect(y2024.sources.longTermDebt).toEqual({
      concept: 'us-gaap:LongTermDebtNoncurrent',
      ...K2025,
      form: '10-K',
    });
    expect(y2024.revisions).toEqual([]);
    expect(y2024.inventory).toBe(0);
  });

  it('takes the prior year’s missing line as 0 in the comparative of a complete filing', () => {
    // The company borrowed in 2024: the 2024 10-K has the debt of 2024 and no line for 2023.
    const facts = [...complete(), fact('LongTermDebtNoncurrent', 400e6, { end: FY2024.end }, K2024)];
    const [y2023, y2024] = mapped(facts).years;
    expect(y2024?.longTermDebt).toBe(400);
    expect(y2024?.comparative?.longTermDebt).toBe(0);
    expect(y2024?.comparativeNotReported).toEqual(ABSENT_IS_ZERO_ITEMS);
    expect(y2023?.longTermDebt).toBe(0);
    const company = secScoringCompany(profile, 1, mapped(facts));
    expect(company.statements[1]?.provenance?.comparativeNotReported).toEqual(ABSENT_IS_ZERO_ITEMS);
    // The ratios of 2024 read 2023 as the 2024 10-K reports it.
    expect(clusterContext(company.statements, 1).prev?.longTermDebt).toBe(0);
  });

  it('reads the comparative on its filing’s basis: a line the filing dropped is 0 in both of its years', () => {
    // 2023's own 10-K had inventory; the 2024 10-K folds it into other assets for both years.
    const facts = [...complete(), fact('InventoryNet', 50e6, { end: FY2023.end }, K2023)];
    const [y2023, y2024] = mapped(facts).years;
    expect(y2023?.inventory).toBe(50);
    expect(y2023?.revisions).toEqual([]);
    expect(y2024?.inventory).toBe(0);
    expect(y2024?.comparative?.inventory).toBe(0);
    expect(y2024?.comparativeNotReported).toContain('inventory');
  });

  it('leaves the comparative missing when the filing is no complete report of the prior year', () => {
    const facts = complete().filter(
      (f) => !(f.concept === 'AssetsCurrent' && f.accn === K2024.accn && f.end === FY2023.end),
    );
    const y2024 = mapped(facts).years[1]!;
    expect(y2024.longTermDebt).toBe(0);
    expect(y2024.comparative?.longTermDebt).toBeUndefined();
    expect(y2024.comparativeNotReported).toEqual([]);
    expect(secScoringCompany(profile, 1, mapped(facts)).statements[1]?.provenance).not.toHaveProperty(
      'comparativeNotReported',
    );
  });

  it('still balances the year and finds revisions of the reported lines', () => {
    const facts = [...complete(), fact('Revenues', 1300e6, FY2024, K2025)];
    const mapping = mapped(facts);
    expect(mapping.notes).toEqual([]);
    expect(mapping.years[1]?.revisions.map((r) => [r.item, r.from, r.to])).toEqual([['revenue', 1200, 1300]]);
  });

  it('gives the M-score and the F-score of a company without debt, inventory or acquisitions', () => {
    const facts = [...complete(true), ...lines(FY2024, K2025, 1.2, true), ...lines(FY2025, K2025, 1.5, true)];
    const company = secScoringCompany(profile, 1, mapped(facts));
    expect(company.statements.map((y) => y.year)).toEqual([2023, 2024, 2025]);
    const context = clusterContext(company.statements, 2);
    expect(context.cur.longTermDebt).toBe(0);
    expect(context.prev?.inventory).toBe(0);
    expect(context.prev2?.securities).toBe(0);
    expect(mScore(beneishIndices(context.cur, context.prev))).not.toBeNull();
    expect(fScore(fScoreVariables(context.cur, context.prev, context.prev2))).not.toBeNull();
    // Without the rule (the lines left missing), neither score exists.
    const missing = { longTermDebt: null, inventory: null, securities: null };
    expect(mScore(beneishIndices({ ...context.cur, ...missing }, context.prev))).toBeNull();
    expect(fScore(fScoreVariables({ ...context.cur, ...missing }, context.prev, context.prev2))).toBeNull();
  });
});

describe('fiscalYearOf', () => {
  it('is the year the period ends in, a first week of January belonging to the year before', () => {
    expect(fiscalYearOf('2024-09-28')).toBe(2024);
    expect(fiscalYearOf('2024-01-28')).toBe(2024);
    expect(fiscalYearOf('2021-01-02')).toBe(2020);
    expect(fiscalYearOf('2020-12-31')).toBe(2020);
  });
});

describe('secScoringCompany and the engine', () => {
  const profile = secProfile();

  it('carries the revisions as the restatement event and its warnings, and the source of each year', () => {
    const company = secScoringCompany(profile, 1, mapped(filer()));
    const y2024 = company.statements[1]!;
    expect(y2024.restatement).toBe(true);
    expect(y2024.auditorID).toBe(0);
    expect(y2024.provenance?.filing.accn).toBe(K2024.accn);
    expect(y2024.provenance?.marketValueBasis).toBe('public float');
    expect(warningsFor(y2024)).toEqual([
      'ALERT: Revenue for fiscal 2024 was revised from $1,200m to $1,260m (10-K/A filed 2025-01-20).',
    ]);
    expect(company.statements[0]?.restatement).toBe(true);
    expect(warningsFor(company.statements[0]!)).toEqual([
      'ALERT: Cost of goods sold for fiscal 2023 was revised from $600m to $640m (10-K filed 2024-11-01).',
    ]);
  });

  it('compares t with t−1 as year t’s filing reports it', () => {
    const company = secScoringCompany(profile, 1, mapped(filer()));
    const context = clusterContext(company.statements, 1);
    expect(context.prev?.cogs).toBe(640);
    expect(context.prev?.revenue).toBe(1000);
    expect(context.prev?.totalAssets).toBe(2000);
  });
});

const SEC = resolve(process.cwd(), '../shared/data/sec');
const describeIfShared = existsSync(SEC) ? describe : describe.skip;
if (!existsSync(SEC)) console.warn(`Skipping the real SEC files' tests: ${SEC} is absent.`);

function realFiler(cik: string): SecMapping {
  const json: unknown = JSON.parse(readFileSync(resolve(SEC, 'companyfacts', `CIK${cik}.json`), 'utf8'));
  const outcome = mapSecFacts(parseCompanyFacts(json));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.mapping;
}

const REPORTED_IMBALANCES = [
  '0001045810 fiscal 2016: assets $7370m differ from liabilities plus equity $7283m by 1.2%',
  '0001318605 fiscal 2014: assets $5849m differ from liabilities plus equity $5791m by 1.0%',
  '0001318605 fiscal 2015: assets $8092m differ from liabilities plus equity $8050m by 0.5%',
  '0001318605 fiscal 2016: assets $22664m differ from liabilities plus equity $23022m by 1.6%',
];

describeIfShared('real companyfacts (../shared/data/sec)', () => {
  it("shows Apple's 10-K/A of January 2010 as revisions of fiscal 2008 and 2009", () => {
    const apple = realFiler('0000320193');
    const y2009 = apple.years.find((y) => y.year === 2009)!;
    expect(y2009.revenue).toBe(36537);
    const revenue = y2009.revisions.find((r) => r.item === 'revenue')!;
    expect(revisionWarning(revenue)).toBe(
      'ALERT: Revenue for fiscal 2009 was revised from $36,537m to $42,905m (10-K/A filed 2010-01-25).',
    );
    const y2008 = apple.years.find((y) => y.year === 2008)!;
    expect(revisionWarning(y2008.revisions.find((r) => r.item === 'revenue')!)).toBe(
      'ALERT: Revenue for fiscal 2008 was revised from $32,479m to $37,491m (10-K/A filed 2010-01-25).',
    );
    // Fiscal 2010's growth is measured against 2009 as the 2010 10-K reports it (restated), not 36,537.
    const y2010 = apple.years.find((y) => y.year === 2010)!;
    expect(y2010.comparative?.revenue).toBe(42905);
    expect(y2010.revenue).toBe(65225);
  });

  it('finds the other revisions of the shared files: later 10-Ks restating comparative years', () => {
    const tesla = realFiler('0001318605');
    const y2015 = tesla.years.find((y) => y.year === 2015)!;
    expect(y2015.revisions.map(revisionWarning)).toContain(
      'ALERT: Total assets for fiscal 2015 was revised from $8,092m to $8,068m (10-K filed 2017-03-01).',
    );
    const nvidia = realFiler('0001045810');
    expect(nvidia.years.find((y) => y.year === 2013)!.revisions.map(revisionWarning)).toContain(
      'ALERT: Inventory for fiscal 2013 was revised from $420m to $412m (10-K filed 2014-03-13).',
    );
    // Fiscal 2016's ratios compare with 2015 as Tesla's 2016 10-K reports it (the revised total assets).
    expect(tesla.years.find((y) => y.year === 2016)!.comparative?.totalAssets).toBeCloseTo(
      y2015.revisions.find((r) => r.item === 'totalAssets')!.to,
      6,
    );
  });

  it('gives Apple, NVIDIA and Tesla ten or more fiscal years from their 10-Ks', () => {
    for (const cik of ['0000320193', '0001045810', '0001318605']) {
      const mapping = realFiler(cik);
      expect(mapping.years.length).toBeGreaterThanOrEqual(10);
      for (const year of mapping.years) expect(['10-K', '10-K/A']).toContain(year.filing.form);
    }
  });

  it('maps the IFRS 20-F filer from ifrs-full', () => {
    const lpa = realFiler('0001997711');
    expect(lpa.taxonomy).toBe('ifrs-full');
    expect(lpa.years.map((y) => y.filing.form)).toEqual(['20-F', '20-F', '20-F']);
    expect(lpa.years.every((y) => y.revenue !== null && y.totalAssets !== null)).toBe(true);
  });

  it('scores Apple 2012, Snowflake 2025 and Alphabet 2025: the lines their 10-Ks do not have are 0', () => {
    const profile = secProfile({ tickerId: 'REAL', name: 'Real filer' });
    const cases = [
      // Apple had no debt until 2013: its 2011 long-term debt (t−1 of 2012) is not in any 10-K.
      { cik: '0000320193', year: 2012, own: [], comparative: ['longTermDebt'] },
      // Snowflake has no inventory (its debt, the convertible notes of September 2024, is reported:
      // ConvertibleDebtNoncurrent, $0 at the end of fiscal 2024).
      { cik: '0001640147', year: 2025, own: ['inventory'], comparative: ['inventory'] },
      // Alphabet's balance sheet has no inventory line since its 2023 10-K.
      {
        cik: '0001652044',
        year: 2025,
        own: ['inventory', 'otherIntangibles'],
        comparative: ['inventory', 'otherIntangibles'],
      },
    ] as const;
    for (const { cik, year, own, comparative } of cases) {
      const company = secScoringCompany(profile, Number(cik), realFiler(cik));
      const index = company.statements.findIndex((statement) => statement.year === year);
      const statement = company.statements[index]!;
      const absent = Object.entries(statement.provenance?.items ?? {})
        .filter(([, source]) => source === NOT_REPORTED)
        .map(([item]) => item);
      expect([cik, absent]).toEqual([cik, own]);
      expect([cik, statement.provenance?.comparativeNotReported]).toEqual([cik, comparative]);
      for (const item of [...own, ...comparative]) expect(statement.comparative?.[item]).toBe(0);
      const context = clusterContext(company.statements, index);
      expect(context.prev?.longTermDebt).not.toBeNull();
      expect(context.prev2).not.toBeNull();
      const m = mScore(beneishIndices(context.cur, context.prev));
      const f = fScore(fScoreVariables(context.cur, context.prev, context.prev2));
      expect([cik, Number.isFinite(m)]).toEqual([cik, true]);
      expect([cik, Number.isFinite(f?.fScore)]).toEqual([cik, true]);
    }
  });

  it('balances assets against liabilities plus equity within 0.5% or reports the year', () => {
    const ciks = [
      '0000320193',
      '0001045810',
      '0001652044',
      '0001835632',
      '0001318605',
      '0001640147',
      '0001997711',
    ];
    const reported = ciks.flatMap((cik) =>
      realFiler(cik)
        .notes.filter((note) => note.includes('differ from'))
        .map((note) => `${cik} ${note}`),
    );
    // Every other imported year balances; these are the years the files do not balance (mezzanine and
    // other items the mapping does not read).
    expect(reported).toEqual(REPORTED_IMBALANCES);
  });
});
