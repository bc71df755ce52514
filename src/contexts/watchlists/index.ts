// The watchlists context's public surface.
export { WatchlistsModule } from './watchlists.module.js';
export { MAX_WATCHLISTS_PER_DOWNLOAD } from './domain/watchlist.js';
