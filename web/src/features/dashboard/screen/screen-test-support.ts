import type { RequestOptions } from '../../../api/api-client';
import { ApiError } from '../../../api/api-client';
import {
  ScreenApi,
  type FilterBody,
  type FilterCount,
  type FilterResult,
  type ResultRow,
  type SearchResult,
} from '../../../api/screen-api';
import { ScreenStore, type ScreenStoreOptions } from './screen-store';

/** A fake answer: a value, or a function of the request body (which may return a promise). */
export type FakeRoute = unknown;

export interface FakeCall {
  path: string;
  body: FilterBody & Record<string, unknown>;
  signal: AbortSignal | undefined;
}

export const US = 1;
export const UK = 3;

export function aRow(overrides: Partial<ResultRow> = {}): ResultRow {
  return {
    isin: 'US0000000001',
    name: 'Acme Holdings',
    domicile_country: 'United States',
    rank_percent: 87.4,
    rank_percent_within_sector: 91.6,
    rating: 'D+',
    scoreNote: null,
    final_score: 82.37,
    tickerID: 'ACME-US',
    ticker: 'ACME',
    exchange: 'Nasdaq',
    origin: 'generated',
    exchange_countryID: US,
    exchange_country: 'United States',
    mScore: -1.52,
    fScore: 1.37,
    filingEvents: [],
    ...overrides,
  };
}

export function aFilterResult(overrides: Partial<FilterResult> = {}): FilterResult {
  return {
    data: [
      aRow(),
      aRow({
        isin: 'GB0000000002',
        name: 'Brit Mining',
        tickerID: 'BRIT-GB',
        ticker: 'BRIT',
        exchange: 'London Stock Exchange',
        final_score: 40.05,
      }),
    ],
    total: 2,
    restrictAccess: false,
    year: 2025,
    ...overrides,
  };
}

export function aFilterCount(overrides: Partial<FilterCount> = {}): FilterCount {
  return {
    riskScoreCount: 420,
    sectorCount: 410,
    industryCount: 400,
    auditorCount: 390,
    domicileCount: 380,
    incorporationCount: 370,
    exchangeCount: 1234,
    sourceCount: 1234,
    filingEventCount: 280,
    statusCount: 360,
    oneYearChangeCount: 350,
    marketCapDecileCount: 340,
    ratingCount: 330,
    mScoreCount: 310,
    fScoreCount: 300,
    mScoreFlagCount: 290,
    total: 320,
    restrictAccess: false,
    ...overrides,
  };
}

export function aSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    data: [
      {
        ticker_region: 'ACME-US',
        ticker: 'ACME',
        isin: 'US0000000001',
        name: 'Acme Holdings',
        exchange: 'Nasdaq',
        exchange_country: 'United States',
        exchange_countryID: US,
        origin: 'generated',
        cik: null,
      },
    ],
    total: 1,
    ...overrides,
  };
}

export const DEFAULT_ROUTES: Readonly<Record<string, FakeRoute>> = {
  '/dashboard/exchange': [
    { exchange_countryID: US, exchange_country: 'United States', count: 300 },
    { exchange_countryID: UK, exchange_country: 'United Kingdom', count: 120 },
  ],
  '/dashboard/year': [{ year: 2024 }, { year: 2025 }, { year: 2023 }],
  '/dashboard/riskScore': { min: 3.456, max: 97.891 },
  '/dashboard/oneYearChange': { min: -45.6, max: 80.2 },
  '/dashboard/mScore': { min: -4.603, max: 2.661 },
  '/dashboard/fScore': { min: 0.1131, max: 2.2094 },
  '/dashboard/sector': [
    { sectorID: 10, sector_name: 'Energy', count: 40 },
    { sectorID: 20, sector_name: 'Materials', count: 25 },
  ],
  '/dashboard/industry': [{ industry_groupID: 1010, industry_group: 'Energy Equipment', count: 12 }],
  '/dashboard/auditor': [{ auditorID: 7, auditor: 'Deloitte', count: 55 }],
  '/dashboard/domicile': [{ domicile_country: 'United States', count: 280 }],
  '/dashboard/incorporation': [{ incorporation_country: 'Delaware', count: 150 }],
  '/dashboard/status': [{ trading_status: 'Active', count: 400 }],
  '/dashboard/rating': [
    { rating: 'C', count: 30 },
    { rating: 'A+', count: 5 },
    { rating: 'F', count: 2 },
  ],
  '/dashboard/filingEvent': [
    { filing_event: 'late-filing', count: 12 },
    { filing_event: 'auditor-change', count: 9 },
    { filing_event: 'non-reliance', count: 3 },
    { filing_event: 'restatement', count: 15 },
  ],
  '/dashboard/filter': aFilterResult(),
  '/dashboard/filterCount': aFilterCount(),
  '/dashboard/search': aSearchResult(),
  '/dashboard/download': 'ISIN,Name,Domicile,RankPercent,RankPerSector,Rating,Risk\r\n',
};

/** A fake of the API client's post: answers by path, records every call with its body and signal. */
export function fakeScreenHttp(routes: Readonly<Record<string, FakeRoute>> = {}) {
  const table: Record<string, FakeRoute> = { ...DEFAULT_ROUTES, ...routes };
  const calls: FakeCall[] = [];
  const http = {
    post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
      const request = (body ?? {}) as FakeCall['body'];
      calls.push({ path, body: request, signal: options?.signal });
      if (!(path in table)) return Promise.reject(new ApiError(404, 'NOT_FOUND', path));
      const route = table[path];
      try {
        const answer: unknown =
          typeof route === 'function' ? (route as (b: unknown) => unknown)(request) : route;
        if (answer instanceof Promise) return answer as Promise<T>;
        return Promise.resolve(structuredClone(answer) as T);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    },
  };
  const pathsCalled = (): string[] => calls.map((call) => call.path);
  const callsTo = (path: string): FakeCall[] => calls.filter((call) => call.path === path);
  const reset = (): void => {
    calls.length = 0;
  };
  return { http, api: new ScreenApi(http), calls, pathsCalled, callsTo, reset, routes: table };
}

export function fakeScreenStore(
  routes: Readonly<Record<string, FakeRoute>> = {},
  options: ScreenStoreOptions = {},
) {
  const fake = fakeScreenHttp(routes);
  const store = new ScreenStore(fake.api, { saveFile: () => undefined, ...options });
  return { ...fake, store };
}

/** A promise with its resolve function, to hold an answer back. */
export function held<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
