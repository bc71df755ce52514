export { companyOfHit, companyOfRow, type CompanyRef } from './company-ref';
export { DownloadCsvButton, DownloadDialog } from './DownloadDialog';
export { FilterSidebar } from './FilterSidebar';
export { ResultSelection, type PickedCompany } from './result-selection';
export { ResultsGrid } from './ResultsGrid';
export { ResultsPanel } from './ResultsPanel';
export { ScreenSidebar } from './ScreenSidebar';
export { ScreenStore, type InitOptions, type ScreenStoreOptions } from './screen-store';
export { SearchPanel } from './SearchPanel';
