import type { WatchlistChanges } from '../../../watchlists/index.js';

/** What changed in a user's watchlists against their alert baselines (the watchlists context's). */
export abstract class WatchlistChangeFeed {
  /** Throws WATCHLIST_NOT_FOUND for a name the user has no watchlist of. */
  abstract changes(tenantId: string, userId: string, watchlistName: string | null): Promise<WatchlistChanges>;
}
