import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MikroOrmSavedFilterRepository } from '../../../infrastructure/persistence/mikro-orm-saved-filter.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { DeleteSavedFilter } from './delete-saved-filter.command.js';

@CommandHandler(DeleteSavedFilter)
export class DeleteSavedFilterHandler implements ICommandHandler<DeleteSavedFilter> {
  constructor(private readonly filters: MikroOrmSavedFilterRepository) {}

  async execute({ tenantId, userId, filterId }: DeleteSavedFilter): Promise<void> {
    const filter = await this.filters.byId(tenantId, userId, filterId);
    if (!filter) throw new WatchlistsError('SAVED_FILTER_NOT_FOUND');
    await this.filters.delete(filter);
  }
}
