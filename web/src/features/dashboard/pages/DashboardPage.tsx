import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import type { SavedFilter } from '../../../api/watchlists-api';
import { NoticeDialog } from '../../../shared/dialogs/NoticeDialog';
import { companyLinkKey, companyOfSearch } from '../../../shared/routing/company-link';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { CompanyDashboard } from '../company/CompanyDashboard';
import { SavedFilterActions, SavedFilterNoticeDialog } from '../saved-filters';
import { ResultSelection, ResultsPanel, ScreenSidebar, type CompanyRef } from '../screen';
import { ShareViewDialog } from '../share/ShareViewDialog';
import {
  AddToWatchlistButton,
  companiesAddedText,
  WatchlistsPanel,
  WatchlistStar,
  type CompaniesAdded,
} from '../watchlists';
import { DashboardStore } from './dashboard-store';

/** The filter sidebar's width beside the main column (from 1200 px); the results get the rest. */
const SIDEBAR_WIDTH = 300;
/** Where the sticky sidebar stops below the app header. */
const STICKY_TOP = 72;

/** Shown when a filter asked for exchange countries outside the subscription (they were dropped). */
export const RESTRICTED_EXCHANGE_TEXT =
  "You don't currently have permission to access this Exchange country. It was left out of the filter.";

/**
 * `/dashboard`: the screening sidebar (search, filters with live counts) beside the main column, which
 * holds the results (grid, CSV, watchlists tab) above the company risk dashboard of the selected result.
 * The stores and their coordination are the page's `DashboardStore`.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { api, ui } = useStores();
  const [dashboard] = useState(() => new DashboardStore(api, { notify: (input) => ui.notify(input) }));
  const { screen, company, watchlists, savedFilters } = dashboard;
  // The companies ticked in the results, for Add selected to watchlist.
  const [picked] = useState(() => new ResultSelection());
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const share = searchParams.get('share') ?? '';
  // A company asked for by the address (a Luca citation): /dashboard?tickerId=&exchangeCountryId=&year=.
  const companyLink = companyLinkKey(searchParams);
  const [filtersOpen, setFiltersOpen] = useState(true);
  useDocumentTitle('Dashboard');

  useEffect(() => {
    void dashboard.open({ share, company: companyOfSearch(companyLink) }).then((opened) => {
      if (!opened) void navigate('/dashboard', { replace: true });
    });
    return () => {
      dashboard.close();
    };
  }, [dashboard, share, companyLink, navigate]);

  useEffect(() => {
    void watchlists.load();
    return () => {
      watchlists.dispose();
    };
  }, [watchlists]);

  // The header's Share View, while this page is on screen.
  useEffect(() => {
    ui.setShareViewAction(() => {
      void dashboard.shareView();
    });
    return () => {
      ui.setShareViewAction(undefined);
    };
  }, [ui, dashboard]);

  const openCompany = (ref: CompanyRef) => {
    void company.open(ref);
  };

  const onCompaniesAdded = (result: CompaniesAdded) => {
    ui.notify({
      title: 'Notification',
      message: companiesAddedText(result),
      severity: result.added > 0 ? 'success' : 'info',
    });
  };

  const onFilterSaved = (filter: SavedFilter) => {
    ui.notify({ title: 'Notification', message: `Filter '${filter.name}' saved.`, severity: 'success' });
  };

  const selectedTickerId = company.selection?.tickerId;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: filtersOpen ? `${SIDEBAR_WIDTH}px minmax(0, 1fr)` : 'minmax(0, 1fr)',
        },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-start', gridColumn: '1 / -1', mb: -2 }}>
        <Button
          size="small"
          color="inherit"
          startIcon={<FilterListOutlined fontSize="small" />}
          aria-expanded={filtersOpen}
          aria-controls="screen-sidebar"
          onClick={() => {
            setFiltersOpen((open) => !open);
          }}
        >
          {filtersOpen ? 'Hide filters' : 'Show filters'}
        </Button>
      </Box>
      <Box
        component="aside"
        id="screen-sidebar"
        aria-label="Screening"
        hidden={!filtersOpen}
        sx={{
          minWidth: 0,
          // Beside the main column on a wide screen, the filters stay in view and scroll on their own.
          position: { lg: 'sticky' },
          top: { lg: `calc(var(--ls-banner-height, 0px) + ${STICKY_TOP}px)` },
          maxHeight: { lg: `calc(100vh - var(--ls-banner-height, 0px) - ${STICKY_TOP + 16}px)` },
          overflowY: { lg: 'auto' },
          overflowX: { lg: 'hidden' },
          // Room inside the scroll box for the outlined fields' floating labels, the slider thumbs and the
          // focus rings, without moving the content.
          pt: { lg: 2 },
          px: { lg: 3 },
          mx: { lg: -3 },
        }}
      >
        {filtersOpen && (
          <ScreenSidebar
            store={screen}
            onOpenCompany={openCompany}
            filterActions={
              <SavedFilterActions
                store={savedFilters}
                disabled={screen.filterDisabled}
                onSaved={onFilterSaved}
              />
            }
          />
        )}
      </Box>
      {/* The results head the main column, as wide as the page allows; the company they open below. */}
      <Box sx={{ minWidth: 0, display: 'grid', gap: 4 }}>
        <ResultsPanel
          store={screen}
          onOpenCompany={(ref) => {
            dashboard.openResult(ref);
          }}
          selectedTickerId={selectedTickerId}
          watchlists={
            <WatchlistsPanel
              store={watchlists}
              onOpenCompany={openCompany}
              selectedTickerId={selectedTickerId}
            />
          }
          selection={picked}
          selectionActions={
            <AddToWatchlistButton store={watchlists} selection={picked} onAdded={onCompaniesAdded} />
          }
        />
        <CompanyDashboard
          store={company}
          topBarActions={
            selectedTickerId === undefined ? undefined : (
              <WatchlistStar
                store={watchlists}
                tickerId={selectedTickerId}
                companyName={company.tickerDetail?.name}
              />
            )
          }
        />
      </Box>
      <SavedFilterNoticeDialog store={savedFilters} />
      <ShareViewDialog
        link={dashboard.shareLink}
        onClose={() => {
          dashboard.closeShareLink();
        }}
      />
      <NoticeDialog
        open={screen.results.restrictedNotice}
        title="Restricted access"
        text={RESTRICTED_EXCHANGE_TEXT}
        closeLabel="OK"
        role="dialog"
        maxWidth="sm"
        onClose={() => {
          screen.results.dismissRestricted();
        }}
      />
    </Box>
  );
});
