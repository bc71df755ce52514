import { Command } from '@nestjs/cqrs';
import type { WatchlistCompany } from '../../watchlist-companies.js';

/** The answer to an upload: what was added, and what was not and why (the partial-upload dialog). */
export interface UploadResult {
  /** The message to show first: 'Upload complete.', the data match warning, or the restricted-exchange message. */
  message: string;
  messages: string[];
  /** Some rows were not added (unmatched or restricted). */
  partial: boolean;
  /** The companies added. */
  added: WatchlistCompany[];
  /** ISINs already in the list or repeated in the file. */
  duplicates: string[];
  /** ISINs the database does not know. */
  unmatched: string[];
  /** ISINs of exchange countries the caller may not see. */
  restricted: Array<{ isin: string; exchange_country: string }>;
}

/** Adds the companies of an uploaded CSV (an ISIN column) to one of the caller's watchlists. */
export class UploadToWatchlist extends Command<UploadResult> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
    readonly file: { name: string; size: number; content: Buffer } | undefined,
  ) {
    super();
  }
}
