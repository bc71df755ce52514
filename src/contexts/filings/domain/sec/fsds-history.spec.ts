import { ANNUAL_FORMS, mapSecFacts, type SecMapping } from './annual-statements.js';
import { parseCompanyFacts } from './companyfacts.js';
import {
  FsdsHistory,
  fsdsDate,
  fsdsDurationStart,
  parseFsdsSubmissions,
  type FsdsNumCounts,
} from './fsds.js';
import type { SecFilerFacts } from './sec-facts.js';

/**
 * Several FSDS quarters as one history per filer (FsdsHistory), on quarters built here: a filer's 10-K in
 * 2010q2, its 10-K/A in 2010q3 and its next 10-K in 2011q2 are one company, mapped by the rules
 * companyfacts is mapped by.
 */

const SUB_HEADER =
  'adsh\tcik\tname\tsic\tcountryba\tstprba\tcountryinc\tstprinc\tfye\tform\tperiod\tfy\tfp\tfiled';
const NUM_HEADER = 'adsh\ttag\tversion\tddate\tqtrs\tuom\tsegments\tcoreg\tvalue\tfootnote';

/** One num.txt value: tag, ddate, qtrs, value (us-gaap, USD, the consolidated entity). */
type Value = readonly [tag: string, ddate: string, qtrs: number, value: number];

interface Filing {
  readonly adsh: string;
  readonly cik: number;
  readonly name: string;
  readonly form: string;
  /** YYYYMMDD */
  readonly period: string;
  /** YYYYMMDD */
  readonly filed: string;
  readonly values: readonly Value[];
}

/** A quarter's sub.txt and num.txt lines. */
interface Quarter {
  readonly sub: string;
  readonly num: readonly string[];
}

function quarter(filings: readonly Filing[]): Quarter {
  return {
    sub: [
      SUB_HEADER,
      ...filings.map((f) =>
        [
          f.adsh,
          f.cik,
          f.name,
          '3571',
          'US',
          'CA',
          'US',
          'DE',
          '0228',
          f.form,
          f.period,
          '',
          '',
          f.filed,
        ].join('\t'),
      ),
    ].join('\n'),
    num: [
      NUM_HEADER,
      ...filings.flatMap((f) =>
        f.values.map(([tag, ddate, qtrs, value]) =>
          [f.adsh, tag, 'us-gaap/2009', ddate, qtrs, 'USD', '', '', value, ''].join('\t'),
        ),
      ),
    ],
  };
}

/** Reads a quarter into the history as the import does (read whole, then added); its reader's counts. */
function addQuarter(history: FsdsHistory, { sub, num }: Quarter): FsdsNumCounts {
  const submissions = parseFsdsSubmissions(sub);
  const reader = history.reader(submissions);
  for (const line of num) reader.line(line);
  history.add(submissions, reader);
  return reader.counts;
}

/** The same filings as SEC's companyfacts JSON of the filer gives them. */
function asCompanyFacts(cik: number, entityName: string, filings: readonly Filing[]): SecFilerFacts {
  const concepts: Record<string, { units: { USD: unknown[] } }> = {};
  for (const filing of filings.filter((f) => f.cik === cik))
    for (const [tag, ddate, qtrs, value] of filing.values) {
      concepts[tag] ??= { units: { USD: [] } };
      concepts[tag].units.USD.push({
        ...(qtrs === 0 ? {} : { start: fsdsDurationStart(ddate, qtrs) }),
        end: fsdsDate(ddate),
        val: value,
        accn: filing.adsh,
        form: filing.form,
        filed: fsdsDate(filing.filed),
      });
    }
  return parseCompanyFacts({ cik, entityName, facts: { 'us-gaap': concepts } });
}

const M = 1_000_000;
const WIDGETS = 900_001;
const QUARTERLY_ONLY = 900_002;

