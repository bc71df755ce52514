import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { checkUploadFile, parseIsinCsv, planUpload } from '../../../domain/watchlist-upload.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { companyOf, WatchlistCompanies } from '../../watchlist-companies.js';
import { AddedCompanies } from '../add-companies/added-companies.js';
import { UploadToWatchlist, type UploadResult } from './upload-watchlist.command.js';

@CommandHandler(UploadToWatchlist)
export class UploadToWatchlistHandler implements ICommandHandler<UploadToWatchlist> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly companies: WatchlistCompanies,
    private readonly added: AddedCompanies,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, watchlistId, file }: UploadToWatchlist): Promise<UploadResult> {
    const list = await this.watchlists.byId(tenantId, userId, watchlistId);
    if (!list) throw new WatchlistsError('WATCHLIST_NOT_FOUND');
    if (!file) throw new WatchlistsError('NO_FILE_UPLOADED');
    checkUploadFile(file.name, file.size);
    const parsed = parseIsinCsv(file.content.toString('utf8'));
    const cards = await this.companies.byIsins(tenantId, parsed.isins);
    const plan = planUpload(parsed, cards, new Set(list.tickerIds));
    const now = this.clock.now();
    if (plan.toAdd.length > 0) {
      list.addAll(plan.toAdd, now);
      await this.watchlists.save(list);
    }
    const adding = new Set(plan.toAdd);
    const addedCards = cards.filter((card) => adding.has(card.realTickerId));
    await this.added.startAlerts(userId, addedCards, now);
    return {
      message: plan.message,
      messages: plan.messages,
      partial: plan.partial,
      added: addedCards.map(companyOf),
      duplicates: plan.duplicates,
      unmatched: plan.unmatched,
      restricted: plan.restricted,
    };
  }
}
