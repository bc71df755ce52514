import type { ScreenCriteria } from '../../application/queries/screen/screen-criteria.js';
import { screenCounts, screenOrder, screenWhere, screenWhereEach } from './screen-sql.js';

const none = { min: null, max: null };
const criteria: ScreenCriteria = {
  year: 2025,
  exchangeIds: [1, 3],
  sectorIds: [10],
  industryGroupIds: [],
  auditorIds: [],
  domiciles: [],
  incorporations: [],
  statuses: ['Active'],
  ratings: [],
  sources: [],
  filingEvents: [],
  riskScore: { min: 20, max: 80 },
  oneYearChange: none,
  marketCapDecile: none,
  mScore: none,
  fScore: none,
  mScoreFlag: false,
};

describe('screen SQL', () => {
  it('binds every chosen criterion as a parameter', () => {
    const { where, params } = screenWhere(criteria, 2025);
    expect(where).toBe(
      'year = $1 and exchange_country_id = any($2::int[]) and sector_id = any($3::int[]) and trading_status = any($4::text[]) and final_score >= $5 and final_score <= $6',
    );
    expect(params).toEqual([2025, [1, 3], [10], ['Active'], 20, 80]);
  });

  it("leaves out the facet's own criterion for its options, but never the exchange entitlement", () => {
    expect(screenWhere(criteria, 2025, 'sector').where).not.toContain('sector_id');
    expect(screenWhere(criteria, 2025, 'exchange').where).toContain('exchange_country_id');
  });

  it("counts each facet in one pass under every criterion but the facet's own, and the total under all", () => {
    const { select, where, params } = screenCounts(criteria, 2025, [
      'sector',
      'riskScore',
      'exchange',
      'rating',
    ]);
    expect(where).toBe('year = $1 and exchange_country_id = any($2::int[])');
    expect(params).toEqual([2025, [1, 3], [10], ['Active'], 20, 80]);
    expect(select.split(',\n').map((term) => term.trim())).toEqual([
      'count(*) filter (where trading_status = any($4::text[]) and final_score >= $5 and final_score <= $6)::int as "sector"',
      'count(*) filter (where sector_id = any($3::int[]) and trading_status = any($4::text[]))::int as "riskScore"',
      ...['exchange', 'rating', 'total'].map(
        (alias) =>
          `count(*) filter (where sector_id = any($3::int[]) and trading_status = any($4::text[]) and final_score >= $5 and final_score <= $6)::int as "${alias}"`,
      ),
    ]);
    const unfiltered = { ...criteria, sectorIds: [], statuses: [], riskScore: none };
    expect(screenCounts(unfiltered, 2025, ['sector']).select).toBe(
      'count(*)::int as "sector",\n       count(*)::int as "total"',
    );
  });

  it('narrows the screen to one exchange of the list for a per-exchange subquery, with the same parameters', () => {
    const each = screenWhereEach(criteria, 2025, 'e.id');
    expect(each.where).toBe(
      'year = $1 and exchange_country_id = e.id and sector_id = any($3::int[]) and trading_status = any($4::text[]) and final_score >= $5 and final_score <= $6',
    );
    expect(each.exchanges).toBe('$2');
    expect(each.params).toEqual(screenWhere(criteria, 2025).params);
  });

  it('sorts by final score descending by default, with a stable tie-break', () => {
    expect(screenOrder([])).toBe('final_score desc nulls last, ticker_id asc');
    expect(screenOrder([{ field: 'name', dir: 'asc' }])).toBe('name asc nulls last, ticker_id asc');
  });

  it('matches the filing events by overlap of the array column, and counts them like any other criterion', () => {
    const chosen = { ...criteria, filingEvents: ['late-filing', 'non-reliance'] };
    const { where, params } = screenWhere(chosen, 2025);
    expect(where).toBe(
      'year = $1 and exchange_country_id = any($2::int[]) and sector_id = any($3::int[]) and trading_status = any($4::text[]) and filing_events && $5::text[] and final_score >= $6 and final_score <= $7',
    );
    expect(params).toEqual([2025, [1, 3], [10], ['Active'], ['late-filing', 'non-reliance'], 20, 80]);
    // Its options are counted without it; the other criteria keep it.
    expect(screenWhere(chosen, 2025, 'filingEvent').where).not.toContain('filing_events');
    const { select } = screenCounts(chosen, 2025, ['filingEvent', 'sector']);
    expect(select.split(',\n').map((term) => term.trim())).toEqual([
      'count(*) filter (where sector_id = any($3::int[]) and trading_status = any($4::text[]) and final_score >= $6 and final_score <= $7)::int as "filingEvent"',
      'count(*) filter (where trading_status = any($4::text[]) and filing_events && $5::text[] and final_score >= $6 and final_score <= $7)::int as "sector"',
      'count(*) filter (where sector_id = any($3::int[]) and trading_status = any($4::text[]) and filing_events && $5::text[] and final_score >= $6 and final_score <= $7)::int as "total"',
    ]);
    // Unchosen, no condition.
    expect(screenWhere(criteria, 2025).where).not.toContain('filing_events');
  });

  it('sorts by the number of filing events in the window', () => {
    expect(screenOrder([{ field: 'filingEvents', dir: 'desc' }])).toBe(
      'filing_event_count desc nulls last, ticker_id asc',
    );
  });
});
