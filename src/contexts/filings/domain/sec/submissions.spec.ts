import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import type { SecCompanyMeta } from './sec-facts.js';
import {
  parseCompanyTickers,
  parseSubmissions,
  parseSubmissionsPage,
  secCompanyProfile,
  secExchangeVenue,
  SubmissionsFormatError,
} from './submissions.js';

/** Made-up documents in SEC's shape (the real files are read below, when present). */
const recent = () => ({
  accessionNumber: ['0000012345-25-000010', '0000012345-25-000007', '0000999999-24-000001'],
  filingDate: ['2025-02-14', '2025-01-20', '2024-11-02'],
  reportDate: ['2024-12-31', '', '2024-10-31'],
  acceptanceDateTime: ['2025-02-14T16:05:00.000Z', '2025-01-20T08:00:00.000Z', '2024-11-02T09:00:00.000Z'],
  form: ['10-K', '8-K', '4'],
  size: [1000, 200, 30],
});

const widgets = (): Record<string, unknown> => ({
  cik: '0000012345',
  entityType: 'operating',
  sic: '3571',
  sicDescription: 'Electronic Computers',
  name: 'Example Widgets, Inc.',
  tickers: ['EXW', 'EXW-PA'],
  exchanges: ['NYSE', 'NYSE'],
  fiscalYearEnd: '1231',
  stateOfIncorporation: 'DE',
  stateOfIncorporationDescription: 'DE',
  addresses: {
    mailing: { city: 'SAN JOSE', stateOrCountry: 'CA', countryCode: null },
    business: { city: 'SAN JOSE', stateOrCountry: 'CA', countryCode: null },
  },
  filings: { recent: recent(), files: [] },
});

const person = (): Record<string, unknown> => ({
  cik: '0000054321',
  entityType: 'other',
  sic: '',
  sicDescription: '',
  name: 'Doe Jane Q',
  tickers: [],
  exchanges: [],
  fiscalYearEnd: null,
  stateOfIncorporation: '',
  addresses: { mailing: { stateOrCountry: 'ND' }, business: { stateOrCountry: '', countryCode: null } },
  filings: { recent: { accessionNumber: [], filingDate: [], reportDate: [], form: [] }, files: [] },
});

const meta = (overrides: Partial<SecCompanyMeta> = {}): SecCompanyMeta => ({
  cik: 12345,
  name: 'Example Widgets, Inc.',
  tickers: ['EXW'],
  exchanges: ['Nasdaq'],
  sic: 3674,
  stateOfIncorporation: 'DE',
  businessStateOrCountry: 'CA',
  fiscalYearEnd: '1231',
  ...overrides,
});

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SubmissionsFormatError);
    return (error as Error).message;
  }
  throw new Error('expected a SubmissionsFormatError');
}

