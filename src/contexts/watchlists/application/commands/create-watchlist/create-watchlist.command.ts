import { Command } from '@nestjs/cqrs';

/** Creates a watchlist of the caller's, optionally with companies (tickers as the caller sees them); answers its id. */
export class CreateWatchlist extends Command<string> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly name: string,
    readonly tickerIds: readonly string[] = [],
  ) {
    super();
  }
}
