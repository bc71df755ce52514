import { ScreeningData } from '../../application/ports/screening-data.js';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  FindCompaniesByIsin,
  GetAvailableYears,
  GetClusterFactors,
  GetDataRevision,
  GetFilingEvents,
  GetPermittedExchanges,
  GetRiskHistory,
  GetScoreBreakdown,
  GetTickerDetail,
  ResolveCompanies,
  RunScreen,
  SearchCompanies,
  type ClusterFactor,
  type CompanyCard,
  type FilingEventAnswer,
  type HistoryPoint,
  type PermittedExchange,
  type ScoreBreakdownAnswer,
  type ScreenCriteria,
  type ScreenResult,
  type ScreenSort,
  type SearchHit,
  type TickerDetail,
} from '../../../screening/index.js';

/** Luca's reads of the screening data (ScreeningData), answered by screening's public queries. */
@Injectable()
export class ScreeningQueries extends ScreeningData {
  constructor(private readonly queries: QueryBus) {
    super();
  }

  tickerDetail(
    tenantId: string,
    tickerId: string,
    year: number,
    exchangeCountryId: number,
  ): Promise<TickerDetail> {
    return this.queries.execute(new GetTickerDetail(tenantId, tickerId, year, exchangeCountryId));
  }

  clusterFactors(
    tenantId: string,
    tickerId: string,
    year: number,
    exchangeCountryId: number,
    clusterTypes: readonly string[],
  ): Promise<{ restrictAccess: boolean; data: ClusterFactor[] }> {
    return this.queries.execute(
      new GetClusterFactors(tenantId, tickerId, year, exchangeCountryId, clusterTypes),
    );
  }

  scoreBreakdown(
    tenantId: string,
    tickerId: string,
    year: number,
    exchangeCountryId: number,
  ): Promise<ScoreBreakdownAnswer> {
    return this.queries.execute(new GetScoreBreakdown(tenantId, tickerId, year, exchangeCountryId));
  }

  async filingEvents(tenantId: string, tickerId: string): Promise<FilingEventAnswer[]> {
    return (await this.queries.execute(new GetFilingEvents(tenantId, tickerId))).events;
  }

  riskHistory(tenantId: string, tickerId: string, exchangeCountryId: number): Promise<HistoryPoint[]> {
    return this.queries.execute(new GetRiskHistory(tenantId, tickerId, exchangeCountryId));
  }

  availableYears(
    tenantId: string,
    tickerId: string,
    exchangeCountryId: number,
  ): Promise<{ restrictAccess: boolean; data: number[] }> {
    return this.queries.execute(new GetAvailableYears(tenantId, tickerId, exchangeCountryId));
  }

  screen(
    tenantId: string,
    criteria: ScreenCriteria,
    sorts: ScreenSort[],
    skip: number,
    take: number,
  ): Promise<ScreenResult> {
    return this.queries.execute(new RunScreen(tenantId, criteria, sorts, skip, take));
  }

  search(
    tenantId: string,
    keyword: string,
    skip: number,
    take: number,
  ): Promise<{ data: SearchHit[]; total: number }> {
    return this.queries.execute(new SearchCompanies(tenantId, keyword, skip, take));
  }

  companiesByIsin(tenantId: string, isins: readonly string[]): Promise<CompanyCard[]> {
    return this.queries.execute(new FindCompaniesByIsin(tenantId, isins));
  }

  resolveCompanies(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    return this.queries.execute(new ResolveCompanies(tenantId, tickerIds));
  }

  permittedExchanges(tenantId: string): Promise<PermittedExchange[]> {
    return this.queries.execute(new GetPermittedExchanges(tenantId));
  }

  dataRevision(): Promise<Date | null> {
    return this.queries.execute(new GetDataRevision());
  }
}
