import type { Facet, ScreenCriteria, ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import { SORTABLE_FIELDS } from '../../application/queries/screen/screen-criteria.js';

export interface SqlWhere {
  where: string;
  params: unknown[];
}

/**
 * The WHERE clause of a screen over screening.ticker_year, with every criterion except `without`
 * (dependent facets: a facet's options are counted under all the other chosen criteria).
 */
export function screenWhere(criteria: ScreenCriteria, year: number, without?: Facet): SqlWhere {
  const params: unknown[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses = [`year = ${bind(year)}`];
  const list = (facet: Facet, column: string, values: readonly unknown[], type: string): void => {
    if (facet !== without && values.length > 0) clauses.push(`${column} = any(${bind(values)}::${type}[])`);
  };
  const range = (facet: Facet, column: string, bounds: { min: number | null; max: number | null }): void => {
    if (facet === without) return;
    if (bounds.min !== null) clauses.push(`${column} >= ${bind(bounds.min)}`);
    if (bounds.max !== null) clauses.push(`${column} <= ${bind(bounds.max)}`);
  };
  // The exchange list is never dropped: it is the caller's entitlement as well as a criterion.
  clauses.push(`exchange_country_id = any(${bind(criteria.exchangeIds)}::int[])`);
  list('sector', 'sector_id', criteria.sectorIds, 'int');
  list('industry', 'industry_group_id', criteria.industryGroupIds, 'int');
  list('auditor', 'auditor_id', criteria.auditorIds, 'int');
  list('domicile', 'domicile_country', criteria.domiciles, 'text');
  list('incorporation', 'incorporation_country', criteria.incorporations, 'text');
  list('status', 'trading_status', criteria.statuses, 'text');
  list('rating', 'rating', criteria.ratings, 'text');
  range('riskScore', 'final_score', criteria.riskScore);
  range('oneYearChange', 'one_year_change', criteria.oneYearChange);
  // The market-cap criterion is the market value in $ millions (the spec's inputs go to 99999999999).
  range('marketCapDecile', 'mv', criteria.marketCapDecile);
  return { where: clauses.join(' and '), params };
}

export function screenOrder(sorts: readonly ScreenSort[]): string {
  const terms = sorts.map(
    (sort) => `${SORTABLE_FIELDS[sort.field]} ${sort.dir === 'asc' ? 'asc' : 'desc'} nulls last`,
  );
  // A stable tie-break, so pages never overlap.
  return [...(terms.length > 0 ? terms : ['final_score desc nulls last']), 'ticker_id asc'].join(', ');
}
