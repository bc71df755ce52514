import { ScreeningDatasetFormat } from './infrastructure/screening/screening-dataset-format.js';
import { GetSettingValueHandler } from './application/queries/get-setting/get-setting.handler.js';
import { Module } from '@nestjs/common';
import { NetworkDatasetProbe } from './infrastructure/dataset/network-dataset-probe.js';
import { NetworkDatasetReader } from './infrastructure/dataset/network-dataset-reader.js';
import { ReadDatasetHandler } from './application/queries/read-dataset/read-dataset.handler.js';
import { TestDatasetConnectionHandler } from './application/queries/test-dataset-connection/test-dataset-connection.handler.js';
import { MikroOrmSettingRepository } from './infrastructure/persistence/mikro-orm-setting.repository.js';

/**
 * The `dataset` setting's source: the test connection and the read of the risk data importer. Part of
 * ContentModule, and imported alone by the data commands (src/cli), which need nothing else of content.
 * The dataset format is screening's, asked through infrastructure/screening (ADR 8).
 */
@Module({
  providers: [
    MikroOrmSettingRepository,
    ScreeningDatasetFormat,
    { provide: NetworkDatasetProbe, useFactory: () => new NetworkDatasetProbe() },
    { provide: NetworkDatasetReader, useFactory: () => new NetworkDatasetReader() },
    TestDatasetConnectionHandler,
    ReadDatasetHandler,
    // The data commands read settings too (data:sec's secUserAgent).
    GetSettingValueHandler,
  ],
})
export class ContentDatasetModule {}
