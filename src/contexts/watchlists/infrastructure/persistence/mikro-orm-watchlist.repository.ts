import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Watchlist } from '../../domain/watchlist.js';
import { WatchlistRepository } from '../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../domain/watchlists-error.js';
import { persistUnique } from '../../../../shared/database/persist-unique.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);

const byName = (a: { name: string }, b: { name: string }): number =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

@Injectable()
export class MikroOrmWatchlistRepository extends WatchlistRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async ofUser(tenantId: string, userId: string): Promise<Watchlist[]> {
    return (await this.em.find(Watchlist, { tenantId, userId })).sort(byName);
  }

  byId(tenantId: string, userId: string, id: string): Promise<Watchlist | null> {
    if (!isUuid(id)) return Promise.resolve(null);
    return this.em.findOne(Watchlist, { id, tenantId, userId });
  }

  byIds(tenantId: string, userId: string, ids: readonly string[]): Promise<Watchlist[]> {
    const wanted = ids.filter(isUuid);
    if (wanted.length === 0) return Promise.resolve([]);
    return this.em.find(Watchlist, { id: { $in: wanted }, tenantId, userId });
  }

  async containing(tenantId: string, userId: string, tickerId: string): Promise<Watchlist[]> {
    const rows = await this.em.execute<Array<{ id: string }>>(
      'select id from watchlists.watchlist where tenant_id = ? and user_id = ? and ? = any(ticker_ids)',
      [tenantId, userId, tickerId],
    );
    if (rows.length === 0) return [];
    return (
      await this.byIds(
        tenantId,
        userId,
        rows.map((row) => row.id),
      )
    ).sort(byName);
  }

  save(list: Watchlist): Promise<void> {
    return persistUnique(
      this.em,
      list,
      () => new WatchlistsError('WATCHLIST_NAME_ALREADY_EXISTS', 'Watchlist name already exists.'),
    );
  }

  async delete(list: Watchlist): Promise<void> {
    await this.em.remove(list).flush();
  }

  async watchers(): Promise<Array<{ tenantId: string; userId: string }>> {
    const rows = await this.em.execute<Array<{ tenant_id: string; user_id: string }>>(
      'select distinct tenant_id, user_id from watchlists.watchlist where cardinality(ticker_ids) > 0 order by user_id',
    );
    return rows.map((row) => ({ tenantId: row.tenant_id, userId: row.user_id }));
  }

  async tickersWatchedBy(tenantId: string, userId: string): Promise<string[]> {
    const rows = await this.em.execute<Array<{ ticker_id: string }>>(
      'select distinct unnest(ticker_ids) as ticker_id from watchlists.watchlist where tenant_id = ? and user_id = ?',
      [tenantId, userId],
    );
    return rows.map((row) => row.ticker_id).sort();
  }
}
