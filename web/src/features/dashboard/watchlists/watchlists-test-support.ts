import {
  SavedFiltersApi,
  WatchlistsApi,
  type LoadedSavedFilter,
  type SavedFilter,
  type SavedFilterCriteria,
  type UploadResult,
  type Watchlist,
  type WatchlistCompany,
} from '../../../api/watchlists-api';
import { fakeHttp, type FakeAnswer } from '../../../test-support/fake-http';

export { badRequest, conflict, type FakeAnswer, type FakeHttpCall } from '../../../test-support/fake-http';

export function aCompany(overrides: Partial<WatchlistCompany> = {}): WatchlistCompany {
  return {
    tickerID: 'ACME-US',
    isin: 'US0000000001',
    name: 'Acme Holdings',
    ticker: 'ACME',
    domicile_country: 'United States',
    exchange_countryID: 1,
    exchange_country: 'United States',
    rating: 'D+',
    scoreNote: null,
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
    source: [],
    filingEvent: [],
    minRiskScore: null,
    maxRiskScore: null,
    minOneYearChange: null,
    maxOneYearChange: null,
    year: null,
    minMarketCapDecile: null,
    maxMarketCapDecile: null,
    minMScore: null,
    maxMScore: null,
    minFScore: null,
    maxFScore: null,
    mScoreFlag: false,
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

/** A fake of the API client for the watchlist and saved-filter calls (see fakeHttp). */
export function fakeWatchlistsHttp(routes: Readonly<Record<string, FakeAnswer>> = {}) {
  const { http, calls, callsTo, routes: table } = fakeHttp(routes);
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
