import { csvCell } from '../../../shared/domain/csv/csv-cell.js';

export { csvCell };

/** The results CSV of spec section 9: ISIN, Name, Domicile, RankPercent, RankPerSector, Rating, Risk. */
export const RESULT_CSV_HEADER = [
  'ISIN',
  'Name',
  'Domicile',
  'RankPercent',
  'RankPerSector',
  'Rating',
  'Risk',
];

export interface CsvResultRow {
  isin: string;
  name: string;
  domicile_country: string;
  rank_percent: number | null;
  rank_percent_within_sector: number | null;
  rating: string | null;
  final_score: number | null;
}

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value));

export function resultCsvLine(row: CsvResultRow): string {
  return [
    row.isin,
    row.name,
    row.domicile_country,
    rounded(row.rank_percent),
    rounded(row.rank_percent_within_sector),
    row.rating,
    rounded(row.final_score),
  ]
    .map(csvCell)
    .join(',');
}
