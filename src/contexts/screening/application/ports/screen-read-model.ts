import type { Facet, ScreenCriteria, ScreenSort } from '../queries/screen/screen-criteria.js';
import type { RangeFacet } from '../../domain/published/screen-criteria.js';

/** A result row of the screen (spec section 3, 'Result row'). */
export interface ResultRow {
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
}

export interface FacetOption {
  value: string | number;
  label: string;
  count: number;
}

export interface SearchHit {
  ticker_region: string;
  isin: string;
  name: string;
  exchange_country: string;
  exchange_countryID: number;
}

/** A listed company of an exchange country (for the anonymised trial index). */
export interface ListedTicker {
  tickerId: string;
  exchange_countryID: number;
  exchange_country: string;
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
  abstract range(
    criteria: ScreenCriteria,
    year: number,
    facet: RangeFacet,
  ): Promise<{ min: number | null; max: number | null }>;
  abstract search(
    keyword: string,
    exchangeIds: number[],
    skip: number,
    take: number,
  ): Promise<{ hits: SearchHit[]; total: number }>;
}
