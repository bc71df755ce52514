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
 * DatasetFormat is answered by the composition root (ADR 5).
 */
@Module({
  providers: [
    { provide: SettingRepository, useClass: MikroOrmSettingRepository },
    { provide: DatasetProbe, useFactory: () => new NetworkDatasetProbe() },
    { provide: DatasetReader, useFactory: () => new NetworkDatasetReader() },
    TestDatasetConnectionHandler,
    ReadDatasetHandler,
  ],
})
export class ContentDatasetModule {}
