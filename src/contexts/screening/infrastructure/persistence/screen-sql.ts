import {
  SCREEN_CRITERIA,
  SORTABLE_FIELDS,
  flagChosen,
  listValues,
  rangeBounds,
  type AnyCriteria,
  type CriterionDefinition,
  type ScreenSort,
} from '../../domain/published/screen-criteria.js';

export interface SqlWhere {
  where: string;
  params: unknown[];
}

/** A condition of a screen; `facet` is the criterion it belongs to (none: the year and the exchange list). */
interface Clause {
  sql: string;
  facet?: string;
  /** The exchange-list condition: the parameter holding the list, and its column. */
  exchanges?: string;
  column?: string;
}

/**
 * Every condition of a screen over screening.ticker_year except those of `without`, each value bound
 * once as a parameter (a value that no condition uses is not bound: PostgreSQL rejects an untyped one):
 * the year, the scope (exchange list), then the lists, the ranges and the chosen flags of the criteria
 * table in its order.
 */
function screenClauses(
  criteria: AnyCriteria,
  year: number,
  without: string | undefined,
  table: readonly CriterionDefinition[],
): { clauses: Clause[]; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses: Clause[] = [{ sql: `year = ${bind(year)}` }];
  for (const criterion of table) {
    if (criterion.kind !== 'list' || !criterion.scope) continue;
    // The exchange list is never dropped: it is the caller's entitlement as well as a criterion.
    const exchanges = bind(listValues(criteria, criterion));
    clauses.push({
      sql: `${criterion.column} = any(${exchanges}::int[])`,
      exchanges,
      column: criterion.column,
    });
  }
  for (const criterion of table) {
    if (criterion.kind !== 'list' || criterion.scope || criterion.facet === without) continue;
    const values = listValues(criteria, criterion);
    const type = criterion.values === 'ids' ? 'int' : 'text';
    if (values.length === 0) continue;
    const list = `${bind(values)}::${type}[]`;
    // An array column (match 'overlap') holds any of the values; any other column is one of them.
    const sql =
      criterion.match === 'overlap' ? `${criterion.column} && ${list}` : `${criterion.column} = any(${list})`;
    clauses.push({ facet: criterion.facet, sql });
  }
  for (const criterion of table) {
    if (criterion.kind !== 'range' || criterion.facet === without) continue;
    const bounds = rangeBounds(criteria, criterion);
    if (bounds.min !== null)
      clauses.push({ facet: criterion.facet, sql: `${criterion.column} >= ${bind(bounds.min)}` });
    if (bounds.max !== null)
      clauses.push({ facet: criterion.facet, sql: `${criterion.column} <= ${bind(bounds.max)}` });
  }
  for (const criterion of table) {
    // A flag binds nothing: chosen, its column must be true (null, not computed, does not match).
    if (criterion.kind !== 'flag' || criterion.facet === without || !flagChosen(criteria, criterion))
      continue;
    clauses.push({ facet: criterion.facet, sql: `${criterion.column} is true` });
  }
  return { clauses, params };
}

/**
 * The WHERE clause of a screen over screening.ticker_year, with every criterion except `without`
 * (dependent facets: a facet's options are counted under all the other chosen criteria).
 */
export function screenWhere(
  criteria: AnyCriteria,
  year: number,
  without?: string,
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): SqlWhere {
  const { clauses, params } = screenClauses(criteria, year, without, table);
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
export function screenWhereEach(criteria: AnyCriteria, year: number, exchange: string): SqlWhereEach {
  const { clauses, params } = screenClauses(criteria, year, undefined, SCREEN_CRITERIA);
  const list = clauses.find((clause) => clause.exchanges !== undefined)?.exchanges;
  if (!list) throw new Error('A screen always has an exchange list');
  return {
    where: clauses
      .map((clause) => (clause.exchanges ? `${clause.column} = ${exchange}` : clause.sql))
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
export function screenCounts(
  criteria: AnyCriteria,
  year: number,
  facets: readonly string[],
  table: readonly CriterionDefinition[] = SCREEN_CRITERIA,
): SqlCounts {
  const { clauses, params } = screenClauses(criteria, year, undefined, table);
  const scope = clauses.filter((clause) => clause.facet === undefined).map((clause) => clause.sql);
  const criteriaClauses = clauses.filter((clause) => clause.facet !== undefined);
  const countWithout = (without: string | undefined, alias: string): string => {
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
