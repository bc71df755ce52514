import { Query } from '@nestjs/cqrs';
import type { CompanyOrigin } from '../../../domain/published/universe.js';

/**
 * A company as a tenant's users may see it: the watchlist fields of spec section 3 (masked for a
 * trial tenant), its origin and venue (unmasked, as on its ticker detail), whether its exchange country
 * is in the tenant's subscription, and under `realTickerId` the ticker another context stores (never
 * shown to a trial tenant's users).
 */
export interface CompanyCard {
  realTickerId: string;
  tickerID: string;
  isin: string;
  name: string;
  /** The ticker the company is shown under (displayTickerOf; a trial tenant's alias); null where it has none. */
  ticker: string | null;
  /** Where the company comes from, as its ticker detail says: 'generated' for the demo universe, 'sec', 'file'. */
  origin: CompanyOrigin;
  domicile_country: string | null;
  exchange_countryID: number;
  exchange_country: string;
  /** The venue ('Nasdaq') of `year`, as that year's ticker detail names it; null without one or without a year. */
  exchange: string | null;
  rating: string | null;
  /** Why that year has no rating ('Not rated: fewer than 30 peers', 'Not scored: …'), else null. */
  scoreNote: string | null;
  final_score: number | null;
  /** The year of final_score and rating (the latest scored one); null when the company has none. */
  year: number | null;
  permitted: boolean;
}

/** Companies by the real tickers another context stored (unknown ones are left out). */
export class GetCompaniesByTicker extends Query<CompanyCard[]> {
  constructor(
    readonly tenantId: string,
    readonly tickerIds: readonly string[],
  ) {
    super();
  }
}

/**
 * Companies by the tickers a caller sent: aliases for a trial tenant (only aliases of its exchange
 * countries resolve), real tickers for everybody else. Unknown ones are left out.
 */
export class ResolveCompanies extends Query<CompanyCard[]> {
  constructor(
    readonly tenantId: string,
    readonly tickerIds: readonly string[],
  ) {
    super();
  }
}

/** Companies by the ISINs a caller sent (masked ISINs for a trial tenant). Unknown ones are left out. */
export class FindCompaniesByIsin extends Query<CompanyCard[]> {
  constructor(
    readonly tenantId: string,
    readonly isins: readonly string[],
  ) {
    super();
  }
}

export interface PermittedExchange {
  exchange_countryID: number;
  exchange_country: string;
}

/** The exchange countries of the tenant's subscription (every one for the provider's own tenant). */
export class GetPermittedExchanges extends Query<PermittedExchange[]> {
  constructor(readonly tenantId: string) {
    super();
  }
}
