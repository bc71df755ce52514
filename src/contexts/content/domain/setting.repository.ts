import type { Setting } from './setting.js';

export abstract class SettingRepository {
  abstract byKey(key: string): Promise<Setting | null>;
  /** Every setting, by key. */
  abstract all(): Promise<Setting[]>;
  abstract save(setting: Setting): Promise<void>;
}
