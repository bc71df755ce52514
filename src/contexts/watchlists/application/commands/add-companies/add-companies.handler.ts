import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { AddCompaniesToWatchlist } from './add-companies.command.js';
import { AddedCompanies } from './added-companies.js';

@CommandHandler(AddCompaniesToWatchlist)
export class AddCompaniesToWatchlistHandler implements ICommandHandler<AddCompaniesToWatchlist> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly added: AddedCompanies,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, watchlistId, tickerIds }: AddCompaniesToWatchlist): Promise<string[]> {
    const list = await this.watchlists.byId(tenantId, userId, watchlistId);
    if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    const cards = await this.added.resolveAll(tenantId, tickerIds);
    const now = this.clock.now();
    const added = new Set(
      list.addAll(
        cards.map((card) => card.realTickerId),
        now,
      ),
    );
    await this.watchlists.save(list);
    const addedCards = cards.filter((card) => added.has(card.realTickerId));
    await this.added.startAlerts(userId, addedCards, now);
    return addedCards.map((card) => card.tickerID);
  }
}
