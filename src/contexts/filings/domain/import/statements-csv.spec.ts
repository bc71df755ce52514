import { isValidIsin } from '../isin.js';
import { scoreUniverse } from '../../../screening/domain/scoring/score-universe.js';
import {
  ABSENT_IS_ZERO_ITEMS,
  LINE_ITEMS,
  type ScoringCompany,
  type StatementYear,
} from '../../../screening/domain/published/universe.js';
import { AuditorDirectory, FIRST_ADDED_AUDITOR_ID } from '../auditor-directory.js';
import { generateUniverse } from '../universe-generator.js';
import { csvRecord, readCsvRecords } from '../../../../shared/domain/csv/csv.js';
import { StatementImportError } from './statement-import-error.js';
import {
  ABSENT_IS_ZERO_COLUMN,
  parseStatementsCsv,
  REQUIRED_STATEMENT_CSV_COLUMNS,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_EVENT_COLUMNS,
  statementsToCsv,
  type StatementCsvColumn,
} from './statements-csv.js';

const universe = generateUniverse({ companies: 60, years: 8, seed: 11, lastYear: 2024 });
const csv = statementsToCsv(universe.companies);

/** The StatementYear fields of a company-year (the generator's ground truth and extra flows dropped). */
function statementYear(s: StatementYear): StatementYear {
  const out: Record<string, unknown> = { year: s.year, auditorID: s.auditorID };
  out.previousAuditorID = s.previousAuditorID;
  // -0 is written as 0.
  for (const item of LINE_ITEMS) out[item] = s[item] === 0 ? 0 : s[item];
  for (const event of STATEMENT_EVENT_COLUMNS) out[event] = s[event];
  return out as unknown as StatementYear;
}

const profile = (c: ScoringCompany) => ({
  tickerId: c.tickerId,
  isin: c.isin,
  name: c.name,
  exchange_countryID: c.exchange_countryID,
  exchange: c.exchange,
  domicileIso2: c.domicileIso2,
  incorporationIso2: c.incorporationIso2,
  sectorID: c.sectorID,
  industry_groupID: c.industry_groupID,
  trading_status: c.trading_status,
});

// A hand-written file: header, then rows built from a base row.
const BASE: Record<StatementCsvColumn, string> = {
  isin: 'US0378331005',
  ticker: '',
  name: 'Orchard Computing Inc.',
  exchange_country: 'United States',
  exchange: 'Nasdaq',
  domicile_country: '',
  incorporation_country: '',
  sector: 'Information Technology',
  industry_group: 'Technology Hardware & Equipment',
  auditor: 'EY',
  trading_status: 'Active',
  year: '2022',
  revenue: '1000',
  cogs: '600',
  sga: '200',
  depreciation: '50',
  netIncome: '60',
  cfo: '70',
  receivables: '100',
  inventory: '80',
  otherCurrentAssets: '20',
  currentAssets: '250',
  ppe: '450',
  goodwill: '100',
  otherIntangibles: '100',
  totalAssets: '1000',
  currentLiabilities: '150',
  longTermDebt: '250',
  totalLiabilities: '500',
  equity: '500',
  cash: '50',
  securities: '0',
  marketValue: '1500.5',
  auditorChanged: '',
  lateFiling: '',
  qualifiedOpinion: '',
  restatement: '',
};
const HEADER = STATEMENT_CSV_COLUMNS.join(',');
const row = (overrides: Partial<Record<StatementCsvColumn, string>> = {}): string =>
  STATEMENT_CSV_COLUMNS.map((column) => overrides[column] ?? BASE[column]).join(',');
const file = (...rows: string[]): string => [HEADER, ...rows].join('\n') + '\n';

function importError(run: () => unknown): StatementImportError {
  try {
    run();
  } catch (error) {
    if (error instanceof StatementImportError) return error;
    throw error;
  }
  throw new Error('expected a StatementImportError');
}

