import { DomainError } from '../../../shared/domain/domain-error.js';

export type WatchlistsErrorCode =
  | 'WATCHLIST_NAME_ALREADY_EXISTS'
  | 'WATCHLIST_NAME_REQUIRED'
  | 'NO_WATCHLIST_SELECTED'
  | 'DOWNLOAD_WATCHLIST_LIMITED';

export class WatchlistsError extends DomainError<WatchlistsErrorCode> {}
