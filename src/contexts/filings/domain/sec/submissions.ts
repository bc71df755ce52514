/**
 * SEC's submissions JSON (`/submissions/CIK##########.json`: name, tickers, exchanges, SIC, state of
 * incorporation, addresses, fiscal year end, filings.recent as parallel arrays), its extra pages of filings
 * (`CIK##########-submissions-001.json`: the parallel arrays at the top level) and company_tickers.json
 * ({ "0": { cik_str, ticker, title }, ... }), and the product's CompanyProfile of an SEC company
 * (docs/sec-edgar-classification.md).
 */

import { EXCHANGE_COUNTRIES } from '../../../screening/domain/published/reference-data.js';
import type { CompanyProfile } from '../../../screening/domain/published/universe.js';
import { companyCountries } from './edgar-locations.js';
import { cikText, cikTickerId, isAccession, isIsoDate, secTicker, type SecCompanyMeta } from './sec-facts.js';
import { classifySic, findSicRange, sicRangeText } from './sic-classification.js';

/** A submissions or company_tickers document that cannot be read: the message says which CIK and what. */
export class SubmissionsFormatError extends Error {}

/** One filing of a company's filing list. */
export interface SecFilingRef {
  /** Accession number, '0000320193-24-000123'. */
  readonly accn: string;
  /** '10-K', '10-K/A', '8-K', '4', ... */
  readonly form: string;
  /** Filing date (ISO yyyy-mm-dd). */
  readonly filed: string;
  /** End of the period reported (ISO), or null (SEC writes '' for forms without one). */
  readonly reportDate: string | null;
}

export type SecSubmissions = SecCompanyMeta & { filings: SecFilingRef[] };

/** A company's entry of company_tickers.json: its tickers in file order, and SEC's title. */
export interface SecTickerEntry {
  readonly tickers: string[];
  readonly title: string;
}

// The readers of the submissions' filing lists (this module, filing-events.ts) share these.

/** A JSON object (not null, not an array). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value as a message shows it: its JSON, cut after 40 characters; 'missing' for undefined. */
export const shown = (value: unknown): string => {
  if (value === undefined) return 'missing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}...` : text;
};

/** A fiscal year end as SEC writes it: MMDD, '1231', '0630'. */
export const MMDD = /^(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;

/** Reads one document; fail() throws with the document's name (and CIK, once known) in front. */
class Reader {
  constructor(private where: string) {}

  named(where: string): void {
    this.where = where;
  }

  fail(message: string): never {
    throw new SubmissionsFormatError(`${this.where}: ${message}`);
  }

  /** A string, trimmed; null for missing, null or ''. */
  optionalText(value: unknown, field: string): string | null {
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') this.fail(`${field} is ${shown(value)}, not a string`);
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }

  array(value: unknown, field: string): unknown[] {
    if (!Array.isArray(value)) this.fail(`${field} is ${shown(value)}, not an array`);
    return value as unknown[];
  }
}

/** '0000320193' or 320193 → 320193; null for anything else. */
export function cikOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value.trim())) {
    const cik = Number(value.trim());
    return cik > 0 ? cik : null;
  }
  return null;
}

function sicOf(reader: Reader, value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 9999) reader.fail(`sic is ${shown(value)}`);
    return value === 0 ? null : value;
  }
  const text = reader.optionalText(value, 'sic');
  if (text === null) return null;
  if (!/^\d{1,4}$/.test(text)) reader.fail(`sic is ${shown(value)}, not a four-digit code`);
  const sic = Number(text);
  return sic === 0 ? null : sic;
}

/** The parallel arrays of filings.recent or of an extra page, as filing references. */
function filingsOf(reader: Reader, lists: Record<string, unknown>, at: string): SecFilingRef[] {
  const accessions = reader.array(lists.accessionNumber, `${at}accessionNumber`);
  const forms = reader.array(lists.form, `${at}form`);
  const filed = reader.array(lists.filingDate, `${at}filingDate`);
  const reportDates =
    lists.reportDate === undefined ? null : reader.array(lists.reportDate, `${at}reportDate`);
  for (const [name, list] of [
    ['form', forms],
    ['filingDate', filed],
    ['reportDate', reportDates],
  ] as const) {
    if (list !== null && list.length !== accessions.length)
      reader.fail(`${at}${name} has ${list.length} entries, accessionNumber ${accessions.length}`);
  }
  return accessions.map((accn, i): SecFilingRef => {
    if (!isAccession(accn))
      reader.fail(`${at}accessionNumber[${i}] is ${shown(accn)}, not an accession number`);
    const form = forms[i];
    if (typeof form !== 'string' || form.trim() === '')
      reader.fail(`${at}form[${i}] is ${shown(form)}, not a form type`);
    const date = filed[i];
    if (!isIsoDate(date)) reader.fail(`${at}filingDate[${i}] is ${shown(date)}, not a date`);
    const report = reader.optionalText(reportDates?.[i], `${at}reportDate[${i}]`);
    if (report !== null && !isIsoDate(report))
      reader.fail(`${at}reportDate[${i}] is ${shown(report)}, not a date`);
    return { accn, form: form.trim(), filed: date, reportDate: report };
  });
}

