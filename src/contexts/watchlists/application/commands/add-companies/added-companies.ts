import { Injectable } from '@nestjs/common';
import type { CompanyCard } from '../../../../screening/index.js';
import { AlertBaseline } from '../../../domain/alert-baseline.js';
import { AlertRepository } from '../../../domain/alert.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';

/** What adding companies to a watchlist shares: resolving the caller's tickers, and starting their alerts. */
@Injectable()
export class AddedCompanies {
  constructor(
    private readonly companies: WatchlistCompanies,
    private readonly alerts: AlertRepository,
  ) {}

  /**
   * The companies of the tickers the caller sent, all of them known and of a permitted exchange
   * country, else TICKER_NOT_FOUND (nothing is added: the grid and the star button send known tickers).
   */
  async resolveAll(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    const wanted = [...new Set(tickerIds.map((id) => id.trim()))];
    if (wanted.length === 0) return [];
    const cards = (await this.companies.resolve(tenantId, wanted)).filter((card) => card.permitted);
    const found = new Set(cards.map((card) => card.tickerID.toUpperCase()));
    if (wanted.some((id) => !found.has(id.toUpperCase()))) throw new WatchlistsError('TICKER_NOT_FOUND');
    return cards;
  }

  /** The alert baseline of a newly watched company is its figures now: only later changes are told. */
  async startAlerts(userId: string, cards: readonly CompanyCard[], at: Date): Promise<void> {
    await this.alerts.startBaselines(
      cards.map(
        (card) =>
          new AlertBaseline({
            userId,
            tickerId: card.realTickerId,
            finalScore: card.final_score,
            rating: card.rating,
            at,
          }),
      ),
    );
  }
}
