import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ContentError } from '../../../domain/content-error.js';
import { isSettingType, type Setting } from '../../../domain/setting.js';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { sanitizeRichText } from '../../rich-text.js';
import { EditSetting } from './edit-setting.command.js';

@CommandHandler(EditSetting)
export class EditSettingHandler implements ICommandHandler<EditSetting> {
  constructor(
    private readonly settings: MikroOrmSettingRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ key, value, type, description }: EditSetting): Promise<Setting> {
    const setting = await this.settings.byKey(key);
    if (!setting) throw new ContentError('SETTING_NOT_FOUND');
    const newType = type ?? setting.type;
    if (!isSettingType(newType)) throw new ContentError('INVALID_SETTING_TYPE');
    const raw = value ?? '';
    setting.edit(
      {
        type: newType,
        value: newType === 'TEXT' ? sanitizeRichText(raw) : raw,
        description: description ?? setting.description,
      },
      this.clock.now(),
    );
    await this.settings.save(setting);
    return setting;
  }
}
