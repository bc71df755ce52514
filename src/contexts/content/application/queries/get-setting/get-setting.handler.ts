import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MikroOrmSettingRepository } from '../../../infrastructure/persistence/mikro-orm-setting.repository.js';
import { GetSettingValue } from './get-setting.query.js';

@QueryHandler(GetSettingValue)
export class GetSettingValueHandler implements IQueryHandler<GetSettingValue> {
  constructor(private readonly settings: MikroOrmSettingRepository) {}

  async execute({ key, fallback }: GetSettingValue): Promise<string> {
    return (await this.settings.byKey(key))?.value ?? fallback;
  }
}
