import { Command } from '@nestjs/cqrs';

/** Adds companies (tickers as the caller sees them) to one of the caller's watchlists; answers the tickers added. */
export class AddCompaniesToWatchlist extends Command<string[]> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
    readonly tickerIds: readonly string[],
  ) {
    super();
  }
}
