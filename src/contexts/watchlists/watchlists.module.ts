import { Module } from '@nestjs/common';
import { AddCompaniesToWatchlistHandler } from './application/commands/add-companies/add-companies.handler.js';
import { AddedCompanies } from './application/commands/add-companies/added-companies.js';
import { CreateWatchlistHandler } from './application/commands/create-watchlist/create-watchlist.handler.js';
import { DeleteSavedFilterHandler } from './application/commands/delete-saved-filter/delete-saved-filter.handler.js';
import { DeleteWatchlistHandler } from './application/commands/delete-watchlist/delete-watchlist.handler.js';
import { RemoveCompanyFromWatchlistHandler } from './application/commands/remove-company/remove-company.handler.js';
import { RenameWatchlistHandler } from './application/commands/rename-watchlist/rename-watchlist.handler.js';
import { SaveFilterHandler } from './application/commands/save-filter/save-filter.handler.js';
import { SendWatchlistAlertsHandler } from './application/commands/send-watchlist-alerts/send-watchlist-alerts.handler.js';
import { SetAlertFrequencyHandler } from './application/commands/set-alert-frequency/set-alert-frequency.handler.js';
import { UploadToWatchlistHandler } from './application/commands/upload-watchlist/upload-watchlist.handler.js';
import { AlertMail } from './application/ports/alert-mail.js';
import { AesGcmViewCipher } from './infrastructure/crypto/aes-gcm-view-cipher.js';
import { GetAlertSettingsHandler } from './application/queries/get-alert-settings/get-alert-settings.handler.js';
import {
  GetSavedFilterHandler,
  ListSavedFiltersHandler,
} from './application/queries/list-saved-filters/list-saved-filters.handler.js';
import {
  GetWatchlistHandler,
  ListWatchlistsHandler,
} from './application/queries/list-watchlists/list-watchlists.handler.js';
import { LoadSavedFilterHandler } from './application/queries/load-saved-filter/load-saved-filter.handler.js';
import { GetWatchlistChangesHandler } from './application/queries/watchlist-changes/watchlist-changes.handler.js';
import {
  GetWatchlistCsvRowsHandler,
  PrepareWatchlistDownloadHandler,
} from './application/queries/watchlist-download/watchlist-download.handler.js';
import { FindWatchlistsContainingHandler } from './application/queries/watchlists-containing/watchlists-containing.handler.js';
import { SharedViews } from './application/shared-views/shared-views.js';
import { WatchlistCompanies } from './application/watchlist-companies.js';
import { AccountDirectory } from './application/ports/account-directory.js';
import { ScreeningQueryCompanies } from './infrastructure/screening/screening-query-companies.js';
import { IdentityAccountDirectory } from './infrastructure/identity/identity-account-directory.js';
import { AlertRepository } from './domain/alert.repository.js';
import { MikroOrmSavedFilterRepository } from './infrastructure/persistence/mikro-orm-saved-filter.repository.js';
import { WatchlistRepository } from './domain/watchlist.repository.js';
import { WatchlistAlertsJob } from './infrastructure/jobs/watchlist-alerts.job.js';
import { TemplatedAlertMail } from './infrastructure/mail/templated-alert-mail.js';
import { MikroOrmAlertRepository } from './infrastructure/persistence/mikro-orm-alert.repository.js';
import { MikroOrmWatchlistRepository } from './infrastructure/persistence/mikro-orm-watchlist.repository.js';
import { SavedFiltersController } from './interface/http/saved-filters.controller.js';
import { ShareController } from './interface/http/share.controller.js';
import { WatchlistSettingsController } from './interface/http/watchlist-settings.controller.js';
import { WatchlistsController } from './interface/http/watchlists.controller.js';

/** Watchlists, saved filters and shared views. */
import { ForgetDeletedAccountsHandler } from './interface/events/accounts-deleted.handler.js';
import { MikroOrmUserWatchDataRepository } from './infrastructure/persistence/mikro-orm-user-watch-data.repository.js';

@Module({
  // WatchlistSettingsController first: its /watchlists/alert-settings must be matched before /watchlists/:id.
  controllers: [ShareController, WatchlistSettingsController, WatchlistsController, SavedFiltersController],
  providers: [
    AesGcmViewCipher,
    SharedViews,
    { provide: WatchlistRepository, useClass: MikroOrmWatchlistRepository },
    MikroOrmSavedFilterRepository,
    { provide: AlertRepository, useClass: MikroOrmAlertRepository },
    MikroOrmUserWatchDataRepository,
    ForgetDeletedAccountsHandler,
    { provide: AlertMail, useClass: TemplatedAlertMail },
    WatchlistCompanies,
    ScreeningQueryCompanies,
    { provide: AccountDirectory, useClass: IdentityAccountDirectory },
    AddedCompanies,
    CreateWatchlistHandler,
    RenameWatchlistHandler,
    DeleteWatchlistHandler,
    AddCompaniesToWatchlistHandler,
    RemoveCompanyFromWatchlistHandler,
    UploadToWatchlistHandler,
    SaveFilterHandler,
    DeleteSavedFilterHandler,
    SetAlertFrequencyHandler,
    SendWatchlistAlertsHandler,
    ListWatchlistsHandler,
    GetWatchlistHandler,
    FindWatchlistsContainingHandler,
    PrepareWatchlistDownloadHandler,
    GetWatchlistCsvRowsHandler,
    ListSavedFiltersHandler,
    GetSavedFilterHandler,
    LoadSavedFilterHandler,
    GetAlertSettingsHandler,
    GetWatchlistChangesHandler,
    WatchlistAlertsJob,
  ],
  exports: [WatchlistAlertsJob],
})
export class WatchlistsModule {}
