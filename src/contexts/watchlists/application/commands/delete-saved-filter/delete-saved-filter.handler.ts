import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedFilterRepository } from '../../../domain/saved-filter.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { DeleteSavedFilter } from './delete-saved-filter.command.js';

@CommandHandler(DeleteSavedFilter)
export class DeleteSavedFilterHandler implements ICommandHandler<DeleteSavedFilter> {
  constructor(private readonly filters: SavedFilterRepository) {}

  async execute({ tenantId, userId, filterId }: DeleteSavedFilter): Promise<void> {
    const filter = await this.filters.byId(tenantId, userId, filterId);
    if (!filter) throw new WatchlistsError('SAVED_FILTER_NOT_FOUND');
    await this.filters.delete(filter);
  }
}
