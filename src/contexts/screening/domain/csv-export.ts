import { csvCell } from '../../../shared/domain/csv/csv-cell.js';
import { shownIsin, shownTicker } from '../../../shared/domain/format/identity.js';
import { YEAR_EVENT_LABELS, type YearEventKind } from './year-filing-events.js';

export { csvCell };

/**
 * The results CSV of spec section 9: ISIN, Name, Domicile, RankPercent, RankPerSector, Rating, Risk; then
 * the models' scores (issue 21), Beneish M-score and Dechow F-score (named so since issue 30), after the spec's columns. Who and when (issue 30):
 * the ticker after the name, then the fiscal year and the day it ended (docs/spec-decisions.md). Then the
 * filing events of the year and the two before (issue 31), their labels joined by '; ', empty when none.
 */
export const RESULT_CSV_HEADER = [
  'ISIN',
  'Name',
  'Ticker',
  'FiscalYear',
  'FiscalYearEnd',
  'Domicile',
  'RankPercent',
  'RankPerSector',
  'Rating',
  'Risk',
  'Beneish M-score',
  'Dechow F-score',
  'Filing events',
];

export interface CsvResultRow {
  /** N/A where the company has none (the stored 'missing' of SEC EDGAR data). */
  isin: string;
  name: string;
  /** The ticker the company is shown under (displayTickerOf; a trial tenant's alias); N/A when it has none. */
  ticker: string | null;
  /** The screened year. */
  fiscalYear: number | null;
  /** ISO day the fiscal year ended, from the year's filing (SEC EDGAR data); empty when unknown. */
  fiscalYearEnd: string | null;
  domicile_country: string;
  rank_percent: number | null;
  rank_percent_within_sector: number | null;
  rating: string | null;
  /** Why there is no rating ('Not rated: fewer than 30 peers', 'Not scored: …'): the Rating cell then. */
  scoreNote: string | null;
  final_score: number | null;
  mScore: number | null;
  fScore: number | null;
  /** The filing events in the year or the two before, in YEAR_EVENT_KINDS order. */
  filingEvents: readonly YearEventKind[];
}

const rounded = (value: number | null): number | null => (value === null ? null : Math.round(value));
/** A model score at the sliders' precision (2 decimals); a missing one is an empty cell, as every null here. */
const twoDecimals = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100) / 100;

export function resultCsvLine(row: CsvResultRow): string {
  return [
    shownIsin(row.isin),
    row.name,
    shownTicker(row.ticker),
    row.fiscalYear,
    row.fiscalYearEnd,
    row.domicile_country,
    rounded(row.rank_percent),
    rounded(row.rank_percent_within_sector),
    row.rating ?? row.scoreNote,
    rounded(row.final_score),
    twoDecimals(row.mScore),
    twoDecimals(row.fScore),
    row.filingEvents.map((kind) => YEAR_EVENT_LABELS[kind]).join('; '),
  ]
    .map(csvCell)
    .join(',');
}
