import type { Setting } from './setting.js';

export abstract class SettingRepository {
  abstract byKey(key: string): Promise<Setting | null>;
  abstract save(setting: Setting): Promise<void>;
}
