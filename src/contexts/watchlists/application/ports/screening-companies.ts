import type {
  CompanyCard,
  Facet,
  FacetAnswer,
  PermittedExchange,
  ScreenCriteria,
} from '../../../screening/index.js';

/**
 * What watchlists read of the screening data, each answer as the caller's tenant may see it (its exchange
 * countries; aliases for a trial tenant): screening's TenantVisibility applies, behind the adapter.
 */
export abstract class ScreeningCompanies {
  /** Cards of stored (real) tickers. */
  abstract byTickers(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]>;
  /** Cards of the tickers a caller sent (aliases for a trial tenant). */
  abstract resolve(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]>;
  abstract byIsins(tenantId: string, isins: readonly string[]): Promise<CompanyCard[]>;
  abstract permittedExchanges(tenantId: string): Promise<PermittedExchange[]>;
  abstract facetOptions(
    tenantId: string,
    criteria: ScreenCriteria,
    facet: Facet | 'year',
  ): Promise<FacetAnswer>;
}
