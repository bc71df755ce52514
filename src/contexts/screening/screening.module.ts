import { Module } from '@nestjs/common';
import { GenerateDatasetHandler } from './application/commands/generate-dataset/generate-dataset.handler.js';
import { ImportStatementsHandler } from './application/commands/import-statements/import-statements.handler.js';
import { RescoreDatasetHandler } from './application/commands/rescore-dataset/rescore-dataset.handler.js';
import { ScreeningDatasetStore } from './application/ports/screening-dataset-store.js';
import { GetDataRevisionHandler } from './application/queries/get-data-revision/get-data-revision.handler.js';
import { GetDatasetSummaryHandler } from './application/queries/get-dataset-summary/get-dataset-summary.handler.js';
import { PgScreeningDatasetStore } from './infrastructure/persistence/pg-screening-dataset-store.js';
import { DashboardRevisionController } from './interface/http/dashboard-revision.controller.js';

@Module({
  controllers: [DashboardRevisionController],
  providers: [
    { provide: ScreeningDatasetStore, useClass: PgScreeningDatasetStore },
    GetDataRevisionHandler,
    GetDatasetSummaryHandler,
    GenerateDatasetHandler,
    ImportStatementsHandler,
    RescoreDatasetHandler,
  ],
})
export class ScreeningModule {}
