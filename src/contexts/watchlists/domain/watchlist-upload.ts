import { readCsvRecords, sniffCsvDelimiter } from '../../../shared/domain/csv/csv.js';
import { MAX_UPLOAD_BYTES } from '../../../shared/domain/upload-limit.js';
import { WatchlistsError } from './watchlists-error.js';

export const UPLOAD_COMPLETE = 'Upload complete.';
export const DATA_MATCH_WARNING = 'Data match warning - Some data did not match with database.';

/** The restricted-exchange message of an upload, naming the exchange countries. */
export function restrictedUploadMessage(exchangeCountries: readonly string[]): string {
  return `You don't currently have permission to access this ${exchangeCountries.join(', ')} Exchange country. Its stocks were not added.`;
}

/** Only .csv files of at most 102400 bytes ('Unsupported file type', 'File size is too large'). */
export function checkUploadFile(fileName: string, size: number): void {
  if (!/\.csv$/i.test(fileName.trim())) throw new WatchlistsError('UNSUPPORTED_FILE_TYPE');
  if (size > MAX_UPLOAD_BYTES) throw new WatchlistsError('FILE_TOO_LARGE');
}

/** The fields of a CSV text (RFC 4180 quoting; the delimiter is the first of , ; tab found in the header line). */
export function csvRows(text: string): string[][] {
  return [...readCsvRecords(text, { delimiter: sniffCsvDelimiter(text) })].map((record) => record.fields);
}

export interface ParsedUpload {
  /** The distinct ISINs of the file, uppercased, in file order. */
  isins: string[];
  /** ISINs that appear more than once in the file. */
  repeated: string[];
}

/**
 * The ISINs of an uploaded watchlist CSV: a header row with an 'isin' column (any case; 'Error empty
 * stock data uploaded' without one), then one company per row. An empty file, or no ISIN at all, is
 * 'Empty Data'. Other columns are ignored.
 */
export function parseIsinCsv(text: string): ParsedUpload {
  const content = text.replace(/^\uFEFF/, '');
  if (content.trim() === '') throw new WatchlistsError('EMPTY_DATA');
  const rows = csvRows(content).filter((row) => row.some((cell) => cell.trim() !== ''));
  const header = rows[0] ?? [];
  const column = header.findIndex((cell) => cell.trim().toLowerCase() === 'isin');
  if (column < 0) throw new WatchlistsError('EMPTY_STOCK_DATA');
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const row of rows.slice(1)) {
    const isin = (row[column] ?? '').trim().toUpperCase();
    if (isin === '') continue;
    if (seen.has(isin)) repeated.add(isin);
    seen.add(isin);
  }
  if (seen.size === 0) throw new WatchlistsError('EMPTY_DATA');
  return { isins: [...seen], repeated: [...repeated] };
}

/** A company an uploaded ISIN matched, as the caller may see it. */
export interface UploadMatch {
  isin: string;
  realTickerId: string;
  permitted: boolean;
  exchange_country: string;
}

export interface UploadPlan {
  /** Real tickers to add to the list, in file order. */
  toAdd: string[];
  /** ISINs added. */
  added: string[];
  /** ISINs already in the list, or repeated in the file (added once). */
  duplicates: string[];
  /** ISINs the database does not know. */
  unmatched: string[];
  /** ISINs of exchange countries the caller may not see. */
  restricted: Array<{ isin: string; exchange_country: string }>;
  message: string;
  messages: string[];
  /** Some rows were not added (unmatched or restricted): the partial-upload dialog. */
  partial: boolean;
}

/**
 * What an upload does: every matched, permitted company not yet in the list is added, whatever the
 * other rows hold; the rest is reported. The first message is the one to show.
 */
export function planUpload(
  parsed: ParsedUpload,
  matches: readonly UploadMatch[],
  inList: ReadonlySet<string>,
): UploadPlan {
  const byIsin = new Map(matches.map((match) => [match.isin.toUpperCase(), match]));
  const plan: UploadPlan = {
    toAdd: [],
    added: [],
    duplicates: [...parsed.repeated],
    unmatched: [],
    restricted: [],
    message: UPLOAD_COMPLETE,
    messages: [],
    partial: false,
  };
  const adding = new Set<string>();
  for (const isin of parsed.isins) {
    const match = byIsin.get(isin);
    if (!match) plan.unmatched.push(isin);
    else if (!match.permitted) plan.restricted.push({ isin, exchange_country: match.exchange_country });
    else if (inList.has(match.realTickerId) || adding.has(match.realTickerId)) {
      if (!plan.duplicates.includes(isin)) plan.duplicates.push(isin);
    } else {
      adding.add(match.realTickerId);
      plan.toAdd.push(match.realTickerId);
      plan.added.push(isin);
    }
  }
  if (plan.unmatched.length > 0) plan.messages.push(DATA_MATCH_WARNING);
  if (plan.restricted.length > 0) {
    const countries = [...new Set(plan.restricted.map((row) => row.exchange_country))].sort();
    plan.messages.push(restrictedUploadMessage(countries));
  }
  plan.partial = plan.messages.length > 0;
  if (!plan.partial) plan.messages.push(UPLOAD_COMPLETE);
  plan.message = plan.messages[0] ?? UPLOAD_COMPLETE;
  return plan;
}