function textList(reader: Reader, value: unknown, field: string, nullable: boolean): Array<string | null> {
  if (value === undefined || value === null) return [];
  return reader.array(value, field).map((entry, i) => {
    if (nullable && (entry === null || entry === '')) return null;
    if (typeof entry !== 'string' || entry.trim() === '') reader.fail(`${field}[${i}] is ${shown(entry)}`);
    return entry.trim();
  });
}

/**
 * The company metadata and the recent filings of one submissions document. Persons and funds have no
 * tickers, no SIC and often no state: those come back empty or null. Throws SubmissionsFormatError,
 * naming the CIK, when the structure is not SEC's.
 */
export function parseSubmissions(json: unknown): SecSubmissions {
  const reader: Reader = new Reader('SEC submissions');
  if (!isRecord(json)) reader.fail(`expected a JSON object, got ${shown(json)}`);
  const cik = cikOf(json.cik);
  if (cik === null) reader.fail(`cik is ${shown(json.cik)}, not a CIK`);
  reader.named(`SEC submissions CIK${cikText(cik)}`);

  if (typeof json.name !== 'string' || json.name.trim() === '') reader.fail(`name is ${shown(json.name)}`);
  const tickers = textList(reader, json.tickers, 'tickers', false) as string[];
  const exchanges = textList(reader, json.exchanges, 'exchanges', true);
  if (exchanges.length !== tickers.length)
    reader.fail(`tickers (${tickers.length}) and exchanges (${exchanges.length}) are not parallel`);
  const sic = sicOf(reader, json.sic);
  const stateOfIncorporation = reader.optionalText(json.stateOfIncorporation, 'stateOfIncorporation');
  const fiscalYearEnd = reader.optionalText(json.fiscalYearEnd, 'fiscalYearEnd');
  if (fiscalYearEnd !== null && !MMDD.test(fiscalYearEnd))
    reader.fail(`fiscalYearEnd is ${shown(fiscalYearEnd)}, not MMDD`);

  // The business address's state or country; a foreign address may leave it null and give countryCode.
  let businessStateOrCountry: string | null = null;
  const addresses = json.addresses;
  if (addresses !== undefined && addresses !== null) {
    if (!isRecord(addresses)) reader.fail(`addresses is ${shown(addresses)}, not an object`);
    const business = addresses.business;
    if (business !== undefined && business !== null) {
      if (!isRecord(business)) reader.fail(`addresses.business is ${shown(business)}, not an object`);
      businessStateOrCountry =
        reader.optionalText(business.stateOrCountry, 'addresses.business.stateOrCountry') ??
        reader.optionalText(business.countryCode, 'addresses.business.countryCode');
    }
  }

  const filings = json.filings;
  if (!isRecord(filings)) reader.fail(`filings is ${shown(filings)}, not an object`);
  if (!isRecord(filings.recent)) reader.fail(`filings.recent is ${shown(filings.recent)}, not an object`);

  return {
    cik,
    name: json.name.trim(),
    tickers,
    exchanges,
    sic,
    stateOfIncorporation: stateOfIncorporation?.toUpperCase() ?? null,
    businessStateOrCountry: businessStateOrCountry?.toUpperCase() ?? null,
    fiscalYearEnd,
    filings: filingsOf(reader, filings.recent, 'filings.recent.'),
  };
}

/**
 * The filings of an extra page (`CIK##########-submissions-001.json`, named in filings.files of the main
 * document). The page does not say its CIK: pass it for the error messages.
 */
export function parseSubmissionsPage(json: unknown, cik?: number): SecFilingRef[] {
  const reader: Reader = new Reader(
    cik === undefined ? 'SEC submissions page' : `SEC submissions page of CIK${cikText(cik)}`,
  );
  if (!isRecord(json)) reader.fail(`expected a JSON object, got ${shown(json)}`);
  return filingsOf(reader, json, '');
}

/** company_tickers.json: CIK → its tickers (in file order: SEC lists the primary first) and title. */
export function parseCompanyTickers(json: unknown): Map<number, SecTickerEntry> {
  const reader: Reader = new Reader('company_tickers.json');
  if (!isRecord(json)) reader.fail(`expected a JSON object, got ${shown(json)}`);
  const byCik = new Map<number, SecTickerEntry>();
  // Object.entries keeps the file order of "0", "1", ... (integer keys come in ascending order).
  for (const [key, entry] of Object.entries(json)) {
    if (!isRecord(entry)) reader.fail(`entry "${key}" is ${shown(entry)}, not an object`);
    const cik = cikOf(entry.cik_str);
    if (cik === null) reader.fail(`entry "${key}": cik_str is ${shown(entry.cik_str)}, not a CIK`);
    if (typeof entry.ticker !== 'string' || entry.ticker.trim() === '')
      reader.fail(`entry "${key}" (CIK${cikText(cik)}): ticker is ${shown(entry.ticker)}`);
    if (typeof entry.title !== 'string')
      reader.fail(`entry "${key}" (CIK${cikText(cik)}): title is ${shown(entry.title)}`);
    const known = byCik.get(cik);
    const ticker = entry.ticker.trim();
    if (known === undefined) byCik.set(cik, { tickers: [ticker], title: entry.title.trim() });
    else if (!known.tickers.includes(ticker)) known.tickers.push(ticker);
  }
  return byCik;
}

