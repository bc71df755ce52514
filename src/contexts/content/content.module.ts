import { Module } from '@nestjs/common';
import { DefineSettingHandler } from './application/commands/define-setting/define-setting.handler.js';
import { PublishTermsHandler } from './application/commands/publish-terms/publish-terms.handler.js';
import { GetSettingValueHandler } from './application/queries/get-setting/get-setting.handler.js';
import { GetTermsHandler } from './application/queries/get-terms/get-terms.handler.js';
import { SettingRepository } from './domain/setting.repository.js';
import { TermsRepository } from './domain/terms.repository.js';
import { MikroOrmSettingRepository } from './infrastructure/persistence/mikro-orm-setting.repository.js';
import { MikroOrmTermsRepository } from './infrastructure/persistence/mikro-orm-terms.repository.js';
import { SettingsController } from './interface/http/settings.controller.js';
import { TermsController } from './interface/http/terms.controller.js';

@Module({
  controllers: [SettingsController, TermsController],
  providers: [
    { provide: SettingRepository, useClass: MikroOrmSettingRepository },
    { provide: TermsRepository, useClass: MikroOrmTermsRepository },
    DefineSettingHandler,
    GetSettingValueHandler,
    PublishTermsHandler,
    GetTermsHandler,
  ],
})
export class ContentModule {}
