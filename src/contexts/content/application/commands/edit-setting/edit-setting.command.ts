import { Command } from '@nestjs/cqrs';
import type { Setting } from '../../../domain/setting.js';

/** An administrator's edit of an existing setting; type and description default to the stored ones. */
export class EditSetting extends Command<Setting> {
  constructor(
    readonly key: string,
    readonly value: string | undefined,
    readonly type?: string,
    readonly description?: string,
  ) {
    super();
  }
}
