import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { FilterResult } from '../../../api/screen-api';
import { message } from '../../../shared/messages';
import { nextSort } from './results-page';
import { aFilterResult, aRow, aSearchResult, fakeScreenStore, held, UK, US } from './screen-test-support';

/** Lets the pending promise callbacks run (fake timers hold setTimeout, not microtasks). */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function started(routes: Parameters<typeof fakeScreenStore>[0] = {}) {
  const fake = fakeScreenStore(routes);
  await fake.store.init({ openFirst: false });
  await settle();
  fake.reset();
  return fake;
}

const OPTION_PATHS: Record<string, string> = {
  EXC: '/dashboard/exchange',
  SEC: '/dashboard/sector',
  IG: '/dashboard/industry',
  AUD: '/dashboard/auditor',
  DOM: '/dashboard/domicile',
  INC: '/dashboard/incorporation',
  STA: '/dashboard/status',
  RAT: '/dashboard/rating',
  RS: '/dashboard/riskScore',
  OYC: '/dashboard/oneYearChange',
  MS: '/dashboard/mScore',
  FS: '/dashboard/fScore',
  YEAR: '/dashboard/year',
};
const optionPathsOf = (paths: string[]) =>
  Object.entries(OPTION_PATHS)
    .filter(([, path]) => paths.includes(path))
    .map(([code]) => code)
    .sort();

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ScreenStore init', () => {
  it('loads exchanges and years under no criterion, selects them all and the latest year, then applies', async () => {
    const opened = vi.fn();
    const { store, callsTo, pathsCalled } = fakeScreenStore({}, { onFirstResult: opened });
    await store.init();
    await settle();

    expect(callsTo('/dashboard/exchange')[0]?.body).toEqual({ order: [] });
    expect(callsTo('/dashboard/year')[0]?.body).toEqual({ order: [] });
    expect(store.criteria.selections.EXC).toEqual([US, UK]);
    expect(store.criteria.years).toEqual([2025, 2024, 2023]);
    expect(store.criteria.year).toBe(2025);
    expect(store.criteria.order).toEqual(['EXC']);

    // Every criterion but the exchange (chosen) reloads its options under the new criteria.
    expect(callsTo('/dashboard/exchange')).toHaveLength(1);
    expect(optionPathsOf(pathsCalled())).toEqual(
      ['AUD', 'DOM', 'EXC', 'FS', 'IG', 'INC', 'MS', 'OYC', 'RAT', 'RS', 'SEC', 'STA', 'YEAR'].sort(),
    );
    expect(callsTo('/dashboard/sector')[0]?.body).toEqual({
      order: ['EXC'],
      exchange: [US, UK],
      year: 2025,
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
    });
    expect(callsTo('/dashboard/filter')[0]?.body).toMatchObject({
      order: ['EXC'],
      exchange: [US, UK],
      year: 2025,
      pageSkip: 0,
      pageTake: 20,
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
    });
    expect(callsTo('/dashboard/filterCount')).toHaveLength(1);

    expect(store.results.rows).toHaveLength(2);
    expect(store.results.total).toBe(2);
    expect(store.facets.countOf('EXC')).toBe(1234);
    expect(store.facets.countOf('SEC')).toBe(410);
    expect(store.facets.options.SEC.map((option) => option.label)).toEqual(['Energy', 'Materials']);
    expect(store.facets.options.RAT.map((option) => option.value)).toEqual(['A+', 'C', 'F']);
    expect(store.facets.options.SEC[0]?.count).toBe(40);
    // Server range widened to 2 decimals (risk) and whole numbers (one-year change).
    expect(store.criteria.sliderBounds.RS).toEqual({ min: 3.45, max: 97.9 });
    expect(store.criteria.sliders.RS).toEqual({ min: 3.45, max: 97.9 });
    expect(store.criteria.sliderBounds.OYC).toEqual({ min: -46, max: 81 });
    expect(store.criteria.order).toEqual(['EXC']);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(
      {
        tickerId: 'ACME-US',
        exchangeCountryId: US,
        isin: 'US0000000001',
        name: 'Acme Holdings',
        exchangeCountry: 'United States',
      },
      aRow(),
    );

    // Later results do not open anything.
    store.results.toggleSort('name');
    await settle();
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('does not open the first company with openFirst: false', async () => {
    const opened = vi.fn();
    const { store } = fakeScreenStore({}, { onFirstResult: opened });
    await store.init({ openFirst: false });
    await settle();
    expect(store.results.rows).toHaveLength(2);
    expect(opened).not.toHaveBeenCalled();
  });

  it("says 'No Exchange country Data Found' and asks nothing more when there is no exchange", async () => {
    const { store, pathsCalled } = fakeScreenStore({ '/dashboard/exchange': [] });
    await store.init();
    await settle();
    expect(store.dataMessage).toBe('No Exchange country Data Found');
    expect(store.exchangeError).toBeUndefined();
    expect(pathsCalled()).not.toContain('/dashboard/filter');
    expect(store.results.rows).toEqual([]);
  });

  it("says 'No Year Data Found' when there is no year", async () => {
    const { store, pathsCalled } = fakeScreenStore({ '/dashboard/year': [] });
    await store.init();
    await settle();
    expect(store.dataMessage).toBe('No Year Data Found');
    expect(pathsCalled()).not.toContain('/dashboard/filter');
  });
});

