import { EMPTY_CRITERIA, ORDER_CODES, type OrderCode, type SavedFilterCriteria } from './saved-filter.js';

type NumberListField = 'exchange' | 'sectorId' | 'industryGroupId' | 'auditorId';
type TextListField = 'domicile' | 'incorporation' | 'status' | 'rating';

/** The list criteria: their field and how an adjustment note names a value. */
const LISTS = {
  EXC: { field: 'exchange', label: 'Exchange ID' },
  SEC: { field: 'sectorId', label: 'Sector ID' },
  IG: { field: 'industryGroupId', label: 'Industry Group ID' },
  AUD: { field: 'auditorId', label: 'Auditor ID' },
  DOM: { field: 'domicile', label: 'Domicile' },
  INC: { field: 'incorporation', label: 'Incorporation' },
  STA: { field: 'status', label: 'Status' },
  RAT: { field: 'rating', label: 'Rating' },
} as const satisfies Partial<Record<OrderCode, { field: NumberListField | TextListField; label: string }>>;
export type ListCode = keyof typeof LISTS;

/** The range criteria: fields, note labels, and the precision of the slider (2 decimals, whole percent). */
const RANGES = {
  RS: { min: 'minRiskScore', max: 'maxRiskScore', label: 'Risk Score', decimals: 2 },
  OYC: { min: 'minOneYearChange', max: 'maxOneYearChange', label: '1 year change', decimals: 0 },
} as const;
export type RangeCode = keyof typeof RANGES;

const isList = (code: OrderCode): code is ListCode => code in LISTS;
const isRange = (code: OrderCode): code is RangeCode => code in RANGES;

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
  if (isList(code)) return criteria[LISTS[code].field].length > 0;
  if (isRange(code)) return criteria[RANGES[code].min] !== null || criteria[RANGES[code].max] !== null;
  if (code === 'MCD') return criteria.minMarketCapDecile !== null || criteria.maxMarketCapDecile !== null;
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
  stored: SavedFilterCriteria,
  available: FilterAvailability,
): Promise<ReplayedFilter> {
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

  for (const code of replayOrder(stored)) {
    if (isList(code)) {
      const { field, label } = LISTS[code];
      const offered = new Set((await available.options(code, current)).map(String));
      const wanted: ReadonlyArray<string | number> = stored[field];
      for (const value of wanted) {
        if (!offered.has(String(value)))
          adjustments.push(`${label} ${value} will not be included in the filter`);
      }
      if (
        field === 'exchange' ||
        field === 'sectorId' ||
        field === 'industryGroupId' ||
        field === 'auditorId'
      ) {
        current[field] = stored[field].filter((value) => offered.has(String(value)));
      } else {
        current[field] = stored[field].filter((value) => offered.has(value));
      }
      if (current[field].length > 0) current.order.push(code);
    } else if (isRange(code)) {
      const { min, max, label, decimals } = RANGES[code];
      const before = { min: stored[min], max: stored[max] };
      const after = clampRange(before, await available.range(code, current), decimals);
      if (after.min !== before.min)
        adjustments.push(`Min ${label} : ${before.min} will be changed to ${after.min}`);
      if (after.max !== before.max)
        adjustments.push(`Max ${label} : ${before.max} will be changed to ${after.max}`);
      current[min] = after.min;
      current[max] = after.max;
      current.order.push(code);
    } else if (code === 'MCD') {
      current.minMarketCapDecile = stored.minMarketCapDecile;
      current.maxMarketCapDecile = stored.maxMarketCapDecile;
      current.order.push(code);
    } else {
      current.order.push(code);
    }
  }
  return { criteria: current, adjustments };
}
