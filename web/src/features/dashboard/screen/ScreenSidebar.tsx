import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId, useState, type ReactNode } from 'react';

import type { CompanyRef } from './company-ref';
import { DownloadCsvButton } from './DownloadDialog';
import { FilterSidebar } from './FilterSidebar';
import type { ResultSelection } from './result-selection';
import { ResultSelectionBar } from './ResultSelectionBar';
import { ResultsGrid } from './ResultsGrid';
import type { ScreenStore } from './screen-store';
import { SearchPanel } from './SearchPanel';

export type SidebarTab = 'results' | 'watchlists';

export interface ScreenSidebarProps {
  store: ScreenStore;
  /** A search hit or a result row was chosen. */
  onOpenCompany: (company: CompanyRef) => void;
  /** The company open in the dashboard (its result row is highlighted). */
  selectedTickerId?: string | undefined;
  /** Height of the results grid in px. */
  gridHeight?: number;
  /** Buttons beside the filters' title (save and load filters). */
  filterActions?: ReactNode;
  /** The Watchlists tab's content; without it the results show without tabs. */
  watchlists?: ReactNode;
  /** Checkboxes in the results to pick companies; without it the results have none. */
  selection?: ResultSelection | undefined;
  /** Actions on the picked companies, beside their count (Add to watchlist). */
  selectionActions?: ReactNode;
}

/**
 * The left column of the dashboard: keyword search, the filters, and the results grid with its CSV download
 * beside the Watchlists tab. Fits a 420-480 px sidebar (the grid scrolls sideways). Only the chosen tab is
 * rendered.
 */
export const ScreenSidebar = observer(function ScreenSidebar({
  store,
  onOpenCompany,
  selectedTickerId,
  gridHeight,
  filterActions,
  watchlists,
  selection,
  selectionActions,
}: ScreenSidebarProps) {
  const resultsTitleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<SidebarTab>('results');

  const resultsHeader = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 32 }}>
      {watchlists === undefined ? (
        <Typography id={resultsTitleId} variant="h6" component="h2">
          Companies
        </Typography>
      ) : null}
      {store.resultYear !== null && store.canApply && (
        <Typography variant="body2" color="text.secondary">
          {watchlists === undefined ? store.resultYear : `Screened year ${store.resultYear}`}
        </Typography>
      )}
      <Box sx={{ ml: 'auto' }}>
        <DownloadCsvButton store={store} />
      </Box>
    </Box>
  );
  const results = (
    <>
      {selection !== undefined && (store.canApply || selection.count > 0) && (
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
    <Box sx={{ display: 'grid', gap: 5, minWidth: 0 }}>
      <SearchPanel store={store} onOpenCompany={onOpenCompany} />
      <Divider />
      <FilterSidebar store={store} {...(filterActions === undefined ? {} : { actions: filterActions })} />
      <Divider />
      {watchlists === undefined ? (
        <Box
          component="section"
          aria-labelledby={resultsTitleId}
          sx={{ display: 'grid', gap: 2, minWidth: 0 }}
        >
          {resultsHeader}
          {results}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Tabs
            value={tab}
            onChange={(_event, value: SidebarTab) => {
              setTab(value);
            }}
            aria-label="Companies"
            sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider' }}
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
          <Box
            role="tabpanel"
            id={`${tabsId}-results-panel`}
            aria-labelledby={`${tabsId}-results-tab`}
            hidden={tab !== 'results'}
            sx={{ display: tab === 'results' ? 'grid' : 'none', gap: 2, minWidth: 0 }}
          >
            {tab === 'results' && (
              <>
                {resultsHeader}
                {results}
              </>
            )}
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
    </Box>
  );
});
