import { EMPTY_CRITERIA, SavedFilter, completeCriteria, type SavedFilterCriteria } from './saved-filter.js';
import {
  clampRange,
  replayOrder,
  replaySavedFilter,
  restrictedExchanges,
  type FilterAvailability,
  type ListCode,
} from './saved-filter-replay.js';
import { WatchlistsError } from './watchlists-error.js';

const stored = (overrides: Partial<SavedFilterCriteria>): SavedFilterCriteria => ({
  ...EMPTY_CRITERIA,
  ...overrides,
});

/** A fake screen: options per criterion, narrowed by the sector chosen before (to show the replay order matters). */
function availability(calls: string[]): FilterAvailability {
  return {
    options(code: ListCode, soFar) {
      calls.push(`${code}:${soFar.order.join('+')}`);
      const lists: Record<ListCode, Array<string | number>> = {
        EXC: [1, 3],
        SEC: [10, 20],
        IG: soFar.sectorId.includes(20) ? [2010] : [1010, 2010],
        AUD: [5],
        DOM: ['United States'],
        INC: ['United States'],
        STA: ['Active'],
        RAT: ['A', 'B'],
        SRC: ['sec', 'generated'],
        FE: ['late-filing', 'restatement'],
      };
      return Promise.resolve(lists[code]);
    },
    range(code) {
      if (code === 'MS') return Promise.resolve({ min: -3.456, max: 2.001 });
      if (code === 'FS') return Promise.resolve({ min: 0.1234, max: 4.5 });
      return Promise.resolve(code === 'RS' ? { min: 12.345, max: 88.001 } : { min: -40.4, max: 60.2 });
    },
    years() {
      return Promise.resolve([2025, 2024, 2023]);
    },
  };
}

