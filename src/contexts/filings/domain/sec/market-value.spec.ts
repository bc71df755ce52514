import { returnFromPeak } from '../../../screening/domain/scoring/return-from-peak.js';
import type { CompanyProfile } from '../../../screening/domain/published/universe.js';
import type { SecMapping, SecStatementYear } from './annual-statements.js';
import {
  closeOnOrBefore,
  monthEndSeries,
  parsePricesCsv,
  sharesOutstanding,
  withSharePrices,
  type DailyClose,
} from './market-value.js';
import { secTicker } from './sec-facts.js';
import { secScoringCompany } from './sec-company.js';
import type { SecFact } from './sec-facts.js';

describe('the prices file', () => {
  const FIXTURE = [
    'ticker,date,close',
    'made,2024-12-31,20.5',
    'MADE,2024-12-30,"20"',
    'brk.b,2024-12-31,450',
    '',
    ',2024-12-31,1',
    'MADE,2024-13-01,1',
    'MADE,2024-02-30,1',
    'MADE,31/12/2024,1',
    'MADE,2024-12-27,-3',
    'MADE,2024-12-27,1,234',
    'MADE,2024-12-27,abc',
    'MADE,2024-12-31,21',
    'MADE,2024-12-31,20.5',
  ].join('\n');

  it('reads the closes by ticker, ascending, and reports each malformed or repeated row', () => {
    const file = parsePricesCsv(FIXTURE);
    expect([...file.byTicker]).toEqual([
      [
        'MADE',
        [
          { date: '2024-12-30', close: 20 },
          { date: '2024-12-31', close: 20.5 },
        ],
      ],
      ['BRK-B', [{ date: '2024-12-31', close: 450 }]],
    ]);
    expect(file.problems).toEqual([
      'prices.csv line 6: the ticker is empty',
      "prices.csv line 7: date '2024-13-01' is not an ISO date (yyyy-mm-dd)",
      "prices.csv line 8: date '2024-02-30' is not an ISO date (yyyy-mm-dd)",
      "prices.csv line 9: date '31/12/2024' is not an ISO date (yyyy-mm-dd)",
      "prices.csv line 10: close '-3' is not a positive number",
      'prices.csv line 11: 4 fields, the header has 3',
      "prices.csv line 12: close 'abc' is not a positive number",
      'prices.csv line 13: MADE 2024-12-31 has a close on line 2 (20.5), kept',
    ]);
  });

  it('refuses a file without the header', () => {
    expect(() => parsePricesCsv('MADE,2024-12-31,20\n', 'p.csv')).toThrow(
      'p.csv line 1: the header lacks ticker, date, close (expected ticker,date,close)',
    );
  });

  it('writes tickers as the import ids companies', () => {
    expect(secTicker(' brk/b ')).toBe('BRK-B');
    expect(secTicker('aapl')).toBe('AAPL');
  });
});

describe('the close of a fiscal year end', () => {
  const closes: DailyClose[] = [
    { date: '2024-09-20', close: 10 },
    { date: '2024-09-27', close: 11 },
    { date: '2024-12-31', close: 12 },
  ];

  it('is the last close on or before the date, at most 10 days before it', () => {
    expect(closeOnOrBefore(closes, '2024-09-28')).toEqual({ date: '2024-09-27', close: 11 });
    expect(closeOnOrBefore(closes, '2024-12-31')).toEqual({ date: '2024-12-31', close: 12 });
    expect(closeOnOrBefore(closes, '2024-10-07')).toEqual({ date: '2024-09-27', close: 11 });
    expect(closeOnOrBefore(closes, '2024-10-08')).toBeNull();
    expect(closeOnOrBefore(closes, '2024-09-19')).toBeNull();
    expect(closeOnOrBefore([], '2024-09-19')).toBeNull();
  });
});

