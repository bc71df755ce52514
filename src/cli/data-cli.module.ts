import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule } from '../shared/config/config.module.js';
import { DatabaseModule } from '../shared/database/database.module.js';
import { ALL_ENTITIES } from '../app/entities.js';
import { ContentDatasetModule } from '../contexts/content/content-dataset.module.js';
import { FilingsModule } from '../contexts/filings/filings.module.js';
import { ScreeningModule } from '../contexts/screening/screening.module.js';

/**
 * Just enough of the app for the data commands: configuration, the database, the screening context, and
 * content's dataset source (the `dataset` setting that `data:import` reads without a file argument).
 */
@Module({
  imports: [
    ConfigModule,
    CqrsModule.forRoot(),
    // A data command on the embedded database while the app runs loads through the app's database.
    DatabaseModule.forRoot(ALL_ENTITIES, 'attach'),
    ScreeningModule,
    FilingsModule,
    ContentDatasetModule,
  ],
})
export class DataCliModule {}
