// The watchlists context's public surface.
export { watchlistsEntities } from './infrastructure/persistence/watchlists.schemas.js';
export { WatchlistAlertsJob } from './infrastructure/jobs/watchlist-alerts.job.js';
export { MAX_WATCHLISTS_PER_DOWNLOAD } from './domain/watchlist.js';
// What changed in a user's watchlists against their alert baselines (Luca's watchlist answers).
export {
  GetWatchlistChanges,
  type WatchlistChanges,
  type WatchedCompanyChange,
} from './application/queries/watchlist-changes/watchlist-changes.query.js';
export type { WatchlistCompany } from './application/watchlist-companies.js';
