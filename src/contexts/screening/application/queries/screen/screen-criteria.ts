/** A filter body, normalised: what the results must match (every list empty = no restriction). */
export interface ScreenCriteria {
  year: number | null;
  exchangeIds: number[];
  sectorIds: number[];
  industryGroupIds: number[];
  auditorIds: number[];
  domiciles: string[];
  incorporations: string[];
  statuses: string[];
  ratings: string[];
  riskScore: { min: number | null; max: number | null };
  oneYearChange: { min: number | null; max: number | null };
  marketCapDecile: { min: number | null; max: number | null };
}

export type Facet =
  | 'riskScore'
  | 'sector'
  | 'industry'
  | 'auditor'
  | 'domicile'
  | 'exchange'
  | 'incorporation'
  | 'status'
  | 'oneYearChange'
  | 'marketCapDecile'
  | 'rating';

export const SORTABLE_FIELDS = {
  final_score: 'final_score',
  name: 'name',
  isin: 'isin',
  rank_percent: 'rank_percent',
  rank_percent_within_sector: 'rank_percent_within_sector',
  rating: 'rating',
  domicile_country: 'domicile_country',
  exchange_country: 'exchange_country',
} as const;
export type SortField = keyof typeof SORTABLE_FIELDS;

export interface ScreenSort {
  field: SortField;
  dir: 'asc' | 'desc';
}
