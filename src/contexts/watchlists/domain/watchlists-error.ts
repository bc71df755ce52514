import { DomainError } from '../../../shared/domain/domain-error.js';

export type WatchlistsErrorCode =
  | 'WATCHLIST_NAME_ALREADY_EXISTS'
  | 'WATCHLIST_NAME_REQUIRED'
  | 'NO_WATCHLIST_SELECTED'
  | 'DOWNLOAD_WATCHLIST_LIMITED'
  | 'STOCK_NOT_SELECTED'
  | 'SHARE_VIEW_NEEDS_FILTER'
  | 'SHARED_VIEW_TOO_LARGE'
  | 'SHARE_LINK_INVALID';

export class WatchlistsError extends DomainError<WatchlistsErrorCode> {}
