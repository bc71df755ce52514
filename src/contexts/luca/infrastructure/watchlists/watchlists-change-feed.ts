import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { GetWatchlistChanges, type WatchlistChanges } from '../../../watchlists/index.js';

/** Watchlist changes, answered by the watchlists context's public query. */
@Injectable()
export class WatchlistsChangeFeed {
  constructor(private readonly queries: QueryBus) {}

  changes(tenantId: string, userId: string, watchlistName: string | null): Promise<WatchlistChanges> {
    return this.queries.execute(new GetWatchlistChanges(tenantId, userId, watchlistName));
  }
}
