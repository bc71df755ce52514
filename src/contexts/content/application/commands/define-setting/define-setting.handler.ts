import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { Setting } from '../../../domain/setting.js';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { sanitizeRichText } from '../../rich-text.js';
import { DefineSetting } from './define-setting.command.js';

@CommandHandler(DefineSetting)
export class DefineSettingHandler implements ICommandHandler<DefineSetting> {
  constructor(
    private readonly settings: MikroOrmSettingRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ key, type, value: given, description }: DefineSetting): Promise<void> {
    const now = this.clock.now();
    const value = type === 'TEXT' ? sanitizeRichText(given) : given;
    const existing = await this.settings.byKey(key);
    if (!existing) {
      await this.settings.save(new Setting({ key, type, value, description, updatedAt: now }));
      return;
    }
    existing.type = type;
    existing.value = Setting.checkedValue(type, value);
    existing.description = description;
    existing.updatedAt = now;
    await this.settings.save(existing);
  }
}
