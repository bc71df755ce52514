import type {
  CompanyFilingEvent,
  ScoringCompany,
  ScoringUniverse,
  StatementYear,
} from '../../../screening/domain/published/universe.js';
import { generateUniverse } from '../universe-generator.js';
import { mergeUniverse } from './merge-universe.js';

describe('mergeUniverse', () => {
  const stored = generateUniverse({ companies: 3, years: 4, seed: 5, lastYear: 2025 });
  const [demo, other] = stored.companies;
  if (!demo || !other) throw new Error('fixture');
  const universe = (...companies: ScoringCompany[]): ScoringUniverse => ({ companies, indices: [] });
  const years = (company: ScoringCompany) => company.statements.map((statement) => statement.year);

  /** An SEC filer: CIK on the company and on every year's provenance, no ISIN. */
  const filer = (
    cik: number,
    tickerId: string,
    statements: readonly StatementYear[],
    options: { companyCik?: boolean } = {},
  ): ScoringCompany => ({
    ...demo,
    tickerId,
    origin: 'sec',
    isin: 'missing',
    cik: options.companyCik === false ? null : cik,
    name: 'Apple Inc.',
    prices: null,
    statements: statements.map((statement) => ({
      ...statement,
      provenance: {
        cik,
        filing: {
          accn: `0000320193-${statement.year}-000001`,
          form: '10-K',
          filed: `${statement.year + 1}-02-01`,
        },
        fiscalYearEnd: `${statement.year}-09-30`,
        items: { revenue: 'us-gaap:Revenues' },
        marketValueBasis: null,
      },
    })),
  });

  it('adds new companies and replaces the imported years of existing ones, keeping their other years and prices', () => {
    const lastYear = demo.statements.at(-1);
    if (!lastYear) throw new Error('fixture');
    const revised = { ...lastYear, revenue: 123.456 };
    const newcomer = {
      ...other,
      tickerId: 'NEW1',
      isin: 'US0378331005',
      statements: other.statements.slice(0, 2),
      prices: null,
    };

    const merged = mergeUniverse(stored, [
      { ...demo, name: 'Renamed plc', prices: null, statements: [revised] },
      newcomer,
    ]);

    expect(merged.companies).toHaveLength(4);
    const updated = merged.companies.find((company) => company.tickerId === demo.tickerId);
    expect(updated?.name).toBe('Renamed plc');
    expect(updated?.prices).toBe(demo.prices);
    expect(years(updated ?? demo)).toEqual(years(demo));
    expect(updated?.statements.at(-1)?.revenue).toBe(123.456);
    expect(merged.companies.find((company) => company.tickerId === 'NEW1')?.statements).toHaveLength(2);
    expect(merged.indices).toBe(stored.indices);
  });

  it('never gives an SEC filer the history of a demo company under its ticker: the filer takes its CIK', () => {
    const demoAapl: ScoringCompany = { ...demo, tickerId: 'AAPL' };
    const apple = filer(320_193, 'AAPL', other.statements);

    const merged = mergeUniverse(universe(demoAapl, other), [apple]);

    expect(merged.companies).toHaveLength(3);
    expect(merged.companies[0]).toBe(demoAapl);
    expect(merged.companies[1]).toBe(other);
    expect(merged.companies[2]).toEqual({ ...apple, tickerId: 'CIK0000320193' });
  });

  it('merges a filer into the stored company of its CIK, whatever ticker either has', () => {
    const [y1, y2, y3] = demo.statements;
    if (!y1 || !y2 || !y3) throw new Error('fixture');
    // Stored before companies carried their CIK: its years' provenance says who it is.
    const storedApple = filer(320_193, 'AAPL', [y1, y2], { companyCik: false });
    const again = filer(320_193, 'AAPL', [{ ...y2, revenue: 9 }, y3]);

    const merged = mergeUniverse(universe(storedApple, other), [again]);
    expect(merged.companies).toHaveLength(2);
    const apple = merged.companies[0];
    expect(apple?.tickerId).toBe('AAPL');
    expect(apple && years(apple)).toEqual([y1.year, y2.year, y3.year]);
    expect(apple?.statements[1]?.revenue).toBe(9);
    expect(apple?.cik).toBe(320_193);

    // A new ticker no other company holds: the filer takes it; one another company holds: it keeps its own.
    const renamed = mergeUniverse(universe(storedApple, other), [{ ...again, tickerId: 'APPL2' }]);
    expect(renamed.companies.map((company) => company.tickerId)).toEqual(['APPL2', other.tickerId]);
    const held = mergeUniverse(universe(storedApple, other), [{ ...again, tickerId: other.tickerId }]);
    expect(held.companies.map((company) => company.tickerId)).toEqual(['AAPL', other.tickerId]);
    expect(held.companies[1]).toBe(other);
    expect(held.companies[0] && years(held.companies[0])).toEqual([y1.year, y2.year, y3.year]);
  });

  it("keeps two filers apart when a new one lists a stored filer's ticker", () => {
    const storedFiler = filer(1_000_001, 'XYZ', demo.statements);
    const newFiler = filer(2_000_002, 'XYZ', other.statements);

    const merged = mergeUniverse(universe(storedFiler), [newFiler]);

    expect(merged.companies.map((company) => [company.tickerId, company.cik])).toEqual([
      ['XYZ', 1_000_001],
      ['CIK0002000002', 2_000_002],
    ]);
    expect(merged.companies[0]).toBe(storedFiler);
  });

  it("merges a statements file's company into the stored one of its ISIN, and keeps one of another ISIN apart", () => {
    const [y1, y2, y3] = other.statements;
    if (!y1 || !y2 || !y3) throw new Error('fixture');
    const storedFile: ScoringCompany = {
      ...other,
      origin: 'file',
      tickerId: 'ACME',
      isin: 'US0378331005',
      prices: null,
      statements: [y1, y2],
    };

    const sameIsin = mergeUniverse(universe(storedFile), [
      { ...storedFile, name: 'Acme Corp', statements: [{ ...y2, revenue: 7 }, y3] },
    ]);
    expect(sameIsin.companies).toHaveLength(1);
    expect(sameIsin.companies[0]).toMatchObject({ tickerId: 'ACME', name: 'Acme Corp', origin: 'file' });
    expect(sameIsin.companies[0] && years(sameIsin.companies[0])).toEqual([y1.year, y2.year, y3.year]);
    expect(sameIsin.companies[0]?.statements[1]?.revenue).toBe(7);

    // Another ISIN under the same ticker is another company: it takes its ISIN as its ticker id.
    const otherIsin = mergeUniverse(universe(storedFile), [
      { ...storedFile, isin: 'GB0002634946', statements: [y3] },
    ]);
    expect(otherIsin.companies.map((company) => company.tickerId)).toEqual(['ACME', 'GB0002634946']);
    expect(otherIsin.companies[0]).toBe(storedFile);
  });

  it("keeps a stored company's filing events unless the imported company brings its own", () => {
    const [y1, y2] = demo.statements;
    if (!y1 || !y2) throw new Error('fixture');
    const event = (accn: string, fiscalYear: number): CompanyFilingEvent => ({
      kind: 'late-filing',
      form: 'NT 10-K',
      items: [],
      filed: `${fiscalYear + 1}-04-01`,
      period: `${fiscalYear}-12-31`,
      accn,
      cik: 320_193,
      fiscalYear,
      report: 'annual',
    });
    const storedEvents = [event('0000320193-13-000001', 2012)];
    const storedApple: ScoringCompany = { ...filer(320_193, 'AAPL', [y1]), filingEvents: storedEvents };
    const { filingEvents: _none, ...again } = filer(320_193, 'AAPL', [y2]);

    // No events of its own (no submissions read, a statements file's rows): the stored ones stay.
    const kept = mergeUniverse(universe(storedApple, other), [again]);
    expect(kept.companies[0]?.filingEvents).toBe(storedEvents);
    expect(kept.companies[0] && years(kept.companies[0])).toEqual([y1.year, y2.year]);
    expect(kept.companies[1]).toBe(other);

    // Its own events (its filing lists read again) replace them, an empty list too.
    const newEvents = [event('0000320193-13-000001', 2012), event('0000320193-15-000002', 2014)];
    const replaced = mergeUniverse(universe(storedApple), [{ ...again, filingEvents: newEvents }]);
    expect(replaced.companies[0]?.filingEvents).toBe(newEvents);
    const emptied = mergeUniverse(universe(storedApple), [{ ...again, filingEvents: [] }]);
    expect(emptied.companies[0]?.filingEvents).toEqual([]);

    // A company without events stays without the field.
    const { filingEvents: _stored, ...bare } = storedApple;
    expect(mergeUniverse(universe(bare), [again]).companies[0]).not.toHaveProperty('filingEvents');
  });

  it('refuses a new company whose stand-in ticker id is held too, rather than merge it into another', () => {
    const squatter: ScoringCompany = { ...other, tickerId: 'CIK0000320193' };
    expect(() =>
      mergeUniverse(universe({ ...demo, tickerId: 'AAPL' }, squatter), [
        filer(320_193, 'AAPL', demo.statements),
      ]),
    ).toThrow(
      `Apple Inc. cannot be added: its ticker id 'AAPL' is ${demo.name}'s, and 'CIK0000320193' is ${other.name}'s.`,
    );
  });
});
