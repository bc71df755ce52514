import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  FindCompaniesByIsin,
  GetCompaniesByTicker,
  GetFacetOptions,
  GetPermittedExchanges,
  ResolveCompanies,
  type CompanyCard,
  type Facet,
  type FacetAnswer,
  type PermittedExchange,
  type ScreenCriteria,
} from '../../../screening/index.js';

/** Watchlists' reads of companies, answered by screening's public queries. */
@Injectable()
export class ScreeningQueryCompanies {
  constructor(private readonly queries: QueryBus) {}

  byTickers(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    return this.queries.execute(new GetCompaniesByTicker(tenantId, tickerIds));
  }

  resolve(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    return this.queries.execute(new ResolveCompanies(tenantId, tickerIds));
  }

  byIsins(tenantId: string, isins: readonly string[]): Promise<CompanyCard[]> {
    return this.queries.execute(new FindCompaniesByIsin(tenantId, isins));
  }

  permittedExchanges(tenantId: string): Promise<PermittedExchange[]> {
    return this.queries.execute(new GetPermittedExchanges(tenantId));
  }

  facetOptions(tenantId: string, criteria: ScreenCriteria, facet: Facet | 'year'): Promise<FacetAnswer> {
    return this.queries.execute(new GetFacetOptions(tenantId, criteria, facet));
  }
}
