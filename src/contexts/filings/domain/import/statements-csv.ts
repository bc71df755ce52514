/**
 * The statements CSV (docs/statements-csv.md): one row per company-year, the company's identity on every
 * row, the line items of `FinancialStatement` in $ millions and the filing events. `parseStatementsCsv`
 * turns a file into the scoring engine's companies (without prices), skipping and reporting bad rows;
 * `statementsToCsv` writes the same format (used to export the generated demo universe).
 */

import { AuditorDirectory } from '../auditor-directory.js';
import { isinCheckDigit } from '../isin.js';
import { findAuditor, UNKNOWN_AUDITOR_ID } from '../../../screening/domain/published/reference-data.js';
import {
  COUNTRIES,
  EXCHANGE_COUNTRIES,
  countryName,
  findExchangeCountry,
  type ExchangeCountry,
} from '../../../screening/domain/published/reference-data.js';
import {
  INDUSTRY_GROUPS,
  SECTORS,
  findIndustryGroup,
  findSector,
  type IndustryGroup,
  type Sector,
} from '../../../screening/domain/published/reference-data.js';
import { TRADING_STATUSES, type TradingStatus } from '../../../screening/domain/published/reference-data.js';
import {
  ABSENT_IS_ZERO_ITEMS,
  LINE_ITEMS,
  type FilingEvents,
  type ScoringCompany,
  type StatementYear,
} from '../../../screening/domain/published/universe.js';
import { csvRecord, readCsvRecords, type CsvRecord } from '../../../../shared/domain/csv/csv.js';
import { StatementImportError } from './statement-import-error.js';

/** The filing-event columns (true/false, 1/0, yes/no; empty = false). */
export const STATEMENT_EVENT_COLUMNS = [
  'auditorChanged',
  'lateFiling',
  'qualifiedOpinion',
  'restatement',
] as const satisfies readonly (keyof FilingEvents)[];

export const STATEMENT_IDENTITY_COLUMNS = [
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
] as const;

/** The header `statementsToCsv` writes, in order. */
export const STATEMENT_CSV_COLUMNS = [
  ...STATEMENT_IDENTITY_COLUMNS,
  ...LINE_ITEMS,
  ...STATEMENT_EVENT_COLUMNS,
] as const;

export type StatementCsvColumn = (typeof STATEMENT_CSV_COLUMNS)[number];

/** Columns a header may leave out: ticker (defaults to the ISIN), exchange (the country's main venue), events. */
export const OPTIONAL_STATEMENT_CSV_COLUMNS: readonly StatementCsvColumn[] = [
  'ticker',
  'exchange',
  ...STATEMENT_EVENT_COLUMNS,
];

export const REQUIRED_STATEMENT_CSV_COLUMNS: readonly StatementCsvColumn[] = STATEMENT_CSV_COLUMNS.filter(
  (column) => !OPTIONAL_STATEMENT_CSV_COLUMNS.includes(column),
);

/**
 * An optional column the export does not write: `yes` (or true/1) on a row says its report is complete,
 * so that its empty cells of ABSENT_IS_ZERO_ITEMS (inventory, goodwill, other intangibles, long-term debt,
 * securities) are 0, lines the company does not have; `no` (false/0) or empty: an empty cell is missing.
 */
export const ABSENT_IS_ZERO_COLUMN = 'absent_is_zero';

/** Every column the importer reads. */
type KnownColumn = StatementCsvColumn | typeof ABSENT_IS_ZERO_COLUMN;
const KNOWN_COLUMNS: readonly KnownColumn[] = [...STATEMENT_CSV_COLUMNS, ABSENT_IS_ZERO_COLUMN];

export const STATEMENT_IMPORT_LIMITS = {
  /** 50 MB. */
  maxBytes: 50 * 1024 * 1024,
  /** Data rows, header and blank lines not counted. */
  maxRows: 2_000_000,
} as const;

export const MIN_STATEMENT_YEAR = 1990;
export const MAX_STATEMENT_YEAR = 2100;

export interface StatementImportOptions {
  readonly maxRows?: number;
  readonly maxBytes?: number;
  /**
   * The auditors the names of the file are resolved among (AuditorDirectory.storedIn the stored universe,
   * so that an auditor added before keeps its id); default: the reference list alone.
   */
  readonly auditors?: AuditorDirectory;
}

