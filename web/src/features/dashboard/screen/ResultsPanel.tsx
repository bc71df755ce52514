import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';

import type { CompanyRef } from './company-ref';
import { DownloadCsvButton } from './DownloadDialog';
import type { ResultSelection } from './result-selection';
import { ResultSelectionBar } from './ResultSelectionBar';
import { ResultsGrid } from './ResultsGrid';
import type { ScreenStore } from './screen-store';

export type ResultsTab = 'results' | 'watchlists';

export interface ResultsPanelProps {
  store: ScreenStore;
  /** A result row was chosen. */
  onOpenCompany: (company: CompanyRef) => void;
  /** The company open in the dashboard (its result row is highlighted). */
  selectedTickerId?: string | undefined;
  /** Height of the results grid in px. */
  gridHeight?: number;
  /** The Watchlists tab's content; without it the results show without tabs. */
  watchlists?: ReactNode;
  /** Checkboxes in the results to pick companies; without it the results have none. */
  selection?: ResultSelection | undefined;
  /** Actions on the picked companies, beside their count (Add to watchlist). */
  selectionActions?: ReactNode;
}

/**
 * The companies of the screen: the results grid with its selection, CSV download and paging, beside the
 * Watchlists tab. A card of its own at the head of the dashboard's main column, as wide as the page
 * allows, so that every column shows in full; only the chosen tab is rendered.
 */
export const ResultsPanel = observer(function ResultsPanel({
  store,
  onOpenCompany,
  selectedTickerId,
  gridHeight,
  watchlists,
  selection,
  selectionActions,
}: ResultsPanelProps) {
  const resultsTitleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<ResultsTab>('results');

  const screenedYear =
    store.results.resultYear !== null && store.criteria.canApply ? (
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {watchlists === undefined ? store.results.resultYear : `Screened year ${store.results.resultYear}`}
      </Typography>
    ) : null;
  // The year screened and the CSV download: right of the tabs (or of the title without tabs).
  const yearAndDownload = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, ml: 'auto' }}>
      {screenedYear}
      <DownloadCsvButton store={store} />
    </Box>
  );
  const results = (
    <>
      {watchlists === undefined ? (
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, minHeight: 32 }}>
          <Typography id={resultsTitleId} variant="h6" component="h2">
            Companies
          </Typography>
          {yearAndDownload}
        </Box>
      ) : null}
      {selection !== undefined && (store.criteria.canApply || selection.count > 0) && (
        <ResultSelectionBar selection={selection} actions={selectionActions} />
      )}
      <ResultsGrid
        store={store}
        onOpenCompany={onOpenCompany}
        selectedTickerId={selectedTickerId}
        selection={selection}
        {...(gridHeight === undefined ? {} : { height: gridHeight })}
      />
    </>
  );

  return (
    <Paper variant="outlined" sx={{ px: { xs: 3, md: 4 }, py: 3, minWidth: 0 }}>
      {watchlists === undefined ? (
        <Box
          component="section"
          aria-labelledby={resultsTitleId}
          sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        >
          {results}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              flexWrap: 'wrap',
              gap: 2,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Tabs
              value={tab}
              onChange={(_event, value: ResultsTab) => {
                setTab(value);
              }}
              aria-label="Companies"
              sx={{ minHeight: 40 }}
            >
              <Tab
                label="Results"
                value="results"
                id={`${tabsId}-results-tab`}
                aria-controls={`${tabsId}-results-panel`}
                sx={{ minHeight: 40 }}
              />
              <Tab
                label="Watchlists"
                value="watchlists"
                id={`${tabsId}-watchlists-tab`}
                aria-controls={`${tabsId}-watchlists-panel`}
                sx={{ minHeight: 40 }}
              />
            </Tabs>
            {tab === 'results' && yearAndDownload}
          </Box>
          <Box
            role="tabpanel"
            id={`${tabsId}-results-panel`}
            aria-labelledby={`${tabsId}-results-tab`}
            hidden={tab !== 'results'}
            sx={{ display: tab === 'results' ? 'grid' : 'none', gap: 2, minWidth: 0 }}
          >
            {tab === 'results' && results}
          </Box>
          <Box
            role="tabpanel"
            id={`${tabsId}-watchlists-panel`}
            aria-labelledby={`${tabsId}-watchlists-tab`}
            hidden={tab !== 'watchlists'}
            sx={{ minWidth: 0 }}
          >
            {tab === 'watchlists' && watchlists}
          </Box>
        </Box>
      )}
    </Paper>
  );
});
