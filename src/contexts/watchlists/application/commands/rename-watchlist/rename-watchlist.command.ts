import { Command } from '@nestjs/cqrs';

export class RenameWatchlist extends Command<void> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly watchlistId: string,
    readonly name: string,
  ) {
    super();
  }
}
