import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';
import { FindWatchlistsContaining, type ContainingWatchlists } from './watchlists-containing.query.js';

@QueryHandler(FindWatchlistsContaining)
export class FindWatchlistsContainingHandler implements IQueryHandler<FindWatchlistsContaining> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly companies: WatchlistCompanies,
  ) {}

  async execute({ tenantId, userId, tickerId }: FindWatchlistsContaining): Promise<ContainingWatchlists> {
    const [card] = await this.companies.resolve(tenantId, [tickerId]);
    if (!card || !card.permitted) return { tickerID: tickerId, watchlists: [] };
    const lists = await this.watchlists.containing(tenantId, userId, card.realTickerId);
    return { tickerID: card.tickerID, watchlists: lists.map(({ id, name }) => ({ id, name })) };
  }
}
