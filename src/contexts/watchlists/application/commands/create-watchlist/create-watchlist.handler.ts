import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { Watchlist } from '../../../domain/watchlist.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { AddedCompanies } from '../add-companies/added-companies.js';
import { CreateWatchlist } from './create-watchlist.command.js';

@CommandHandler(CreateWatchlist)
export class CreateWatchlistHandler implements ICommandHandler<CreateWatchlist> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly added: AddedCompanies,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, name, tickerIds }: CreateWatchlist): Promise<string> {
    const now = this.clock.now();
    const list = new Watchlist({ id: randomUUID(), tenantId, userId, name, createdAt: now });
    Watchlist.assertUniqueName(
      list.name,
      (await this.watchlists.ofUser(tenantId, userId)).map((l) => l.name),
    );
    const cards = await this.added.resolveAll(tenantId, tickerIds);
    list.addAll(
      cards.map((card) => card.realTickerId),
      now,
    );
    await this.watchlists.save(list);
    await this.added.startAlerts(userId, cards, now);
    return list.id;
  }
}
