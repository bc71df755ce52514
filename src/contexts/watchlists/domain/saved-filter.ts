import {
  ORDER_CODES,
  SCREEN_CRITERIA,
  criteriaFieldsOf,
  invertedRange,
  type CriteriaFields,
  type OrderCode,
} from '../../screening/domain/published/screen-criteria.js';
import { WatchlistsError } from './watchlists-error.js';

export const FILTER_NAME_MAX = 100;

export { ORDER_CODES, type OrderCode };

/**
 * What a saved filter holds (spec section 3, 'Saved filter'), in the filter body's field names: every
 * criterion of the screening context's criteria table, the year, and the order list.
 */
export type SavedFilterCriteria = {
  /** The criteria in the order they were chosen; load replays them in this order. */
  order: OrderCode[];
  year: number | null;
} & CriteriaFields;

export const EMPTY_CRITERIA: SavedFilterCriteria = {
  order: [],
  ...(criteriaFieldsOf({}) as CriteriaFields),
  year: null,
};

/**
 * A stored filter's criteria with every criterion of the table present: a filter saved before a criterion
 * existed (the jsonb lacks its fields) reads it as unset (an empty list, null bounds, an unchosen flag).
 */
export function completeCriteria(stored: SavedFilterCriteria): SavedFilterCriteria {
  const fields = stored as unknown as Record<string, unknown>;
  return { ...stored, ...(criteriaFieldsOf(fields) as CriteriaFields) };
}

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** A user's named filter. Names are unique per user regardless of case. */
export class SavedFilter {
  id: string;
  tenantId: string;
  userId: string;
  name: string;
  criteria: SavedFilterCriteria;
  createdAt: Date;
  updatedAt: Date;

  constructor(input: {
    id: string;
    tenantId: string;
    userId: string;
    name: string;
    criteria: SavedFilterCriteria;
    createdAt: Date;
  }) {
    this.id = input.id;
    this.tenantId = input.tenantId;
    this.userId = input.userId;
    this.name = SavedFilter.checkedName(input.name);
    this.criteria = SavedFilter.checkedCriteria(input.criteria);
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  /** 'Saved filter name is required.' */
  static checkedName(name: string | undefined): string {
    const trimmed = (name ?? '').trim();
    if (trimmed.length === 0 || trimmed.length > FILTER_NAME_MAX)
      throw new WatchlistsError('FILTER_NAME_REQUIRED');
    return trimmed;
  }

  static sameName(a: string, b: string): boolean {
    return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();
  }

  /**
   * 'Exchange country is required'; market cap min below max; lists without repeats; the order lists
   * each code once, and the exchange is in it (first when the client left it out).
   */
  static checkedCriteria(criteria: SavedFilterCriteria): SavedFilterCriteria {
    if (criteria.exchange.length === 0) throw new WatchlistsError('EXCHANGE_REQUIRED');
    const inverted = invertedRange(criteria);
    if (inverted !== undefined) throw new WatchlistsError(inverted);
    const order = distinct(criteria.order);
    const lists: Record<string, unknown[]> = {};
    for (const criterion of SCREEN_CRITERIA) {
      if (criterion.kind === 'list')
        lists[criterion.field] = distinct(criteria[criterion.field] as unknown[]);
    }
    return {
      ...criteria,
      ...(lists as Partial<CriteriaFields>),
      order: order.includes('EXC') ? order : ['EXC', ...order],
    };
  }

  /** Saving under an existing name with replace: the new criteria (and the name as now typed). */
  replaceWith(name: string, criteria: SavedFilterCriteria, at: Date): void {
    this.name = SavedFilter.checkedName(name);
    this.criteria = SavedFilter.checkedCriteria(criteria);
    this.updatedAt = at;
  }
}