describe('ScreenStore order list', () => {
  it('appends each chosen criterion, keeps a changed one in place and removes an emptied one', async () => {
    const { store } = await started();
    store.criteria.setSelection('SEC', [10]);
    store.criteria.setSelection('RAT', ['A+']);
    expect(store.criteria.order).toEqual(['EXC', 'SEC', 'RAT']);

    store.criteria.setSelection('SEC', [10, 20]);
    expect(store.criteria.order).toEqual(['EXC', 'SEC', 'RAT']);

    store.criteria.setSelection('SEC', []);
    expect(store.criteria.order).toEqual(['EXC', 'RAT']);
    store.criteria.setSelection('SEC', [20]);
    expect(store.criteria.order).toEqual(['EXC', 'RAT', 'SEC']);
  });

  it('adds a slider moved off its full range, and removes it when it returns', async () => {
    const { store } = await started();
    store.criteria.setRange('RS', { min: 20.123, max: 97.9 });
    expect(store.criteria.sliders.RS).toEqual({ min: 20.12, max: 97.9 });
    store.criteria.setRange('OYC', { min: -10.4, max: 81 });
    expect(store.criteria.sliders.OYC).toEqual({ min: -10, max: 81 });
    expect(store.criteria.order).toEqual(['EXC', 'RS', 'OYC']);

    store.criteria.setRange('RS', { min: 40, max: 90 });
    expect(store.criteria.order).toEqual(['EXC', 'RS', 'OYC']);
    store.criteria.setRange('RS', { min: 0, max: 100 });
    expect(store.criteria.sliders.RS).toEqual({ min: 3.45, max: 97.9 });
    expect(store.criteria.order).toEqual(['EXC', 'OYC']);
    store.criteria.setRange('OYC', { min: -46, max: 81 });
    expect(store.criteria.order).toEqual(['EXC']);
  });

  it('treats the latest year as the default', async () => {
    const { store } = await started();
    store.criteria.setYear(2024);
    expect(store.criteria.order).toEqual(['EXC', 'YEAR']);
    store.criteria.setYear(2025);
    expect(store.criteria.order).toEqual(['EXC']);
  });

  it('removes the exchange when emptied and appends it again when chosen', async () => {
    const { store } = await started();
    store.criteria.setSelection('SEC', [10]);
    store.criteria.setSelection('EXC', []);
    expect(store.criteria.order).toEqual(['SEC']);
    store.criteria.setSelection('EXC', [UK]);
    expect(store.criteria.order).toEqual(['SEC', 'EXC']);
  });
});