export interface StatementImportRejection {
  /** Physical line of the row in the file (the header is line 1). */
  readonly line: number;
  /** Every problem of the row, each a sentence starting with 'line N: '. */
  readonly errors: string[];
}

export interface StatementImport {
  /** Companies in order of first appearance in the file, statements ascending by year, prices null. */
  readonly companies: ScoringCompany[];
  /** Rows kept (company-years). */
  readonly accepted: number;
  /** Rows skipped, by line. */
  readonly rejected: StatementImportRejection[];
  /** Header columns that are not part of the format, ignored as given. */
  readonly ignoredColumns: string[];
}

// Lookups by lower-case name, code or id.

const key = (text: string): string => text.trim().toLowerCase();

const exchangeCountryByKey = new Map<string, ExchangeCountry>();
for (const country of EXCHANGE_COUNTRIES) {
  exchangeCountryByKey.set(key(country.exchange_country), country);
  exchangeCountryByKey.set(key(country.iso2), country);
}
const countryIso2ByKey = new Map<string, string>();
for (const country of COUNTRIES) {
  countryIso2ByKey.set(key(country.name), country.iso2);
  countryIso2ByKey.set(key(country.iso2), country.iso2);
}
const sectorByKey = new Map<string, Sector>();
for (const sector of SECTORS) {
  sectorByKey.set(key(sector.sector_name), sector);
  sectorByKey.set(String(sector.sectorID), sector);
}
const industryGroupByKey = new Map<string, IndustryGroup>();
for (const group of INDUSTRY_GROUPS) {
  industryGroupByKey.set(key(group.industry_group), group);
  industryGroupByKey.set(String(group.industry_groupID), group);
}
/** The auditor cell of a company-year whose auditor is not known (UNKNOWN_AUDITOR_ID). */
const UNKNOWN_AUDITOR_TEXT = 'N/A';
const tradingStatusByKey = new Map<string, TradingStatus>(TRADING_STATUSES.map((s) => [key(s), s]));
const columnByKey = new Map<string, KnownColumn>(KNOWN_COLUMNS.map((c) => [key(c), c]));

const BOOLEANS = new Map<string, boolean>([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
  ['yes', true],
  ['no', false],
]);

const ISIN_SHAPE = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;
// eslint-disable-next-line security/detect-unsafe-regex -- anchored, no overlapping repeats: linear (docs/security.md)
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;
const YEAR = /^\d{4}$/;
const AUDITOR_ID = /^\d+$/;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** A valid row: the company's identity as of that row, and its statement. */
interface StatementRow {
  readonly line: number;
  readonly isin: string;
  readonly ticker: string | null;
  readonly name: string;
  readonly exchangeCountry: ExchangeCountry;
  readonly exchange: string | null;
  readonly domicileIso2: string;
  readonly incorporationIso2: string;
  readonly sectorID: number;
  readonly industry_groupID: number;
  readonly tradingStatus: TradingStatus;
  /** The auditor cell: an id (the reference list's, or UNKNOWN_AUDITOR_ID for N/A), or a name to resolve. */
  readonly auditor: number | string;
  readonly statement: Mutable<StatementYear>;
}

/** A statement with every field present (one object shape for all rows), to be filled in. */
function emptyStatement(year: number): Mutable<StatementYear> {
  return {
    year,
    revenue: null,
    cogs: null,
    sga: null,
    depreciation: null,
    netIncome: null,
    cfo: null,
    receivables: null,
    inventory: null,
    otherCurrentAssets: null,
    currentAssets: null,
    ppe: null,
    goodwill: null,
    otherIntangibles: null,
    totalAssets: null,
    currentLiabilities: null,
    longTermDebt: null,
    totalLiabilities: null,
    equity: null,
    cash: null,
    securities: null,
    marketValue: null,
    auditorChanged: false,
    lateFiling: false,
    qualifiedOpinion: false,
    restatement: false,
    auditorID: 0,
    previousAuditorID: null,
  };
}

/** Reads the fields of one data row by column; absent optional columns read as empty. */
type Cell = (column: KnownColumn) => string;

function quoted(value: string): string {
  return `'${value.length > 60 ? `${value.slice(0, 57)}...` : value}'`;
}

