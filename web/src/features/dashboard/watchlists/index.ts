export { WatchlistsPanel } from './WatchlistsPanel';
export { WatchlistStar } from './WatchlistStar';
export { WatchlistsStore } from './watchlists-store';
