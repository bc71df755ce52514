import type { RequestOptions } from './api-client';
import type { components } from './schema';

type Schemas = components['schemas'];

/** The spec's filter body (section 3), as the screening calls take it. */
export type FilterBody = Schemas['FilterBody'];
export type FilterOrder = Schemas['FilterOrder'];
/** One row of the results grid. */
export type ResultRow = Schemas['ResultRowView'];
export type FilterResult = Schemas['FilterResultView'];
/** Per criterion, the companies matching every other chosen criterion; `total` matches all of them. */
export type FilterCount = Schemas['FilterCountView'];
export type SearchRequest = Schemas['SearchRequest'];
export type SearchResult = Schemas['SearchResultView'];
export type SearchHit = Schemas['SearchHitView'];

/** The codes of the order list: the chosen criteria in the order they were chosen. */
export type CriterionCode = NonNullable<FilterBody['order']>[number];
export type SortField = NonNullable<FilterOrder['field']>;
export type SortDirection = NonNullable<FilterOrder['dir']>;
export type RatingValue = NonNullable<FilterBody['rating']>[number];

/** The options of a facet answer `count` beside the spec's id and label fields. */
export interface YearOption {
  year: number;
}
export interface RangeOption {
  min: number | null;
  max: number | null;
}
export interface SectorOption {
  sectorID: number;
  sector_name: string;
  count: number;
}
export interface IndustryOption {
  industry_groupID: number;
  industry_group: string;
  count: number;
}
export interface AuditorOption {
  auditorID: number;
  auditor: string;
  count: number;
}
export interface DomicileOption {
  domicile_country: string;
  count: number;
}
export interface ExchangeOption {
  exchange_countryID: number;
  exchange_country: string;
  count: number;
}
export interface IncorporationOption {
  incorporation_country: string;
  count: number;
}
export interface StatusOption {
  trading_status: string;
  count: number;
}
export interface RatingOption {
  rating: RatingValue;
  count: number;
}

/** What the screening calls need of the API client. */
export interface ScreenHttp {
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

const withSignal = (signal: AbortSignal | undefined): RequestOptions =>
  signal === undefined ? {} : { signal };

/**
 * The screening calls of the dashboard (spec section 7, "Dashboard"): the filter and its counts, the
 * dependent option lists (each computed under every chosen criterion except its own), the keyword search
 * and the CSV download. Failures show the client's notification; a cancelled call rejects with status 0.
 */
export class ScreenApi {
  readonly #http: ScreenHttp;

  constructor(http: ScreenHttp) {
    this.#http = http;
  }

  filter(body: FilterBody, signal?: AbortSignal): Promise<FilterResult> {
    return this.#http.post<FilterResult>('/dashboard/filter', body, withSignal(signal));
  }

  filterCount(body: FilterBody, signal?: AbortSignal): Promise<FilterCount> {
    return this.#http.post<FilterCount>('/dashboard/filterCount', body, withSignal(signal));
  }

  years(body: FilterBody, signal?: AbortSignal): Promise<YearOption[]> {
    return this.#http.post<YearOption[]>('/dashboard/year', body, withSignal(signal));
  }

  riskScoreRange(body: FilterBody, signal?: AbortSignal): Promise<RangeOption> {
    return this.#http.post<RangeOption>('/dashboard/riskScore', body, withSignal(signal));
  }

  oneYearChangeRange(body: FilterBody, signal?: AbortSignal): Promise<RangeOption> {
    return this.#http.post<RangeOption>('/dashboard/oneYearChange', body, withSignal(signal));
  }

  sectors(body: FilterBody, signal?: AbortSignal): Promise<SectorOption[]> {
    return this.#http.post<SectorOption[]>('/dashboard/sector', body, withSignal(signal));
  }

  industries(body: FilterBody, signal?: AbortSignal): Promise<IndustryOption[]> {
    return this.#http.post<IndustryOption[]>('/dashboard/industry', body, withSignal(signal));
  }

  auditors(body: FilterBody, signal?: AbortSignal): Promise<AuditorOption[]> {
    return this.#http.post<AuditorOption[]>('/dashboard/auditor', body, withSignal(signal));
  }

  domiciles(body: FilterBody, signal?: AbortSignal): Promise<DomicileOption[]> {
    return this.#http.post<DomicileOption[]>('/dashboard/domicile', body, withSignal(signal));
  }

  exchanges(body: FilterBody, signal?: AbortSignal): Promise<ExchangeOption[]> {
    return this.#http.post<ExchangeOption[]>('/dashboard/exchange', body, withSignal(signal));
  }

  incorporations(body: FilterBody, signal?: AbortSignal): Promise<IncorporationOption[]> {
    return this.#http.post<IncorporationOption[]>('/dashboard/incorporation', body, withSignal(signal));
  }

  statuses(body: FilterBody, signal?: AbortSignal): Promise<StatusOption[]> {
    return this.#http.post<StatusOption[]>('/dashboard/status', body, withSignal(signal));
  }

  /** In the spec's rating order (A+ .. F). */
  ratings(body: FilterBody, signal?: AbortSignal): Promise<RatingOption[]> {
    return this.#http.post<RatingOption[]>('/dashboard/rating', body, withSignal(signal));
  }

  /** Keywords are sent trimmed and uppercased (spec section 5); at least 1 character, at most 255. */
  search(request: SearchRequest, signal?: AbortSignal): Promise<SearchResult> {
    const keywords = (request.keywords ?? '').trim().toUpperCase();
    return this.#http.post<SearchResult>('/dashboard/search', { ...request, keywords }, withSignal(signal));
  }

  /** The results as CSV text (ISIN, Name, Domicile, RankPercent, RankPerSector, Rating, Risk). */
  download(body: FilterBody, signal?: AbortSignal): Promise<string> {
    return this.#http.post<string>('/dashboard/download', body, withSignal(signal));
  }
}
