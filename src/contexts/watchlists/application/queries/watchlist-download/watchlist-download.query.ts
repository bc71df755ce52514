import { Query } from '@nestjs/cqrs';

export interface WatchlistDownload {
  fileName: string;
  /** The lists to write, in the order asked for. */
  lists: Array<{ id: string; name: string }>;
}

/**
 * Checks a download of the caller's watchlists: a file name (DOWNLOAD_FILE_NAME_REQUIRED), 1 to 100
 * lists (NO_WATCHLIST_SELECTED, DOWNLOAD_WATCHLIST_LIMITED), every one the caller's (WATCHLIST_NOT_FOUND).
 */
export class PrepareWatchlistDownload extends Query<WatchlistDownload> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistIds: readonly string[],
    readonly fileName: string | undefined,
  ) {
    super();
  }
}

/** The CSV rows of one of the caller's watchlists: the companies they may see now. */
export class GetWatchlistCsvRows extends Query<string[]> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
  ) {
    super();
  }
}