describe('the month-end series', () => {
  it('is the last close of each month from the first month with one, carrying a close over empty months', () => {
    const series = monthEndSeries([
      { date: '2023-03-15', close: 5 },
      { date: '2023-03-31', close: 6 },
      { date: '2023-06-30', close: 9 },
      { date: '2024-01-02', close: 8 },
    ]);
    expect(series?.firstYear).toBe(2023);
    expect([...(series?.monthly ?? [])]).toEqual([NaN, NaN, 6, 6, 6, 9, 9, 9, 9, 9, 9, 9, 8]);
    expect(monthEndSeries([])).toBeNull();
  });

  it('gives the engine its return from peak', () => {
    const closes: DailyClose[] = [];
    for (let month = 1; month <= 12; month += 1)
      closes.push({ date: `2024-${String(month).padStart(2, '0')}-15`, close: month === 6 ? 50 : 40 });
    const series = monthEndSeries(closes)!;
    expect(returnFromPeak(series, 2024)).toBeCloseTo(40 / 50 - 1, 10);
    expect(returnFromPeak(series, 2023)).toBeNull();
  });
});

describe('market value as shares x price', () => {
  const K2024 = { accn: '0000000001-25-000001', form: '10-K', filed: '2025-02-15' };
  const K2023 = { accn: '0000000001-24-000001', form: '10-K', filed: '2024-02-15' };
  const shares = (value: number, end: string, filing: typeof K2024, unit = 'shares'): SecFact => ({
    taxonomy: 'dei',
    concept: 'EntityCommonStockSharesOutstanding',
    unit,
    start: null,
    end,
    value,
    ...filing,
  });
  const year = (y: number, filing: typeof K2024, marketValue: number | null): SecStatementYear =>
    ({
      year: y,
      fiscalYearEnd: `${y}-12-31`,
      filing,
      sources: marketValue === null ? {} : { marketValue: { concept: 'dei:EntityPublicFloat', ...filing } },
      comparative: null,
      revisions: [],
      totalAssets: 100,
      marketValue,
    }) as unknown as SecStatementYear;
  const mapping: SecMapping = {
    taxonomy: 'us-gaap',
    currency: 'USD',
    years: [year(2023, K2023, 700), year(2024, K2024, 900)],
    notes: [],
  };
  const facts = [
    shares(50e6, '2024-02-01', K2023),
    // The 2024 report's cover: its latest count counts; a count of another filing or unit does not.
    shares(60e6, '2025-01-31', K2024),
    shares(59e6, '2025-01-15', K2024),
    shares(1e9, '2025-01-31', K2024, 'USD'),
  ];

  it("takes the year's own report's cover count", () => {
    expect(sharesOutstanding(facts, K2024.accn)?.value).toBe(60e6);
    expect(sharesOutstanding(facts, 'other')).toBeNull();
  });

  it('multiplies it by the close on or before the fiscal year end, and says so in the provenance', () => {
    const priced = withSharePrices(mapping, facts, [
      { date: '2023-12-15', close: 9 },
      { date: '2024-12-31', close: 20 },
    ]);
    // 2023: the last close is 16 days before the year end: the public float stays.
    expect(priced.years[0]).toBe(mapping.years[0]);
    const y2024 = priced.years[1]!;
    expect(y2024.marketValue).toBe(1200);
    expect(y2024.marketValueBasis).toBe('shares x price');
    expect(y2024.sources.marketValue).toEqual({
      concept: 'dei:EntityCommonStockSharesOutstanding × close 2024-12-31',
      ...K2024,
    });
    const profile = { tickerId: 'MADE', isin: 'missing', name: 'Made' } as CompanyProfile;
    const company = secScoringCompany(profile, 1, priced);
    expect(company.statements[1]?.provenance?.marketValueBasis).toBe('shares x price');
    // Stored compactly: a source in the year's own filing is its concept alone.
    expect(company.statements[1]?.provenance?.items.marketValue).toBe(
      'dei:EntityCommonStockSharesOutstanding × close 2024-12-31',
    );
    expect(company.statements[1]?.marketValue).toBe(1200);
    expect(company.statements[0]?.provenance?.marketValueBasis).toBe('public float');
    expect(company.statements[1]).not.toHaveProperty('marketValueBasis');
  });

  it('changes nothing without closes', () => {
    expect(withSharePrices(mapping, facts, [])).toBe(mapping);
  });
});
