import type {
  ClusterFactor,
  CompanyCard,
  FilingEventAnswer,
  HistoryPoint,
  PermittedExchange,
  ScreenCriteria,
  ScreenResult,
  ScoreBreakdownAnswer,
  ScreenSort,
  SearchHit,
  TickerDetail,
} from '../../../screening/index.js';

/**
 * What Luca reads of the screening data. Every answer is as the asking tenant may see it: its exchange
 * countries, a trial tenant's aliases, the restricted-access answers (screening's TenantVisibility applies
 * behind the adapter, exactly as on /dashboard).
 */
export abstract class ScreeningData {
  abstract tickerDetail(
    tenantId: string,
    tickerId: string,
    year: number,
    exchangeCountryId: number,
  ): Promise<TickerDetail>;
  abstract clusterFactors(
    tenantId: string,
    tickerId: string,
    year: number,
    exchangeCountryId: number,
    clusterTypes: readonly string[],
  ): Promise<{ restrictAccess: boolean; data: ClusterFactor[] }>;
  /**
   * How the company-year's final score is built (issue 21): its three terms, the M-score's indices and the
   * F-score's variables with the statement lines behind them. Throws TICKER_NOT_FOUND when the company has
   * no statements that year; a trial tenant gets no filing sources (origin 'withheld').
   */
  abstract scoreBreakdown(
    tenantId: string,
    tickerId: string,
    year: number,
    exchangeCountryId: number,
  ): Promise<ScoreBreakdownAnswer>;
  /**
   * The company's filing events (SEC EDGAR's submissions lists; a generated company's made-up ones), latest
   * filing first, each with its meaning in plain words and its EDGAR page. None for a trial tenant.
   */
  abstract filingEvents(tenantId: string, tickerId: string): Promise<FilingEventAnswer[]>;
  abstract riskHistory(
    tenantId: string,
    tickerId: string,
    exchangeCountryId: number,
  ): Promise<HistoryPoint[]>;
  abstract availableYears(
    tenantId: string,
    tickerId: string,
    exchangeCountryId: number,
  ): Promise<{ restrictAccess: boolean; data: number[] }>;
  abstract screen(
    tenantId: string,
    criteria: ScreenCriteria,
    sorts: ScreenSort[],
    skip: number,
    take: number,
  ): Promise<ScreenResult>;
  abstract search(
    tenantId: string,
    keyword: string,
    skip: number,
    take: number,
  ): Promise<{ data: SearchHit[]; total: number }>;
  abstract companiesByIsin(tenantId: string, isins: readonly string[]): Promise<CompanyCard[]>;
  /** Cards of the tickers a user named (aliases for a trial tenant). */
  abstract resolveCompanies(tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]>;
  abstract permittedExchanges(tenantId: string): Promise<PermittedExchange[]>;
  /** When the dataset last changed; null before any. */
  abstract dataRevision(): Promise<Date | null>;
}
