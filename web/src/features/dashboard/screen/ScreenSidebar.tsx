import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';

import type { CompanyRef } from './company-ref';
import { DownloadCsvButton } from './DownloadDialog';
import { FilterSidebar } from './FilterSidebar';
import { ResultsGrid } from './ResultsGrid';
import type { ScreenStore } from './screen-store';
import { SearchPanel } from './SearchPanel';

export interface ScreenSidebarProps {
  store: ScreenStore;
  /** A search hit or a result row was chosen. */
  onOpenCompany: (company: CompanyRef) => void;
  /** The company open in the dashboard (its result row is highlighted). */
  selectedTickerId?: string | undefined;
  /** Height of the results grid in px. */
  gridHeight?: number;
}

/**
 * The left column of the dashboard: keyword search, the filters, and the results grid with its CSV download.
 * Fits a 420-480 px sidebar (the grid scrolls sideways).
 */
export const ScreenSidebar = observer(function ScreenSidebar({
  store,
  onOpenCompany,
  selectedTickerId,
  gridHeight,
}: ScreenSidebarProps) {
  const resultsTitleId = useId();
  return (
    <Box sx={{ display: 'grid', gap: 5, minWidth: 0 }}>
      <SearchPanel store={store} onOpenCompany={onOpenCompany} />
      <Divider />
      <FilterSidebar store={store} />
      <Divider />
      <Box component="section" aria-labelledby={resultsTitleId} sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Typography id={resultsTitleId} variant="h6" component="h2">
            Companies
          </Typography>
          {store.resultYear !== null && store.canApply && (
            <Typography variant="body2" color="text.secondary">
              {store.resultYear}
            </Typography>
          )}
          <Box sx={{ ml: 'auto' }}>
            <DownloadCsvButton store={store} />
          </Box>
        </Box>
        <ResultsGrid
          store={store}
          onOpenCompany={onOpenCompany}
          selectedTickerId={selectedTickerId}
          {...(gridHeight === undefined ? {} : { height: gridHeight })}
        />
      </Box>
    </Box>
  );
});
