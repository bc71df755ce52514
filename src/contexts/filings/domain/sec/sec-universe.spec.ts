import type { ScoringCompany, ScoringUniverse } from '../../../screening/domain/published/universe.js';
import type { AuditorsFile } from './auditors-file.js';
import type { SecFilingEvent } from './filing-events.js';
import type { PricesFile } from './market-value.js';
import {
  cikText,
  cikTickerId,
  filingIndexUrl,
  type SecCompanyMeta,
  type SecFact,
  type SecFilerFacts,
} from './sec-facts.js';
import {
  withFetchedSources,
  type SecFilerEntry,
  type SecSources,
  type SecSubmissionsRead,
} from './sec-sources.js';
import {
  assembleSecUniverse,
  auditorIds,
  countFilingEvents,
  countRestatements,
  fetchSkip,
  ImportedIdentities,
  intoStored,
  metaOf,
  secCompanyOfEntry,
  secDatasetLabel,
  secLoadOrigin,
  sideFileNotes,
  type FilerContext,
  type SecImportRead,
} from './sec-universe.js';

/**
 * A made-up filer with one fiscal year (2023, a calendar year) that balances: its 10-K's flows and balances,
 * in millions of dollars.
 */
function filer(cik: number, entityName = `Filer ${cik} Inc.`): SecFilerFacts {
  const tenK = {
    taxonomy: 'us-gaap',
    unit: 'USD',
    end: '2023-12-31',
    form: '10-K',
    filed: '2024-02-20',
  } as const;
  const accn = `${cikText(cik)}-24-000001`;
  const figures: ReadonlyArray<readonly [string, number, boolean]> = [
    ['Revenues', 800, false],
    ['NetIncomeLoss', 50, false],
    ['Assets', 1000, true],
    ['Liabilities', 600, true],
    ['StockholdersEquity', 400, true],
  ];
  const facts = figures.map(([concept, millions, balance]): SecFact => ({
    ...tenK,
    concept,
    value: millions * 1e6,
    start: balance ? null : '2023-01-01',
    accn,
  }));
  return { cik, entityName, facts };
}

const read = (cik: number, entry = `${cikTickerId(cik)}.json`): SecFilerEntry => ({
  ok: true,
  entry,
  filer: filer(cik),
});

/** The submissions metadata of a listed filer: a ticker on Nasdaq, a SIC code. */
const meta = (cik: number, ticker: string): SecCompanyMeta => ({
  ...metaOf(filer(cik, `Listed ${cik} Corp`), { tickers: [ticker], title: '' }),
  exchanges: ['Nasdaq'],
  sic: 3571,
});

const lateNotice = (cik: number): SecFilingEvent => ({
  kind: 'late-filing',
  form: 'NT 10-K',
  items: [],
  filingDate: '2024-04-01',
  reportDate: '2023-12-31',
  accessionNumber: `${cikText(cik)}-24-000002`,
  url: filingIndexUrl(cik, `${cikText(cik)}-24-000002`),
  fiscalYear: 2023,
  fiscalYearFrom: 'reportDate',
  report: 'annual',
});

const NO_SUBMISSIONS: SecSubmissionsRead = { metas: new Map(), events: new Map(), problems: [] };

const SOURCES: SecSources = { facts: ['facts/'], submissions: ['submissions/'], fsds: [], tickers: null };

const context = (more: Partial<FilerContext> = {}): FilerContext => ({
  auditors: new Map(),
  pricesFile: null,
  submissions: NO_SUBMISSIONS,
  tickers: new Map(),
  usdPerUnit: {},
  ...more,
});

const importRead = (filers: SecFilerEntry[], more: Partial<SecImportRead> = {}): SecImportRead => ({
  sources: SOURCES,
  usdPerUnit: {},
  fetchFailures: [],
  auditorsFile: null,
  pricesFile: null,
  stored: null,
  submissions: NO_SUBMISSIONS,
  tickers: new Map(),
  filers,
  ...more,
});

/** A stored company of an earlier import, with an auditor the reference list does not have (id 1000). */
function storedCompany(tickerId: string): ScoringCompany {
  const company = secCompanyOfEntry(read(900), context(), new ImportedIdentities());
  if (!company.ok) throw new Error('the stored fixture does not map');
  return {
    ...company.company,
    tickerId,
    cik: 900,
    statements: company.company.statements.map((s) => ({
      ...s,
      auditorID: 1000,
      auditorName: 'Arthur Andersen',
    })),
  };
}