describe('saved filter', () => {
  it("requires a name and an exchange ('Saved filter name is required.', 'Exchange country is required')", () => {
    const make = (name: string, criteria: SavedFilterCriteria) =>
      new SavedFilter({ id: 'f', tenantId: 't', userId: 'u', name, criteria, createdAt: new Date() });
    expect(() => make(' ', stored({ exchange: [1] }))).toThrow(WatchlistsError);
    expect(() => make('Mine', stored({}))).toThrow(
      expect.objectContaining({ code: 'EXCHANGE_REQUIRED' }) as Error,
    );
    expect(() =>
      make('Mine', stored({ exchange: [1], minMarketCapDecile: 5, maxMarketCapDecile: 5 })),
    ).toThrow(expect.objectContaining({ code: 'INVALID_MARKET_CAP_RANGE' }) as Error);
    expect(make('Mine', stored({ exchange: [1, 1], order: ['SEC'], sectorId: [10] })).criteria).toMatchObject(
      {
        exchange: [1],
        order: ['EXC', 'SEC'],
      },
    );
    expect(SavedFilter.sameName('Tech ', 'tech')).toBe(true);
  });

  it('replays the stored order, then set criteria the order missed', () => {
    expect(
      replayOrder(stored({ order: ['SEC', 'EXC', 'RS'], exchange: [1], sectorId: [10], rating: ['A'] })),
    ).toEqual(['SEC', 'EXC', 'RAT']);
  });

  it('clamps a range to what is available, at the precision of the slider', () => {
    expect(clampRange({ min: 10, max: 95 }, { min: 12.345, max: 88.001 }, 2)).toEqual({
      min: 12.34,
      max: 88.01,
    });
    expect(clampRange({ min: -80, max: null }, { min: -40.4, max: 60.2 }, 0)).toEqual({
      min: -41,
      max: null,
    });
    expect(clampRange({ min: 10, max: 20 }, { min: null, max: null }, 2)).toEqual({ min: 10, max: 20 });
  });

  it('drops values no longer offered, clamps ranges and moves the year, noting each adjustment', async () => {
    const calls: string[] = [];
    const replayed = await replaySavedFilter(
      stored({
        order: ['EXC', 'SEC', 'IG', 'RS', 'OYC', 'AUD', 'DOM', 'INC', 'STA', 'RAT', 'YEAR', 'MCD'],
        exchange: [1, 9],
        sectorId: [20, 45],
        industryGroupId: [1010, 2010],
        auditorId: [5, 6],
        domicile: ['United States', 'Bermuda'],
        incorporation: ['Cayman Islands'],
        status: ['Active', 'Delisted'],
        rating: ['B', 'F'],
        minRiskScore: 10,
        maxRiskScore: 95,
        minOneYearChange: -80,
        maxOneYearChange: 50,
        year: 2019,
        minMarketCapDecile: 100,
        maxMarketCapDecile: 5000,
      }),
      availability(calls),
    );
    expect(replayed.adjustments).toEqual([
      'Year : 2019 will be changed to 2025',
      'Exchange ID 9 will not be included in the filter',
      'Sector ID 45 will not be included in the filter',
      'Industry Group ID 1010 will not be included in the filter',
      'Min Risk Score : 10 will be changed to 12.34',
      'Max Risk Score : 95 will be changed to 88.01',
      'Min 1 year change : -80 will be changed to -41',
      'Auditor ID 6 will not be included in the filter',
      'Domicile Bermuda will not be included in the filter',
      'Incorporation Cayman Islands will not be included in the filter',
      'Status Delisted will not be included in the filter',
      'Rating F will not be included in the filter',
    ]);
    expect(replayed.criteria).toMatchObject({
      exchange: [1],
      sectorId: [20],
      industryGroupId: [2010],
      auditorId: [5],
      domicile: ['United States'],
      incorporation: [],
      status: ['Active'],
      rating: ['B'],
      minRiskScore: 12.34,
      maxRiskScore: 88.01,
      minOneYearChange: -41,
      maxOneYearChange: 50,
      year: 2025,
      minMarketCapDecile: 100,
      maxMarketCapDecile: 5000,
    });
    // An emptied criterion leaves the order; the rest keep theirs.
    expect(replayed.criteria.order).toEqual([
      'EXC',
      'SEC',
      'IG',
      'RS',
      'OYC',
      'AUD',
      'DOM',
      'STA',
      'RAT',
      'YEAR',
      'MCD',
    ]);
    // Each criterion's options are asked under the ones replayed before it.
    expect(calls.slice(0, 3)).toEqual(['EXC:', 'SEC:EXC', 'IG:EXC+SEC']);
  });

  it('changes nothing when everything is still available', async () => {
    const replayed = await replaySavedFilter(
      stored({ order: ['EXC', 'SEC'], exchange: [1], sectorId: [10], year: 2024 }),
      availability([]),
    );
    expect(replayed.adjustments).toEqual([]);
    expect(replayed.criteria).toMatchObject({
      exchange: [1],
      sectorId: [10],
      year: 2024,
      order: ['EXC', 'SEC'],
    });
  });

  it('names the stored exchanges the caller may not see', () => {
    expect(restrictedExchanges(stored({ exchange: [1, 4, 5] }), new Set([1, 3]))).toEqual([4, 5]);
  });
  it("replays the models' criteria: M-score and F-score clamped at two decimals, the M-score flag as saved", async () => {
    const calls: string[] = [];
    const replayed = await replaySavedFilter(
      stored({
        order: ['EXC', 'MF', 'FS', 'MS'],
        exchange: [1],
        minMScore: -5,
        maxMScore: 1.5,
        minFScore: 0.5,
        maxFScore: 9,
        mScoreFlag: true,
      }),
      availability(calls),
    );
    expect(replayed.adjustments).toEqual([
      'Max Dechow F-score : 9 will be changed to 4.5',
      'Min Beneish M-score : -5 will be changed to -3.46',
    ]);
    expect(replayed.criteria).toMatchObject({
      minMScore: -3.46,
      maxMScore: 1.5,
      minFScore: 0.5,
      maxFScore: 4.5,
      mScoreFlag: true,
      order: ['EXC', 'MF', 'FS', 'MS'],
    });
    // An unchosen flag is not replayed, and not in the order.
    expect(replayOrder(stored({ exchange: [1], mScoreFlag: false, minFScore: 1 }))).toEqual(['EXC', 'FS']);
  });

  it("reads a filter saved before the models' criteria existed as having none of them", async () => {
    const old = { ...stored({ order: ['EXC', 'SEC'], exchange: [1], sectorId: [10] }) } as Record<
      string,
      unknown
    >;
    for (const field of ['minMScore', 'maxMScore', 'minFScore', 'maxFScore', 'mScoreFlag']) delete old[field];
    const legacy = old as SavedFilterCriteria;
    expect(replayOrder(legacy)).toEqual(['EXC', 'SEC']);
    const replayed = await replaySavedFilter(legacy, availability([]));
    expect(replayed.adjustments).toEqual([]);
    expect(replayed.criteria).toMatchObject({
      minMScore: null,
      maxMScore: null,
      minFScore: null,
      maxFScore: null,
      mScoreFlag: false,
      order: ['EXC', 'SEC'],
    });
    expect(completeCriteria(legacy)).toEqual({
      ...EMPTY_CRITERIA,
      order: ['EXC', 'SEC'],
      exchange: [1],
      sectorId: [10],
    });
  });

  it('replays the filing events: kinds no longer offered dropped and noted, an older filter read as without them', async () => {
    const replayed = await replaySavedFilter(
      stored({ order: ['EXC', 'FE'], exchange: [1], filingEvent: ['restatement', 'non-reliance'] }),
      availability([]),
    );
    expect(replayed.adjustments).toEqual(['Filing event non-reliance will not be included in the filter']);
    expect(replayed.criteria).toMatchObject({ filingEvent: ['restatement'], order: ['EXC', 'FE'] });
    // Set but missing from the stored order: replayed after the others, in the table's order.
    expect(
      replayOrder(stored({ order: ['EXC'], exchange: [1], filingEvent: ['late-filing'], rating: ['A'] })),
    ).toEqual(['EXC', 'RAT', 'FE']);

    const old = { ...stored({ order: ['EXC'], exchange: [1] }) } as Record<string, unknown>;
    delete old.filingEvent;
    const legacy = await replaySavedFilter(old as SavedFilterCriteria, availability([]));
    expect(legacy.adjustments).toEqual([]);
    expect(legacy.criteria).toMatchObject({ filingEvent: [], order: ['EXC'] });
  });
});
