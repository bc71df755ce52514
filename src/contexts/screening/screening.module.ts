import { Module } from '@nestjs/common';
import { GetDataRevisionHandler } from './application/queries/get-data-revision/get-data-revision.handler.js';
import { DataRevisionRepository } from './domain/data-revision.repository.js';
import { MikroOrmDataRevisionRepository } from './infrastructure/persistence/mikro-orm-data-revision.repository.js';
import { DashboardRevisionController } from './interface/http/dashboard-revision.controller.js';

@Module({
  controllers: [DashboardRevisionController],
  providers: [
    { provide: DataRevisionRepository, useClass: MikroOrmDataRevisionRepository },
    GetDataRevisionHandler,
  ],
})
export class ScreeningModule {}
