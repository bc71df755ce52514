import { Query } from '@nestjs/cqrs';
import type { CompanyCard } from '../../../../screening/index.js';
import type { WatchlistCompany } from '../../watchlist-companies.js';

/** A watched company as the caller may see it now, beside what the watchlist alerts last told them of it. */
export interface WatchedCompanyChange {
  /** With who it is (its origin and venue, from the card) for an answer naming it (Luca). */
  company: WatchlistCompany & Pick<CompanyCard, 'origin' | 'exchange'>;
  /** The names of the caller's lists holding it. */
  watchlists: string[];
  /**
   * Its final score and rating when the user was last told of it (a digest) or started watching it, and
   * since when; null while the alert job has not seen the company yet.
   */
  baseline: { final_score: number | null; rating: string | null; since: Date } | null;
  /** Score (at the shown 2 decimals) or rating differ from the baseline. */
  changed: boolean;
}

export interface WatchlistChanges {
  /** The lists looked at (one when a name was given), by name. */
  watchlists: Array<{ id: string; name: string }>;
  /** Every visible company of those lists, in list order then the order added, once each. */
  companies: WatchedCompanyChange[];
}

/**
 * What changed in the caller's watchlists: each visible watched company's figures now against its alert
 * baseline. With `watchlistName`, only that list (any case); WATCHLIST_NOT_FOUND when the caller has none.
 */
export class GetWatchlistChanges extends Query<WatchlistChanges> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistName: string | null = null,
  ) {
    super();
  }
}
