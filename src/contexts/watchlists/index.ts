// The watchlists context's public surface.
export { WatchlistsModule } from './watchlists.module.js';
export { watchlistsEntities } from './infrastructure/persistence/watchlists.schemas.js';
export { WatchlistAlertsJob } from './infrastructure/jobs/watchlist-alerts.job.js';
export { MAX_WATCHLISTS_PER_DOWNLOAD } from './domain/watchlist.js';
