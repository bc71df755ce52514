import FilterListOutlined from '@mui/icons-material/FilterListOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { CompanyApi } from '../../../api/company-api';
import { ScreenApi } from '../../../api/screen-api';
import { ShareApi } from '../../../api/share-api';
import { SavedFiltersApi, WatchlistsApi, type SavedFilter } from '../../../api/watchlists-api';
import { companyLinkKey, companyOfSearch } from '../../../shared/routing/company-link';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { CompanyDashboard } from '../company/CompanyDashboard';
import { CompanyStore } from '../company/company-store';
import { SavedFilterActions, SavedFilterNoticeDialog, SavedFiltersStore } from '../saved-filters';
import { ResultSelection, ResultsPanel, ScreenSidebar, ScreenStore, type CompanyRef } from '../screen';
import { ShareViewDialog } from '../share/ShareViewDialog';
import {
  AddToWatchlistButton,
  companiesAddedText,
  WatchlistsPanel,
  WatchlistStar,
  WatchlistsStore,
  type CompaniesAdded,
} from '../watchlists';

const STOCK_NOT_SELECTED = 'Stock not selected';
const SHARE_NEEDS_FILTER = 'Share View needs you to apply the filter';

/** The filter sidebar's width beside the main column (from 1200 px); the results get the rest. */
const SIDEBAR_WIDTH = 340;
/** Where the sticky sidebar stops below the app header. */
const STICKY_TOP = 72;

/** Shown when a filter asked for exchange countries outside the subscription (they were dropped). */
export const RESTRICTED_EXCHANGE_TEXT =
  "You don't currently have permission to access this Exchange country. It was left out of the filter.";

/**
 * `/dashboard`: the screening sidebar (search, filters with live counts) beside the main column, which
 * holds the results (grid, CSV, watchlists tab) above the company risk dashboard of the selected result. The stores live with the page, so signing out and in
 * again never shows the previous user's screen.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { api, ui } = useStores();
  const [screen] = useState(() => new ScreenStore(new ScreenApi(api)));
  const [company] = useState(() => new CompanyStore(new CompanyApi(api)));
  const [shareApi] = useState(() => new ShareApi(api));
  const [watchlists] = useState(() => new WatchlistsStore(new WatchlistsApi(api)));
  const [savedFilters] = useState(() => new SavedFiltersStore(new SavedFiltersApi(api), screen));
  // The companies ticked in the results, for Add selected to watchlist.
  const [picked] = useState(() => new ResultSelection());
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const share = searchParams.get('share');
  // A company asked for by the address (a Luca citation): /dashboard?tickerId=&exchangeCountryId=&year=.
  const companyLink = companyLinkKey(searchParams);
  const [shareLink, setShareLink] = useState<string | undefined>(undefined);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const restrictedTitleId = useId();
  const restrictedTextId = useId();
  useDocumentTitle('Dashboard');

  useEffect(() => {
    screen.onFirstResult = (first: CompanyRef) => {
      void company.open(first);
    };
    void company.loadPopups();
    const linked = companyOfSearch(companyLink);
    if ((share === null || share === '') && linked !== undefined) {
      // That company (and year) instead of the first result; the screen loads as usual around it.
      void screen.init({ openFirst: false });
      void company.open(linked);
    } else if (share === null || share === '') {
      void screen.init();
    } else {
      // A shared view: its screen and company instead of the first result. A link that does not open
      // (tampered, or of another organisation) goes to the plain dashboard.
      void Promise.allSettled([screen.init({ openFirst: false }), shareApi.open(share)]).then(
        ([, opened]) => {
          if (opened.status === 'fulfilled') {
            screen.applyFilterBody(opened.value.filter);
            void company.open(opened.value.selected);
          } else {
            void navigate('/dashboard', { replace: true });
          }
        },
      );
    }
    return () => {
      screen.dispose();
    };
  }, [screen, company, shareApi, share, companyLink, navigate]);

  useEffect(() => {
    void watchlists.load();
    return () => {
      watchlists.dispose();
    };
  }, [watchlists]);

  // The header's Share View, while this page is on screen.
  useEffect(() => {
    ui.setShareViewAction(() => {
      const selection = company.selection;
      if (selection === undefined) {
        ui.notify({ title: 'Notification', message: STOCK_NOT_SELECTED, severity: 'warning' });
        return;
      }
      if (!screen.canApply || screen.applyPending) {
        ui.notify({ title: 'Notification', message: SHARE_NEEDS_FILTER, severity: 'warning' });
        return;
      }
      void shareApi
        .share({
          filter: screen.toFilterBody(),
          selected: {
            tickerId: selection.tickerId,
            exchangeCountryId: selection.exchangeCountryId,
            ...(company.selectedYear === undefined ? {} : { year: company.selectedYear }),
          },
        })
        .then((link) => {
          setShareLink(new URL(link.url, window.location.origin).toString());
        })
        .catch(() => {
          // The client has shown the error.
        });
    });
    return () => {
      ui.setShareViewAction(undefined);
    };
  }, [ui, screen, company, shareApi]);

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
                disabled={screen.initializing || screen.dataMessage !== undefined}
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
          onOpenCompany={openCompany}
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
        link={shareLink}
        onClose={() => {
          setShareLink(undefined);
        }}
      />
      <Dialog
        open={screen.restrictedNotice}
        onClose={() => {
          screen.dismissRestricted();
        }}
        aria-labelledby={restrictedTitleId}
        aria-describedby={restrictedTextId}
      >
        <DialogTitle id={restrictedTitleId}>Restricted access</DialogTitle>
        <DialogContent>
          <DialogContentText id={restrictedTextId}>{RESTRICTED_EXCHANGE_TEXT}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button
            variant="contained"
            onClick={() => {
              screen.dismissRestricted();
            }}
            autoFocus
          >
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
});
