import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { completeCriteria, type SavedFilter } from '../../../domain/saved-filter.js';
import { MikroOrmSavedFilterRepository } from '../../../infrastructure/persistence/mikro-orm-saved-filter.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { GetSavedFilter, ListSavedFilters, type SavedFilterView } from './list-saved-filters.query.js';

const viewOf = ({ id, name, criteria, createdAt, updatedAt }: SavedFilter): SavedFilterView => ({
  id,
  name,
  filter: completeCriteria(criteria),
  createdAt,
  updatedAt,
});

@QueryHandler(ListSavedFilters)
export class ListSavedFiltersHandler implements IQueryHandler<ListSavedFilters> {
  constructor(private readonly filters: MikroOrmSavedFilterRepository) {}

  async execute({ tenantId, userId }: ListSavedFilters): Promise<SavedFilterView[]> {
    return (await this.filters.ofUser(tenantId, userId)).map(viewOf);
  }
}

@QueryHandler(GetSavedFilter)
export class GetSavedFilterHandler implements IQueryHandler<GetSavedFilter> {
  constructor(private readonly filters: MikroOrmSavedFilterRepository) {}

  async execute({ tenantId, userId, filterId }: GetSavedFilter): Promise<SavedFilterView> {
    const filter = await this.filters.byId(tenantId, userId, filterId);
    if (!filter) throw new WatchlistsError('SAVED_FILTER_NOT_FOUND');
    return viewOf(filter);
  }
}
