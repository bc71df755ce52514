import { Command } from '@nestjs/cqrs';

/** Removes a company (its ticker as the caller sees it) from one of the caller's watchlists. */
export class RemoveCompanyFromWatchlist extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
    readonly tickerId: string,
  ) {
    super();
  }
}
