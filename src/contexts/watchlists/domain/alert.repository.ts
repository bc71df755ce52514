import type { AlertBaseline } from './alert-baseline.js';
import type { AlertSetting } from './alert-setting.js';

/** What a digest run reads and changes for one user, under that user's lock. */
export interface LockedAlerts {
  setting: AlertSetting;
  baselines: AlertBaseline[];
}

export abstract class AlertRepository {
  abstract settingOf(userId: string): Promise<AlertSetting | null>;
  abstract saveSetting(setting: AlertSetting): Promise<void>;
  abstract baselinesOf(userId: string): Promise<AlertBaseline[]>;
  /** Starts baselines for newly watched companies; existing ones are kept as they are. */
  abstract startBaselines(baselines: readonly AlertBaseline[]): Promise<void>;
  /**
   * Runs `work` in one transaction holding the user's alert row lock (so with several processes one
   * digest run per user happens at a time), with the setting (created with the default when missing)
   * and the baselines read under the lock. What work changes on them is saved at commit, with the
   * baselines it returns under `add` and without those under `remove`; a failure rolls everything back.
   */
  abstract withLock<T>(
    userId: string,
    tenantId: string,
    work: (state: LockedAlerts) => Promise<{ result: T; add: AlertBaseline[]; remove: string[] }>,
  ): Promise<T>;
}
