import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../../shared/domain/clock.js';
import { AlertBaseline } from '../../domain/alert-baseline.js';
import { AlertSetting, DEFAULT_FREQUENCY } from '../../domain/alert-setting.js';
import { AlertRepository, type LockedAlerts } from '../../domain/alert.repository.js';

@Injectable()
export class MikroOrmAlertRepository extends AlertRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {
    super();
  }

  settingOf(userId: string): Promise<AlertSetting | null> {
    return this.em.findOne(AlertSetting, { userId });
  }

  async saveSetting(setting: AlertSetting): Promise<void> {
    // An upsert: the digest job may have created the user's row with the default meanwhile.
    await this.em.upsert(setting);
  }

  baselinesOf(userId: string): Promise<AlertBaseline[]> {
    return this.em.find(AlertBaseline, { userId });
  }

  async startBaselines(baselines: readonly AlertBaseline[]): Promise<void> {
    if (baselines.length === 0) return;
    await this.em.upsertMany(
      AlertBaseline,
      baselines.map((baseline) => ({ ...baseline })),
      { onConflictFields: ['userId', 'tickerId'], onConflictAction: 'ignore' },
    );
  }

  withLock<T>(
    userId: string,
    tenantId: string,
    work: (state: LockedAlerts) => Promise<{ result: T; add: AlertBaseline[]; remove: string[] }>,
  ): Promise<T> {
    return this.em.transactional(async (tx) => {
      await tx.execute(
        `insert into watchlists.alert_setting (user_id, tenant_id, frequency, last_digest_at, updated_at)
         values (?, ?, ?, null, ?) on conflict (user_id) do nothing`,
        [userId, tenantId, DEFAULT_FREQUENCY, this.clock.now()],
      );
      const setting = await tx.findOneOrFail(
        AlertSetting,
        { userId },
        { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
      );
      const baselines = await tx.find(AlertBaseline, { userId }, { refresh: true });
      const { result, add, remove } = await work({ setting, baselines });
      const removing = new Set(remove);
      for (const baseline of baselines) if (removing.has(baseline.tickerId)) tx.remove(baseline);
      for (const baseline of add) tx.persist(baseline);
      tx.persist(setting);
      await tx.flush();
      return result;
    });
  }
}
