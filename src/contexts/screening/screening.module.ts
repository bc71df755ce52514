import { createHmac } from 'node:crypto';
import { Module } from '@nestjs/common';
import { AppConfig } from '../../shared/config/app-config.js';
import { TrialAnonymiser } from './application/trial-anonymiser.js';
import { TenantVisibility } from './application/tenant-visibility.js';
import { StoreDatasetHandler } from './application/commands/store-dataset/store-dataset.handler.js';
import { ReadStoredUniverseHandler } from './application/queries/read-stored-universe/read-stored-universe.handler.js';
import { RescoreDatasetHandler } from './application/commands/rescore-dataset/rescore-dataset.handler.js';
import { DashboardReadModel } from './application/ports/dashboard-read-model.js';
import { AnonymisationKey, ExchangeEntitlements } from './application/ports/exchange-entitlements.js';
import { PgScreeningDatasetStore } from './infrastructure/persistence/pg-screening-dataset-store.js';
import {
  FindListingHandler,
  GetAvailableYearsHandler,
  GetClusterFactorsHandler,
  GetFilingEventsHandler,
  GetRiskDistributionHandler,
  GetRiskHistoryHandler,
  GetSectorDistributionHandler,
  GetStatementSourceHandler,
  GetScoreBreakdownHandler,
  GetTickerDetailHandler,
} from './application/queries/company-panels/company-panels.handlers.js';
import { PgDashboardReadModel } from './infrastructure/persistence/pg-dashboard-read-model.js';
import { TenancyExchangeEntitlements } from './infrastructure/tenancy/tenancy-exchange-entitlements.js';
import { CompanyDashboardController } from './interface/http/company-dashboard.controller.js';
import { FullReportController } from './interface/http/full-report/full-report.controller.js';
import { ScreenController } from './interface/http/screen.controller.js';
import { ScreenDownloadController } from './interface/http/screen-download.controller.js';
import { ScreenReadModel } from './application/ports/screen-read-model.js';
import {
  CountScreenHandler,
  GetFacetOptionsHandler,
  RunScreenHandler,
  SearchCompaniesHandler,
} from './application/queries/screen/screen.handlers.js';
import { GetFiscalYearEndsHandler } from './application/queries/get-fiscal-year-ends/get-fiscal-year-ends.handler.js';
import { PgScreenReadModel } from './infrastructure/persistence/pg-screen-read-model.js';
import { GetDataRevisionHandler } from './application/queries/get-data-revision/get-data-revision.handler.js';
import { GetDatasetOriginHandler } from './application/queries/get-dataset-origin/get-dataset-origin.handler.js';
import { GetDatasetSummaryHandler } from './application/queries/get-dataset-summary/get-dataset-summary.handler.js';
import { GetValidationFirmYearsHandler } from './application/queries/get-validation-firm-years/get-validation-firm-years.handler.js';
import { DashboardRevisionController } from './interface/http/dashboard-revision.controller.js';
import { PgCompanyDirectory } from './infrastructure/persistence/pg-company-directory.js';
import {
  FindCompaniesByIsinHandler,
  GetCompaniesByTickerHandler,
  GetPermittedExchangesHandler,
  ResolveCompaniesHandler,
} from './application/queries/company-lookup/company-lookup.handlers.js';

@Module({
  controllers: [
    DashboardRevisionController,
    CompanyDashboardController,
    ScreenController,
    ScreenDownloadController,
    FullReportController,
  ],
  providers: [
    PgScreeningDatasetStore,
    { provide: DashboardReadModel, useClass: PgDashboardReadModel },
    { provide: ScreenReadModel, useClass: PgScreenReadModel },
    PgCompanyDirectory,
    GetCompaniesByTickerHandler,
    ResolveCompaniesHandler,
    FindCompaniesByIsinHandler,
    GetPermittedExchangesHandler,
    RunScreenHandler,
    CountScreenHandler,
    GetFacetOptionsHandler,
    SearchCompaniesHandler,
    GetFiscalYearEndsHandler,
    { provide: ExchangeEntitlements, useClass: TenancyExchangeEntitlements },
    TenantVisibility,
    TrialAnonymiser,
    {
      provide: AnonymisationKey,
      inject: [AppConfig],
      useFactory: (config: AppConfig): AnonymisationKey => ({
        value: createHmac('sha256', config.jwtSecret).update('trial-anonymisation').digest('hex'),
      }),
    },
    GetTickerDetailHandler,
    GetRiskHistoryHandler,
    GetClusterFactorsHandler,
    GetRiskDistributionHandler,
    GetSectorDistributionHandler,
    GetStatementSourceHandler,
    GetScoreBreakdownHandler,
    GetFilingEventsHandler,
    GetAvailableYearsHandler,
    FindListingHandler,
    GetDataRevisionHandler,
    GetDatasetOriginHandler,
    GetDatasetSummaryHandler,
    GetValidationFirmYearsHandler,
    StoreDatasetHandler,
    ReadStoredUniverseHandler,
    RescoreDatasetHandler,
  ],
})
export class ScreeningModule {}