describe('ScreenStore reload', () => {
  it('reloads once, 500 ms after the last of several quick changes, the first page again', async () => {
    const { store, callsTo } = await started();
    store.results.setPage(1);
    await settle();
    expect(store.results.pageIndex).toBe(0); // only 2 results: one page

    store.criteria.setSelection('SEC', [10]);
    await vi.advanceTimersByTimeAsync(300);
    store.criteria.setSelection('RAT', ['A+']);
    await vi.advanceTimersByTimeAsync(300);
    store.criteria.setRange('RS', { min: 50, max: 97.9 });
    expect(store.applyPending).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(callsTo('/dashboard/filter')).toHaveLength(0);
    expect(callsTo('/dashboard/filterCount')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('/dashboard/filter')).toHaveLength(1);
    expect(callsTo('/dashboard/filterCount')).toHaveLength(1);
    expect(store.applyPending).toBe(false);
    expect(callsTo('/dashboard/filter')[0]?.body).toEqual({
      order: ['EXC', 'SEC', 'RAT', 'RS'],
      exchange: [US, UK],
      sectorId: [10],
      rating: ['A+'],
      minRiskScore: 50,
      maxRiskScore: 97.9,
      year: 2025,
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
      pageSkip: 0,
      pageTake: 20,
    });
    await settle();
    expect(store.results.loading).toBe(false);
  });

  it('reloads the options of the criteria not in the order list only', async () => {
    const { store, pathsCalled, callsTo } = await started();
    store.criteria.setSelection('SEC', [10]);
    store.criteria.setSelection('RAT', ['C']);
    await vi.advanceTimersByTimeAsync(500);
    expect(optionPathsOf(pathsCalled())).toEqual([
      'AUD',
      'DOM',
      'FS',
      'IG',
      'INC',
      'MS',
      'OYC',
      'RS',
      'STA',
      'YEAR',
    ]);
    expect(callsTo('/dashboard/industry')[0]?.body).toMatchObject({
      order: ['EXC', 'SEC', 'RAT'],
      sectorId: [10],
      rating: ['C'],
    });
  });

  it('keeps the label of a chosen value when its list changes', async () => {
    const { store, routes } = await started();
    store.criteria.setSelection('AUD', [7]);
    routes['/dashboard/auditor'] = [];
    store.criteria.setSelection('AUD', []);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.facets.options.AUD).toEqual([]);
    store.criteria.setSelection('AUD', [7]);
    expect(store.facets.optionsOf('AUD', store.criteria.selections.AUD)).toEqual([
      { value: 7, label: 'Deloitte', count: undefined },
    ]);
  });

  it('ignores a stale answer and cancels the call it replaces', async () => {
    const first = held<FilterResult>();
    const second = held<FilterResult>();
    const answers = [first.promise, second.promise];
    const { store, callsTo, routes } = await started();
    routes['/dashboard/filter'] = () => answers.shift();

    store.criteria.setSelection('SEC', [10]);
    await vi.advanceTimersByTimeAsync(500);
    store.criteria.setSelection('SEC', [20]);
    await vi.advanceTimersByTimeAsync(500);
    const calls = callsTo('/dashboard/filter');
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(calls[1]?.signal?.aborted).toBe(false);

    second.resolve(aFilterResult({ data: [aRow({ name: 'Second' })], total: 1 }));
    await settle();
    first.resolve(aFilterResult({ data: [aRow({ name: 'First' })], total: 1 }));
    await settle();
    expect(store.results.rows.map((row) => row.name)).toEqual(['Second']);
    expect(store.results.loading).toBe(false);
  });

  it('without an exchange country asks nothing, says it is required and empties the results', async () => {
    const { store, calls } = await started();
    expect(store.exchangeError).toBeUndefined();
    store.criteria.setSelection('EXC', []);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(0);
    expect(store.exchangeError).toBe('Exchange country is required');
    expect(store.results.rows).toEqual([]);
    expect(store.results.total).toBe(0);
    store.results.toggleSort('name');
    store.results.setPageSize(50);
    await settle();
    expect(calls).toHaveLength(0);
  });

  it('follows a new latest year while the year is not chosen', async () => {
    const { store, routes, callsTo } = await started();
    routes['/dashboard/year'] = [{ year: 2024 }];
    store.criteria.setSelection('SEC', [10]);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.criteria.year).toBe(2024);
    await vi.advanceTimersByTimeAsync(500);
    expect(callsTo('/dashboard/filter').at(-1)?.body.year).toBe(2024);
  });

  it('flags a restricted answer for the dialog until dismissed', async () => {
    const { store } = await started({ '/dashboard/filter': aFilterResult({ restrictAccess: true }) });
    expect(store.results.restrictAccess).toBe(true);
    expect(store.results.restrictedNotice).toBe(true);
    store.results.dismissRestricted();
    expect(store.results.restrictedNotice).toBe(false);
    store.results.setPage(0);
    store.results.toggleSort('name');
    await settle();
    expect(store.results.restrictedNotice).toBe(false);
  });
});