function parseRow(line: number, cell: Cell, errors: string[]): StatementRow | null {
  const fail = (message: string): null => {
    errors.push(`line ${line}: ${message}`);
    return null;
  };

  const rawIsin = cell('isin');
  const isin = rawIsin.toUpperCase();
  if (isin === '') fail('isin is empty');
  else if (!ISIN_SHAPE.test(isin))
    fail(`isin ${quoted(rawIsin)} is not an ISIN (2 letters, 9 letters or digits, 1 check digit)`);
  else if (isinCheckDigit(isin.slice(0, 11)) !== Number(isin[11])) {
    fail(`isin ${quoted(rawIsin)} has a wrong check digit (expected ${isinCheckDigit(isin.slice(0, 11))})`);
  }

  const name = cell('name');
  if (name === '') fail('name is empty');

  const rawExchangeCountry = cell('exchange_country');
  const exchangeCountry = exchangeCountryByKey.get(key(rawExchangeCountry)) ?? null;
  if (rawExchangeCountry === '') fail('exchange_country is empty');
  else if (!exchangeCountry) fail(`unknown exchange_country ${quoted(rawExchangeCountry)}`);

  const country = (column: 'domicile_country' | 'incorporation_country'): string | null => {
    const raw = cell(column);
    if (raw === '') return exchangeCountry?.iso2 ?? null;
    const iso2 = countryIso2ByKey.get(key(raw));
    return iso2 ?? fail(`unknown ${column} ${quoted(raw)}`);
  };
  const domicileIso2 = country('domicile_country');
  const incorporationIso2 = country('incorporation_country');

  const rawSector = cell('sector');
  const sector = sectorByKey.get(key(rawSector)) ?? null;
  if (rawSector === '') fail('sector is empty');
  else if (!sector) fail(`unknown sector ${quoted(rawSector)}`);

  const rawGroup = cell('industry_group');
  const group = industryGroupByKey.get(key(rawGroup)) ?? null;
  if (rawGroup === '') fail('industry_group is empty');
  else if (!group) fail(`unknown industry_group ${quoted(rawGroup)}`);
  else if (sector && group.sectorID !== sector.sectorID) {
    fail(`industry_group ${quoted(rawGroup)} does not belong to sector ${quoted(rawSector)}`);
  }

  // 'N/A': the auditor is not known, as for SEC data; a number: an id of the reference list; a name is
  // resolved once the row is kept (resolveAuditors).
  const rawAuditor = cell('auditor');
  let auditor: number | string | null = rawAuditor;
  if (rawAuditor === '') auditor = fail('auditor is empty');
  else if (key(rawAuditor) === key(UNKNOWN_AUDITOR_TEXT)) auditor = UNKNOWN_AUDITOR_ID;
  else if (AUDITOR_ID.test(rawAuditor)) {
    auditor = findAuditor(Number(rawAuditor))?.auditorID ?? fail(`unknown auditor id ${quoted(rawAuditor)}`);
  }

  const rawStatus = cell('trading_status');
  const tradingStatus = tradingStatusByKey.get(key(rawStatus)) ?? null;
  if (rawStatus === '') fail('trading_status is empty');
  else if (!tradingStatus) {
    fail(`trading_status ${quoted(rawStatus)} is not one of ${TRADING_STATUSES.join(', ')}`);
  }

  const rawYear = cell('year');
  const year = YEAR.test(rawYear) ? Number(rawYear) : NaN;
  if (rawYear === '') fail('year is empty');
  else if (!(year >= MIN_STATEMENT_YEAR && year <= MAX_STATEMENT_YEAR)) {
    fail(`year ${quoted(rawYear)} is not a year from ${MIN_STATEMENT_YEAR} to ${MAX_STATEMENT_YEAR}`);
  }

  const rawAbsent = cell(ABSENT_IS_ZERO_COLUMN);
  const absentIsZero = rawAbsent === '' ? false : BOOLEANS.get(key(rawAbsent));
  if (absentIsZero === undefined)
    fail(`${ABSENT_IS_ZERO_COLUMN} ${quoted(rawAbsent)} is not yes/no, true/false or 1/0`);

  const statement = emptyStatement(year);
  if (absentIsZero === true) for (const item of ABSENT_IS_ZERO_ITEMS) statement[item] = 0;
  for (const item of LINE_ITEMS) {
    const raw = cell(item);
    if (raw === '') continue;
    const value = DECIMAL.test(raw) ? Number(raw) : NaN;
    if (Number.isFinite(value)) statement[item] = value;
    else if (DECIMAL.test(raw)) fail(`${item} ${quoted(raw)} is out of range`);
    else fail(`${item} ${quoted(raw)} is not a number`);
  }
  for (const event of STATEMENT_EVENT_COLUMNS) {
    const raw = cell(event);
    const value = raw === '' ? false : BOOLEANS.get(key(raw));
    if (value === undefined) fail(`${event} ${quoted(raw)} is not true/false, 1/0 or yes/no`);
    else statement[event] = value;
  }

  if (
    errors.length > 0 ||
    !exchangeCountry ||
    domicileIso2 === null ||
    incorporationIso2 === null ||
    !sector ||
    !group ||
    auditor === null ||
    !tradingStatus
  ) {
    return null;
  }
  const ticker = cell('ticker');
  const exchange = cell('exchange');
  return {
    line,
    isin,
    ticker: ticker === '' ? null : ticker,
    name,
    exchangeCountry,
    exchange: exchange === '' ? null : exchange,
    domicileIso2,
    incorporationIso2,
    sectorID: sector.sectorID,
    industry_groupID: group.industry_groupID,
    tradingStatus,
    auditor,
    statement,
  };
}

