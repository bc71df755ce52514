import { ScreeningPopupDefaults } from './infrastructure/screening/screening-popup-defaults.js';
import { ContextSupportDirectory } from './infrastructure/identity/context-support-directory.js';
import { ForgetDeletedReadersHandler } from './interface/events/accounts-deleted.handler.js';
import { Module } from '@nestjs/common';
import { ContentDatasetModule } from './content-dataset.module.js';
import { DefineSettingHandler } from './application/commands/define-setting/define-setting.handler.js';
import { EditPopupTextHandler } from './application/commands/edit-popup-text/edit-popup-text.handler.js';
import { EditSettingHandler } from './application/commands/edit-setting/edit-setting.handler.js';
import {
  AcknowledgeAnnouncementHandler,
  AddAnnouncementHandler,
  DeleteAnnouncementHandler,
  EditAnnouncementHandler,
} from './application/commands/manage-announcements/manage-announcements.handlers.js';
import { PublishTermsHandler } from './application/commands/publish-terms/publish-terms.handler.js';
import { SubmitTicketHandler } from './application/commands/submit-ticket/submit-ticket.handler.js';
import { ForgetAcknowledgementsHandler } from './application/commands/forget-acknowledgements/forget-acknowledgements.handler.js';
import {
  CurrentAnnouncementsHandler,
  ListAnnouncementsHandler,
} from './application/queries/announcements/announcements.handlers.js';
import { GetTermsHandler } from './application/queries/get-terms/get-terms.handler.js';
import { ListSettingsHandler } from './application/queries/list-settings/list-settings.handler.js';
import { ListPopupTextsHandler } from './application/queries/popup-texts/popup-texts.handler.js';
import { MikroOrmAnnouncementRepository } from './infrastructure/persistence/mikro-orm-announcement.repository.js';
import { MikroOrmPopupTextRepository } from './infrastructure/persistence/mikro-orm-popup-text.repository.js';
import { MikroOrmSettingRepository } from './infrastructure/persistence/mikro-orm-setting.repository.js';
import { MikroOrmTermsRepository } from './infrastructure/persistence/mikro-orm-terms.repository.js';
import { MikroOrmTicketRepository } from './infrastructure/persistence/mikro-orm-ticket.repository.js';
import { AnnouncementsController } from './interface/http/announcements.controller.js';
import { SettingsController } from './interface/http/settings.controller.js';
import { TermsController } from './interface/http/terms.controller.js';
import { TicketsController } from './interface/http/tickets.controller.js';

/**
 * Announcements, terms and conditions, settings, popup texts and support tickets. What it needs of identity
 * and screening (the support directory, the popup defaults) is asked by adapters in infrastructure/identity and
 * /screening (ADR 8).
 */
@Module({
  imports: [ContentDatasetModule],
  controllers: [SettingsController, TermsController, AnnouncementsController, TicketsController],
  providers: [
    MikroOrmSettingRepository,
    ContextSupportDirectory,
    ScreeningPopupDefaults,
    ForgetDeletedReadersHandler,
    MikroOrmTermsRepository,
    MikroOrmAnnouncementRepository,
    MikroOrmTicketRepository,
    MikroOrmPopupTextRepository,
    DefineSettingHandler,
    EditSettingHandler,
    ListSettingsHandler,
    PublishTermsHandler,
    GetTermsHandler,
    AddAnnouncementHandler,
    EditAnnouncementHandler,
    DeleteAnnouncementHandler,
    AcknowledgeAnnouncementHandler,
    ForgetAcknowledgementsHandler,
    ListAnnouncementsHandler,
    CurrentAnnouncementsHandler,
    SubmitTicketHandler,
    ListPopupTextsHandler,
    EditPopupTextHandler,
  ],
})
export class ContentModule {}
