export { LoadFilterDialog } from './LoadFilterDialog';
export { SaveFilterDialog } from './SaveFilterDialog';
export { SavedFilterActions } from './SavedFilterActions';
export { SavedFilterNoticeDialog } from './SavedFilterNoticeDialog';
export {
  filterBodyOf,
  restrictedFilterText,
  saveRequestOf,
  SavedFiltersStore,
  type SavedFilterNotice,
} from './saved-filters-store';