/** UTF-8 size of a string, counting no further than `limit + 1`. */
function utf8BytesOver(text: string, limit: number): boolean {
  if (text.length > limit) return true;
  if (text.length * 3 <= limit) return false;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > limit) return true;
  }
  return false;
}

function positiveInteger(value: number, name: string): number {
  if (!Number.isInteger(value) || value < 1) throw new RangeError(`${name} must be a positive integer`);
  return value;
}

interface Header {
  /** Field index of each known column present. */
  readonly index: ReadonlyMap<KnownColumn, number>;
  readonly width: number;
  readonly ignored: string[];
}

function readHeader(fields: readonly string[], line: number): Header {
  const index = new Map<KnownColumn, number>();
  const ignored: string[] = [];
  const duplicates: string[] = [];
  fields.forEach((field, i) => {
    const name = field.trim();
    if (name === '') return;
    const column = columnByKey.get(key(name));
    if (!column) ignored.push(name);
    else if (index.has(column)) duplicates.push(column);
    else index.set(column, i);
  });
  const missing = REQUIRED_STATEMENT_CSV_COLUMNS.filter((column) => !index.has(column));
  if (missing.length > 0 || duplicates.length > 0) {
    const problems: string[] = [];
    if (missing.length > 0) problems.push(`missing required columns: ${missing.join(', ')}`);
    if (duplicates.length > 0) problems.push(`columns named more than once: ${duplicates.join(', ')}`);
    if (ignored.length > 0) {
      const shown = ignored.slice(0, 10).map((name) => (name.length > 40 ? `${name.slice(0, 37)}...` : name));
      const more = ignored.length > shown.length ? ` and ${ignored.length - shown.length} more` : '';
      problems.push(`unknown columns: ${shown.join(', ')}${more}`);
    }
    throw new StatementImportError(
      'STATEMENTS_CSV_INVALID_HEADER',
      `line ${line}: the header is not a statements CSV header (${problems.join('; ')})`,
      { missing, duplicates, unknown: ignored },
    );
  }
  return { index, width: fields.length, ignored };
}

const isBlank = (fields: readonly string[]): boolean => fields.every((field) => field.trim() === '');

/**
 * Reads a statements CSV. Bad rows are skipped and reported with their line numbers; the good rows are
 * grouped per ISIN into companies, their auditors resolved in `options.auditors`. Throws
 * `StatementImportError` when the file as a whole cannot be read: empty, header without the required
 * columns, over `maxBytes` or `maxRows`, an unclosed quote.
 */
export function parseStatementsCsv(text: string, options: StatementImportOptions = {}): StatementImport {
  const maxRows = checkImportSize(text, options);
  const { header, valid, rejected } = readStatementRows(text, maxRows);
  const { companies, accepted } = groupCompanies(valid, rejected, options.auditors ?? new AuditorDirectory());
  rejected.sort((a, b) => a.line - b.line);
  return { companies, accepted, rejected, ignoredColumns: header.ignored };
}

