/**
 * The rows scoreUniverse returns, ready for bulk insert. Field names follow the product spec where it
 * names them (final_score, rank_percent, exchange_countryID, cluster_type, equityLoss, rfpAbsolute, ...).
 * Money in $ millions; scores and percents 0..100 with 2 decimals.
 */

import type { Rating } from '../reference/ratings.js';
import type { CompanyOrigin } from '../published/universe.js';
import type { RatingPeerGroup } from './peers.js';
import type { TradingStatus } from '../reference/trading-statuses.js';
import type { ClusterDetails } from './cluster-details.js';
import type { YearEventKind } from '../year-filing-events.js';

export type { ClusterDetailRow } from './cluster-details.js';

/** One row per company-year (table ticker_year). */
export interface TickerYearRow {
  readonly tickerId: string;
  readonly year: number;
  readonly isin: string;
  readonly name: string;
  readonly exchange_countryID: number;
  readonly exchange_country: string;
  /** Listing venue. */
  readonly exchange: string;
  readonly domicile_country: string;
  readonly incorporation_country: string;
  readonly sectorID: number;
  readonly sector_name: string;
  readonly industry_groupID: number;
  readonly industry_group: string;
  readonly auditorID: number;
  readonly auditor: string;
  readonly trading_status: TradingStatus;
  /** Where the company comes from: generated and real companies are never peers. */
  readonly origin: CompanyOrigin;
  /** Market value at the fiscal year end, $m. */
  readonly mv: number | null;
  /** 1..10 among the peers (peers.ts: exchange country and year, else the year), 10 the largest. */
  readonly market_cap_decile: number | null;
  /** 0..100, higher is riskier; null when not scored (score_note says why). */
  readonly final_score: number | null;
  /** final_score(t) - final_score(t-1). */
  readonly one_year_change: number | null;
  /** Percentile of final_score among the peers (peer_group): 0 safest, 100 riskiest; null when not rated. */
  readonly rank_percent: number | null;
  /** Same within (exchange country, year, sector) when the sector has enough peers. */
  readonly rank_percent_within_sector: number | null;
  /** null when not rated (fewer than MIN_PEERS peers at the widest level) or not scored. */
  readonly rating: Rating | null;
  /** The level the rating was taken at, or null. */
  readonly peer_group: RatingPeerGroup | null;
  /** How many scored peers the rating was taken among (the company included); when not rated, how many it had. */
  readonly peers: number | null;
  /** The smoothed logit behind final_score (final-score.ts), for the breakdown of the next year. */
  readonly score_logit: number | null;
  /** 'Not scored: <reason>' or 'Not rated: fewer than 30 peers'; null when scored and rated. */
  readonly score_note: string | null;
  readonly m_score: number | null;
  readonly m_score_flag: boolean | null;
  readonly f_score: number | null;
  readonly f_probability: number | null;
  /** How many of the 14 clusters have a value. */
  readonly clusters_available: number;
  readonly equityLoss: number | null;
  readonly dlOptimistic: number | null;
  readonly dlPessimistic: number | null;
  readonly telOptimistic: number | null;
  readonly telPessimistic: number | null;
  /** Return from the trailing 12-month peak, as a fraction (-0.25 = 25% below the peak). */
  readonly rfpAbsolute: number | null;
  /** rfpAbsolute minus the exchange index's return from peak. */
  readonly rfpRelative: number | null;
  /** The 'ALERT: ...' lines joined by a space, or null. */
  readonly warning: string | null;
  readonly warnings: readonly string[];
  /** The filing events of the year and the two before (eventWindow, year-filing-events.ts): kinds and count. */
  readonly filing_events: readonly YearEventKind[];
  readonly filing_event_count: number;
}

/**
 * One histogram bin of final_score (table risk_distribution): sectorID null for the whole exchange
 * country ("risk distribution"), a sector id for the sector distribution. 20 bins per group, x = 0..95.
 */
export interface DistributionRow {
  readonly year: number;
  readonly exchange_countryID: number;
  readonly sectorID: number | null;
  readonly x: number;
  readonly y: number;
}

/** Risk history: a company's score and the average of its exchange country that year. */
export interface RiskHistoryRow {
  readonly tickerId: string;
  readonly exchange_countryID: number;
  readonly year: number;
  readonly score: number | null;
  readonly average: number | null;
}

/** Summary per (exchange country, year). */
export interface CountryYearRow {
  readonly year: number;
  readonly exchange_countryID: number;
  readonly companies: number;
  readonly scored: number;
  readonly average: number | null;
  readonly median: number | null;
  readonly min: number | null;
  readonly max: number | null;
}

export interface ScoredUniverse {
  /** In input order: companies, then their statements by year. */
  readonly tickerYears: TickerYearRow[];
  /** 14 per ticker-year, same order, clusters in CLUSTER_CODES order. */
  readonly clusters: ClusterDetails;
  readonly distributions: DistributionRow[];
  readonly riskHistory: RiskHistoryRow[];
  readonly countryYears: CountryYearRow[];
}