// Widgets' fiscal years end in February. Its 10-K for fiscal 2010 (in 2010q2) reports fiscal 2010 and,
// as comparatives, fiscal 2009 (and fiscal 2008's flows); its 10-K/A (2010q3) revises fiscal 2010's
// revenue; its 10-K for fiscal 2011 (2011q2) reports fiscal 2011 and fiscal 2010 as comparatives.
const TEN_K_2010: Filing = {
  adsh: '0000900001-10-000010',
  cik: WIDGETS,
  name: 'WIDGETS INC',
  form: '10-K',
  period: '20100228',
  filed: '20100528',
  values: [
    ['Revenues', '20100228', 4, 1000 * M],
    ['Revenues', '20090228', 4, 900 * M],
    ['Revenues', '20080229', 4, 800 * M],
    ['NetIncomeLoss', '20100228', 4, 100 * M],
    ['NetIncomeLoss', '20090228', 4, 90 * M],
    ['Assets', '20100228', 0, 5000 * M],
    ['Assets', '20090228', 0, 4500 * M],
    ['Liabilities', '20100228', 0, 3000 * M],
    ['Liabilities', '20090228', 0, 2800 * M],
  ],
};
const OTHER_10Q: Filing = {
  adsh: '0000900002-10-000020',
  cik: QUARTERLY_ONLY,
  name: 'QUARTERLY ONLY CORP',
  form: '10-Q',
  period: '20100331',
  filed: '20100510',
  values: [
    ['Revenues', '20100331', 1, 50 * M],
    ['Assets', '20100331', 0, 500 * M],
  ],
};
const TEN_K_A_2010: Filing = {
  adsh: '0000900001-10-000030',
  cik: WIDGETS,
  name: 'WIDGETS INC',
  form: '10-K/A',
  period: '20100228',
  filed: '20100816',
  values: [
    ['Revenues', '20100228', 4, 1100 * M],
    ['Revenues', '20090228', 4, 900 * M],
    ['Assets', '20100228', 0, 5000 * M],
  ],
};
const TEN_Q_2011: Filing = {
  adsh: '0000900001-10-000031',
  cik: WIDGETS,
  name: 'WIDGETS INC',
  form: '10-Q',
  period: '20100531',
  filed: '20100714',
  values: [
    ['Revenues', '20100531', 1, 300 * M],
    ['Assets', '20100531', 0, 5100 * M],
  ],
};
const TEN_K_2011: Filing = {
  adsh: '0000900001-11-000010',
  cik: WIDGETS,
  name: 'WIDGETS HOLDINGS INC',
  form: '10-K',
  period: '20110228',
  filed: '20110527',
  values: [
    ['Revenues', '20110228', 4, 1200 * M],
    ['Revenues', '20100228', 4, 1100 * M],
    ['Revenues', '20090228', 4, 900 * M],
    ['NetIncomeLoss', '20110228', 4, 120 * M],
    ['NetIncomeLoss', '20100228', 4, 100 * M],
    ['Assets', '20110228', 0, 6000 * M],
    ['Assets', '20100228', 0, 5000 * M],
    ['Liabilities', '20110228', 0, 3500 * M],
    ['Liabilities', '20100228', 0, 3000 * M],
  ],
};

const Q2010Q2 = quarter([TEN_K_2010, OTHER_10Q]);
const Q2010Q3 = quarter([TEN_K_A_2010, TEN_Q_2011]);
const Q2011Q2 = quarter([TEN_K_2011]);
const ALL = [TEN_K_2010, OTHER_10Q, TEN_K_A_2010, TEN_Q_2011, TEN_K_2011];

function history(quarters: readonly Quarter[]): FsdsHistory {
  const read = new FsdsHistory(ANNUAL_FORMS);
  for (const q of quarters) addQuarter(read, q);
  return read;
}

function mapping(filer: SecFilerFacts | undefined): SecMapping {
  const outcome = mapSecFacts(filer!);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.mapping;
}

