import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';
import { RemoveCompanyFromWatchlist } from './remove-company.command.js';

@CommandHandler(RemoveCompanyFromWatchlist)
export class RemoveCompanyFromWatchlistHandler implements ICommandHandler<RemoveCompanyFromWatchlist> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly companies: WatchlistCompanies,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, watchlistId, tickerId }: RemoveCompanyFromWatchlist): Promise<void> {
    const list = await this.watchlists.byId(tenantId, userId, watchlistId);
    if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    const [card] = await this.companies.resolve(tenantId, [tickerId]);
    // A company gone from the dataset no longer resolves; its (real) ticker still leaves the list.
    const removed = list.remove(card?.realTickerId ?? tickerId, this.clock.now());
    if (removed) await this.watchlists.save(list);
  }
}