describe('parseSubmissions', () => {
  it('reads the company metadata and the recent filings', () => {
    expect(parseSubmissions(widgets())).toEqual({
      cik: 12345,
      name: 'Example Widgets, Inc.',
      tickers: ['EXW', 'EXW-PA'],
      exchanges: ['NYSE', 'NYSE'],
      sic: 3571,
      stateOfIncorporation: 'DE',
      businessStateOrCountry: 'CA',
      fiscalYearEnd: '1231',
      filings: [
        { accn: '0000012345-25-000010', form: '10-K', filed: '2025-02-14', reportDate: '2024-12-31' },
        { accn: '0000012345-25-000007', form: '8-K', filed: '2025-01-20', reportDate: null },
        { accn: '0000999999-24-000001', form: '4', filed: '2024-11-02', reportDate: '2024-10-31' },
      ],
    });
  });

  it('reads a person without tickers, SIC, state or fiscal year end as nulls and empty lists', () => {
    expect(parseSubmissions(person())).toEqual({
      cik: 54321,
      name: 'Doe Jane Q',
      tickers: [],
      exchanges: [],
      sic: null,
      stateOfIncorporation: null,
      businessStateOrCountry: null,
      fiscalYearEnd: null,
      filings: [],
    });
  });

  it("takes a foreign business address's countryCode when stateOrCountry is empty, and a numeric CIK", () => {
    const doc = {
      ...widgets(),
      cik: 940418,
      stateOfIncorporation: '2M',
      tickers: ['SMEGF'],
      exchanges: [null],
      addresses: { business: { stateOrCountry: null, countryCode: '2M', country: 'Germany' } },
    };
    expect(parseSubmissions(doc)).toMatchObject({
      cik: 940418,
      exchanges: [null],
      stateOfIncorporation: '2M',
      businessStateOrCountry: '2M',
    });
    expect(parseSubmissions({ ...widgets(), addresses: undefined }).businessStateOrCountry).toBeNull();
  });

  it('refuses a malformed document, naming the CIK and what is wrong', () => {
    const broken = (change: Record<string, unknown>) =>
      failure(() => parseSubmissions({ ...widgets(), ...change }));
    expect(failure(() => parseSubmissions('nope'))).toBe(
      'SEC submissions: expected a JSON object, got "nope"',
    );
    expect(failure(() => parseSubmissions([]))).toBe('SEC submissions: expected a JSON object, got []');
    expect(broken({ cik: undefined })).toBe('SEC submissions: cik is missing, not a CIK');
    expect(broken({ cik: 'CIK12' })).toBe('SEC submissions: cik is "CIK12", not a CIK');
    expect(broken({ name: 7 })).toBe('SEC submissions CIK0000012345: name is 7');
    expect(broken({ tickers: 'EXW' })).toBe('SEC submissions CIK0000012345: tickers is "EXW", not an array');
    expect(broken({ tickers: ['EXW', 3] })).toBe('SEC submissions CIK0000012345: tickers[1] is 3');
    expect(broken({ exchanges: ['NYSE'] })).toBe(
      'SEC submissions CIK0000012345: tickers (2) and exchanges (1) are not parallel',
    );
    expect(broken({ sic: 'abc' })).toBe('SEC submissions CIK0000012345: sic is "abc", not a four-digit code');
    expect(broken({ sic: 35710 })).toBe('SEC submissions CIK0000012345: sic is 35710');
    expect(broken({ stateOfIncorporation: 5 })).toBe(
      'SEC submissions CIK0000012345: stateOfIncorporation is 5, not a string',
    );
    expect(broken({ fiscalYearEnd: '1332' })).toBe(
      'SEC submissions CIK0000012345: fiscalYearEnd is "1332", not MMDD',
    );
    expect(broken({ addresses: [] })).toBe('SEC submissions CIK0000012345: addresses is [], not an object');
    expect(broken({ addresses: { business: 'CA' } })).toBe(
      'SEC submissions CIK0000012345: addresses.business is "CA", not an object',
    );
    expect(broken({ filings: undefined })).toBe(
      'SEC submissions CIK0000012345: filings is missing, not an object',
    );
    expect(broken({ filings: { files: [] } })).toBe(
      'SEC submissions CIK0000012345: filings.recent is missing, not an object',
    );
  });

  it('refuses filing lists that are not parallel or hold something else than accession numbers and dates', () => {
    const withRecent = (change: Record<string, unknown>) =>
      failure(() => parseSubmissions({ ...widgets(), filings: { recent: { ...recent(), ...change } } }));
    expect(withRecent({ form: ['10-K', '8-K'] })).toBe(
      'SEC submissions CIK0000012345: filings.recent.form has 2 entries, accessionNumber 3',
    );
    expect(withRecent({ accessionNumber: undefined })).toBe(
      'SEC submissions CIK0000012345: filings.recent.accessionNumber is missing, not an array',
    );
    expect(withRecent({ accessionNumber: ['0000012345-25-000010', '12345', '0000999999-24-000001'] })).toBe(
      'SEC submissions CIK0000012345: filings.recent.accessionNumber[1] is "12345", not an accession number',
    );
    expect(withRecent({ form: ['10-K', '', '4'] })).toBe(
      'SEC submissions CIK0000012345: filings.recent.form[1] is "", not a form type',
    );
    expect(withRecent({ filingDate: ['2025-02-14', '20250120', '2024-11-02'] })).toBe(
      'SEC submissions CIK0000012345: filings.recent.filingDate[1] is "20250120", not a date',
    );
    expect(withRecent({ reportDate: ['2024-12-31', '', 'soon'] })).toBe(
      'SEC submissions CIK0000012345: filings.recent.reportDate[2] is "soon", not a date',
    );
  });
});

