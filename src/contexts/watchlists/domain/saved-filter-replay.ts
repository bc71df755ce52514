import {
  criterionOfCode,
  type CriterionDefinition,
  type ListCode,
  type SliderCode,
} from '../../screening/domain/published/screen-criteria.js';
import {
  EMPTY_CRITERIA,
  ORDER_CODES,
  completeCriteria,
  type OrderCode,
  type SavedFilterCriteria,
} from './saved-filter.js';

export type { ListCode };
/** The ranges a slider shows: a saved filter's bounds are moved inside the available range. */
export type RangeCode = SliderCode;

/** The criteria table's entry of a code (YEAR has none). */
const criterionOf = (code: OrderCode): CriterionDefinition | undefined => criterionOfCode(code);
/** A saved filter's criteria as a record of its fields. */
const fieldsOf = (criteria: SavedFilterCriteria): Record<string, unknown> => criteria;

/** What the screen offers now, under the criteria replayed so far and the caller's entitlements. */
export interface FilterAvailability {
  options(code: ListCode, soFar: SavedFilterCriteria): Promise<ReadonlyArray<string | number>>;
  range(code: RangeCode, soFar: SavedFilterCriteria): Promise<{ min: number | null; max: number | null }>;
  years(soFar: SavedFilterCriteria): Promise<number[]>;
}

export interface ReplayedFilter {
  criteria: SavedFilterCriteria;
  /** The notice dialog's lines, in replay order. */
  adjustments: string[];
}

/** The stored exchanges the caller may not see now: loading stops ('restrictAccess') when there is any. */
export function restrictedExchanges(stored: SavedFilterCriteria, permitted: ReadonlySet<number>): number[] {
  return stored.exchange.filter((id) => !permitted.has(id));
}

function isSet(code: OrderCode, criteria: SavedFilterCriteria): boolean {
  const criterion = criterionOf(code);
  const fields = fieldsOf(criteria);
  if (criterion?.kind === 'list') return (fields[criterion.field] as unknown[]).length > 0;
  if (criterion?.kind === 'range')
    return (fields[criterion.min] ?? null) !== null || (fields[criterion.max] ?? null) !== null;
  if (criterion?.kind === 'flag') return fields[criterion.field] === true;
  return criteria.year !== null;
}

/**
 * The criteria to replay: the stored order, then any set criterion the order missed (in the spec's
 * order). The year always has a value; YEAR in the order only says the user chose it.
 */
export function replayOrder(stored: SavedFilterCriteria): OrderCode[] {
  const ordered = [...new Set(stored.order)];
  const missed = ORDER_CODES.filter((code) => code !== 'YEAR' && !ordered.includes(code));
  return [...ordered, ...missed].filter((code) => isSet(code, stored));
}

/** A stored range moved inside the available one, the bounds widened to the slider's precision. */
export function clampRange(
  stored: { min: number | null; max: number | null },
  available: { min: number | null; max: number | null },
  decimals: number,
): { min: number | null; max: number | null } {
  if (available.min === null || available.max === null) return stored;
  const factor = 10 ** decimals;
  const low = Math.floor(available.min * factor) / factor;
  const high = Math.ceil(available.max * factor) / factor;
  return {
    min: stored.min === null ? null : Math.min(Math.max(stored.min, low), high),
    max: stored.max === null ? null : Math.max(Math.min(stored.max, high), low),
  };
}

/**
 * Loading a saved filter (spec section 4): the year is checked first (it scopes every option), then
 * the criteria are replayed in their stored order, each against what is offered under the ones before
 * it. Values no longer offered are dropped ('Sector ID 45 will not be included in the filter'),
 * ranges are moved inside what is available ('Min Risk Score : 10 will be changed to 12.5'), and an
 * unavailable year becomes the latest ('Year : 2019 will be changed to 2025').
 */
export async function replaySavedFilter(
  saved: SavedFilterCriteria,
  available: FilterAvailability,
): Promise<ReplayedFilter> {
  const stored = completeCriteria(saved);
  const adjustments: string[] = [];
  const current: SavedFilterCriteria = {
    ...EMPTY_CRITERIA,
    order: [],
    year: stored.year,
  };
  if (stored.year !== null) {
    const years = await available.years({ ...current, exchange: [...stored.exchange] });
    if (years.length > 0 && !years.includes(stored.year)) {
      const latest = Math.max(...years);
      adjustments.push(`Year : ${stored.year} will be changed to ${latest}`);
      current.year = latest;
    }
  }

  const wanted = fieldsOf(stored);
  const chosen = fieldsOf(current);
  for (const code of replayOrder(stored)) {
    const criterion = criterionOf(code);
    if (criterion?.kind === 'list') {
      const { field, note } = criterion;
      const offered = new Set((await available.options(code as ListCode, current)).map(String));
      const values = wanted[field] as ReadonlyArray<string | number>;
      for (const value of values) {
        if (!offered.has(String(value)))
          adjustments.push(`${note} ${value} will not be included in the filter`);
      }
      chosen[field] = values.filter((value) => offered.has(String(value)));
      if ((chosen[field] as unknown[]).length > 0) current.order.push(code);
    } else if (criterion?.kind === 'range' && criterion.decimals !== undefined) {
      const { min, max, note, decimals } = criterion;
      const before = {
        min: (wanted[min] as number | null | undefined) ?? null,
        max: (wanted[max] as number | null | undefined) ?? null,
      };
      const after = clampRange(before, await available.range(code as RangeCode, current), decimals);
      if (after.min !== before.min)
        adjustments.push(`Min ${note} : ${before.min} will be changed to ${after.min}`);
      if (after.max !== before.max)
        adjustments.push(`Max ${note} : ${before.max} will be changed to ${after.max}`);
      chosen[min] = after.min;
      chosen[max] = after.max;
      current.order.push(code);
    } else if (criterion?.kind === 'range') {
      // Typed bounds (market cap) have no available range: they apply as saved.
      chosen[criterion.min] = wanted[criterion.min];
      chosen[criterion.max] = wanted[criterion.max];
      current.order.push(code);
    } else if (criterion?.kind === 'flag') {
      // A chosen flag (the M-score flag) offers nothing to move: it applies as saved.
      chosen[criterion.field] = true;
      current.order.push(code);
    } else {
      current.order.push(code);
    }
  }
  return { criteria: current, adjustments };
}
