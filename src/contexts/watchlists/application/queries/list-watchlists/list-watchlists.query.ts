import { Query } from '@nestjs/cqrs';
import type { WatchlistView } from '../../watchlist-companies.js';

/** The caller's watchlists, by name, with the companies they may see now. */
export class ListWatchlists extends Query<WatchlistView[]> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** One of the caller's watchlists (WATCHLIST_NOT_FOUND for anybody else's). */
export class GetWatchlist extends Query<WatchlistView> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
  ) {
    super();
  }
}
