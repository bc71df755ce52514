import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';

import type { ResultRow, SortField } from '../../../api/screen-api';
import {
  DataGrid,
  DataGridSkeleton,
  type DataGridColumn,
  type DataGridRowSelection,
} from '../../../shared/grid/DataGrid';
import { anyRatingNote, companyColumns } from './company-columns';
import { companyOfRow, type CompanyRef } from './company-ref';
import { formatFixed, formatPercent } from './format';
import type { PickedCompany, ResultSelection } from './result-selection';
import { isPending } from '../../../shared/async/request-state';
import { EmptyState } from '../../../shared/feedback/EmptyState';
import { yearEventsText } from '../../../shared/risk/year-filing-events';
import { PAGE_SIZES } from './results-page';
import type { ScreenStore } from './screen-store';

export const EMPTY_RESULTS_TEXT = 'No companies match these filters. Widen a filter or clear it.';
export const NO_EXCHANGE_RESULTS_TEXT = 'Choose at least one exchange country to see companies.';

/** The columns the API sorts by (its SORTABLE_FIELDS); the others' headers do not sort (the Ticker). */
const SORT_FIELDS: readonly SortField[] = [
  'final_score',
  'name',
  'isin',
  'rank_percent',
  'rank_percent_within_sector',
  'rating',
  'domicile_country',
  'exchange_country',
  'mScore',
  'fScore',
  'filingEvents',
];

/**
 * The least width of the wide grid's name: 'Acme Holdings' on one line. Fitted beside the filters at 1440 px
 * the columns would take it to about 77 px, had the box some 25 px more; with this least width the grid
 * scrolls sideways instead, whatever the box's exact width.
 */
const NAME_MIN_WIDTH = 120;

/** A model's score: 2 decimals, N/A when it was not computed. */
export const formatScore = (value: number | null | undefined): string =>
  typeof value === 'number' && Number.isFinite(value) ? formatFixed(value, 2) : 'N/A';

const isSortField = (key: string): key is SortField => SORT_FIELDS.some((field) => field === key);

/**
 * The results columns. The name and its ticker, and the two risk columns come first (they stay in view when
 * a narrow screen scrolls the grid sideways); ISIN, Domicile, Exchange and the ranks follow (the CSV keeps
 * the spec's column order), then the models' M-score and F-score (2 decimals, N/A when not computed) and
 * the company-year's filing events (their labels, empty when none; sorted by their count). The Ticker
 * column does not sort: the API has no ticker order. On a phone (`phone`) the ticker is the name's second
 * line, and the name narrower, so that name, ticker, rating and risk lead the grid on the screen.
 *
 * At 1440 px, beside the filters, the grid's box is about 1,056 px (the page's 16 px margins, the 300 px
 * sidebar and its 16 px gap, the card's 16 px padding and borders). The columns but the name ask little more
 * than their headers with the sort arrow need (Rank in sector %, the models' and the filing events' headers
 * on two lines, the ISIN its twelve characters, the countries wrapping), the Risk column keeps its chip:
 * about 1,250 px in all. The others cannot give the 200 px the box lacks without taking the name below
 * NAME_MIN_WIDTH, so the grid keeps the widths asked (column-widths.ts) and scrolls sideways inside its card,
 * a fade at its edge: the name with its 200 px, ticker, rating and risk in view, the models and the filing
 * events at the far end. With the filters hidden every column is in view.
 */
function resultColumns(ratingNotes: boolean, phone = false): readonly DataGridColumn<ResultRow>[] {
  return [
    ...companyColumns<ResultRow>({ ratingNotes, phone, sortableTicker: false, nameMinWidth: NAME_MIN_WIDTH }),
    {
      key: 'rank_percent',
      header: 'Rank %',
      width: 84,
      align: 'right',
      format: (value) => formatPercent(value as number | null),
    },
    {
      key: 'rank_percent_within_sector',
      header: 'Rank in sector %',
      // Two lines ('Rank in' over 'sector %' and its sort arrow): its values ('100%') need less.
      width: 97,
      minWidth: 97,
      wrapHeader: true,
      align: 'right',
      format: (value) => formatPercent(value as number | null),
    },
    {
      key: 'mScore',
      header: 'Beneish M-score',
      width: 84,
      // Two lines ('Beneish' over 'M-score'): the model's full name without taking the name's room.
      wrapHeader: true,
      // '-12.34' on one line, however narrow the grid.
      minWidth: 64,
      align: 'right',
      format: (value) => formatScore(value as number | null),
    },
    {
      key: 'fScore',
      header: 'Dechow F-score',
      width: 84,
      wrapHeader: true,
      // '-12.34' on one line, however narrow the grid.
      minWidth: 64,
      align: 'right',
      format: (value) => formatScore(value as number | null),
    },
    {
      key: 'filingEvents',
      header: 'Filing events',
      // Two header lines ('Filing' over 'events'); the kinds wrap ('Late filing,' over 'Restatement').
      width: 100,
      wrapHeader: true,
      wrap: true,
      format: (_value, row) => yearEventsText(row.filingEvents),
    },
  ];
}