describe('withFetchedSources: the sources with what --fetch brought', () => {
  const fetched = {
    failed: [],
    sources: { facts: ['cache/f.json'], submissions: ['cache/s.json'], fsds: [], tickers: 'cache/t.json' },
  };

  it('is the given sources without a fetch', () => {
    expect(withFetchedSources(SOURCES, null)).toBe(SOURCES);
  });

  it("puts the fetched files after the given ones; the given tickers file wins, else the fetch's", () => {
    expect(withFetchedSources({ ...SOURCES, prices: 'p.csv' }, fetched)).toEqual({
      facts: ['facts/', 'cache/f.json'],
      submissions: ['submissions/', 'cache/s.json'],
      fsds: [],
      tickers: 'cache/t.json',
      auditors: null,
      prices: 'p.csv',
    });
    expect(withFetchedSources({ ...SOURCES, tickers: 'mine.json' }, fetched).tickers).toBe('mine.json');
  });
});

describe('the side files and the stored universe', () => {
  it('skips a company the fetch could not bring, with its reason', () => {
    expect(fetchSkip({ id: 'NOPE', reason: 'not found' })).toEqual({
      id: 'NOPE',
      reason: 'FETCH',
      message: 'not found',
    });
  });

  it("notes the auditors file's problems, then the prices file's", () => {
    const auditors: AuditorsFile = { rows: [], problems: ['auditors.csv line 3: x'] };
    const prices: PricesFile = { byTicker: new Map(), problems: ['prices.csv line 2: y'] };
    expect(sideFileNotes(auditors, prices)).toEqual(['auditors.csv line 3: x', 'prices.csv line 2: y']);
    expect(sideFileNotes(null, null)).toEqual([]);
  });

  it("assigns auditor ids so that the stored universe's added auditors keep theirs", () => {
    const stored: ScoringUniverse = { companies: [storedCompany('OLD')], indices: [] };
    const file: AuditorsFile = {
      rows: [
        { line: 2, cik: 7, year: 2023, name: 'ARTHUR ANDERSEN LLP' },
        { line: 3, cik: 8, year: 2023, name: 'Smith & Jones' },
        { line: 4, cik: 8, year: 2022, name: 'KPMG LLP' },
      ],
      problems: [],
    };
    const ids = auditorIds(file, stored);
    expect(ids.get(7)?.get(2023)).toEqual({ auditorID: 1000, auditorName: 'Arthur Andersen' });
    expect(ids.get(8)?.get(2023)).toEqual({ auditorID: 1001, auditorName: 'Smith & Jones' });
    expect(ids.get(8)?.get(2022)).toEqual({ auditorID: 4, auditorName: null });
    expect(auditorIds(file, null).get(7)?.get(2023)?.auditorID).toBe(1000);
    expect(auditorIds(null, stored).size).toBe(0);
  });

  it('merges into the stored universe (--add), else the imported companies stand alone', () => {
    const imported = secCompanyOfEntry(read(1), context(), new ImportedIdentities());
    if (!imported.ok) throw new Error('the imported fixture does not map');
    expect(intoStored(null, [imported.company])).toEqual({ companies: [imported.company], indices: [] });
    const stored: ScoringUniverse = { companies: [storedCompany('OLD')], indices: [] };
    expect(intoStored(stored, [imported.company]).companies.map((c) => [c.tickerId, c.cik])).toEqual([
      ['OLD', 900],
      ['CIK0000000001', 1],
    ]);
  });
});

describe('ImportedIdentities: one company per CIK and per ticker', () => {
  it('tells a CIK read before, and gives a taken ticker to the first filer, the later one its CIK', () => {
    const identities = new ImportedIdentities();
    expect(identities.isDuplicate(1)).toBe(false);
    expect(identities.claim(1, 'ABC')).toBe('ABC');
    expect(identities.isDuplicate(1)).toBe(true);
    expect(identities.claim(2, 'ABC')).toBe('CIK0000000002');
    expect(identities.claim(3, 'XYZ')).toBe('XYZ');
  });
});

