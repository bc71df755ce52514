import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SavedFilter } from '../../domain/saved-filter.js';
import { SavedFilterRepository } from '../../domain/saved-filter.repository.js';
import { WatchlistsError } from '../../domain/watchlists-error.js';
import { isUuid } from './mikro-orm-watchlist.repository.js';

@Injectable()
export class MikroOrmSavedFilterRepository extends SavedFilterRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ofUser(tenantId: string, userId: string): Promise<SavedFilter[]> {
    return (await this.em.find(SavedFilter, { tenantId, userId })).sort((a, b) =>
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
    );
  }

  byId(tenantId: string, userId: string, id: string): Promise<SavedFilter | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.em.findOne(SavedFilter, { id, tenantId, userId });
  }

  async save(filter: SavedFilter): Promise<void> {
    try {
      await this.em.persist(filter).flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        this.em.clear();
        throw new WatchlistsError('FILTER_NAME_ALREADY_EXISTS');
      }
      throw error;
    }
  }

  async delete(filter: SavedFilter): Promise<void> {
    await this.em.remove(filter).flush();
  }
}
