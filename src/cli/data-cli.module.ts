import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScreeningModule } from '../contexts/screening/index.js';
import { ConfigModule } from '../shared/config/config.module.js';
import { DatabaseModule } from '../shared/database/database.module.js';
import { ALL_ENTITIES } from '../app/entities.js';

/** Just enough of the app for the data commands: configuration, the database and the screening context. */
@Module({
  imports: [ConfigModule, CqrsModule.forRoot(), DatabaseModule.forRoot(ALL_ENTITIES), ScreeningModule],
})
export class DataCliModule {}
