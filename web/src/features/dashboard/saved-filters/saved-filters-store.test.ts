import { describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../../api/api-client';
import type { FilterBody } from '../../../api/screen-api';
import { CRITERIA_FIELDS } from '../screen/screen-criteria';
import {
  aLoadedFilter,
  aSavedFilter,
  badRequest,
  conflict,
  criteria,
  fakeWatchlistsHttp,
  type FakeAnswer,
} from '../watchlists/watchlists-test-support';
import {
  filterBodyOf,
  restrictedFilterText,
  saveRequestOf,
  SavedFiltersStore,
  type SavedFilterScreen,
} from './saved-filters-store';

const SCREEN_BODY: FilterBody = {
  order: ['EXC', 'SEC', 'RS'],
  exchange: [1, 3],
  sectorId: [10],
  minRiskScore: 20,
  maxRiskScore: 80.5,
  year: 2025,
  filterOrders: [{ field: 'name', dir: 'asc' }],
};

function setup(routes: Record<string, FakeAnswer> = {}, canApply = true) {
  const fake = fakeWatchlistsHttp(routes);
  const screen: SavedFilterScreen = {
    criteria: { canApply },
    toFilterBody: vi.fn(() => structuredClone(SCREEN_BODY)),
    applyFilterBody: vi.fn<(body: FilterBody) => void>(),
  };
  const store = new SavedFiltersStore(fake.savedFiltersApi, screen);
  return { ...fake, store, screen };
}

describe('saved filter bodies', () => {
  it('stores and replays every criterion of the tables: a body with all of them comes back whole', () => {
    const every: FilterBody = {
      order: [
        'EXC',
        'SEC',
        'IG',
        'AUD',
        'DOM',
        'INC',
        'STA',
        'RAT',
        'RS',
        'OYC',
        'MS',
        'FS',
        'MCD',
        'MF',
        'SRC',
        'FE',
        'YEAR',
      ],
      exchange: [1, 2],
      sectorId: [10],
      industryGroupId: [20],
      auditorId: [30],
      domicile: ['US'],
      incorporation: ['DE'],
      status: ['Active'],
      rating: ['A', 'B-'],
      source: ['sec'],
      filingEvent: ['late-filing', 'non-reliance'],
      minRiskScore: 1,
      maxRiskScore: 99,
      minOneYearChange: -5,
      maxOneYearChange: 5,
      minMScore: -3,
      maxMScore: 2,
      minFScore: 0.5,
      maxFScore: 4,
      minMarketCapDecile: 100,
      maxMarketCapDecile: 900,
      mScoreFlag: true,
      year: 2022,
    };
    const bodyFields = [...CRITERIA_FIELDS.lists, ...CRITERIA_FIELDS.bounds, ...CRITERIA_FIELDS.flags];
    expect(
      Object.keys(every)
        .filter((key) => key !== 'order' && key !== 'year')
        .sort(),
    ).toEqual([...bodyFields].sort());
    expect(saveRequestOf('All', every)).toEqual({ name: 'All', ...every });
    // Loaded back (the server answers every field as it was saved), it applies as the screen sent it.
    expect(filterBodyOf(criteria(every as Partial<ReturnType<typeof criteria>>))).toEqual(every);
  });

  it('saves the chosen criteria in their order, and the year only when chosen', () => {
    expect(saveRequestOf(' Mine ', SCREEN_BODY)).toEqual({
      name: 'Mine',
      order: ['EXC', 'SEC', 'RS'],
      exchange: [1, 3],
      sectorId: [10],
      minRiskScore: 20,
      maxRiskScore: 80.5,
    });
    const withYear = saveRequestOf('Mine', { ...SCREEN_BODY, order: ['EXC', 'YEAR'], year: 2021 }, true);
    expect(withYear.year).toBe(2021);
    expect(withYear.replace).toBe(true);
  });

  it('applies the saved criteria without the empty lists and unset numbers, keeping the sort', () => {
    const body = filterBodyOf(
      criteria({ order: ['EXC', 'RS', 'YEAR'], exchange: [1], minRiskScore: 12.31, year: 2023 }),
      [{ field: 'name', dir: 'asc' }],
    );
    expect(body).toEqual({
      order: ['EXC', 'RS', 'YEAR'],
      exchange: [1],
      minRiskScore: 12.31,
      year: 2023,
      filterOrders: [{ field: 'name', dir: 'asc' }],
    });
  });

  it("saves and applies the models' criteria: M-score and F-score bounds, the M-score flag only when on", () => {
    const screen: FilterBody = {
      order: ['EXC', 'MS', 'MF', 'FS'],
      exchange: [1],
      minMScore: -2.5,
      maxMScore: 1,
      maxFScore: 3.25,
      mScoreFlag: true,
    };
    const request = saveRequestOf('Models', screen);
    expect(request).toEqual({ name: 'Models', ...screen });
    expect(saveRequestOf('Off', { order: ['EXC'], exchange: [1], mScoreFlag: false })).not.toHaveProperty(
      'mScoreFlag',
    );
    // Loaded back (the server answers every field), it applies as the screen sent it.
    const loaded = criteria({
      order: ['EXC', 'MS', 'MF', 'FS'],
      minMScore: -2.5,
      maxMScore: 1,
      maxFScore: 3.25,
      mScoreFlag: true,
    });
    expect(filterBodyOf(loaded)).toEqual(screen);
    // A filter saved by an older server has none of these fields: nothing of them is applied.
    const old: Record<string, unknown> = { ...criteria() };
    for (const field of ['minMScore', 'maxMScore', 'minFScore', 'maxFScore', 'mScoreFlag']) delete old[field];
    expect(filterBodyOf(old as ReturnType<typeof criteria>)).toEqual({ order: ['EXC'], exchange: [1] });
  });

  it('fills the restricted-access text of the spec with the exchange names', () => {
    expect(restrictedFilterText(['Germany', 'France'])).toBe(
      "You don't currently have permission to access this Germany, France Exchange country in the Saved Filter. The filter will not be applied.",
    );
  });
});

describe('SavedFiltersStore', () => {
  it('lists the saved filters by name', async () => {
    const { store } = setup({
      'GET /saved-filters': [aSavedFilter({ id: 'f2', name: 'zeta' }), aSavedFilter({ name: 'Alpha' })],
    });
    await store.refresh();
    expect(store.status).toBe('ready');
    expect(store.filters.map((filter) => filter.name)).toEqual(['Alpha', 'zeta']);
  });

  it('saves the screen under a name, and asks to replace an existing name before sending replace: true', async () => {
    const saved = aSavedFilter({ id: 'f9', name: 'Mine' });
    let replaced = false;
    const { store, callsTo } = setup({
      'POST /saved-filters': (body: unknown) => {
        if ((body as { replace?: boolean }).replace === true) {
          replaced = true;
          return saved;
        }
        return conflict('FILTER_NAME_ALREADY_EXISTS', 'A saved filter with this name already exists.');
      },
    });
    await expect(store.save(' Mine ')).resolves.toEqual({ status: 'exists', name: 'Mine' });
    expect(replaced).toBe(false);
    const outcome = await store.save('Mine', true);
    expect(outcome).toEqual({ status: 'saved', filter: saved });
    expect(callsTo('POST /saved-filters')[1]?.body).toMatchObject({ name: 'Mine', replace: true });
    expect(store.filters.map((filter) => filter.id)).toEqual(['f9']);
    expect(store.saving).toBe(false);
  });

  it("refuses an empty name ('Saved filter name is required.') and a screen without an exchange", async () => {
    const { store, calls } = setup({}, false);
    await expect(store.save('  ')).rejects.toThrow('Saved filter name is required.');
    expect(store.exchangeError).toBe('Exchange country is required');
    await expect(store.save('Mine')).rejects.toThrow('Exchange country is required');
    expect(calls).toHaveLength(0);
  });

  it("rejects with the server's other refusals", async () => {
    const { store } = setup({
      'POST /saved-filters': badRequest('INVALID_MARKET_CAP_RANGE', 'Min Market Cap should be smaller'),
    });
    await expect(store.save('Mine')).rejects.toBeInstanceOf(ApiError);
  });

  it('loads a filter: applies what the server replayed, and keeps the adjustments for the notice', async () => {
    const replayed = criteria({
      order: ['EXC', 'RS'],
      exchange: [1],
      minRiskScore: 12.31,
      maxRiskScore: 99.31,
    });
    const { store, screen } = setup({
      'GET /saved-filters/f1': aLoadedFilter({
        filter: replayed,
        adjustments: [
          'Sector ID 99999 will not be included in the filter',
          'Min Risk Score : 0 will be changed to 12.31',
        ],
      }),
    });
    await expect(store.load('f1')).resolves.toBe(true);
    expect(screen.applyFilterBody).toHaveBeenCalledWith({
      order: ['EXC', 'RS'],
      exchange: [1],
      minRiskScore: 12.31,
      maxRiskScore: 99.31,
      filterOrders: [{ field: 'name', dir: 'asc' }],
    });
    expect(store.noticeOpen).toBe(true);
    expect(store.notice).toEqual({
      kind: 'adjusted',
      name: 'US energy',
      adjustments: [
        'Sector ID 99999 will not be included in the filter',
        'Min Risk Score : 0 will be changed to 12.31',
      ],
    });
    store.dismissNotice();
    expect(store.noticeOpen).toBe(false);
    expect(store.loadingId).toBeUndefined();
  });

  it('loads a filter without adjustments quietly', async () => {
    const { store, screen } = setup({ 'GET /saved-filters/f1': aLoadedFilter() });
    await store.load('f1');
    expect(screen.applyFilterBody).toHaveBeenCalledTimes(1);
    expect(store.noticeOpen).toBe(false);
  });

  it('applies nothing and raises the restricted dialog when an exchange is not permitted', async () => {
    const { store, screen } = setup({
      'GET /saved-filters/f1': aLoadedFilter({
        filter: null,
        restrictAccess: true,
        restrictedExchanges: ['Germany'],
      }),
    });
    await expect(store.load('f1')).resolves.toBe(false);
    expect(screen.applyFilterBody).not.toHaveBeenCalled();
    expect(store.notice).toEqual({ kind: 'restricted', name: 'US energy', exchanges: ['Germany'] });
    expect(store.noticeOpen).toBe(true);
  });

  it('deletes a saved filter', async () => {
    const { store, callsTo } = setup({
      'GET /saved-filters': [aSavedFilter(), aSavedFilter({ id: 'f2', name: 'Other' })],
      'DELETE /saved-filters/f1': undefined,
    });
    await store.refresh();
    await store.delete('f1');
    expect(callsTo('DELETE /saved-filters/f1')).toHaveLength(1);
    expect(store.filters.map((filter) => filter.id)).toEqual(['f2']);
  });
});
