import type { Facet, ScreenCriteria, ScreenSort } from '../../application/queries/screen/screen-criteria.js';
import { SORTABLE_FIELDS } from '../../application/queries/screen/screen-criteria.js';

export interface SqlWhere {
  where: string;
  params: unknown[];
}

/** A condition of a screen; `facet` is the criterion it belongs to (none: the year and the exchange list). */
interface Clause {
  sql: string;
  facet?: Facet;
  /** The exchange-list condition: the parameter holding the list. */
  exchanges?: string;
}

/**
 * Every condition of a screen over screening.ticker_year except those of `without`, each value bound
 * once as a parameter (a value that no condition uses is not bound: PostgreSQL rejects an untyped one).
 */
function screenClauses(
  criteria: ScreenCriteria,
  year: number,
  without?: Facet,
): { clauses: Clause[]; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses: Clause[] = [{ sql: `year = ${bind(year)}` }];
  const list = (facet: Facet, column: string, values: readonly unknown[], type: string): void => {
    if (facet !== without && values.length > 0)
      clauses.push({ facet, sql: `${column} = any(${bind(values)}::${type}[])` });
  };
  const range = (facet: Facet, column: string, bounds: { min: number | null; max: number | null }): void => {
    if (facet === without) return;
    if (bounds.min !== null) clauses.push({ facet, sql: `${column} >= ${bind(bounds.min)}` });
    if (bounds.max !== null) clauses.push({ facet, sql: `${column} <= ${bind(bounds.max)}` });
  };
  // The exchange list is never dropped: it is the caller's entitlement as well as a criterion.
  const exchanges = bind(criteria.exchangeIds);
  clauses.push({ sql: `exchange_country_id = any(${exchanges}::int[])`, exchanges });
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
  return { clauses, params };
}

/**
 * The WHERE clause of a screen over screening.ticker_year, with every criterion except `without`
 * (dependent facets: a facet's options are counted under all the other chosen criteria).
 */
export function screenWhere(criteria: ScreenCriteria, year: number, without?: Facet): SqlWhere {
  const { clauses, params } = screenClauses(criteria, year, without);
  return { where: clauses.map((clause) => clause.sql).join(' and '), params };
}

export interface SqlWhereEach extends SqlWhere {
  /** The parameter holding the exchange list, e.g. `$2`. */
  exchanges: string;
}

/**
 * The WHERE clause of `screenWhere(criteria, year)` for the rows of one exchange country, the SQL
 * expression `exchange` (for a lateral subquery per exchange country of the list), with the same
 * parameters in the same order.
 */
export function screenWhereEach(criteria: ScreenCriteria, year: number, exchange: string): SqlWhereEach {
  const { clauses, params } = screenClauses(criteria, year);
  const list = clauses.find((clause) => clause.exchanges !== undefined)?.exchanges;
  if (!list) throw new Error('A screen always has an exchange list');
  return {
    where: clauses
      .map((clause) => (clause.exchanges ? `exchange_country_id = ${exchange}` : clause.sql))
      .join(' and '),
    params,
    exchanges: list,
  };
}

export interface SqlCounts extends SqlWhere {
  /** `count(*) filter (where ...) as "<facet>"` per facet, then `... as "total"`. */
  select: string;
}

/**
 * The facet counts of a screen in one pass over the year's rows of the exchange list: per facet, the
 * rows matching every criterion except that facet's own (as `screenWhere(criteria, year, facet)`
 * counts them), and the total matching all of them. The exchange list is never dropped.
 */
export function screenCounts(criteria: ScreenCriteria, year: number, facets: readonly Facet[]): SqlCounts {
  const { clauses, params } = screenClauses(criteria, year);
  const scope = clauses.filter((clause) => clause.facet === undefined).map((clause) => clause.sql);
  const criteriaClauses = clauses.filter((clause) => clause.facet !== undefined);
  const countWithout = (without: Facet | undefined, alias: string): string => {
    const kept = criteriaClauses.filter((clause) => clause.facet !== without).map((clause) => clause.sql);
    return kept.length === 0
      ? `count(*)::int as "${alias}"`
      : `count(*) filter (where ${kept.join(' and ')})::int as "${alias}"`;
  };
  return {
    select: [...facets.map((facet) => countWithout(facet, facet)), countWithout(undefined, 'total')].join(
      ',\n       ',
    ),
    where: scope.join(' and '),
    params,
  };
}

/** The default order of a screen, also the order of ticker_year_screen_covering_idx within a year and exchange. */
export const INDEX_ORDER = 'final_score desc nulls last, ticker_id asc';

export function screenOrder(sorts: readonly ScreenSort[]): string {
  const terms = sorts.map(
    (sort) => `${SORTABLE_FIELDS[sort.field]} ${sort.dir === 'asc' ? 'asc' : 'desc'} nulls last`,
  );
  // A stable tie-break, so pages never overlap.
  return terms.length > 0 ? [...terms, 'ticker_id asc'].join(', ') : INDEX_ORDER;
}
