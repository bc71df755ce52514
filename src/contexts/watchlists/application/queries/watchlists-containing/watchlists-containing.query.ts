import { Query } from '@nestjs/cqrs';

export interface ContainingWatchlists {
  tickerID: string;
  watchlists: Array<{ id: string; name: string }>;
}

/** Which of the caller's watchlists hold a company (the star button); tickerId as the caller sees it. */
export class FindWatchlistsContaining extends Query<ContainingWatchlists> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly tickerId: string,
  ) {
    super();
  }
}