describe('ScreenStore clear filter', () => {
  it('resets to an exchange-only order with every exchange and the latest year, and applies at once', async () => {
    const { store, callsTo, pathsCalled } = await started();
    store.criteria.setSelection('EXC', [UK]);
    store.criteria.setSelection('SEC', [10]);
    store.criteria.setYear(2023);
    store.criteria.setRange('RS', { min: 50, max: 60 });
    store.criteria.setMarketCapMin('100');
    await vi.advanceTimersByTimeAsync(500);
    expect(store.criteria.order).toEqual(['EXC', 'SEC', 'YEAR', 'RS', 'MCD']);

    store.clearFilter();
    expect(store.criteria.order).toEqual(['EXC']);
    expect(store.criteria.selections.EXC).toEqual([US, UK]);
    expect(store.criteria.selections.SEC).toEqual([]);
    expect(store.criteria.year).toBe(2025);
    expect(store.criteria.marketCapMinText).toBe('');
    expect(store.criteria.sliders.RS).toEqual({ min: 0, max: 100 });
    expect(callsTo('/dashboard/filter').at(-1)?.body).toEqual({
      order: ['EXC'],
      exchange: [US, UK],
      year: 2025,
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
      pageSkip: 0,
      pageTake: 20,
    });
    expect(pathsCalled().filter((path) => path === '/dashboard/sector')).toHaveLength(1);
    await settle();
    expect(store.criteria.sliders.RS).toEqual({ min: 3.45, max: 97.9 });
  });
});

describe('ScreenStore sorting and paging', () => {
  it('cycles the risk column desc, asc, none, desc and other columns asc, desc, none', () => {
    expect(nextSort({ field: 'final_score', dir: 'desc' }, 'final_score')).toEqual({
      field: 'final_score',
      dir: 'asc',
    });
    expect(nextSort({ field: 'final_score', dir: 'asc' }, 'final_score')).toBeNull();
    expect(nextSort(null, 'final_score')).toEqual({ field: 'final_score', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'asc' }, 'final_score')).toEqual({
      field: 'final_score',
      dir: 'desc',
    });
    expect(nextSort(null, 'name')).toEqual({ field: 'name', dir: 'asc' });
    expect(nextSort({ field: 'name', dir: 'asc' }, 'name')).toEqual({ field: 'name', dir: 'desc' });
    expect(nextSort({ field: 'name', dir: 'desc' }, 'name')).toBeNull();
  });

  it('reloads the results only, from the first page, with the new sort', async () => {
    const { store, callsTo, pathsCalled } = await started({
      '/dashboard/filter': aFilterResult({ total: 130 }),
    });
    store.results.setPage(3);
    await settle();
    expect(callsTo('/dashboard/filter')[0]?.body).toMatchObject({ pageSkip: 60, pageTake: 20 });

    store.results.toggleSort('final_score');
    await settle();
    expect(store.results.sort).toEqual({ field: 'final_score', dir: 'asc' });
    expect(store.results.pageIndex).toBe(0);
    expect(callsTo('/dashboard/filter')[1]?.body).toMatchObject({
      pageSkip: 0,
      filterOrders: [{ field: 'final_score', dir: 'asc' }],
    });
    store.results.toggleSort('final_score');
    await settle();
    expect(store.results.sort).toBeNull();
    expect(callsTo('/dashboard/filter')[2]?.body.filterOrders).toBeUndefined();
    store.results.toggleSort('final_score');
    expect(store.results.sort).toEqual({ field: 'final_score', dir: 'desc' });
    expect(pathsCalled().every((path) => path === '/dashboard/filter')).toBe(true);
  });

  it('pages with 20, 50 or 100 rows, back to the first page on a new size', async () => {
    const { store, callsTo } = await started({ '/dashboard/filter': aFilterResult({ total: 1000 }) });
    store.results.setPage(2);
    store.results.setPageSize(50);
    await settle();
    expect(store.results.pageIndex).toBe(0);
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({ pageSkip: 0, pageTake: 50 });
    store.results.setPage(19);
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({ pageSkip: 950, pageTake: 50 });
    store.results.setPage(25);
    expect(store.results.pageIndex).toBe(19);
    store.results.setPageSize(30);
    expect(store.results.pageSize).toBe(50);
    expect(store.results.pageCount).toBe(20);
  });
});

