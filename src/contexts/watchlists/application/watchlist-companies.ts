import { Injectable } from '@nestjs/common';
import type { CompanyCard } from '../../screening/index.js';
import { ScreeningQueryCompanies } from '../infrastructure/screening/screening-query-companies.js';
import type { Watchlist } from '../domain/watchlist.js';

/**
 * A watchlist company as the caller may see it (spec section 3, 'Watchlist' companies): screening's company
 * card without the real ticker and the permission, nor the origin and venue (Luca's, GetWatchlistChanges).
 */
export type WatchlistCompany = Omit<CompanyCard, 'realTickerId' | 'permitted' | 'origin' | 'exchange'>;

export interface WatchlistView {
  id: string;
  name: string;
  companies: WatchlistCompany[];
  createdAt: Date;
  updatedAt: Date;
}

export function companyOf(card: CompanyCard): WatchlistCompany {
  return {
    tickerID: card.tickerID,
    isin: card.isin,
    name: card.name,
    ticker: card.ticker,
    domicile_country: card.domicile_country,
    exchange_countryID: card.exchange_countryID,
    exchange_country: card.exchange_country,
    rating: card.rating,
    scoreNote: card.scoreNote,
    final_score: card.final_score,
    year: card.year,
  };
}

/** Company data of watchlists, from the screening context (masked for trial tenants, entitlements applied). */
@Injectable()
export class WatchlistCompanies {
  constructor(private readonly screening: ScreeningQueryCompanies) {}

  /** Cards of stored (real) tickers. */
  cards(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    if (tickerIds.length === 0) return Promise.resolve([]);
    return this.screening.byTickers(tenantId, tickerIds);
  }

  /** Cards of the tickers a caller sent (aliases for a trial tenant). */
  resolve(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    if (tickerIds.length === 0) return Promise.resolve([]);
    return this.screening.resolve(tenantId, tickerIds);
  }

  byIsins(tenantId: string, isins: readonly string[]): Promise<CompanyCard[]> {
    if (isins.length === 0) return Promise.resolve([]);
    return this.screening.byIsins(tenantId, isins);
  }

  /**
   * The lists with the companies the caller may see now: a company of an exchange country no longer
   * in the subscription (or gone from the dataset) is left out of the view, not out of the list.
   */
  async views(tenantId: string, lists: readonly Watchlist[]): Promise<WatchlistView[]> {
    const cards = await this.cards(tenantId, [...new Set(lists.flatMap((list) => list.tickerIds))]);
    const visible = new Map(cards.filter((card) => card.permitted).map((card) => [card.realTickerId, card]));
    return lists.map((list) => ({
      id: list.id,
      name: list.name,
      companies: list.tickerIds.flatMap((tickerId) => {
        const card = visible.get(tickerId);
        return card ? [companyOf(card)] : [];
      }),
      createdAt: list.createdAt,
      updatedAt: list.updatedAt,
    }));
  }
}