describe('statements CSV', () => {
  it('has the documented columns', () => {
    expect(STATEMENT_CSV_COLUMNS.slice(0, 12)).toEqual([
      'isin',
      'ticker',
      'name',
      'exchange_country',
      'exchange',
      'domicile_country',
      'incorporation_country',
      'sector',
      'industry_group',
      'auditor',
      'trading_status',
      'year',
    ]);
    expect(STATEMENT_CSV_COLUMNS).toHaveLength(12 + 21 + 4);
    expect(REQUIRED_STATEMENT_CSV_COLUMNS).not.toContain('ticker');
    expect(REQUIRED_STATEMENT_CSV_COLUMNS).not.toContain('restatement');
    expect(REQUIRED_STATEMENT_CSV_COLUMNS).toContain('domicile_country');
    expect(REQUIRED_STATEMENT_CSV_COLUMNS).toContain('marketValue');
  });

  it('round-trips the generated universe: identities and every line item', () => {
    const parsed = parseStatementsCsv(csv);
    const rows = universe.companies.reduce((n, c) => n + c.statements.length, 0);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.ignoredColumns).toEqual([]);
    expect(parsed.accepted).toBe(rows);
    expect(parsed.companies.map(profile)).toEqual(universe.companies.map(profile));
    parsed.companies.forEach((company, c) => {
      const original = universe.companies[c];
      expect(company.prices).toBeNull();
      expect(company.statements.map(statementYear)).toEqual(original?.statements.map(statementYear));
    });
    // Generated data have missing inputs and events, so the round trip covers empty cells and booleans.
    const all = parsed.companies.flatMap((c) => c.statements);
    expect(all.some((s) => s.cfo === null || s.receivables === null || s.marketValue === null)).toBe(true);
    expect(all.some((s) => s.auditorChanged && s.previousAuditorID !== null)).toBe(true);
    expect(statementsToCsv(parsed.companies)).toBe(csv);
  });

  it('gives the same scores as the original universe without prices', () => {
    const parsed = parseStatementsCsv(csv);
    const scored = scoreUniverse({ companies: parsed.companies, indices: [] });
    // The file has the years' event flags but not the filings behind them (a non-reliance notice, the
    // citations of the warnings): the reference is the universe without its filings.
    const reference = scoreUniverse({
      companies: universe.companies.map((c) => ({ ...c, prices: null, filingEvents: undefined })),
      indices: [],
    });
    expect(scored.tickerYears).toHaveLength(parsed.accepted);
    expect(scored.tickerYears.some((r) => r.final_score !== null)).toBe(true);
    expect(scored.tickerYears.every((r) => r.rfpAbsolute === null && r.rfpRelative === null)).toBe(true);
    expect(scored.tickerYears.map((r) => [r.tickerId, r.year, r.final_score, r.rating, r.warning])).toEqual(
      reference.tickerYears.map((r) => [r.tickerId, r.year, r.final_score, r.rating, r.warning]),
    );
  });

  it('keeps 47 of 50 rows when 3 are bad, and names the 3 lines', () => {
    const records = [...readCsvRecords(csv)].slice(0, 51).map((r) => r.fields);
    expect(records).toHaveLength(51);
    const header = records[0] ?? [];
    const set = (lineNumber: number, column: StatementCsvColumn, value: string): void => {
      const fields = records[lineNumber - 1] ?? [];
      fields[header.indexOf(column)] = value;
    };
    const isin = records[6]?.[0] ?? '';
    const wrongIsin = isin.slice(0, 11) + String((Number(isin[11]) + 1) % 10);
    expect(isValidIsin(isin)).toBe(true);
    expect(isValidIsin(wrongIsin)).toBe(false);
    set(7, 'isin', wrongIsin);
    set(9, 'totalAssets', 'abc');
    set(12, 'exchange_country', 'Atlantis');

    const parsed = parseStatementsCsv(records.map(csvRecord).join('\n'));
    expect(parsed.accepted).toBe(47);
    expect(parsed.companies.reduce((n, c) => n + c.statements.length, 0)).toBe(47);
    expect(parsed.rejected).toEqual([
      {
        line: 7,
        errors: [`line 7: isin '${wrongIsin}' has a wrong check digit (expected ${isin[11] ?? ''})`],
      },
      { line: 9, errors: ["line 9: totalAssets 'abc' is not a number"] },
      { line: 12, errors: ["line 12: unknown exchange_country 'Atlantis'"] },
    ]);
  });

  it('reports the messages of the specification', () => {
    const parsed = parseStatementsCsv(
      file(
        row({ year: '2020' }),
        row({ year: '2021', isin: 'US0378331006' }),
        row({ year: '2021', totalAssets: 'abc' }),
        row({ year: '2021', exchange_country: 'Atlantis' }),
      ),
    );
    expect(parsed.accepted).toBe(1);
    expect(parsed.rejected).toEqual([
      { line: 3, errors: ["line 3: isin 'US0378331006' has a wrong check digit (expected 5)"] },
      { line: 4, errors: ["line 4: totalAssets 'abc' is not a number"] },
      { line: 5, errors: ["line 5: unknown exchange_country 'Atlantis'"] },
    ]);
  });

  it('reports every problem of a row, and checks each column', () => {
    const parsed = parseStatementsCsv(
      file(
        row({
          isin: 'XX12',
          name: '',
          domicile_country: 'Narnia',
          sector: 'Energy',
          industry_group: 'Banks',
          auditor: '99',
          trading_status: 'Halted',
          year: '1989',
          revenue: '"1,000"',
          cfo: '1e999',
          lateFiling: 'maybe',
        }),
        row({
          sector: '98',
          industry_group: '',
          incorporation_country: 'Oz',
          auditor: '',
          year: '20x1',
          cash: 'N/A',
        }),
      ),
    );
    expect(parsed.accepted).toBe(0);
    expect(parsed.rejected[0]?.errors).toEqual([
      "line 2: isin 'XX12' is not an ISIN (2 letters, 9 letters or digits, 1 check digit)",
      'line 2: name is empty',
      "line 2: unknown domicile_country 'Narnia'",
      "line 2: industry_group 'Banks' does not belong to sector 'Energy'",
      "line 2: unknown auditor id '99'",
      "line 2: trading_status 'Halted' is not one of Active, Suspended, Delisted",
      "line 2: year '1989' is not a year from 1990 to 2100",
      "line 2: revenue '1,000' is not a number",
      "line 2: cfo '1e999' is out of range",
      "line 2: lateFiling 'maybe' is not true/false, 1/0 or yes/no",
    ]);
    expect(parsed.rejected[1]?.errors).toEqual([
      "line 3: unknown incorporation_country 'Oz'",
      "line 3: unknown sector '98'",
      'line 3: industry_group is empty',
      'line 3: auditor is empty',
      "line 3: year '20x1' is not a year from 1990 to 2100",
      "line 3: cash 'N/A' is not a number",
    ]);
  });

  it('reads quoted fields with commas, line breaks and escaped quotes, and counts physical lines', () => {
    const text = file(
      row({ year: '2020', name: '"Orchard, ""The"" Computer\nCompany"' }),
      row({
        year: '2021',
        name: '"Orchard, ""The"" Computer\nCompany"',
        industry_group: '"Food, Beverage & Tobacco"',
      }),
      row({ year: '2022', name: '"Orchard, ""The"" Computer Company"', totalAssets: 'x' }),
    );
    const parsed = parseStatementsCsv(text);
    expect(parsed.accepted).toBe(1);
    expect(parsed.companies[0]?.name).toBe('Orchard, "The" Computer\nCompany');
    expect(parsed.rejected).toEqual([
      {
        line: 4,
        errors: [
          "line 4: industry_group 'Food, Beverage & Tobacco' does not belong to sector 'Information Technology'",
        ],
      },
      { line: 6, errors: ["line 6: totalAssets 'x' is not a number"] },
    ]);
  });

  it('accepts a UTF-8 BOM and CRLF line ends', () => {
    const text =
      '\uFEFF' + file(row({ year: '2021' }), row({ year: '2022', totalAssets: '' })).replaceAll('\n', '\r\n');
    const parsed = parseStatementsCsv(text);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.companies).toHaveLength(1);
    expect(parsed.companies[0]?.statements.map((s) => [s.year, s.totalAssets, s.marketValue])).toEqual([
      [2021, 1000, 1500.5],
      [2022, null, 1500.5],
    ]);
  });

  it('throws a StatementImportError naming the missing header columns', () => {
    const header = STATEMENT_CSV_COLUMNS.filter((c) => c !== 'netIncome' && c !== 'auditor');
    const text = [[...header, 'net_income'].join(','), header.map(() => '').join(',')].join('\n');
    const error = importError(() => parseStatementsCsv(text));
    expect(error.code).toBe('STATEMENTS_CSV_INVALID_HEADER');
    expect(error.message).toBe(
      'line 1: the header is not a statements CSV header (missing required columns: auditor, netIncome; unknown columns: net_income)',
    );
    expect(error.details).toEqual({
      missing: ['auditor', 'netIncome'],
      duplicates: [],
      unknown: ['net_income'],
    });
  });

  it('names at most 10 unknown columns when a data row stands in for the header', () => {
    const error = importError(() => parseStatementsCsv(row()));
    expect(error.code).toBe('STATEMENTS_CSV_INVALID_HEADER');
    expect(error.message).toMatch(/unknown columns: (?:[^,]+, ){9}[^,]+ and \d+ more\)$/);
  });

  it('rejects a header with a column twice, and an empty file', () => {
    expect(importError(() => parseStatementsCsv(`${HEADER},Revenue\n`)).message).toContain(
      'columns named more than once: revenue',
    );
    expect(importError(() => parseStatementsCsv('\uFEFF\r\n\r\n')).code).toBe('STATEMENTS_CSV_EMPTY');
  });

  it('rejects duplicate (isin, year) rows and keeps the first', () => {
    const parsed = parseStatementsCsv(
      file(row({ year: '2021' }), row({ year: '2022', revenue: '1' }), row({ year: '2022', revenue: '2' })),
    );
    expect(parsed.accepted).toBe(2);
    expect(parsed.rejected).toEqual([
      { line: 4, errors: ["line 4: duplicate row for isin 'US0378331005' and year 2022 (first on line 3)"] },
    ]);
    expect(parsed.companies[0]?.statements[1]?.revenue).toBe(1);
  });

  it('groups rows per ISIN, sorts years, takes the identity from the latest year', () => {
    const msft = 'US5949181045';
    const parsed = parseStatementsCsv(
      file(
        row({
          year: '2022',
          name: 'New Name',
          trading_status: 'suspended',
          auditor: '2',
          auditorChanged: 'yes',
        }),
        row({
          isin: msft,
          year: '2020',
          ticker: 'MSFT',
          exchange_country: 'us',
          sector: '45',
          industry_group: '4510',
        }),
        row({ year: '2020', name: 'Old Name', auditor: 'KPMG' }),
        row({ year: '2021', name: 'Old Name', auditor: 'ey', lateFiling: 'TRUE', restatement: '1' }),
      ),
    );
    expect(parsed.rejected).toEqual([]);
    expect(parsed.companies.map((c) => c.tickerId)).toEqual(['US0378331005', 'MSFT']);
    const [orchard, microsoft] = parsed.companies;
    expect(orchard?.name).toBe('New Name');
    expect(orchard?.trading_status).toBe('Suspended');
    expect(orchard?.domicileIso2).toBe('US');
    expect(orchard?.incorporationIso2).toBe('US');
    expect(orchard?.exchange).toBe('Nasdaq');
    expect(orchard?.statements.map((s) => [s.year, s.auditorID, s.previousAuditorID])).toEqual([
      [2020, 4, null],
      [2021, 3, null],
      [2022, 2, 3],
    ]);
    expect(orchard?.statements[1]).toMatchObject({
      auditorChanged: false,
      lateFiling: true,
      qualifiedOpinion: false,
      restatement: true,
    });
    expect(microsoft).toMatchObject({ exchange_countryID: 1, sectorID: 45, industry_groupID: 4510 });
  });

  it('defaults the optional columns and reports unknown ones', () => {
    const columns = [...REQUIRED_STATEMENT_CSV_COLUMNS, 'comment'];
    const values = columns.map((c) =>
      c === 'comment'
        ? 'hello'
        : c === 'exchange_country'
          ? 'JP'
          : c === 'domicile_country'
            ? 'Cayman Islands'
            : BASE[c as StatementCsvColumn],
    );
    const parsed = parseStatementsCsv(`${columns.join(',')}\n${values.join(',')}\n`);
    expect(parsed.ignoredColumns).toEqual(['comment']);
    expect(parsed.companies[0]).toMatchObject({
      tickerId: 'US0378331005',
      exchange: 'Tokyo Stock Exchange',
      domicileIso2: 'KY',
      incorporationIso2: 'JP',
    });
    expect(parsed.companies[0]?.statements[0]).toMatchObject({ auditorChanged: false, restatement: false });
  });

  it("reads the auditor 'N/A' as not known, and writes an unknown auditor back as N/A", () => {
    const parsed = parseStatementsCsv(file(row({ auditor: 'n/a' })));
    expect(parsed.rejected).toEqual([]);
    const company = parsed.companies[0];
    expect(company?.statements[0]?.auditorID).toBe(0);
    const written = statementsToCsv(parsed.companies);
    expect(written.split('\n')[1]?.split(',')[STATEMENT_CSV_COLUMNS.indexOf('auditor')]).toBe('N/A');
    expect(parseStatementsCsv(written).companies[0]?.statements[0]?.auditorID).toBe(0);
  });

  it('takes the empty cells of the absent-line items as 0 on a row whose absent_is_zero is yes', () => {
    const absent = Object.fromEntries(
      [...ABSENT_IS_ZERO_ITEMS, 'receivables', 'ppe'].map((item) => [item, '']),
    );
    const withFlag = (
      flag: string,
      year: string,
      cells: Partial<Record<StatementCsvColumn, string>> = absent,
    ) => `${row({ ...cells, year })},${flag}`;
    const parsed = parseStatementsCsv(
      [
        `${HEADER},${ABSENT_IS_ZERO_COLUMN}`,
        withFlag('yes', '2020'),
        withFlag('YES', '2021', { ...absent, longTermDebt: '75' }),
        withFlag('no', '2022'),
        withFlag('', '2023'),
        withFlag('true', '2024'),
        withFlag('maybe', '2025'),
        withFlag('0', '2026'),
      ].join('\n'),
    );
    expect(parsed.ignoredColumns).toEqual([]);
    const [y2020, y2021, y2022, y2023, y2024, y2026] = parsed.companies[0]?.statements ?? [];
    for (const item of ABSENT_IS_ZERO_ITEMS) expect(y2020?.[item]).toBe(0);
    // Only the rule's items: an empty receivables or PP&E cell stays missing.
    expect([y2020?.receivables, y2020?.ppe]).toEqual([null, null]);
    // A value given wins.
    expect([y2021?.longTermDebt, y2021?.inventory]).toEqual([75, 0]);
    // no, empty or 0: an empty cell is missing.
    for (const year of [y2022, y2023, y2026])
      for (const item of ABSENT_IS_ZERO_ITEMS) expect(year?.[item]).toBeNull();
    expect(y2024?.goodwill).toBe(0);
    expect(parsed.rejected).toEqual([
      { line: 7, errors: ["line 7: absent_is_zero 'maybe' is not yes/no, true/false or 1/0"] },
    ]);
    // Without the column, every empty cell is missing.
    const plain = parseStatementsCsv(file(row(absent)));
    for (const item of ABSENT_IS_ZERO_ITEMS) expect(plain.companies[0]?.statements[0]?.[item]).toBeNull();
  });

  it('rejects rows with the wrong number of fields, skips blank lines', () => {
    const parsed = parseStatementsCsv(
      file(row({ year: '2021' }), '', ',,,', `${row({ year: '2022' })},extra`),
    );
    expect(parsed.accepted).toBe(1);
    expect(parsed.rejected).toEqual([
      {
        line: 5,
        errors: [
          `line 5: the row has ${STATEMENT_CSV_COLUMNS.length + 1} fields, the header has ${STATEMENT_CSV_COLUMNS.length}`,
        ],
      },
    ]);
  });

  it('rejects a company whose ticker another ISIN already has', () => {
    const parsed = parseStatementsCsv(
      file(row({ ticker: 'ORCH' }), row({ isin: 'US5949181045', ticker: 'ORCH', year: '2021' })),
    );
    expect(parsed.accepted).toBe(1);
    expect(parsed.rejected).toEqual([
      { line: 3, errors: ["line 3: ticker 'ORCH' is already the ticker of isin 'US0378331005'"] },
    ]);
  });

  it('throws on an unclosed quote, too many rows, too many bytes', () => {
    const unclosed = importError(() =>
      parseStatementsCsv(file(row(), row({ name: '"Open', year: '2023' }), row())),
    );
    expect(unclosed.code).toBe('STATEMENTS_CSV_MALFORMED');
    expect(unclosed.message).toMatch(/^line 3: unterminated quoted field/);

    const three = file(row({ year: '2020' }), row({ year: '2021' }), row({ year: '2022' }));
    expect(parseStatementsCsv(three, { maxRows: 3 }).accepted).toBe(3);
    expect(importError(() => parseStatementsCsv(three, { maxRows: 2 })).code).toBe(
      'STATEMENTS_CSV_TOO_MANY_ROWS',
    );

    const bytes = new TextEncoder().encode(three).length;
    expect(parseStatementsCsv(three, { maxBytes: bytes }).accepted).toBe(3);
    expect(importError(() => parseStatementsCsv(three, { maxBytes: bytes - 1 })).code).toBe(
      'STATEMENTS_CSV_TOO_LARGE',
    );
    const multiByte = file(row({ name: 'Børs Ålesund ÆØÅ 東京' }));
    const multiBytes = new TextEncoder().encode(multiByte).length;
    expect(parseStatementsCsv(multiByte, { maxBytes: multiBytes }).accepted).toBe(1);
    expect(importError(() => parseStatementsCsv(multiByte, { maxBytes: multiBytes - 1 })).code).toBe(
      'STATEMENTS_CSV_TOO_LARGE',
    );
  });

  it('reads the example of docs/statements-csv.md', () => {
    const example = [
      HEADER,
      'US0000000010,ACME-US,"Acme Foods, Inc.",United States,NYSE,,,Consumer Staples,"Food, Beverage & Tobacco",KPMG,Active,2023,1000,600,200,50,60,70,100,80,20,250,450,100,100,1000,150,250,500,500,50,0,1500,false,false,false,false',
      'US0000000010,ACME-US,"Acme Foods, Inc.",United States,NYSE,,,Consumer Staples,"Food, Beverage & Tobacco",BDO,Active,2024,1200,780,216,45,90,30,180,120,24,400,500,100,150,1250,200,300,600,650,76,100,1800,true,false,false,false',
      'KYG123456785,,Harbour Holdings Ltd,HK,,Hong Kong,KY,60,6020,2,Suspended,2024,420.5,250,,12.25,35,41.3,60,0,10,130,300,0,0,900,120,380,560,340,60,0,,no,yes,,',
    ].join('\n');
    const parsed = parseStatementsCsv(example);
    expect(parsed.rejected).toEqual([]);
    expect(parsed.companies.map(profile)).toEqual([
      {
        tickerId: 'ACME-US',
        isin: 'US0000000010',
        name: 'Acme Foods, Inc.',
        exchange_countryID: 1,
        exchange: 'NYSE',
        domicileIso2: 'US',
        incorporationIso2: 'US',
        sectorID: 30,
        industry_groupID: 3020,
        trading_status: 'Active',
      },
      {
        tickerId: 'KYG123456785',
        isin: 'KYG123456785',
        name: 'Harbour Holdings Ltd',
        exchange_countryID: 9,
        exchange: 'Hong Kong Stock Exchange',
        domicileIso2: 'HK',
        incorporationIso2: 'KY',
        sectorID: 60,
        industry_groupID: 6020,
        trading_status: 'Suspended',
      },
    ]);
    expect(parsed.companies[1]?.statements[0]).toMatchObject({
      sga: null,
      marketValue: null,
      lateFiling: true,
    });
    const scored = scoreUniverse({ companies: parsed.companies, indices: [] });
    expect(scored.tickerYears[1]?.warning).toBe('ALERT: Change of auditor from KPMG to BDO.');
  });

  it('scores a parsed file without prices', () => {
    const parsed = parseStatementsCsv(
      file(
        row({ year: '2020' }),
        row({ year: '2021', revenue: '1100', receivables: '150' }),
        row({
          year: '2022',
          revenue: '1300',
          receivables: '260',
          cfo: '',
          auditorChanged: 'true',
          auditor: 'BDO',
        }),
      ),
    );
    const scored = scoreUniverse({ companies: parsed.companies, indices: [] });
    expect(scored.tickerYears).toHaveLength(3);
    expect(scored.tickerYears[2]?.warning).toBe('ALERT: Change of auditor from EY to BDO.');
    expect(scored.clusters).toHaveLength(3 * 14);
  });
  describe('auditors outside the reference list', () => {
    const ANDERSEN = 'Arthur Andersen';
    const ENRON = 'US2935611069';
    const auditorsOf = (company: ScoringCompany | undefined) =>
      company?.statements.map((s) => [s.year, s.auditorID, s.auditorName ?? null]);

    it('adds a new name with an id after the list, the same id for the same name on every row and company', () => {
      const parsed = parseStatementsCsv(
        file(
          row({ isin: ENRON, ticker: 'ENE', year: '2000', auditor: ANDERSEN }),
          row({ year: '2020', auditor: 'Marcum LLP' }),
          row({ isin: ENRON, ticker: 'ENE', year: '2001', auditor: 'ARTHUR  ANDERSEN LLP' }),
          row({ year: '2021', auditor: ANDERSEN, auditorChanged: 'yes' }),
        ),
      );
      expect(parsed.rejected).toEqual([]);
      const [enron, orchard] = parsed.companies;
      // The name is kept as first given; its endings and case do not make another auditor.
      expect(auditorsOf(enron)).toEqual([
        [2000, FIRST_ADDED_AUDITOR_ID, ANDERSEN],
        [2001, FIRST_ADDED_AUDITOR_ID, ANDERSEN],
      ]);
      expect(auditorsOf(orchard)).toEqual([
        [2020, FIRST_ADDED_AUDITOR_ID + 1, 'Marcum LLP'],
        [2021, FIRST_ADDED_AUDITOR_ID, ANDERSEN],
      ]);
      // The change names both added auditors, and the export writes them by name.
      expect(orchard?.statements[1]).toMatchObject({
        previousAuditorID: FIRST_ADDED_AUDITOR_ID + 1,
        previousAuditorName: 'Marcum LLP',
      });
      const scored = scoreUniverse({ companies: parsed.companies, indices: [] });
      const orchard2021 = scored.tickerYears.find((t) => t.tickerId === 'US0378331005' && t.year === 2021);
      expect(orchard2021?.warning).toBe('ALERT: Change of auditor from Marcum LLP to Arthur Andersen.');
      expect(orchard2021?.auditor).toBe(ANDERSEN);
      const column = STATEMENT_CSV_COLUMNS.indexOf('auditor');
      const written = statementsToCsv(parsed.companies);
      expect(
        written
          .split('\n')
          .slice(1, 5)
          .map((line) => line.split(',')[column]),
      ).toEqual([ANDERSEN, ANDERSEN, 'Marcum LLP', ANDERSEN]);
    });

    it('folds a name of the reference list, in any case or under a legal name, to its id', () => {
      const names = [
        'kpmg',
        'KPMG LLP',
        'Deloitte & Touche LLP',
        'PricewaterhouseCoopers LLP',
        'grant thornton',
        '"BDO USA, P.C."',
      ];
      const parsed = parseStatementsCsv(
        file(...names.map((auditor, i) => row({ year: String(2015 + i), auditor }))),
      );
      expect(auditorsOf(parsed.companies[0])).toEqual([
        [2015, 4, null],
        [2016, 4, null],
        [2017, 1, null],
        [2018, 2, null],
        [2019, 6, null],
        [2020, 5, null],
      ]);
    });

    it("keeps the ids of the stored universe's added auditors and gives a new name the next one", () => {
      const auditors = AuditorDirectory.storedIn({
        companies: [
          { statements: [{ auditorID: 1000, auditorName: 'Marcum LLP' }] },
          { statements: [{ auditorID: 1003, auditorName: ANDERSEN }, { auditorID: 4 }] },
        ],
      });
      const text = file(
        row({ year: '2020', auditor: 'Withum' }),
        row({ year: '2021', auditor: 'arthur andersen' }),
        row({ year: '2022', auditor: 'Marcum' }),
      );
      const first = parseStatementsCsv(text, { auditors });
      expect(auditorsOf(first.companies[0])).toEqual([
        [2020, 1004, 'Withum'],
        [2021, 1003, ANDERSEN],
        [2022, 1000, 'Marcum LLP'],
      ]);
      // A second import over the same directory (the stored universe read again) names them alike.
      expect(auditorsOf(parseStatementsCsv(text, { auditors }).companies[0])).toEqual(
        auditorsOf(first.companies[0]),
      );
    });

    it('gives no id to the auditor of a rejected row', () => {
      const parsed = parseStatementsCsv(
        file(
          row({ year: '2020', auditor: 'Rejected & Partners', revenue: 'abc' }),
          row({ year: '2021', auditor: 'Kept & Partners' }),
          row({ year: '2021', auditor: 'Duplicate & Partners' }),
        ),
      );
      expect(parsed.rejected.map((r) => r.line)).toEqual([2, 4]);
      expect(auditorsOf(parsed.companies[0])).toEqual([[2021, FIRST_ADDED_AUDITOR_ID, 'Kept & Partners']]);
    });
  });
});
