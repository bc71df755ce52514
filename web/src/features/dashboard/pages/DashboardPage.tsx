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
import { useSearchParams } from 'react-router';

import { CompanyApi } from '../../../api/company-api';
import { ScreenApi } from '../../../api/screen-api';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { useStores } from '../../../stores/store-context';
import { CompanyDashboard } from '../company/CompanyDashboard';
import { CompanyStore } from '../company/company-store';
import { ScreenSidebar, ScreenStore, type CompanyRef } from '../screen';

/** Shown when a filter asked for exchange countries outside the subscription (they were dropped). */
export const RESTRICTED_EXCHANGE_TEXT =
  "You don't currently have permission to access this Exchange country. It was left out of the filter.";

/**
 * `/dashboard`: the screening sidebar (search, filters with live counts, results grid, CSV) beside the
 * company risk dashboard of the selected result. The stores live with the page, so signing out and in
 * again never shows the previous user's screen.
 */
export const DashboardPage = observer(function DashboardPage() {
  const { api } = useStores();
  const [screen] = useState(() => new ScreenStore(new ScreenApi(api)));
  const [company] = useState(() => new CompanyStore(new CompanyApi(api)));
  const [searchParams] = useSearchParams();
  const sharedLink = searchParams.has('share');
  const [filtersOpen, setFiltersOpen] = useState(true);
  const restrictedTitleId = useId();
  const restrictedTextId = useId();
  useDocumentTitle('Dashboard');

  useEffect(() => {
    screen.onFirstResult = (first: CompanyRef) => {
      void company.open(first);
    };
    void screen.init({ openFirst: !sharedLink });
    void company.loadPopups();
    return () => {
      screen.dispose();
    };
  }, [screen, company, sharedLink]);

  const openCompany = (ref: CompanyRef) => {
    void company.open(ref);
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 4,
        alignItems: 'start',
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          lg: filtersOpen ? 'minmax(380px, 440px) minmax(0, 1fr)' : 'minmax(0, 1fr)',
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
        sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 72 } }}
      >
        {filtersOpen && (
          <ScreenSidebar
            store={screen}
            onOpenCompany={openCompany}
            {...(company.selection === undefined ? {} : { selectedTickerId: company.selection.tickerId })}
          />
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <CompanyDashboard store={company} />
      </Box>
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