export const RESULT_COLUMNS = resultColumns(false);
/** The same with the Rating column wide enough for 'Not rated' and 'Not scored' (rows without a rating). */
export const RESULT_COLUMNS_WITH_NOTES = resultColumns(true);
/** The columns on a phone (below the 'sm' breakpoint): name with its ticker, rating and risk lead. */
export const PHONE_RESULT_COLUMNS = resultColumns(false, true);
export const PHONE_RESULT_COLUMNS_WITH_NOTES = resultColumns(true, true);

export interface ResultsGridProps {
  store: ScreenStore;
  onOpenCompany: (company: CompanyRef) => void;
  /** The company open in the dashboard: its row is highlighted. */
  selectedTickerId?: string | undefined;
  /** Height of the grid body in px (it scrolls inside). */
  height?: number;
  /** Checkboxes to pick companies (for Add to watchlist); without it the grid has none. */
  selection?: ResultSelection | undefined;
}

const picked = (row: ResultRow): PickedCompany => ({ tickerID: row.tickerID, name: row.name });

const ROW_HEIGHT = 32;

/**
 * The results of the screen: a read-only grid sorted and paged on the server (20, 50 or 100 rows; risk
 * highest first by default; a click on the Risk header cycles desc, asc, none). A click or Enter on a row
 * opens the company. With a selection, a first column of checkboxes picks companies: a click on a box or
 * Space on a row toggles it, the header's box picks the whole page.
 */
export const ResultsGrid = observer(function ResultsGrid({
  store,
  onOpenCompany,
  selectedTickerId,
  height = 420,
  selection,
}: ResultsGridProps) {
  const open = useCallback((row: ResultRow) => onOpenCompany(companyOfRow(row)), [onOpenCompany]);
  const onSortRequest = useCallback(
    (key: string) => {
      if (isSortField(key)) store.results.toggleSort(key);
    },
    [store],
  );
  const rowKey = useCallback((row: ResultRow) => row.tickerID, []);
  // A new object at every tick (revision), so that the grid repaints its checkboxes.
  const revision = selection?.revision;
  const rowSelection = useMemo<DataGridRowSelection<ResultRow> | undefined>(
    () =>
      selection === undefined || revision === undefined
        ? undefined
        : {
            isChecked: (row) => selection.isPicked(row.tickerID),
            onToggle: (row) => {
              selection.toggle(picked(row));
            },
            onToggleAll: (shown) => {
              selection.toggleAll(shown.map(picked));
            },
            label: (row) => `Select ${row.name}`,
            allLabel: 'Select all companies on this page',
          },
    [selection, revision],
  );
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const results = store.results;
  const canApply = store.criteria.canApply;
  const rows = results.rows;
  const busy = results.loading || store.applyPending;
  const sort = results.sort === null ? null : { key: results.sort.field, dir: results.sort.dir };

  let body;
  if (
    store.initializing ||
    (isPending(store.base) && rows.length === 0) ||
    (busy && rows.length === 0 && canApply)
  ) {
    body = <DataGridSkeleton rows={Math.min(10, Math.floor(height / ROW_HEIGHT))} />;
  } else if (!canApply) {
    body = <EmptyState text={store.dataMessage ?? NO_EXCHANGE_RESULTS_TEXT} />;
  } else if (rows.length === 0) {
    body = <EmptyState text={EMPTY_RESULTS_TEXT} />;
  } else {
    body = (
      <Box sx={{ position: 'relative' }} aria-busy={busy}>
        <Box sx={{ opacity: busy ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <DataGrid<ResultRow>
            label="Results"
            columns={
              phone
                ? anyRatingNote(rows)
                  ? PHONE_RESULT_COLUMNS_WITH_NOTES
                  : PHONE_RESULT_COLUMNS
                : anyRatingNote(rows)
                  ? RESULT_COLUMNS_WITH_NOTES
                  : RESULT_COLUMNS
            }
            rows={rows}
            rowKey={rowKey}
            selectedKey={selectedTickerId}
            onRowActivate={open}
            sort={sort}
            onSortRequest={onSortRequest}
            height={height}
            rowHeight={ROW_HEIGHT}
            rowSelection={rowSelection}
          />
        </Box>
        {busy && (
          <LinearProgress
            aria-label="Loading results"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
          />
        )}
      </Box>
    );
  }

  return (
    <Box component="section" role="region" aria-label="Results" sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
      {body}
      {canApply && results.total > 0 && (
        <TablePagination
          component="div"
          count={results.total}
          page={Math.min(results.pageIndex, results.pageCount - 1)}
          rowsPerPage={results.pageSize}
          rowsPerPageOptions={[...PAGE_SIZES]}
          labelRowsPerPage="Rows"
          onPageChange={(_event, page) => {
            results.setPage(page);
          }}
          onRowsPerPageChange={(event) => {
            results.setPageSize(Number(event.target.value));
          }}
          sx={{
            overflow: 'hidden',
            '& .MuiTablePagination-toolbar': { minHeight: 40, px: 0 },
            '& .MuiTablePagination-spacer': { display: 'none' },
            '& .MuiTablePagination-displayedRows': { ml: 'auto' },
          }}
        />
      )}
    </Box>
  );
});
