import { Command } from '@nestjs/cqrs';

export class DeleteWatchlist extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
  ) {
    super();
  }
}