describe('parseSubmissionsPage', () => {
  it('reads the parallel arrays at the top level of an extra page', () => {
    expect(parseSubmissionsPage(recent(), 12345)).toHaveLength(3);
    expect(parseSubmissionsPage(recent())[1]).toEqual({
      accn: '0000012345-25-000007',
      form: '8-K',
      filed: '2025-01-20',
      reportDate: null,
    });
  });

  it('refuses a malformed page, naming the CIK when given', () => {
    expect(failure(() => parseSubmissionsPage({ ...recent(), filingDate: [] }, 12345))).toBe(
      'SEC submissions page of CIK0000012345: filingDate has 0 entries, accessionNumber 3',
    );
    expect(failure(() => parseSubmissionsPage(null))).toBe(
      'SEC submissions page: expected a JSON object, got null',
    );
  });
});

describe('parseCompanyTickers', () => {
  it('gathers the tickers of a CIK in file order, with the title of its first entry', () => {
    const file = {
      '0': { cik_str: 12345, ticker: 'EXW', title: 'Example Widgets, Inc.' },
      '1': { cik_str: 777, ticker: 'OTHR', title: 'Other Corp' },
      '2': { cik_str: 12345, ticker: 'EXW-PA', title: 'Example Widgets, Inc.' },
      '10': { cik_str: '0000012345', ticker: 'EXWW', title: 'Example Widgets, Inc.' },
      '3': { cik_str: 777, ticker: 'OTHR', title: 'Other Corp' },
    };
    const byCik = parseCompanyTickers(file);
    expect([...byCik.keys()]).toEqual([12345, 777]);
    expect(byCik.get(12345)).toEqual({ tickers: ['EXW', 'EXW-PA', 'EXWW'], title: 'Example Widgets, Inc.' });
    expect(byCik.get(777)).toEqual({ tickers: ['OTHR'], title: 'Other Corp' });
  });

  it('refuses entries that are not SEC shaped', () => {
    expect(failure(() => parseCompanyTickers([]))).toBe(
      'company_tickers.json: expected a JSON object, got []',
    );
    expect(failure(() => parseCompanyTickers({ '0': 'MSFT' }))).toBe(
      'company_tickers.json: entry "0" is "MSFT", not an object',
    );
    expect(failure(() => parseCompanyTickers({ '0': { ticker: 'MSFT', title: 'M' } }))).toBe(
      'company_tickers.json: entry "0": cik_str is missing, not a CIK',
    );
    expect(failure(() => parseCompanyTickers({ '0': { cik_str: 789019, ticker: '', title: 'M' } }))).toBe(
      'company_tickers.json: entry "0" (CIK0000789019): ticker is ""',
    );
    expect(failure(() => parseCompanyTickers({ '0': { cik_str: 789019, ticker: 'MSFT' } }))).toBe(
      'company_tickers.json: entry "0" (CIK0000789019): title is missing',
    );
  });
});

describe('secExchangeVenue', () => {
  it("maps SEC's exchange names to listing venues", () => {
    const expected: ReadonlyArray<readonly [string | null, string | null]> = [
      ['Nasdaq', 'Nasdaq'],
      ['NASDAQ', 'Nasdaq'],
      ['NYSE', 'NYSE'],
      ['NYSE American', 'NYSE American'],
      ['NYSE MKT', 'NYSE American'],
      ['NYSE Arca', 'NYSE Arca'],
      ['CBOE', 'Cboe'],
      ['BATS', 'Cboe'],
      ['OTC', 'OTC Markets'],
      [null, 'Unlisted'],
      ['', 'Unlisted'],
      ['LSE', null],
    ];
    for (const [exchange, venue] of expected)
      expect([exchange, secExchangeVenue(exchange)]).toEqual([exchange, venue]);
  });
});

