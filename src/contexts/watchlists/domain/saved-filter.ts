import { WatchlistsError } from './watchlists-error.js';

export const FILTER_NAME_MAX = 100;

/** The filter body's order codes (spec section 3), one per criterion. */
export const ORDER_CODES = [
  'RS',
  'SEC',
  'IG',
  'AUD',
  'DOM',
  'EXC',
  'INC',
  'STA',
  'OYC',
  'MCD',
  'RAT',
  'YEAR',
] as const;
export type OrderCode = (typeof ORDER_CODES)[number];

/** What a saved filter holds (spec section 3, 'Saved filter'), in the filter body's field names. */
export interface SavedFilterCriteria {
  /** The criteria in the order they were chosen; load replays them in this order. */
  order: OrderCode[];
  exchange: number[];
  sectorId: number[];
  industryGroupId: number[];
  auditorId: number[];
  domicile: string[];
  incorporation: string[];
  status: string[];
  rating: string[];
  minRiskScore: number | null;
  maxRiskScore: number | null;
  minOneYearChange: number | null;
  maxOneYearChange: number | null;
  year: number | null;
  minMarketCapDecile: number | null;
  maxMarketCapDecile: number | null;
}

export const EMPTY_CRITERIA: SavedFilterCriteria = {
  order: [],
  exchange: [],
  sectorId: [],
  industryGroupId: [],
  auditorId: [],
  domicile: [],
  incorporation: [],
  status: [],
  rating: [],
  minRiskScore: null,
  maxRiskScore: null,
  minOneYearChange: null,
  maxOneYearChange: null,
  year: null,
  minMarketCapDecile: null,
  maxMarketCapDecile: null,
};

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
    const { minMarketCapDecile: minCap, maxMarketCapDecile: maxCap } = criteria;
    if (minCap !== null && maxCap !== null && minCap >= maxCap)
      throw new WatchlistsError('INVALID_MARKET_CAP_RANGE');
    const order = distinct(criteria.order);
    return {
      ...criteria,
      order: order.includes('EXC') ? order : ['EXC', ...order],
      exchange: distinct(criteria.exchange),
      sectorId: distinct(criteria.sectorId),
      industryGroupId: distinct(criteria.industryGroupId),
      auditorId: distinct(criteria.auditorId),
      domicile: distinct(criteria.domicile),
      incorporation: distinct(criteria.incorporation),
      status: distinct(criteria.status),
      rating: distinct(criteria.rating),
    };
  }

  /** Saving under an existing name with replace: the new criteria (and the name as now typed). */
  replaceWith(name: string, criteria: SavedFilterCriteria, at: Date): void {
    this.name = SavedFilter.checkedName(name);
    this.criteria = SavedFilter.checkedCriteria(criteria);
    this.updatedAt = at;
  }
}
