import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { RenameWatchlist } from './rename-watchlist.command.js';

@CommandHandler(RenameWatchlist)
export class RenameWatchlistHandler implements ICommandHandler<RenameWatchlist> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, watchlistId, name }: RenameWatchlist): Promise<void> {
    const lists = await this.watchlists.ofUser(tenantId, userId);
    const list = lists.find((candidate) => candidate.id === watchlistId);
    if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    const others = lists.filter((other) => other !== list).map((other) => other.name);
    list.rename(name, others, this.clock.now());
    await this.watchlists.save(list);
  }
}
