import { AlertBaseline } from '../../domain/alert-baseline.js';
import { AlertSetting } from '../../domain/alert-setting.js';
import { AlertRepository, type LockedAlerts } from '../../domain/alert.repository.js';

const copyOf = (baseline: AlertBaseline): AlertBaseline =>
  new AlertBaseline({ ...baseline, at: baseline.updatedAt });

/** Alert settings and baselines in memory (unit tests); `withLock` runs one work at a time, like the row lock. */
export class InMemoryAlertRepository extends AlertRepository {
  readonly settings = new Map<string, AlertSetting>();
  readonly baselines = new Map<string, AlertBaseline>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly now: () => Date = () => new Date()) {
    super();
  }

  settingOf(userId: string): Promise<AlertSetting | null> {
    const setting = this.settings.get(userId);
    return Promise.resolve(
      setting ? Object.assign(Object.create(AlertSetting.prototype) as AlertSetting, setting) : null,
    );
  }

  saveSetting(setting: AlertSetting): Promise<void> {
    this.settings.set(setting.userId, setting);
    return Promise.resolve();
  }

  baselinesOf(userId: string): Promise<AlertBaseline[]> {
    return Promise.resolve([...this.baselines.values()].filter((b) => b.userId === userId).map(copyOf));
  }

  startBaselines(baselines: readonly AlertBaseline[]): Promise<void> {
    for (const baseline of baselines) {
      const key = `${baseline.userId}/${baseline.tickerId}`;
      if (!this.baselines.has(key)) this.baselines.set(key, copyOf(baseline));
    }
    return Promise.resolve();
  }

  withLock<T>(
    userId: string,
    tenantId: string,
    work: (state: LockedAlerts) => Promise<{ result: T; add: AlertBaseline[]; remove: string[] }>,
  ): Promise<T> {
    const run = this.queue.then(async () => {
      const stored = await this.settingOf(userId);
      const setting = stored ?? new AlertSetting({ userId, tenantId, at: this.now() });
      const baselines = await this.baselinesOf(userId);
      const { result, add, remove } = await work({ setting, baselines });
      this.settings.set(userId, setting);
      for (const baseline of [...baselines, ...add])
        this.baselines.set(`${userId}/${baseline.tickerId}`, baseline);
      for (const tickerId of remove) this.baselines.delete(`${userId}/${tickerId}`);
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }
}
