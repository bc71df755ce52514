import { Module } from '@nestjs/common';
import { DefineSettingHandler } from './application/commands/define-setting/define-setting.handler.js';
import { GetSettingValueHandler } from './application/queries/get-setting/get-setting.handler.js';
import { SettingRepository } from './domain/setting.repository.js';
import { MikroOrmSettingRepository } from './infrastructure/persistence/mikro-orm-setting.repository.js';
import { SettingsController } from './interface/http/settings.controller.js';

@Module({
  controllers: [SettingsController],
  providers: [
    { provide: SettingRepository, useClass: MikroOrmSettingRepository },
    DefineSettingHandler,
    GetSettingValueHandler,
  ],
})
export class ContentModule {}