/** Refuses a file over `maxBytes`; returns the most data rows it may hold. */
function checkImportSize(text: string, options: StatementImportOptions): number {
  const maxBytes = positiveInteger(options.maxBytes ?? STATEMENT_IMPORT_LIMITS.maxBytes, 'maxBytes');
  const maxRows = positiveInteger(options.maxRows ?? STATEMENT_IMPORT_LIMITS.maxRows, 'maxRows');
  if (utf8BytesOver(text, maxBytes)) {
    throw new StatementImportError(
      'STATEMENTS_CSV_TOO_LARGE',
      `The file is larger than ${maxBytes.toLocaleString('en-US')} bytes.`,
      { maxBytes },
    );
  }
  return maxRows;
}

/** The header and every data row of the file, each row read or rejected with its reasons. */
function readStatementRows(
  text: string,
  maxRows: number,
): { header: Header; valid: StatementRow[]; rejected: StatementImportRejection[] } {
  let header: Header | null = null;
  let rows = 0;
  const valid: StatementRow[] = [];
  const rejected: StatementImportRejection[] = [];
  const firstLineOf = new Map<string, number>();

  for (const record of readCsvRecords(text)) {
    if (record.unterminated) {
      throw new StatementImportError(
        'STATEMENTS_CSV_MALFORMED',
        `line ${record.line}: ${record.error ?? 'unterminated quoted field'}; the rest of the file cannot be read.`,
        { line: record.line },
      );
    }
    if (isBlank(record.fields)) continue;
    if (!header) {
      header = readHeader(record.fields, record.line);
      continue;
    }
    if (++rows > maxRows) {
      throw new StatementImportError(
        'STATEMENTS_CSV_TOO_MANY_ROWS',
        `The file has more than ${maxRows.toLocaleString('en-US')} rows.`,
        { maxRows },
      );
    }
    const read = readDataRow(record, header, firstLineOf);
    if ('errors' in read) rejected.push(read);
    else valid.push(read);
  }
  if (!header) {
    throw new StatementImportError('STATEMENTS_CSV_EMPTY', 'The file is empty: expected a header line.');
  }
  return { header, valid, rejected };
}

/** One data row: its statement, or why it is rejected (field count, a bad value, a repeated ISIN and year). */
function readDataRow(
  record: CsvRecord,
  header: Header,
  firstLineOf: Map<string, number>,
): StatementRow | StatementImportRejection {
  const { line, fields } = record;
  if (fields.length !== header.width) {
    return {
      line,
      errors: [`line ${line}: the row has ${fields.length} fields, the header has ${header.width}`],
    };
  }
  const errors: string[] = [];
  if (record.error) errors.push(`line ${line}: ${record.error}`);
  const index = header.index;
  const row = parseRow(
    line,
    (column) => {
      const i = index.get(column);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    },
    errors,
  );
  if (!row) return { line, errors };
  const rowKey = `${row.isin}|${row.statement.year}`;
  const first = firstLineOf.get(rowKey);
  if (first !== undefined) {
    return {
      line,
      errors: [
        `line ${line}: duplicate row for isin '${row.isin}' and year ${row.statement.year} (first on line ${first})`,
      ],
    };
  }
  firstLineOf.set(rowKey, line);
  return row;
}

/**
 * The companies of the valid rows, per ISIN in order of first appearance, years ascending. A company
 * whose ticker another ISIN holds already is rejected row by row (into `rejected`).
 */
function groupCompanies(
  valid: readonly StatementRow[],
  rejected: StatementImportRejection[],
  auditors: AuditorDirectory,
): { companies: ScoringCompany[]; accepted: number } {
  const byIsin = new Map<string, StatementRow[]>();
  for (const row of valid) {
    const group = byIsin.get(row.isin);
    if (group) group.push(row);
    else byIsin.set(row.isin, [row]);
  }
  const kept: Array<{ isin: string; tickerId: string; group: StatementRow[]; latest: StatementRow }> = [];
  const isinOfTicker = new Map<string, string>();
  for (const [isin, group] of byIsin) {
    group.sort((a, b) => a.statement.year - b.statement.year);
    const latest = group[group.length - 1] as StatementRow;
    const tickerId = latest.ticker ?? isin;
    const holder = isinOfTicker.get(tickerId);
    if (holder !== undefined) {
      for (const row of group) {
        rejected.push({
          line: row.line,
          errors: [`line ${row.line}: ticker '${tickerId}' is already the ticker of isin '${holder}'`],
        });
      }
      continue;
    }
    isinOfTicker.set(tickerId, isin);
    kept.push({ isin, tickerId, group, latest });
  }
  const keptRows = kept.flatMap(({ group }) => group);
  resolveAuditors(keptRows, auditors);
  const companies: ScoringCompany[] = [];
  let accepted = 0;
  for (const { isin, tickerId, group, latest } of kept) {
    chainAuditorChanges(group);
    companies.push(companyOf(isin, tickerId, group, latest));
    accepted += group.length;
  }
  return { companies, accepted };
}

