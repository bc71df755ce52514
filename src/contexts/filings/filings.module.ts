import { Module } from '@nestjs/common';
import { GenerateDatasetHandler } from './application/commands/generate-dataset/generate-dataset.handler.js';
import { ImportSecDataHandler } from './application/commands/import-sec-data/import-sec-data.handler.js';
import { ImportStatementsHandler } from './application/commands/import-statements/import-statements.handler.js';
import { ScreeningDatasets } from './infrastructure/screening/screening-datasets.js';
import { SecFilesReader } from './infrastructure/sec/sec-files-reader.js';

/** Filings: every way statements come in (SEC EDGAR, the statements CSV, the demo generator). */
@Module({
  providers: [
    GenerateDatasetHandler,
    ImportStatementsHandler,
    ImportSecDataHandler,
    SecFilesReader,
    ScreeningDatasets,
  ],
})
export class FilingsModule {}
