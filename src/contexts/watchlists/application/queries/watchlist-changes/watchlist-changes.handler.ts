import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { isChanged } from '../../../domain/alert-digest.js';
import { AlertRepository } from '../../../domain/alert.repository.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { companyOf, WatchlistCompanies } from '../../watchlist-companies.js';
import {
  GetWatchlistChanges,
  type WatchedCompanyChange,
  type WatchlistChanges,
} from './watchlist-changes.query.js';

@QueryHandler(GetWatchlistChanges)
export class GetWatchlistChangesHandler implements IQueryHandler<GetWatchlistChanges> {
  constructor(
    private readonly watchlists: WatchlistRepository,
    private readonly alerts: AlertRepository,
    private readonly companies: WatchlistCompanies,
  ) {}

  async execute({ tenantId, userId, watchlistName }: GetWatchlistChanges): Promise<WatchlistChanges> {
    const all = await this.watchlists.ofUser(tenantId, userId);
    const wanted = watchlistName?.trim().toLocaleLowerCase();
    const lists = wanted ? all.filter((list) => list.name.trim().toLocaleLowerCase() === wanted) : all;
    if (wanted && lists.length === 0) throw new WatchlistsError('WATCHLIST_NOT_FOUND');

    const holders = new Map<string, string[]>();
    for (const list of lists)
      for (const tickerId of list.tickerIds)
        holders.set(tickerId, [...(holders.get(tickerId) ?? []), list.name]);
    const [cards, baselines] = await Promise.all([
      this.companies.cards(tenantId, [...holders.keys()]),
      this.alerts.baselinesOf(userId),
    ]);
    // Companies of exchange countries the tenant may not see now are left out, as in every watchlist view.
    const visible = new Map(cards.filter((card) => card.permitted).map((card) => [card.realTickerId, card]));
    const baselineOf = new Map(baselines.map((baseline) => [baseline.tickerId, baseline]));

    const companies: WatchedCompanyChange[] = [];
    for (const tickerId of holders.keys()) {
      const card = visible.get(tickerId);
      if (!card) continue;
      const baseline = baselineOf.get(tickerId);
      companies.push({
        company: { ...companyOf(card), origin: card.origin, exchange: card.exchange },
        watchlists: holders.get(tickerId) ?? [],
        baseline: baseline
          ? { final_score: baseline.finalScore, rating: baseline.rating, since: baseline.updatedAt }
          : null,
        changed: baseline ? isChanged(baseline, card) : false,
      });
    }
    return { watchlists: lists.map((list) => ({ id: list.id, name: list.name })), companies };
  }
}