describe('secCompanyOfEntry: one filer into a company, or skipped', () => {
  it('skips an entry that could not be read, a CIK read before and a filer that does not map', () => {
    const identities = new ImportedIdentities();
    expect(
      secCompanyOfEntry({ ok: false, entry: 'bad.json', reason: 'malformed JSON' }, context(), identities),
    ).toEqual({ ok: false, skip: { id: 'bad.json', reason: 'UNREADABLE', message: 'malformed JSON' } });
    expect(secCompanyOfEntry(read(5), context(), identities).ok).toBe(true);
    expect(secCompanyOfEntry(read(5, 'other.zip CIK 5'), context(), identities)).toEqual({
      ok: false,
      skip: {
        id: 'CIK0000000005',
        reason: 'DUPLICATE',
        message: 'other.zip CIK 5: read before from another source',
      },
    });
    const empty: SecFilerEntry = {
      ok: true,
      entry: 'e.json',
      filer: { cik: 6, entityName: 'Empty', facts: [] },
    };
    expect(secCompanyOfEntry(empty, context(), identities)).toEqual({
      ok: false,
      skip: {
        id: 'CIK0000000006',
        reason: 'NO_FINANCIAL_FACTS',
        message: 'Empty: no us-gaap or ifrs-full facts',
      },
    });
  });

  it('takes the submissions metadata, the auditors, the prices and the filing events of its CIK', () => {
    const outcome = secCompanyOfEntry(
      read(7),
      context({
        submissions: {
          metas: new Map([[7, meta(7, 'seven')]]),
          events: new Map([[7, { events: [lateNotice(7)], problems: ['CIK0000000007: page missing'] }]]),
          problems: [],
        },
        auditors: new Map([[7, new Map([[2023, { auditorID: 4, auditorName: null }]])]]),
        pricesFile: { byTicker: new Map([['SEVEN', [{ date: '2023-12-29', close: 10 }]]]), problems: [] },
      }),
      new ImportedIdentities(),
    );
    if (!outcome.ok) throw new Error(outcome.skip.message);
    const { company } = outcome;
    expect([company.tickerId, company.name, company.cik, company.origin]).toEqual([
      'SEVEN',
      'Listed 7 Corp',
      7,
      'sec',
    ]);
    expect(company.statements.map((s) => [s.year, s.auditorID, s.lateFiling])).toEqual([[2023, 4, true]]);
    expect(company.prices).not.toBeNull();
    expect(company.filingEvents?.map((event) => [event.kind, event.cik, event.fiscalYear])).toEqual([
      ['late-filing', 7, 2023],
    ]);
    expect(outcome.events).toEqual([lateNotice(7)]);
    // Its own notes name it; the filing lists' problems come last, as they are.
    expect(outcome.notes.at(-1)).toBe('CIK0000000007: page missing');
    expect(outcome.notes.slice(0, -1).every((note) => note.startsWith('CIK0000000007 Listed 7 Corp: '))).toBe(
      true,
    );
  });

  it('brings no filing events for a filer whose lists gave none (with --add, the stored ones stay)', () => {
    const outcome = secCompanyOfEntry(read(8), context(), new ImportedIdentities());
    expect(outcome.ok && 'filingEvents' in outcome.company).toBe(false);
  });

  it('without submissions metadata: its own name, the tickers file, else the CIK', () => {
    expect(metaOf(filer(9, 'Nine Inc.'), undefined)).toMatchObject({
      name: 'Nine Inc.',
      tickers: [],
      sic: null,
    });
    expect(metaOf(filer(9, ''), { tickers: ['NINE'], title: 'Nine Title' })).toMatchObject({
      name: 'Nine Title',
      tickers: ['NINE'],
    });
    expect(metaOf(filer(9, ''), undefined).name).toBe('CIK0000000009');
  });
});

