export { AddToWatchlistButton, AddToWatchlistDialog } from './AddToWatchlistDialog';
export { WatchlistsPanel } from './WatchlistsPanel';
export { WatchlistStar } from './WatchlistStar';
export { companiesAddedText, WatchlistsStore, type CompaniesAdded } from './watchlists-store';