/**
 * The auditor of each kept row, resolved in file order: a name the reference list does not have gets its
 * id (and keeps its name) in the order the file first names it, so rejected rows take no id.
 */
function resolveAuditors(rows: readonly StatementRow[], auditors: AuditorDirectory): void {
  for (const { auditor, statement } of [...rows].sort((a, b) => a.line - b.line)) {
    if (typeof auditor === 'number') {
      statement.auditorID = auditor;
      continue;
    }
    const { auditorID, auditorName } = auditors.resolve(auditor);
    statement.auditorID = auditorID;
    if (auditorName !== null) statement.auditorName = auditorName;
  }
}

/** A year that changed auditor names the previous year's auditor (and its name, for an added one). */
function chainAuditorChanges(group: readonly StatementRow[]): void {
  let previous: StatementYear | null = null;
  for (const { statement } of group) {
    if (statement.auditorChanged && previous && previous.auditorID !== statement.auditorID) {
      statement.previousAuditorID = previous.auditorID;
      if (previous.auditorName) statement.previousAuditorName = previous.auditorName;
    }
    previous = statement;
  }
}

/** The company of one ISIN's rows, described as its latest year describes it. */
function companyOf(
  isin: string,
  tickerId: string,
  group: readonly StatementRow[],
  latest: StatementRow,
): ScoringCompany {
  return {
    tickerId,
    origin: 'file',
    isin,
    name: latest.name,
    exchange_countryID: latest.exchangeCountry.exchange_countryID,
    exchange:
      latest.exchange ?? latest.exchangeCountry.exchanges[0] ?? latest.exchangeCountry.exchange_country,
    domicileIso2: latest.domicileIso2,
    incorporationIso2: latest.incorporationIso2,
    sectorID: latest.sectorID,
    industry_groupID: latest.industry_groupID,
    trading_status: latest.tradingStatus,
    statements: group.map((row) => row.statement),
    prices: null,
  };
}

const formatNumber = (value: number | null): string => (value === null ? '' : String(value));

/**
 * Writes companies in the statements CSV format: the header of STATEMENT_CSV_COLUMNS, then one row per
 * company-year, LF line ends. Reference data are written by name, so the file reads without a lookup table.
 */
export function statementsToCsv(companies: readonly ScoringCompany[]): string {
  const lines: string[] = [csvRecord(STATEMENT_CSV_COLUMNS)];
  for (const company of companies) {
    const exchangeCountry = findExchangeCountry(company.exchange_countryID);
    const identity = {
      isin: company.isin,
      ticker: company.tickerId,
      name: company.name,
      exchange_country: exchangeCountry?.exchange_country ?? String(company.exchange_countryID),
      exchange: company.exchange,
      domicile_country: countryName(company.domicileIso2),
      incorporation_country: countryName(company.incorporationIso2),
      sector: findSector(company.sectorID)?.sector_name ?? String(company.sectorID),
      industry_group:
        findIndustryGroup(company.industry_groupID)?.industry_group ?? String(company.industry_groupID),
      trading_status: company.trading_status,
    };
    for (const statement of company.statements) {
      const row: Record<(typeof STATEMENT_IDENTITY_COLUMNS)[number], string> = {
        ...identity,
        auditor:
          statement.auditorName ??
          findAuditor(statement.auditorID)?.auditor ??
          (statement.auditorID === UNKNOWN_AUDITOR_ID ? UNKNOWN_AUDITOR_TEXT : String(statement.auditorID)),
        year: String(statement.year),
      };
      lines.push(
        csvRecord([
          ...STATEMENT_IDENTITY_COLUMNS.map((column) => row[column]),
          ...LINE_ITEMS.map((item) => formatNumber(statement[item])),
          ...STATEMENT_EVENT_COLUMNS.map((event) => (statement[event] ? 'true' : 'false')),
        ]),
      );
    }
  }
  return `${lines.join('\n')}\n`;
}
