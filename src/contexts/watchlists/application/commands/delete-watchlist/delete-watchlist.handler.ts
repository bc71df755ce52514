import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { DeleteWatchlist } from './delete-watchlist.command.js';

@CommandHandler(DeleteWatchlist)
export class DeleteWatchlistHandler implements ICommandHandler<DeleteWatchlist> {
  constructor(private readonly watchlists: WatchlistRepository) {}

  async execute({ tenantId, userId, watchlistId }: DeleteWatchlist): Promise<void> {
    const list = await this.watchlists.byId(tenantId, userId, watchlistId);
    if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    await this.watchlists.delete(list);
  }
}
