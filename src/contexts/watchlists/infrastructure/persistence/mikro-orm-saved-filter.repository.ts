import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SavedFilter } from '../../domain/saved-filter.js';
import { WatchlistsError } from '../../domain/watchlists-error.js';
import { isUuid } from './mikro-orm-watchlist.repository.js';
import { persistUnique } from '../../../../shared/database/persist-unique.js';

@Injectable()
export class MikroOrmSavedFilterRepository {
  constructor(private readonly em: EntityManager) {}

  async ofUser(tenantId: string, userId: string): Promise<SavedFilter[]> {
    return (await this.em.find(SavedFilter, { tenantId, userId })).sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
  }

  byId(tenantId: string, userId: string, id: string): Promise<SavedFilter | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.em.findOne(SavedFilter, { id, tenantId, userId });
  }

  save(filter: SavedFilter): Promise<void> {
    return persistUnique(this.em, filter, () => new WatchlistsError('FILTER_NAME_ALREADY_EXISTS'));
  }

  async delete(filter: SavedFilter): Promise<void> {
    await this.em.remove(filter).flush();
  }
}
