import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { SettingRepository } from '../../../domain/setting.repository.js';
import { GetSettingValue } from './get-setting.query.js';

@QueryHandler(GetSettingValue)
export class GetSettingValueHandler implements IQueryHandler<GetSettingValue> {
  constructor(private readonly settings: SettingRepository) {}

  async execute({ key, fallback }: GetSettingValue): Promise<string> {
    return (await this.settings.byKey(key))?.value ?? fallback;
  }
}
