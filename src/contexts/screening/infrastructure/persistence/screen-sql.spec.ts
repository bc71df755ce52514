import type { ScreenCriteria } from '../../application/queries/screen/screen-criteria.js';
import { screenOrder, screenWhere } from './screen-sql.js';

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
  riskScore: { min: 20, max: 80 },
  oneYearChange: none,
  marketCapDecile: none,
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

  it('sorts by final score descending by default, with a stable tie-break', () => {
    expect(screenOrder([])).toBe('final_score desc nulls last, ticker_id asc');
    expect(screenOrder([{ field: 'name', dir: 'asc' }])).toBe('name asc nulls last, ticker_id asc');
  });
});