describe('secCompanyProfile', () => {
  it('builds the profile of a listed company', () => {
    expect(secCompanyProfile(meta({ tickers: ['exw', 'EXW-PA'], exchanges: ['Nasdaq', 'NYSE'] }))).toEqual({
      profile: {
        tickerId: 'EXW',
        isin: 'missing',
        origin: 'sec',
        name: 'Example Widgets, Inc.',
        exchange_countryID: 1,
        exchange: 'Nasdaq',
        domicileIso2: 'US',
        incorporationIso2: 'US',
        sectorID: 45,
        industry_groupID: 4530,
        trading_status: 'Active',
      },
      notes: [],
    });
  });

  it('takes a missing ticker from company_tickers.json, else the CIK', () => {
    const file = parseCompanyTickers({ '0': { cik_str: 12345, ticker: 'exw', title: 'EXAMPLE WIDGETS' } });
    const fromFile = secCompanyProfile(meta({ tickers: [], exchanges: [] }), file);
    expect(fromFile.profile).toMatchObject({
      tickerId: 'EXW',
      exchange: 'Unlisted',
      trading_status: 'Active',
    });
    expect(fromFile.notes).toEqual([
      "ticker: none in the submissions; 'EXW' from company_tickers.json",
      "exchange: SEC gives none for EXW; 'Unlisted'",
    ]);
    const none = secCompanyProfile(meta({ tickers: [], exchanges: [] }), new Map());
    expect(none.profile).toMatchObject({
      tickerId: 'CIK0000012345',
      exchange: 'Unlisted',
      trading_status: 'Active',
    });
    expect(none.notes).toEqual(["ticker: none; the CIK 'CIK0000012345' stands for it"]);
  });

  it("takes another ticker's exchange when the primary has none, and keeps an unknown exchange's text", () => {
    const other = secCompanyProfile(meta({ tickers: ['EXW', 'EXW-PA'], exchanges: [null, 'NYSE MKT'] }));
    expect(other.profile.exchange).toBe('NYSE American');
    expect(other.notes).toEqual(["exchange: none for EXW; that of another ticker ('NYSE MKT') is used"]);
    const unknown = secCompanyProfile(meta({ exchanges: ['TSX'] }));
    expect(unknown.profile.exchange).toBe('TSX');
    expect(unknown.notes).toEqual([
      "exchange: 'TSX' is not an exchange SEC is known to write; kept as the venue",
    ]);
  });

  it('imports a person or fund as Unclassified, with notes on what was substituted', () => {
    const { profile, notes } = secCompanyProfile(
      meta({ name: 'Doe Jane Q', tickers: [], exchanges: [], sic: null, stateOfIncorporation: null }),
    );
    expect(profile).toMatchObject({
      tickerId: 'CIK0000012345',
      exchange: 'Unlisted',
      incorporationIso2: 'US',
      domicileIso2: 'US',
      sectorID: 99,
      industry_groupID: 9999,
      trading_status: 'Active',
    });
    expect(notes).toEqual([
      "ticker: none; the CIK 'CIK0000012345' stands for it",
      'incorporation: no EDGAR code; the domicile country United States (US) is used',
      'sector: no SIC code; Unclassified',
    ]);
    expect(secCompanyProfile(meta({ sic: 8880 })).notes).toEqual([
      'sector: SIC 8880 (8880: American Depositary Receipts: an SEC filer category, not an industry) names no industry; Unclassified',
    ]);
  });

  it('takes the countries from the EDGAR codes', () => {
    const cayman = secCompanyProfile(meta({ stateOfIncorporation: 'E9', businessStateOrCountry: 'K3' }));
    expect(cayman.profile).toMatchObject({ incorporationIso2: 'KY', domicileIso2: 'HK' });
    expect(cayman.notes).toEqual([]);
  });
});

// Real SEC files, when this machine has them (they are never copied into the repository).
const SEC_DIR = path.resolve(process.cwd(), '../shared/data/sec');
const describeIfShared = existsSync(SEC_DIR) ? describe : describe.skip;
if (!existsSync(SEC_DIR))
  console.warn(`submissions.spec: ${SEC_DIR} is absent; the real SEC files are not read`);

