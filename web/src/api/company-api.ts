import type { RequestOptions } from './api-client';
import type { components } from './schema';

type Schemas = components['schemas'];

export type TickerDetail = Schemas['TickerDetailView'];
export type HistoryPoint = Schemas['HistoryPointView'];
export type ClusterFactor = Schemas['ClusterFactorView'];
export type ChartFactors = Schemas['ChartFactorView'];
export type HistogramBin = Schemas['HistogramBinView'];
export type AvailableYears = Schemas['AvailableYearsView'];
export type PopupText = Schemas['PopupTextView'];
export type TickerYearRequest = Schemas['TickerYearRequest'];
export type TickerExchangeRequest = Schemas['TickerExchangeRequest'];
export type YearExchangeRequest = Schemas['YearExchangeRequest'];
export type ChartFactorRequest = Schemas['ChartFactorRequest'];
export type ScoreBreakdown = Schemas['ScoreBreakdownView'];
export type BreakdownTerm = Schemas['TermView'];
export type BreakdownInput = Schemas['TermInputView'];
export type FinalTerm = Schemas['FinalTermView'];
/** A revised statement figure: as first reported, the later value and the revising filing. */
export type RevisedFigure = Schemas['RevisedFigureView'];
/** One later filing's revision of a statement figure, as the Statements tab lists it. */
export type StatementRevision = Schemas['StatementRevisionView'];
/** `POST /dashboard/filingEvents`'s body: the ticker. */
export type FilingEventsRequest = Schemas['TickerRequest'];
/** A filing on SEC EDGAR that bears on the statements: late filing, auditor change, non-reliance, amendment. */
export type FilingEvent = Schemas['FilingEventView'];
/** The company's filing events, latest filing first. */
export type FilingEvents = Schemas['FilingEventsView'];

/** `POST /dashboard/full-report-url` (not in the generated schema yet). */
export interface FullReportUrlRequest {
  /** The ticker id: the listing asked for (its ISIN may be missing: SEC data). */
  tickerId: string;
  isin?: string;
  year: number;
  regionId: number;
}

export interface FullReportUrl {
  url: string;
}

/** What the company calls need of the API client. */
export interface CompanyHttp {
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

/**
 * The company risk dashboard's calls (spec section 7, Dashboard). The panels show their own errors, so no
 * call asks the client for a notification.
 */
export class CompanyApi {
  readonly #http: CompanyHttp;

  constructor(http: CompanyHttp) {
    this.#http = http;
  }

  /** The years with data for a ticker; restrictAccess when the exchange country is not subscribed. */
  availableYears(request: TickerExchangeRequest, signal?: AbortSignal): Promise<AvailableYears> {
    return this.#http.post<AvailableYears>('/dashboard/availableYears', request, options(signal));
  }

  tickerDetail(request: TickerYearRequest, signal?: AbortSignal): Promise<TickerDetail> {
    return this.#http.post<TickerDetail>('/dashboard/tickerDetail', request, options(signal));
  }

  riskHistory(request: TickerExchangeRequest, signal?: AbortSignal): Promise<HistoryPoint[]> {
    return this.#http.post<HistoryPoint[]>('/dashboard/riskHistory', request, options(signal));
  }

  /** Bins of 5 points of final_score in the exchange country that year. */
  riskDistribution(request: YearExchangeRequest, signal?: AbortSignal): Promise<HistogramBin[]> {
    return this.#http.post<HistogramBin[]>('/dashboard/riskDistribution', request, options(signal));
  }

  /** The same bins within the company's sector. */
  sectorDistribution(request: TickerYearRequest, signal?: AbortSignal): Promise<HistogramBin[]> {
    return this.#http.post<HistogramBin[]>('/dashboard/sectorDistribution', request, options(signal));
  }

  /** The 14 clusters of a year (all of them when clusterType is absent). */
  chartFactor(request: ChartFactorRequest, signal?: AbortSignal): Promise<ChartFactors> {
    return this.#http.post<ChartFactors>('/dashboard/chartFactor', request, options(signal));
  }

  /** How the company-year's score is built: its terms, the models' indices and the statement lines. */
  scoreBreakdown(request: TickerYearRequest, signal?: AbortSignal): Promise<ScoreBreakdown> {
    return this.#http.post<ScoreBreakdown>('/dashboard/scoreBreakdown', request, options(signal));
  }

  /** The company's filing events (late filings, auditor changes, non-reliance, amendments), latest first. */
  filingEvents(request: FilingEventsRequest, signal?: AbortSignal): Promise<FilingEvents> {
    return this.#http.post<FilingEvents>('/dashboard/filingEvents', request, options(signal));
  }

  /** The info popup texts, keyed by id. */
  popupTexts(signal?: AbortSignal): Promise<PopupText[]> {
    return this.#http.post<PopupText[]>('/dashboard/popup', {}, options(signal));
  }

  /** The full report's address, opened in a new window. 404/409 when no report can be generated. */
  fullReportUrl(request: FullReportUrlRequest, signal?: AbortSignal): Promise<FullReportUrl> {
    return this.#http.post<FullReportUrl>('/dashboard/full-report-url', request, options(signal));
  }
}

function options(signal: AbortSignal | undefined): RequestOptions {
  return signal === undefined ? { notifyOnError: false } : { notifyOnError: false, signal };
}
