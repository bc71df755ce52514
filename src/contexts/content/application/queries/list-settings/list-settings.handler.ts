import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Setting } from '../../../domain/setting.js';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { ListSettings } from './list-settings.query.js';

@QueryHandler(ListSettings)
export class ListSettingsHandler implements IQueryHandler<ListSettings> {
  constructor(private readonly settings: MikroOrmSettingRepository) {}

  execute(): Promise<Setting[]> {
    return this.settings.all();
  }
}