describe('ScreenStore market cap', () => {
  it('accepts digits and one point up to 99999999999', async () => {
    const { store } = await started();
    expect(store.criteria.setMarketCapMin('12a')).toBe(false);
    expect(store.criteria.setMarketCapMin('-1')).toBe(false);
    expect(store.criteria.setMarketCapMin('1.2.3')).toBe(false);
    expect(store.criteria.setMarketCapMin('100000000000')).toBe(false);
    expect(store.criteria.marketCapMinText).toBe('');
    expect(store.criteria.setMarketCapMin('99999999999')).toBe(true);
    expect(store.criteria.setMarketCapMin('12.5')).toBe(true);
    expect(store.criteria.marketCapMinText).toBe('12.5');
  });

  it('shows min ≥ max as an error and does not apply it', async () => {
    const { store, calls, callsTo } = await started();
    store.criteria.setMarketCapMin('500');
    store.criteria.setMarketCapMax('100');
    expect(store.criteria.marketCapError).toBe('Min Market Cap should be smaller than Max Market Cap');
    expect(store.criteria.appliedMarketCap).toEqual({ min: 500, max: undefined });
    await vi.advanceTimersByTimeAsync(500);
    expect(callsTo('/dashboard/filter')[0]?.body).toMatchObject({ minMarketCapDecile: 500 });
    expect(callsTo('/dashboard/filter')[0]?.body.maxMarketCapDecile).toBeUndefined();
    calls.length = 0;

    store.criteria.setMarketCapMax('500');
    expect(store.criteria.marketCapError).toBeDefined();
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toHaveLength(0);

    store.criteria.setMarketCapMax('2000.5');
    expect(store.criteria.marketCapError).toBeUndefined();
    expect(store.criteria.order).toEqual(['EXC', 'MCD']);
    await vi.advanceTimersByTimeAsync(500);
    expect(callsTo('/dashboard/filter')[0]?.body).toMatchObject({
      order: ['EXC', 'MCD'],
      minMarketCapDecile: 500,
      maxMarketCapDecile: 2000.5,
    });

    store.criteria.setMarketCapMin('');
    store.criteria.setMarketCapMax('');
    expect(store.criteria.order).toEqual(['EXC']);
    expect(store.toFilterBody().minMarketCapDecile).toBeUndefined();
  });
});

