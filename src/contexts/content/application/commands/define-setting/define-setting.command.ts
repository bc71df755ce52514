import { Command } from '@nestjs/cqrs';
import type { SettingType } from '../../../domain/setting.js';

/** Creates a setting, or replaces its value, type and description. */
export class DefineSetting extends Command<void> {
  constructor(
    readonly key: string,
    readonly type: SettingType,
    readonly value: string,
    readonly description: string,
  ) {
    super();
  }
}
