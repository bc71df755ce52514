import { DatasetFormat } from './application/ports/dataset-format.js';
import { ScreeningDatasetFormat } from './infrastructure/screening/screening-dataset-format.js';
import { GetSettingValueHandler } from './application/queries/get-setting/get-setting.handler.js';
import { Module } from '@nestjs/common';
import { DatasetProbe } from './application/ports/dataset-probe.js';
import { DatasetReader } from './application/ports/dataset-reader.js';
import { ReadDatasetHandler } from './application/queries/read-dataset/read-dataset.handler.js';
import { TestDatasetConnectionHandler } from './application/queries/test-dataset-connection/test-dataset-connection.handler.js';
import { SettingRepository } from './domain/setting.repository.js';
import { NetworkDatasetProbe } from './infrastructure/dataset/network-dataset-probe.js';
import { NetworkDatasetReader } from './infrastructure/dataset/network-dataset-reader.js';
import { MikroOrmSettingRepository } from './infrastructure/persistence/mikro-orm-setting.repository.js';

/**
 * The `dataset` setting's source: the test connection and the read of the risk data importer. Part of
 * ContentModule, and imported alone by the data commands (src/cli), which need nothing else of content.
 * DatasetFormat is answered by infrastructure/screening (ADR 8).
 */
@Module({
  providers: [
    { provide: SettingRepository, useClass: MikroOrmSettingRepository },
    { provide: DatasetFormat, useClass: ScreeningDatasetFormat },
    { provide: DatasetProbe, useFactory: () => new NetworkDatasetProbe() },
    { provide: DatasetReader, useFactory: () => new NetworkDatasetReader() },
    TestDatasetConnectionHandler,
    ReadDatasetHandler,
    // The data commands read settings too (data:sec's secUserAgent).
    GetSettingValueHandler,
  ],
})
export class ContentDatasetModule {}