describe('ScreenStore search', () => {
  const searchOnly = (answer: unknown) => Promise.resolve(fakeScreenStore({ '/dashboard/search': answer }));

  it('sends the keyword trimmed and uppercased with maxResult 100', async () => {
    const { store, callsTo } = await searchOnly(aSearchResult());
    await store.search.search('  acme ');
    expect(callsTo('/dashboard/search')[0]?.body).toEqual({ keywords: 'ACME', maxResult: 100, index: 0 });
    expect(store.search.hits).toHaveLength(1);
    expect(store.search.notice).toBeUndefined();
  });

  it('needs at least one character', async () => {
    const { store, calls } = await searchOnly(aSearchResult());
    await store.search.search('   ');
    expect(calls).toHaveLength(0);
    expect(store.search.notice).toBeUndefined();
  });

  it('says so when nothing matches', async () => {
    const { store } = await searchOnly({ data: [], total: 0 });
    await store.search.search('zzz');
    expect(store.search.notice).toBe(message('NO_SEARCH_RESULTS'));
    expect(store.search.notice).toBe('There are no results to be displayed. Please adjust your keyword.');
  });

  it('shows the first 100 hits with a notice when there are more', async () => {
    const hits = Array.from({ length: 100 }, (_, index) => ({
      ticker_region: `T${index}`,
      isin: `XX${index}`,
      name: `Company ${index}`,
      exchange_country: 'United States',
      exchange_countryID: US,
    }));
    const { store } = await searchOnly({ data: hits, total: 250 });
    await store.search.search('co');
    expect(store.search.hits).toHaveLength(100);
    expect(store.search.tooMany).toBe(true);
    expect(store.search.notice).toBe('Too many results. Please narrow your search!');
  });

  it('searches 500 ms after typing stops, keeping only the latest answer', async () => {
    const { store, callsTo } = await searchOnly(aSearchResult());
    store.search.setKeyword('a');
    store.search.setKeyword('ac');
    store.search.setKeyword('acm');
    await vi.advanceTimersByTimeAsync(499);
    expect(callsTo('/dashboard/search')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(callsTo('/dashboard/search').map((call) => call.body.keywords)).toEqual(['ACM']);
    store.search.setKeyword('');
    expect(store.search.hits).toEqual([]);
    expect(store.search.notice).toBeUndefined();
  });
});

describe('ScreenStore download', () => {
  it('downloads under the current criteria and saves the CSV under a .csv name', async () => {
    const saveFile = vi.fn();
    const { store, callsTo } = fakeScreenStore({}, { saveFile });
    await store.init({ openFirst: false });
    await settle();
    store.criteria.setSelection('SEC', [10]);
    await expect(store.downloadCsv(' my screen ')).resolves.toBe(true);
    expect(callsTo('/dashboard/download')[0]?.body).toEqual({
      order: ['EXC', 'SEC'],
      exchange: [US, UK],
      sectorId: [10],
      year: 2025,
      filterOrders: [{ field: 'final_score', dir: 'desc' }],
    });
    expect(saveFile).toHaveBeenCalledWith(
      'ISIN,Name,Domicile,RankPercent,RankPerSector,Rating,Risk\r\n',
      'my screen.csv',
      'text/csv;charset=utf-8',
    );
    await expect(store.downloadCsv('  ')).resolves.toBe(false);
    expect(store.downloading).toBe(false);
  });
});

describe('ScreenStore applyFilterBody (shared views and saved filters)', () => {
  it('replays the criteria in their stored order, loads every option list once, and applies at once', async () => {
    const { store, callsTo, pathsCalled } = await started();
    store.applyFilterBody({
      order: ['SEC', 'EXC', 'RS'],
      exchange: [UK],
      sectorId: [45],
      minRiskScore: 40,
      maxRiskScore: 90,
      minMarketCapDecile: 500,
      year: 2024,
      filterOrders: [{ field: 'name', dir: 'asc' }],
    });
    await settle();
    // Stored order first, then the active criteria the stored order missed.
    expect(store.criteria.order).toEqual(['SEC', 'EXC', 'RS', 'MCD', 'YEAR']);
    expect(store.criteria.selections.EXC).toEqual([UK]);
    expect(store.criteria.selections.SEC).toEqual([45]);
    expect(store.criteria.sliders.RS).toEqual({ min: 40, max: 90 });
    // The replayed range keeps its values, on the server's scale (rounded outwards to 2 decimals).
    expect(store.criteria.sliderBounds.RS).toEqual({ min: 3.45, max: 97.9 });
    expect(store.criteria.marketCapMinText).toBe('500');
    expect(store.results.sort).toEqual({ field: 'name', dir: 'asc' });
    const sent = callsTo('/dashboard/filter').at(-1)?.body;
    expect(sent).toMatchObject({
      exchange: [UK],
      sectorId: [45],
      minRiskScore: 40,
      maxRiskScore: 90,
      minMarketCapDecile: 500,
      year: 2024,
      filterOrders: [{ field: 'name', dir: 'asc' }],
    });
    // Chosen criteria too: their values need labels.
    expect(optionPathsOf(pathsCalled())).toEqual(
      ['AUD', 'DOM', 'EXC', 'FS', 'IG', 'INC', 'MS', 'OYC', 'RAT', 'RS', 'SEC', 'STA', 'YEAR'].sort(),
    );
  });

  it('asks nothing and empties the results when the view has no exchange country', async () => {
    const { store, callsTo } = await started();
    store.applyFilterBody({ order: ['SEC'], sectorId: [45] });
    await settle();
    expect(store.exchangeError).toBe('Exchange country is required');
    expect(callsTo('/dashboard/filter')).toHaveLength(0);
    expect(store.results.rows).toEqual([]);
  });
});

describe("ScreenStore the models' criteria (M-score, F-score, M-score flag)", () => {
  it("scales the M-score and F-score sliders to the server's range and sends them once moved", async () => {
    const { store, callsTo } = await started();
    // Widened outwards to two decimals.
    expect(store.criteria.sliderBounds.MS).toEqual({ min: -4.61, max: 2.67 });
    expect(store.criteria.sliders.FS).toEqual({ min: 0.11, max: 2.21 });
    expect(store.criteria.isChosen('MS')).toBe(false);

    store.criteria.setRange('MS', { min: -2.505, max: 2.67 });
    store.criteria.setRange('FS', { min: 0.5, max: 1.234 });
    expect(store.criteria.sliders.MS).toEqual({ min: -2.5, max: 2.67 });
    expect(store.criteria.order).toEqual(['EXC', 'MS', 'FS']);
    await vi.advanceTimersByTimeAsync(500);
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({
      order: ['EXC', 'MS', 'FS'],
      minMScore: -2.5,
      maxMScore: 2.67,
      minFScore: 0.5,
      maxFScore: 1.23,
    });
    expect(store.facets.countOf('MS')).toBe(310);
    expect(store.facets.countOf('FS')).toBe(300);

    // Back to the full range: out of the order list and out of the body.
    store.criteria.setRange('MS', { min: -10, max: 10 });
    expect(store.criteria.order).toEqual(['EXC', 'FS']);
    expect(store.toFilterBody()).not.toHaveProperty('minMScore');
  });

  it('opens the ends of a skewed M-score scale: a thumb at an open end sends no bound, a typed one beyond is kept', async () => {
    const { store, callsTo } = await started({
      '/dashboard/mScore': { min: -23.65, max: 1.21, low: -4.613, high: 0.897 },
    });
    expect(store.criteria.sliderBounds.MS).toEqual({ min: -4.62, max: 0.9 });
    expect(store.criteria.sliderEnds.MS).toEqual({ min: 'open', max: 'open' });

    // The minimum's thumb moved inside: sent; the maximum's at its open end: not sent.
    store.criteria.setRange('MS', { min: -1.78, max: 0.9 });
    await vi.advanceTimersByTimeAsync(500);
    const moved = callsTo('/dashboard/filter').at(-1)?.body;
    expect(moved).toMatchObject({ order: ['EXC', 'MS'], minMScore: -1.78 });
    expect(moved).not.toHaveProperty('maxMScore');

    // A typed maximum beyond the open end is kept, the scale stretching to it.
    store.criteria.setBound('MS', 'max', 1.1);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.criteria.sliderBounds.MS).toEqual({ min: -4.62, max: 1.1 });
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({ minMScore: -1.78, maxMScore: 1.1 });
  });

  it('sends the M-score flag only when it is on, and counts it', async () => {
    const { store, callsTo } = await started();
    expect(store.toFilterBody()).not.toHaveProperty('mScoreFlag');
    store.criteria.setFlag('MF', true);
    expect(store.criteria.order).toEqual(['EXC', 'MF']);
    await vi.advanceTimersByTimeAsync(500);
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({
      order: ['EXC', 'MF'],
      mScoreFlag: true,
    });
    expect(store.facets.countOf('MF')).toBe(290);
    store.criteria.setFlag('MF', false);
    expect(store.criteria.order).toEqual(['EXC']);
    expect(store.toFilterBody()).not.toHaveProperty('mScoreFlag');
  });

  it("applies a shared view or saved filter with the models' criteria, and clears them", async () => {
    const { store, callsTo } = await started();
    store.applyFilterBody({
      order: ['EXC', 'MF', 'FS'],
      exchange: [US],
      minMScore: -3,
      minFScore: 0.4,
      maxFScore: 1.5,
      mScoreFlag: true,
      filterOrders: [{ field: 'mScore', dir: 'asc' }],
    });
    await settle();
    // The stored order, then the active criteria it missed (the M-score range).
    expect(store.criteria.order).toEqual(['EXC', 'MF', 'FS', 'MS']);
    expect(store.criteria.flags.MF).toBe(true);
    // The M-score maximum the view leaves out is no bound: its thumb at the scale's end, not sent.
    expect(store.criteria.sliders.MS).toEqual({ min: -3, max: 2.67 });
    expect(store.criteria.sliders.FS).toEqual({ min: 0.4, max: 1.5 });
    expect(store.results.sort).toEqual({ field: 'mScore', dir: 'asc' });
    expect(callsTo('/dashboard/filter').at(-1)?.body).not.toHaveProperty('maxMScore');
    expect(callsTo('/dashboard/filter').at(-1)?.body).toMatchObject({
      minMScore: -3,
      minFScore: 0.4,
      maxFScore: 1.5,
      mScoreFlag: true,
      filterOrders: [{ field: 'mScore', dir: 'asc' }],
    });

    store.clearFilter();
    expect(store.criteria.flags.MF).toBe(false);
    expect(store.criteria.order).toEqual(['EXC']);
    const body = store.toFilterBody();
    for (const field of ['minMScore', 'maxMScore', 'minFScore', 'maxFScore', 'mScoreFlag'])
      expect(body).not.toHaveProperty(field);
  });
  it("keeps the sliders' scales after a screen with no results (the F-score does not go back to 0-1000)", async () => {
    // The sector 20 has no company: every range answers without a min and a max.
    const empty = (fallback: unknown) => (body: { sectorId?: number[] }) =>
      body.sectorId?.includes(20) === true ? { min: null, max: null } : fallback;
    const { store } = await started({
      '/dashboard/fScore': empty({ min: 0.1131, max: 2.2094 }),
      '/dashboard/mScore': empty({ min: -4.603, max: 2.661 }),
      '/dashboard/filter': (body: { sectorId?: number[] }) =>
        body.sectorId?.includes(20) === true ? aFilterResult({ data: [], total: 0 }) : aFilterResult(),
    });
    expect(store.criteria.sliderBounds.FS).toEqual({ min: 0.11, max: 2.21 });

    store.criteria.setSelection('SEC', [20]);
    await vi.advanceTimersByTimeAsync(500);
    expect(store.results.total).toBe(0);
    expect(store.criteria.sliderBounds.FS).toEqual({ min: 0.11, max: 2.21 });
    expect(store.criteria.sliders.FS).toEqual({ min: 0.11, max: 2.21 });
    expect(store.criteria.sliderBounds.MS).toEqual({ min: -4.61, max: 2.67 });
    expect(store.criteria.isChosen('FS')).toBe(false);
  });
});

describe('ScreenStore onYearChosen (the open company follows the screened year)', () => {
  it("tells the analyst's changes of the year: the Year criterion, a cleared filter, an applied filter", async () => {
    const chosen = vi.fn();
    const { store } = fakeScreenStore({}, { onYearChosen: chosen });
    await store.init({ openFirst: false });
    await settle();
    // The start's latest year is not the analyst's choice.
    expect(chosen).not.toHaveBeenCalled();

    store.criteria.setYear(2024);
    expect(chosen.mock.calls).toEqual([[2024]]);
    store.criteria.setSelection('SEC', [10]);
    expect(chosen).toHaveBeenCalledTimes(1);

    store.clearFilter();
    expect(chosen.mock.calls.at(-1)).toEqual([2025]);
    store.clearFilter();
    expect(chosen).toHaveBeenCalledTimes(2);

    store.applyFilterBody({ order: ['EXC', 'YEAR'], exchange: [US], year: 2023 });
    expect(chosen.mock.calls.at(-1)).toEqual([2023]);
    expect(chosen).toHaveBeenCalledTimes(3);
  });
});
