import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { WatchlistCompanies, type WatchlistView } from '../../watchlist-companies.js';
import { GetWatchlist, ListWatchlists } from './list-watchlists.query.js';

@QueryHandler(ListWatchlists)
export class ListWatchlistsHandler implements IQueryHandler<ListWatchlists> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly companies: WatchlistCompanies,
  ) {}

  async execute({ tenantId, userId }: ListWatchlists): Promise<WatchlistView[]> {
    return this.companies.views(tenantId, await this.watchlists.ofUser(tenantId, userId));
  }
}

@QueryHandler(GetWatchlist)
export class GetWatchlistHandler implements IQueryHandler<GetWatchlist> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly companies: WatchlistCompanies,
  ) {}

  async execute({ tenantId, userId, watchlistId }: GetWatchlist): Promise<WatchlistView> {
    const list = await this.watchlists.byId(tenantId, userId, watchlistId);
    if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    const [view] = await this.companies.views(tenantId, [list]);
    if (!view) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    return view;
  }
}
