import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';

import type { CompanyRef } from './company-ref';
import { FilterSidebar } from './FilterSidebar';
import type { ScreenStore } from './screen-store';
import { SearchPanel } from './SearchPanel';

export interface ScreenSidebarProps {
  store: ScreenStore;
  /** A search hit was chosen. */
  onOpenCompany: (company: CompanyRef) => void;
  /** Buttons beside the filters' title (save and load filters). */
  filterActions?: ReactNode;
}

/**
 * The left column of the dashboard: keyword search and the filters with their live counts. The companies
 * they select are in the ResultsPanel, at the head of the main column where its grid has room.
 */
export const ScreenSidebar = observer(function ScreenSidebar({
  store,
  onOpenCompany,
  filterActions,
}: ScreenSidebarProps) {
  return (
    <Box sx={{ display: 'grid', gap: 5, minWidth: 0 }}>
      <SearchPanel store={store} onOpenCompany={onOpenCompany} />
      <Divider />
      <FilterSidebar store={store} {...(filterActions === undefined ? {} : { actions: filterActions })} />
    </Box>
  );
});
