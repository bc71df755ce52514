import { csvCell } from '../../../shared/domain/csv/csv-cell.js';
import { shownIsin, shownTicker } from '../../../shared/domain/format/identity.js';
import { WatchlistsError } from './watchlists-error.js';

/**
 * Spec section 9: the watchlist CSV columns, in this order, with the ticker beside the ISIN (issue 30: the
 * ticker the company is shown under, as in the results CSV; docs/spec-decisions.md).
 */
export const WATCHLIST_CSV_HEADER = [
  'isin',
  'ticker',
  'company_name',
  'domicile_country',
  'exchange_countryID',
  'exchange_country',
  'risk_score',
  'rating',
  'watchlist_name',
] as const;

export interface WatchlistCsvCompany {
  isin: string;
  /** The ticker the company is shown under (a trial tenant's alias); N/A when it has none. */
  ticker: string | null;
  name: string;
  domicile_country: string | null;
  exchange_countryID: number;
  exchange_country: string;
  final_score: number | null;
  rating: string | null;
}

const twoDecimals = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100) / 100;

/**
 * One row: the company's latest scored figures (risk_score to 2 decimals), formula-like cells neutralised,
 * N/A for a company without an ISIN (never the stored 'missing') or without a ticker.
 */
export function watchlistCsvLine(company: WatchlistCsvCompany, watchlistName: string): string {
  return [
    shownIsin(company.isin),
    shownTicker(company.ticker),
    company.name,
    company.domicile_country,
    company.exchange_countryID,
    company.exchange_country,
    twoDecimals(company.final_score),
    company.rating,
    watchlistName,
  ]
    .map(csvCell)
    .join(',');
}

/**
 * The download's file name ('Download file name required'): what the user typed, without path or
 * control characters and quotes, at most 100 characters, ending in .csv.
 */
export function downloadFileName(requested: string | undefined): string {
  const base = [...(requested ?? '').replace(/\.csv$/i, '')]
    .filter((character) => character.charCodeAt(0) >= 0x20 && character.charCodeAt(0) !== 0x7f)
    .join('')
    .replace(/[\\/:*?"<>|]/g, '')
    .trim()
    .slice(0, 100)
    .trim();
  if (base === '') throw new WatchlistsError('DOWNLOAD_FILE_NAME_REQUIRED');
  return `${base}.csv`;
}