describe('the counts, the label and the origin', () => {
  it('counts the restatements: the later filings that reported a figure differently', () => {
    const company = storedCompany('R');
    const revision = {
      item: 'revenue' as const,
      year: 2023,
      from: 1,
      to: 2,
      accn: 'a',
      form: '10-K/A',
      filed: 'f',
    };
    const revised = {
      ...company,
      statements: company.statements.map((s) => ({ ...s, revisions: [revision, revision] })),
    };
    expect(countRestatements([company, revised])).toBe(2);
  });

  it('counts the filing events by kind and the filers with any', () => {
    const counts = countFilingEvents([[lateNotice(1), lateNotice(1)], [], [lateNotice(2)]]);
    expect(counts.filers).toBe(2);
    expect(counts.byKind[0]).toEqual({ kind: 'late-filing', report: 'annual', events: 3, filers: 2 });
    expect(counts.byKind.slice(1).every((row) => row.events === 0)).toBe(true);
  });

  it('labels the revision and tells its origin: SEC EDGAR, the datasets read, added or not', () => {
    expect(secDatasetLabel(12, 1, false)).toBe('SEC EDGAR: 12 companies (1 skipped)');
    expect(secDatasetLabel(12, 0, true)).toBe('SEC EDGAR: 12 companies (0 skipped), added');
    expect(secLoadOrigin(SOURCES, false)).toEqual({
      kind: 'sec',
      sources: ['companyfacts', 'submissions'],
      added: false,
    });
    expect(
      secLoadOrigin(
        { facts: [], submissions: [], fsds: ['q.zip'], tickers: 't.json', prices: 'p.csv' },
        true,
      ),
    ).toEqual({
      kind: 'sec',
      sources: ['Financial Statement Data Sets', 'company tickers', 'prices file'],
      added: true,
    });
  });
});

describe('assembleSecUniverse: the sources read into the universe to store', () => {
  it('assembles every filer on its own, skips the bad ones after the failed fetches, and accounts for it all', async () => {
    const assembled = await assembleSecUniverse(
      importRead(
        [read(1), { ok: false, entry: 'broken.json', reason: 'malformed JSON' }, read(2), read(1, 'again')],
        {
          fetchFailures: [{ id: 'GONE', reason: 'SEC answers 404' }],
          submissions: {
            metas: new Map([
              [1, meta(1, 'SAME')],
              [2, meta(2, 'SAME')],
            ]),
            events: new Map([[2, { events: [lateNotice(2)], problems: [] }]]),
            problems: ['CIK0000000003.json: malformed JSON'],
          },
          pricesFile: { byTicker: new Map(), problems: ['prices.csv line 2: bad date'] },
        },
      ),
    );
    expect(assembled.universe.companies.map((c) => c.tickerId)).toEqual(['SAME', 'CIK0000000002']);
    expect(assembled.universe.indices).toEqual([]);
    expect(assembled.label).toBe('SEC EDGAR: 2 companies (3 skipped)');
    expect(assembled.origin).toEqual({ kind: 'sec', sources: ['companyfacts', 'submissions'], added: false });
    const { outcome } = assembled;
    expect([outcome.read, outcome.imported, outcome.restatements]).toEqual([4, 2, 0]);
    expect(outcome.skipped.map((skip) => [skip.id, skip.reason])).toEqual([
      ['GONE', 'FETCH'],
      ['broken.json', 'UNREADABLE'],
      ['CIK0000000001', 'DUPLICATE'],
    ]);
    expect(outcome.events.filers).toBe(1);
    expect(outcome.notes.slice(0, 2)).toEqual([
      'prices.csv line 2: bad date',
      'CIK0000000003.json: malformed JSON',
    ]);
  });

  it('reads the filers as they come (an async source) and merges them into the stored universe with --add', async () => {
    async function* filers(): AsyncGenerator<SecFilerEntry> {
      yield await Promise.resolve(read(1));
    }
    const stored: ScoringUniverse = { companies: [storedCompany('OLD')], indices: [] };
    const assembled = await assembleSecUniverse(importRead([], { filers: filers(), stored }));
    expect(assembled.universe.companies.map((c) => c.cik)).toEqual([900, 1]);
    expect(assembled.label).toBe('SEC EDGAR: 1 companies (0 skipped), added');
    expect(assembled.origin.added).toBe(true);
  });

  it('refuses when no company could be imported: nothing is to be stored', async () => {
    await expect(
      assembleSecUniverse(importRead([{ ok: false, entry: 'x.json', reason: 'malformed JSON' }])),
    ).rejects.toThrow('No company could be imported (1 read, 1 skipped): the dataset is unchanged.');
  });
});
