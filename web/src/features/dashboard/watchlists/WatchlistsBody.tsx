import AddOutlined from '@mui/icons-material/AddOutlined';
import StarBorder from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';

import type { WatchlistCompany } from '../../../api/watchlists-api';
import { ErrorWithRetry } from '../../../shared/feedback/ErrorWithRetry';
import { EmptyState } from '../../../shared/feedback/EmptyState';
import { DataGrid, DataGridSkeleton, type DataGridColumn } from '../../../shared/grid/DataGrid';
import { anyRatingNote, companyColumns } from '../screen/company-columns';
import type { CompanyRef } from '../screen/company-ref';
import { companiesText } from '../screen/format';
import type { WatchlistsStore } from './watchlists-store';

export const NO_WATCHLISTS_TEXT =
  'You have no watchlists yet. Create one here, or use the star in a company’s top bar to add the company to a new watchlist.';
const EMPTY_WATCHLIST_TEXT =
  'This watchlist is empty. Add companies with the star in a company’s top bar, or upload a CSV of ISINs.';
const WATCHLIST_GRID_LABEL = 'Watchlist companies';

/**
 * The Watchlist entity's fields (spec section 3) and the ticker, in the results grid's order: a Ticker
 * column after the name (sorted in the grid, as every column here), the name's second line on a phone.
 */
export const WATCHLIST_COLUMNS: readonly DataGridColumn<WatchlistCompany>[] =
  companyColumns<WatchlistCompany>();
/** The same with the Rating column wide enough for 'Not rated' and 'Not scored'. */
const WATCHLIST_COLUMNS_WITH_NOTES = companyColumns<WatchlistCompany>({ ratingNotes: true });
/** Below the 'sm' breakpoint: the ticker on the name's second line, name, rating and risk in view. */
export const PHONE_WATCHLIST_COLUMNS = companyColumns<WatchlistCompany>({ phone: true });
const PHONE_WATCHLIST_COLUMNS_WITH_NOTES = companyColumns<WatchlistCompany>({
  ratingNotes: true,
  phone: true,
});

const ROW_HEIGHT = 32;

function companyOfWatchlistRow(row: WatchlistCompany): CompanyRef {
  return {
    tickerId: row.tickerID,
    exchangeCountryId: row.exchange_countryID,
    isin: row.isin,
    name: row.name,
    exchangeCountry: row.exchange_country,
  };
}

const starIcon = <StarBorder color="disabled" />;

export interface WatchlistsBodyProps {
  store: WatchlistsStore;
  onOpenCompany: (company: CompanyRef) => void;
  /** The 'Create a watchlist' button of the no-watchlists state. */
  onCreate: () => void;
  /** The company open in the dashboard: its row is highlighted. */
  selectedTickerId?: string | undefined;
  /** Height of the companies grid in px when it has many rows. */
  height: number;
}

/**
 * The Watchlists tab's body: the companies of the chosen watchlist (a click or Enter opens one) and their
 * count, or the list's load: a skeleton, its error with Retry (the load's one place, no notification), or
 * an empty state. Lists already shown stay while the list loads again.
 */
export const WatchlistsBody = observer(function WatchlistsBody({
  store,
  onOpenCompany,
  onCreate,
  selectedTickerId,
  height,
}: WatchlistsBodyProps) {
  const open = useCallback(
    (row: WatchlistCompany) => {
      onOpenCompany(companyOfWatchlistRow(row));
    },
    [onOpenCompany],
  );
  const rowKey = useCallback((row: WatchlistCompany) => row.tickerID, []);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const lists = store.watchlists;
  const selected = store.selected;

  if (lists.length === 0) {
    if (store.status === 'error') {
      return <ErrorWithRetry onRetry={() => void store.load()}>{store.error}</ErrorWithRetry>;
    }
    if (store.status !== 'ready') return <DataGridSkeleton rows={6} />;
    return (
      <EmptyState text={NO_WATCHLISTS_TEXT} icon={starIcon}>
        <Button
          variant="contained"
          size="small"
          startIcon={<AddOutlined fontSize="small" />}
          onClick={onCreate}
        >
          Create a watchlist
        </Button>
      </EmptyState>
    );
  }
  if (selected === undefined || selected.companies.length === 0) {
    return <EmptyState text={EMPTY_WATCHLIST_TEXT} icon={starIcon} />;
  }
  const rows = selected.companies;
  return (
    <>
      <DataGrid<WatchlistCompany>
        label={WATCHLIST_GRID_LABEL}
        columns={
          phone
            ? anyRatingNote(rows)
              ? PHONE_WATCHLIST_COLUMNS_WITH_NOTES
              : PHONE_WATCHLIST_COLUMNS
            : anyRatingNote(rows)
              ? WATCHLIST_COLUMNS_WITH_NOTES
              : WATCHLIST_COLUMNS
        }
        rows={rows}
        rowKey={rowKey}
        selectedKey={selectedTickerId}
        onRowActivate={open}
        height={rows.length > Math.floor(height / ROW_HEIGHT) ? height : 'auto'}
        rowHeight={ROW_HEIGHT}
      />
      <Typography variant="caption" color="text.secondary" role="status">
        {companiesText(rows.length, 'plain')} in {selected.name}
      </Typography>
    </>
  );
});
