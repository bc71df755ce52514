import { ApiError, type RequestOptions } from '../../../api/api-client';
import {
  SavedFiltersApi,
  WatchlistsApi,
  type LoadedSavedFilter,
  type SavedFilter,
  type SavedFilterCriteria,
  type UploadResult,
  type Watchlist,
  type WatchlistCompany,
  type WatchlistsHttp,
} from '../../../api/watchlists-api';

/** A fake answer: a value, an ApiError to reject with, or a function of the request (may return a promise). */
export type FakeAnswer = unknown;

export interface FakeHttpCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

export function aCompany(overrides: Partial<WatchlistCompany> = {}): WatchlistCompany {
  return {
    tickerID: 'ACME-US',
    isin: 'US0000000001',
    name: 'Acme Holdings',
    domicile_country: 'United States',
    exchange_countryID: 1,
    exchange_country: 'United States',
    rating: 'D+',
    final_score: 82.37,
    year: 2025,
    ...overrides,
  };
}

export function aWatchlist(overrides: Partial<Watchlist> = {}): Watchlist {
  return {
    id: 'w1',
    name: 'Tech watch',
    companies: [aCompany()],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function anUploadResult(overrides: Partial<UploadResult> = {}): UploadResult {
  return {
    message: 'Upload complete.',
    messages: ['Upload complete.'],
    partial: false,
    added: [aCompany({ tickerID: 'BRIT-GB', isin: 'GB0000000002', name: 'Brit Mining' })],
    duplicates: [],
    unmatched: [],
    restricted: [],
    watchlist: aWatchlist(),
    ...overrides,
  };
}

export function criteria(overrides: Partial<SavedFilterCriteria> = {}): SavedFilterCriteria {
  return {
    order: ['EXC'],
    exchange: [1],
    sectorId: [],
    industryGroupId: [],
    auditorId: [],
    domicile: [],
    incorporation: [],
    status: [],
    rating: [],
    minRiskScore: null,
    maxRiskScore: null,
    minOneYearChange: null,
    maxOneYearChange: null,
    year: null,
    minMarketCapDecile: null,
    maxMarketCapDecile: null,
    ...overrides,
  };
}

export function aSavedFilter(overrides: Partial<SavedFilter> = {}): SavedFilter {
  return {
    id: 'f1',
    name: 'US energy',
    filter: criteria({ order: ['EXC', 'SEC'], sectorId: [10] }),
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function aLoadedFilter(overrides: Partial<LoadedSavedFilter> = {}): LoadedSavedFilter {
  const stored = criteria({ order: ['EXC', 'SEC'], sectorId: [10] });
  return {
    id: 'f1',
    name: 'US energy',
    stored,
    filter: stored,
    adjustments: [],
    restrictAccess: false,
    restrictedExchanges: [],
    ...overrides,
  };
}

export const conflict = (errorCode: string, message: string): ApiError =>
  new ApiError(409, errorCode, message, { statusCode: 409, errorCode, message });

export const badRequest = (errorCode: string, message: string): ApiError =>
  new ApiError(400, errorCode, message, { statusCode: 400, errorCode, message });

/**
 * A fake of the API client for the watchlist and saved-filter calls: answers by `METHOD path` (query
 * ignored), records every call. A route missing from the table rejects with a 404.
 */
export function fakeWatchlistsHttp(routes: Readonly<Record<string, FakeAnswer>> = {}) {
  const table: Record<string, FakeAnswer> = { ...routes };
  const calls: FakeHttpCall[] = [];
  const answer = <T>(
    method: FakeHttpCall['method'],
    path: string,
    body: unknown,
    options: RequestOptions | undefined,
  ): Promise<T> => {
    calls.push({ method, path, body, options });
    const key = `${method} ${path}`;
    if (!(key in table)) return Promise.reject(new ApiError(404, 'NOT_FOUND', key));
    try {
      const route = table[key];
      const value: unknown =
        typeof route === 'function' ? (route as (request: unknown) => unknown)(body) : route;
      if (value instanceof Error) return Promise.reject(value);
      if (value instanceof Promise) return value as Promise<T>;
      return Promise.resolve(structuredClone(value) as T);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  const http: WatchlistsHttp = {
    get: (path, options) => answer('GET', path, undefined, options),
    post: (path, body, options) => answer('POST', path, body, options),
    put: (path, body, options) => answer('PUT', path, body, options),
    patch: (path, body, options) => answer('PATCH', path, body, options),
    delete: (path, body, options) => answer('DELETE', path, body, options),
  };
  const callsTo = (route: string): FakeHttpCall[] =>
    calls.filter((call) => `${call.method} ${call.path}` === route);
  return {
    http,
    watchlistsApi: new WatchlistsApi(http),
    savedFiltersApi: new SavedFiltersApi(http),
    calls,
    callsTo,
    routes: table,
  };
}

/** A CSV File of the given text (or of `size` bytes). */
export function aCsvFile(name = 'companies.csv', text = 'isin\nUS0000000001\n', size?: number): File {
  const content = size === undefined ? text : 'x'.repeat(size);
  return new File([content], name, { type: 'text/csv' });
}
