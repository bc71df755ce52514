import type { DataGridColumn } from '../../../shared/grid/DataGrid';
import { ratingCell, riskScoreCell } from '../../../shared/grid/risk-cells';
import { ratingView, type RatingSource } from '../../../shared/risk/rating-view';

/** The fields every company grid shows (results, watchlists). */
export interface CompanyGridRow {
  name: string;
  /** The ticker the company is shown under (the API derives it; a trial tenant's alias); null where it has none. */
  ticker: string | null;
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

/** The ticker a row is shown under, N/A where the company has none. */
export const tickerText = (row: CompanyGridRow): string => textOrNa(row.ticker);

/**
 * The Ticker column: six monospace characters ('GOOGL', 'BRK.B', a six-digit code '600519') and the cell's
 * padding, about what its header 'Ticker' asks without a sort arrow (with one, the header widens it). A
 * longer ticker (a trial tenant's alias 'ANON-…') ends in an ellipsis, the whole of it in the cell's tooltip.
 */
const TICKER_WIDTH = 58;
/** The risk chip '100.0' with its dot and the cell's padding: the Risk column is never narrower. */
const RISK_CHIP_WIDTH = 80;
/**
 * On a phone the name's column is narrow enough for the rating and the risk to stay in view beside it
 * (checkbox 44 + name + Rating 82 + Risk 80 within a 390 px screen's ~294 px of grid), with the ticker on
 * its second line instead of a column of its own.
 */
const PHONE_NAME_WIDTH = 124;
const PHONE_NAME_WIDTH_WITH_NOTES = 110;

export interface CompanyColumnsOptions {
  /** Some row shows a note instead of a letter: the Rating column is wide enough for it. */
  ratingNotes?: boolean;
  /**
   * Below the 'sm' breakpoint: the ticker is the name's second line instead of a column, and the name
   * narrower, so that name, ticker, rating and risk lead the grid on the screen.
   */
  phone?: boolean;
  /**
   * A click on the Ticker header sorts (default true, for a grid that sorts its rows itself); false where
   * the server sorts and has no ticker order (the results).
   */
  sortableTicker?: boolean;
  /**
   * The least width of the wide grid's name (default: what its header needs): a grid whose columns ask more
   * than its box then scrolls sideways instead of squeezing the name into a sliver (the results).
   */
  nameMinWidth?: number;
}

/**
 * Name, Ticker, Rating, Risk, ISIN, Domicile, Exchange. The name and its ticker, and the two risk columns
 * come first, so they stay in view when a narrow screen scrolls the grid sideways; on a phone (`phone`) the
 * ticker is the name's second line. A row without a rating shows why ('Not rated', 'Not scored', the API's
 * note in its tooltip), never 'N/A' as a grade. Each width fits the column's content and its header with
 * the sort arrow (a risk chip '100.0', an ISIN, 'United States'; with `ratingNotes`, a 'Not scored' chip);
 * where a grid has more room the columns stretch. A long name (or country) wraps onto more lines instead.
 */
export function companyColumns<Row extends CompanyGridRow>({
  ratingNotes = false,
  phone = false,
  sortableTicker = true,
  nameMinWidth,
}: CompanyColumnsOptions = {}): DataGridColumn<Row>[] {
  // Every Row has these keys; TypeScript cannot narrow a literal to keyof a type parameter by itself.
  const key = (name: keyof CompanyGridRow) => name as Extract<keyof Row, string>;
  const phoneNameWidth = ratingNotes ? PHONE_NAME_WIDTH_WITH_NOTES : PHONE_NAME_WIDTH;
  const lead: DataGridColumn<Row>[] = phone
    ? [
        {
          key: key('name'),
          header: 'Name',
          width: phoneNameWidth,
          minWidth: phoneNameWidth,
          // Two lines, each cut with an ellipsis (the whole text in the tooltip): the name, then the ticker.
          secondary: tickerText,
        },
      ]
    : [
        {
          key: key('name'),
          header: 'Name',
          width: 200,
          wrap: true,
          ...(nameMinWidth === undefined ? {} : { minWidth: nameMinWidth }),
        },
        {
          key: key('ticker'),
          header: 'Ticker',
          width: TICKER_WIDTH,
          minWidth: TICKER_WIDTH,
          monospace: true,
          sortable: sortableTicker,
          format: (_value, row) => tickerText(row),
        },
      ];
  return [
    ...lead,
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
      width: phone ? RISK_CHIP_WIDTH : 88,
      minWidth: RISK_CHIP_WIDTH,
      align: 'right',
      render: riskScoreCell<Row>((row) => row.final_score, 1),
    },
    {
      key: key('isin'),
      header: 'ISIN',
      // Twelve monospace characters (about 87 px) that cannot wrap, and the cell's padding: never less.
      width: 100,
      minWidth: 100,
      monospace: true,
      format: (value) => textOrNa(value as string),
    },
    {
      key: key('domicile_country'),
      header: 'Domicile',
      // 'United States' on one line; 'United Kingdom' wraps where the grid has no room to spare.
      width: 104,
      minWidth: 96,
      wrap: true,
      format: (value) => textOrNa(value as string),
    },
    // Its header with the sort arrow asks 102 px; the longer countries wrap.
    { key: key('exchange_country'), header: 'Exchange', width: 104, wrap: true },
  ];
}
