import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  FindCompaniesByIsin,
  GetCompaniesByTicker,
  ResolveCompanies,
  type CompanyCard,
} from '../../screening/index.js';
import type { Watchlist } from '../domain/watchlist.js';

/** A watchlist company as the caller may see it (spec section 3, 'Watchlist' companies). */
export interface WatchlistCompany {
  tickerID: string;
  isin: string;
  name: string;
  domicile_country: string | null;
  exchange_countryID: number;
  exchange_country: string;
  rating: string | null;
  final_score: number | null;
  /** The year of final_score and rating (the company's latest scored year). */
  year: number | null;
}

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
    domicile_country: card.domicile_country,
    exchange_countryID: card.exchange_countryID,
    exchange_country: card.exchange_country,
    rating: card.rating,
    final_score: card.final_score,
    year: card.year,
  };
}

/** Company data of watchlists, from the screening context (masked for trial tenants, entitlements applied). */
@Injectable()
export class WatchlistCompanies {
  constructor(private readonly queries: QueryBus) {}

  /** Cards of stored (real) tickers. */
  cards(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    if (tickerIds.length === 0) return Promise.resolve([]);
    return this.queries.execute(new GetCompaniesByTicker(tenantId, tickerIds));
  }

  /** Cards of the tickers a caller sent (aliases for a trial tenant). */
  resolve(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    if (tickerIds.length === 0) return Promise.resolve([]);
    return this.queries.execute(new ResolveCompanies(tenantId, tickerIds));
  }

  byIsins(tenantId: string, isins: readonly string[]): Promise<CompanyCard[]> {
    if (isins.length === 0) return Promise.resolve([]);
    return this.queries.execute(new FindCompaniesByIsin(tenantId, isins));
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