describeIfShared('real SEC submissions (../shared/data/sec)', () => {
  const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(SEC_DIR, file), 'utf8'));
  let tickersFile: ReturnType<typeof parseCompanyTickers> | undefined;
  const tickers = () => (tickersFile ??= parseCompanyTickers(readJson('company_tickers.json')));
  const profileOf = (cik: string) => {
    const submissions = parseSubmissions(readJson(`submissions/CIK${cik}.json`));
    return { submissions, ...secCompanyProfile(submissions, tickers()) };
  };

  it.each([
    ['0000320193', 'AAPL', 'Apple Inc.', 45, 4520, 'US', 'US'],
    ['0001045810', 'NVDA', 'NVIDIA CORP', 45, 4530, 'US', 'US'],
    ['0001318605', 'TSLA', 'Tesla, Inc.', 25, 2510, 'US', 'US'],
    ['0000789019', 'MSFT', 'MICROSOFT CORP', 45, 4510, 'US', 'US'],
  ])('CIK%s is %s on Nasdaq', (cik, tickerId, name, sectorID, industry_groupID, incorporation, domicile) => {
    const { submissions, profile, notes } = profileOf(cik);
    expect(profile).toEqual({
      tickerId,
      isin: 'missing',
      origin: 'sec',
      name,
      exchange_countryID: 1,
      exchange: 'Nasdaq',
      domicileIso2: domicile,
      incorporationIso2: incorporation,
      sectorID,
      industry_groupID,
      trading_status: 'Active',
    });
    expect(notes).toEqual([]);
    expect(submissions.filings.length).toBeGreaterThan(100);
    expect(submissions.filings.some((filing) => filing.form === '10-K')).toBe(true);
    expect(tickers().get(Number(cik))?.tickers[0]).toBe(tickerId);
  });

  it('reads a person (Warren E. Buffett) and a fund without ticker or SIC as Unclassified', () => {
    const buffett = profileOf('0000315090');
    expect(buffett.submissions).toMatchObject({ sic: null, tickers: [], stateOfIncorporation: null });
    expect(buffett.profile).toMatchObject({
      tickerId: 'CIK0000315090',
      name: 'BUFFETT WARREN E',
      exchange: 'Unlisted',
      incorporationIso2: 'US',
      domicileIso2: 'US',
      sectorID: 99,
      industry_groupID: 9999,
      trading_status: 'Active',
    });
    const fund = profileOf('0001800903');
    expect(fund.profile).toMatchObject({
      tickerId: 'CIK0001800903',
      name: '&VEST Domestic Fund II LP',
      exchange: 'Unlisted',
      incorporationIso2: 'US',
      domicileIso2: 'US',
      sectorID: 99,
      industry_groupID: 9999,
    });
  });

  it('reads foreign filers: Siemens (ADR, 2M), Cool Japan Fund (M0), a Cayman SPAC (E9)', () => {
    const siemens = profileOf('0000940418');
    expect(siemens.submissions.businessStateOrCountry).toBe('2M');
    expect(siemens.profile).toMatchObject({ incorporationIso2: 'DE', domicileIso2: 'DE', sectorID: 99 });
    expect(profileOf('0001911716').profile).toMatchObject({ incorporationIso2: 'JP', domicileIso2: 'JP' });
    expect(profileOf('0001847577').profile).toMatchObject({
      incorporationIso2: 'KY',
      domicileIso2: 'US',
      sectorID: 40,
      industry_groupID: 4020,
    });
    expect(profileOf('0001835632').profile).toMatchObject({ tickerId: 'MRVL', industry_groupID: 4530 });
  });

  it('reads every submissions file and extra page of the folder; a page has the count its company gives', () => {
    const files = readdirSync(path.join(SEC_DIR, 'submissions')).filter((file) => file.endsWith('.json'));
    for (const file of files) {
      const page = /^CIK(\d{10})-submissions-\d{3}\.json$/.exec(file);
      if (!page) {
        const parsed = parseSubmissions(readJson(`submissions/${file}`));
        expect(`CIK${String(parsed.cik).padStart(10, '0')}.json`).toBe(file);
        continue;
      }
      const cik = Number(page[1]);
      const filings = parseSubmissionsPage(readJson(`submissions/${file}`), cik);
      const main = readJson(`submissions/CIK${page[1]}.json`) as { filings: { files: unknown[] } };
      const listed = main.filings.files.find((entry) => (entry as { name: string }).name === file);
      expect(filings).toHaveLength((listed as { filingCount: number }).filingCount);
    }
  });

  it('reads company_tickers.json: several tickers per CIK in file order', () => {
    const byCik = tickers();
    expect(byCik.size).toBeGreaterThan(5000);
    expect(byCik.get(789019)).toEqual({ tickers: ['MSFT'], title: 'MICROSOFT CORP' });
    expect(byCik.get(310522)?.tickers[0]).toBe('FNMA');
    expect(byCik.get(310522)?.tickers.length).toBeGreaterThan(1);
  });
});
