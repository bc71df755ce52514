import type { Facet, ScreenCriteria, ScreenSort } from '../queries/screen/screen-criteria.js';
import type { RangeFacet } from '../../domain/published/screen-criteria.js';
import type { CompanyOrigin } from '../../domain/published/universe.js';
import type { YearEventKind } from '../../domain/year-filing-events.js';

/** Who a company is beyond its key: the ticker it is shown under (displayTickerOf), its venue and its origin. */
export interface CompanyIdentity {
  /** The ticker shown (displayTickerOf); null where the company has none (an SEC filer without a ticker). */
  ticker: string | null;
  /** The listing venue, e.g. 'Nasdaq'. */
  exchange: string;
  origin: CompanyOrigin;
}

/** A result row of the screen (spec section 3, 'Result row'), with the company's identity. */
export interface ResultRow extends CompanyIdentity {
  isin: string;
  name: string;
  domicile_country: string;
  rank_percent: number | null;
  rank_percent_within_sector: number | null;
  rating: string | null;
  /** Why there is no rating or no score: 'Not rated: fewer than 30 peers', 'Not scored: …'; else null. */
  scoreNote: string | null;
  final_score: number | null;
  tickerID: string;
  exchange_countryID: number;
  exchange_country: string;
  /** Beneish M-score and Dechow F-score of the company-year (null when the inputs are missing). */
  mScore: number | null;
  fScore: number | null;
  /** The filing events in the year or the two before (year-filing-events.ts), in YEAR_EVENT_KINDS order. */
  filingEvents: YearEventKind[];
}

/**
 * A slider's available range under the other criteria: its min and max, and its scale's open ends `low`
 * and `high` (the 1st and 99th percentiles, widened to the slider's precision and kept within min and
 * max). All null when no company has a value.
 */
export interface AvailableRange {
  min: number | null;
  max: number | null;
  low: number | null;
  high: number | null;
}

export interface FacetOption {
  value: string | number;
  label: string;
  count: number;
}

export interface SearchHit extends CompanyIdentity {
  ticker_region: string;
  isin: string;
  name: string;
  exchange_country: string;
  exchange_countryID: number;
  /** SEC's Central Index Key, for an SEC EDGAR company; else null. */
  cik: number | null;
}

/** A listed company of an exchange country (for the anonymised trial index). */
export interface ListedTicker {
  tickerId: string;
  exchange_countryID: number;
  exchange_country: string;
  /** The listing venue and the origin: a trial tenant's search hits show them beside the alias. */
  exchange: string;
  origin: CompanyOrigin;
}

export abstract class ScreenReadModel {
  abstract listedTickers(exchangeIds: number[]): Promise<ListedTicker[]>;
  abstract latestYear(exchangeIds: number[]): Promise<number | null>;
  abstract years(exchangeIds: number[]): Promise<number[]>;
  abstract screen(
    criteria: ScreenCriteria,
    year: number,
    sorts: ScreenSort[],
    skip: number,
    take: number,
  ): Promise<{ rows: ResultRow[]; total: number }>;
  /**
   * In one answer: per facet, the rows matching every criterion except that facet's own (the exchange
   * list is never dropped), and under `total` the rows matching them all.
   */
  abstract counts<F extends Facet>(
    criteria: ScreenCriteria,
    year: number,
    facets: readonly F[],
  ): Promise<Record<F | 'total', number>>;
  abstract options(criteria: ScreenCriteria, year: number, facet: Facet): Promise<FacetOption[]>;
  abstract range(criteria: ScreenCriteria, year: number, facet: RangeFacet): Promise<AvailableRange>;
  abstract search(
    keyword: string,
    exchangeIds: number[],
    skip: number,
    take: number,
  ): Promise<{ hits: SearchHit[]; total: number }>;
  /**
   * The day each of the companies' fiscal `year` ended (ISO yyyy-mm-dd), from the year's filing (SEC EDGAR
   * data); a company of none of `exchangeIds`, or without a recorded filing (generated, a statements file),
   * is not in the map.
   */
  abstract fiscalYearEnds(
    tickerIds: string[],
    year: number,
    exchangeIds: number[],
  ): Promise<Map<string, string>>;
}