/** SEC's exchange names (submissions 'exchanges', company_tickers_exchange.json) → listing venue. */
const VENUES: ReadonlyArray<readonly [readonly string[], string]> = [
  [['NASDAQ'], 'Nasdaq'],
  [['NYSE'], 'NYSE'],
  [['NYSE AMERICAN', 'NYSE MKT', 'AMEX'], 'NYSE American'],
  [['NYSE ARCA', 'ARCA'], 'NYSE Arca'],
  [['CBOE', 'BATS', 'CBOE BZX'], 'Cboe'],
  [['OTC', 'OTCBB', 'OTC MARKETS'], 'OTC Markets'],
];
const venueByName = new Map(VENUES.flatMap(([names, venue]) => names.map((name) => [name, venue] as const)));

/** The venue of a company without an exchange (no ticker, or SEC gives none). */
export const UNLISTED_VENUE = 'Unlisted';

/** 'Nasdaq' → 'Nasdaq', 'NYSE MKT' → 'NYSE American', 'BATS' → 'Cboe', null → 'Unlisted'; unknown → null. */
export function secExchangeVenue(exchange: string | null): string | null {
  const key = (exchange ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  if (key === '') return UNLISTED_VENUE;
  return venueByName.get(key) ?? null;
}

const UNITED_STATES = EXCHANGE_COUNTRIES.find((country) => country.iso2 === 'US');

/**
 * The product's profile of an SEC company, and notes on every value that had to be substituted.
 * - tickerId: the primary ticker (SEC lists it first), upper-cased; else the first of company_tickers.json;
 *   else 'CIK##########' (persons, funds, companies without a listed security).
 * - isin: 'missing' (SEC's data has no ISIN).
 * - exchange country: United States (every SEC ticker is a US listing); exchange: the primary ticker's venue
 *   (the first venue SEC gives when the primary's is null), 'Unlisted' without any, SEC's text when unknown.
 * - domicile and incorporation: companyCountries (edgar-locations.ts); sector: classifySic.
 * - trading status: 'Active'. SEC's data says nothing of trading; a filer is imported as active, also
 *   without a ticker (a private issuer of public debt, a fund, a company between listings).
 */
export function secCompanyProfile(
  meta: SecCompanyMeta,
  tickersFromFile?: ReadonlyMap<number, SecTickerEntry>,
): { profile: CompanyProfile; notes: string[] } {
  const notes: string[] = [];
  if (!UNITED_STATES) throw new Error('reference/countries.ts has no United States');

  const fileTickers = tickersFromFile?.get(meta.cik)?.tickers ?? [];
  let tickerId: string;
  const primary = meta.tickers[0];
  const fromFile = fileTickers[0];
  if (primary !== undefined) tickerId = secTicker(primary);
  else if (fromFile !== undefined) {
    tickerId = secTicker(fromFile);
    notes.push(`ticker: none in the submissions; '${tickerId}' from company_tickers.json`);
  } else {
    tickerId = cikTickerId(meta.cik);
    notes.push(`ticker: none; the CIK '${tickerId}' stands for it`);
  }

  const exchangeName = meta.exchanges[0] ?? meta.exchanges.find((name) => name !== null) ?? null;
  if (meta.exchanges[0] === null && exchangeName !== null)
    notes.push(`exchange: none for ${tickerId}; that of another ticker ('${exchangeName}') is used`);
  let exchange = secExchangeVenue(exchangeName);
  if (exchange === null) {
    exchange = (exchangeName ?? '').trim();
    notes.push(`exchange: '${exchange}' is not an exchange SEC is known to write; kept as the venue`);
  } else if (exchange === UNLISTED_VENUE && tickerId !== cikTickerId(meta.cik)) {
    notes.push(`exchange: SEC gives none for ${tickerId}; '${UNLISTED_VENUE}'`);
  }

  const countries = companyCountries(meta);
  notes.push(...countries.notes);

  const classification = classifySic(meta.sic);
  if (classification.unclassified) {
    const range = findSicRange(meta.sic);
    notes.push(
      meta.sic === null
        ? 'sector: no SIC code; Unclassified'
        : `sector: SIC ${String(meta.sic).padStart(4, '0')}` +
            (range ? ` (${sicRangeText(range)}: ${range.label})` : ' (outside 0100-9999)') +
            ' names no industry; Unclassified',
    );
  }

  return {
    profile: {
      tickerId,
      origin: 'sec',
      isin: 'missing',
      name: meta.name,
      exchange_countryID: UNITED_STATES.exchange_countryID,
      exchange,
      domicileIso2: countries.domicileIso2,
      incorporationIso2: countries.incorporationIso2,
      sectorID: classification.sectorID,
      industry_groupID: classification.industry_groupID,
      trading_status: 'Active',
    },
    notes,
  };
}