describe('FsdsHistory: one filer across FSDS quarters', () => {
  it("gives one filer the 10-K of each quarter, its 10-K/A, and the latest filing's name", () => {
    const filers = [...history([Q2010Q2, Q2010Q3, Q2011Q2]).filers()];
    expect(filers.map((filer) => [filer.cik, filer.entityName])).toEqual([
      [WIDGETS, 'WIDGETS HOLDINGS INC'],
      [QUARTERLY_ONLY, 'QUARTERLY ONLY CORP'],
    ]);
    const widgets = filers[0]!;
    const annual = widgets.facts.filter((fact) => ANNUAL_FORMS.has(fact.form));
    expect(new Set(annual.map((fact) => fact.accn))).toEqual(
      new Set([TEN_K_2010.adsh, TEN_K_A_2010.adsh, TEN_K_2011.adsh]),
    );
    expect(annual).toHaveLength(
      TEN_K_2010.values.length + TEN_K_A_2010.values.length + TEN_K_2011.values.length,
    );
    const years = mapping(widgets).years;
    expect(years.map((year) => [year.year, year.fiscalYearEnd, year.filing.accn, year.revenue])).toEqual([
      [2009, '2009-02-28', TEN_K_2010.adsh, 900],
      [2010, '2010-02-28', TEN_K_2010.adsh, 1000],
      [2011, '2011-02-28', TEN_K_2011.adsh, 1200],
    ]);
  });

  it('maps the merged quarters exactly as companyfacts of the same filings: first reported, the 10-K/A a revision', () => {
    const widgets = [...history([Q2010Q2, Q2010Q3, Q2011Q2]).filers()][0];
    const fromFsds = mapping(widgets);
    expect(fromFsds).toEqual(mapping(asCompanyFacts(WIDGETS, 'WIDGETS HOLDINGS INC', ALL)));
    const fiscal2010 = fromFsds.years.find((year) => year.year === 2010)!;
    // Levels as first reported (the 10-K of 2010q2), the 10-K/A of 2010q3 a revision of them.
    expect(fiscal2010.revenue).toBe(1000);
    expect(fiscal2010.sources.revenue).toMatchObject({
      accn: TEN_K_2010.adsh,
      form: '10-K',
      filed: '2010-05-28',
    });
    expect(fiscal2010.revisions).toEqual([
      {
        item: 'revenue',
        year: 2010,
        from: 1000,
        to: 1100,
        accn: TEN_K_A_2010.adsh,
        form: '10-K/A',
        filed: '2010-08-16',
      },
    ]);
  });

  it("takes the prior years from each report's comparatives: fiscal 2009 from the fiscal 2010 10-K, fiscal 2010 as the 2011 10-K reports it", () => {
    const { years, notes } = mapping([...history([Q2010Q2, Q2010Q3, Q2011Q2]).filers()][0]);
    const [fiscal2009, fiscal2010, fiscal2011] = years;
    expect(fiscal2009).toMatchObject({
      totalAssets: 4500,
      totalLiabilities: 2800,
      revenue: 900,
      netIncome: 90,
    });
    expect(fiscal2009?.sources.totalAssets?.accn).toBe(TEN_K_2010.adsh);
    expect(fiscal2010?.comparative).toMatchObject({ revenue: 900, totalAssets: 4500, netIncome: 90 });
    // The 2011 10-K reports fiscal 2010 as revised (1,100), not as first reported (1,000).
    expect(fiscal2011?.comparative).toMatchObject({ revenue: 1100, totalAssets: 5000, netIncome: 100 });
    // Fiscal 2008 has flows but no balance sheet in any report.
    expect(notes).toContain('fiscal 2008: no balance sheet at the fiscal year end (2008-02-29), left out');
  });

  it('reads the same history whatever the order the quarters are given in', () => {
    const forward = [...history([Q2010Q2, Q2010Q3, Q2011Q2]).filers()];
    const backward = [...history([Q2011Q2, Q2010Q3, Q2010Q2]).filers()];
    expect(backward.map((filer) => [filer.cik, filer.entityName])).toEqual(
      forward.map((filer) => [filer.cik, filer.entityName]),
    );
    expect(mapping(backward[0])).toEqual(mapping(forward[0]));
  });

  it('keeps of quarterly reports only what tells a filer of 10-Qs (NO_ANNUAL_FACTS) from one without financial facts', () => {
    const read = new FsdsHistory(ANNUAL_FORMS);
    const counts = addQuarter(read, Q2010Q2);
    expect(counts).toMatchObject({ rows: 11, facts: 9, otherForm: 2 });
    const quarterly = [...read.filers()].find((filer) => filer.cik === QUARTERLY_ONLY)!;
    expect(quarterly.facts).toHaveLength(1);
    expect(mapSecFacts(quarterly)).toMatchObject({ ok: false, reason: 'NO_ANNUAL_FACTS' });
  });

  it('reads a filing that two zips hold once, and adds nothing of a quarter not added', () => {
    const read = new FsdsHistory(ANNUAL_FORMS);
    addQuarter(read, Q2010Q2);
    const again = addQuarter(read, quarter([TEN_K_2010]));
    expect(again).toMatchObject({
      rows: TEN_K_2010.values.length,
      facts: 0,
      repeated: TEN_K_2010.values.length,
    });
    // A quarter whose reading failed (a damaged zip) is never added.
    const submissions = parseFsdsSubmissions(Q2011Q2.sub);
    const reader = read.reader(submissions);
    for (const line of Q2011Q2.num) reader.line(line);
    const widgets = [...read.filers()].find((filer) => filer.cik === WIDGETS)!;
    expect(widgets.facts).toHaveLength(TEN_K_2010.values.length);
    expect(widgets.entityName).toBe('WIDGETS INC');
  });

  it("gives every filer's metadata from its latest filing of any quarter, and lets each filer go as it is given", () => {
    const read = history([Q2011Q2, Q2010Q2, Q2010Q3]);
    expect(read.metas().get(WIDGETS)?.name).toBe('WIDGETS HOLDINGS INC');
    expect(read.metas().get(QUARTERLY_ONLY)?.fiscalYearEnd).toBe('0228');
    expect(read.size).toBe(2);
    const filers = read.filers();
    filers.next();
    expect(read.size).toBe(1);
    expect([...filers]).toHaveLength(1);
    expect(read.size).toBe(0);
  });
});
