import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AlertBaseline } from '../../domain/alert-baseline.js';
import { AlertSetting } from '../../domain/alert-setting.js';
import { SavedFilter } from '../../domain/saved-filter.js';
import { Watchlist } from '../../domain/watchlist.js';

@Injectable()
export class MikroOrmUserWatchDataRepository {
  constructor(private readonly em: EntityManager) {}

  async forget(tenantId: string, userIds: readonly string[]): Promise<void> {
    if (userIds.length === 0) return;
    const ids = [...userIds];
    await this.em.fork().transactional(async (em) => {
      await em.nativeDelete(Watchlist, { tenantId, userId: { $in: ids } });
      await em.nativeDelete(SavedFilter, { tenantId, userId: { $in: ids } });
      await em.nativeDelete(AlertBaseline, { userId: { $in: ids } });
      await em.nativeDelete(AlertSetting, { userId: { $in: ids } });
    });
  }
}
