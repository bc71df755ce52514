import type { RequestOptions } from './api-client';
import type { components, operations } from './schema';

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

/** The answer of a dashboard route, as the OpenAPI document types it. */
type AnswerOf<Operation extends keyof operations> = operations[Operation] extends {
  responses: { 200: { content: { 'application/json': infer Answer } } };
}
  ? Answer
  : never;

/** The option routes of the criteria (POST /dashboard/<facet>): every criterion with options or a range. */
export type OptionFacet = {
  [Operation in keyof operations]: Operation extends `Screen_${infer Facet}`
    ? AnswerOf<Operation> extends Array<{ count: number }> | { min: number | null; max: number | null }
      ? Facet
      : never
    : never;
}[keyof operations];
/** What an option route answers: the options with their counts, or the available min and max. */
export type FacetAnswer<Facet extends OptionFacet> = AnswerOf<`Screen_${Facet}`>;
/** The multi-select facets, and one option of each (its id and label fields in the spec's names, and count). */
export type ListFacet = {
  [Facet in OptionFacet]: FacetAnswer<Facet> extends unknown[] ? Facet : never;
}[OptionFacet];
export type OptionRow<Facet extends ListFacet> = FacetAnswer<Facet> extends Array<infer Row> ? Row : never;
export type RangeFacet = Exclude<OptionFacet, ListFacet>;

export interface YearOption {
  year: number;
}
export type RangeOption = FacetAnswer<'riskScore'>;

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

  /** The options of a multi-select under every chosen criterion except its own (ratings in the server's order). */
  options<Facet extends ListFacet>(
    facet: Facet,
    body: FilterBody,
    signal?: AbortSignal,
  ): Promise<Array<OptionRow<Facet>>> {
    return this.#http.post<Array<OptionRow<Facet>>>(`/dashboard/${facet}`, body, withSignal(signal));
  }

  /** The min and max of a range criterion under every chosen criterion except its own. */
  range(facet: RangeFacet, body: FilterBody, signal?: AbortSignal): Promise<RangeOption> {
    return this.#http.post<RangeOption>(`/dashboard/${facet}`, body, withSignal(signal));
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
