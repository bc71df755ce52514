import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { ratingCell, riskScoreCell } from '../../../shared/grid/risk-cells';
import { ratingView, type RatingSource } from '../../../shared/risk/rating-view';

/** The fields every company grid shows (results, watchlists). */
export interface CompanyGridRow {
  name: string;
  rating: string | null;
  /** Why there is no rating ('Not rated: fewer than 30 peers', 'Not scored: …'), where the row says. */
  scoreNote?: string | null;
  final_score: number | null;
  isin: string;
  domicile_country: string | null;
  exchange_country: string;
}

/** What a row's rating cell shows: its letter, else its note (or, without one, what its score implies). */
export const ratingSourceOf = (row: CompanyGridRow): RatingSource => ({
  rating: row.rating,
  note: row.scoreNote,
  hasScore: row.final_score !== null,
});

/** Whether any of the rows shows 'Not rated' or 'Not scored' where the rating goes. */
export const anyRatingNote = (rows: readonly CompanyGridRow[]): boolean =>
  rows.some((row) => ratingView(ratingSourceOf(row)).kind !== 'rated');

/** 'N/A' for a missing text, and for the spec's isin 'missing'. */
export const textOrNa = (value: string | null | undefined): string =>
  value === null || value === undefined || value === '' || value === 'missing' ? 'N/A' : value;

/**
 * Name, Rating, Risk, ISIN, Domicile, Exchange. The name and the two risk columns come first, so they stay
 * in view when a narrow screen scrolls the grid sideways. A row without a rating shows why ('Not rated',
 * 'Not scored', the API's note in its tooltip), never 'N/A' as a grade. Each width fits the column's widest
 * content and its header with the sort arrow (a risk chip '100.0', an ISIN, 'United Kingdom'; with
 * `ratingNotes`, a 'Not scored' chip): nothing ends in an ellipsis. A long name (or country) wraps onto a
 * second line instead.
 */
export function companyColumns<Row extends CompanyGridRow>({
  ratingNotes = false,
}: {
  /** Some row shows a note instead of a letter: the Rating column is wide enough for it. */
  ratingNotes?: boolean;
} = {}): DataGridColumn<Row>[] {
  // Every Row has these keys; TypeScript cannot narrow a literal to keyof a type parameter by itself.
  const key = (name: keyof CompanyGridRow) => name as Extract<keyof Row, string>;
  return [
    { key: key('name'), header: 'Name', width: 200, wrap: true },
    {
      key: key('rating'),
      header: 'Rating',
      // A letter; with notes, room for the 'Not scored' chip.
      width: ratingNotes ? 96 : 76,
      ...(ratingNotes ? { minWidth: 96 } : {}),
      align: 'center',
      render: ratingCell<Row>(ratingSourceOf),
    },
    {
      key: key('final_score'),
      header: 'Risk',
      width: 88,
      align: 'right',
      render: riskScoreCell<Row>((row) => row.final_score, 1),
    },
    {
      key: key('isin'),
      header: 'ISIN',
      width: 112,
      // Twelve monospace characters that cannot wrap: never squeezed below them.
      minWidth: 112,
      monospace: true,
      format: (value) => textOrNa(value as string),
    },
    {
      key: key('domicile_country'),
      header: 'Domicile',
      width: 124,
      wrap: true,
      format: (value) => textOrNa(value as string),
    },
    { key: key('exchange_country'), header: 'Exchange', width: 124, wrap: true },
  ];
}
