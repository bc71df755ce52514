import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { DatasetOrigin } from '../../../domain/published/dataset-origin.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { GetDatasetOrigin } from './get-dataset-origin.query.js';

@QueryHandler(GetDatasetOrigin)
export class GetDatasetOriginHandler implements IQueryHandler<GetDatasetOrigin> {
  constructor(private readonly store: PgScreeningDatasetStore) {}

  execute(): Promise<DatasetOrigin | null> {
    return this.store.latestOrigin();
  }
}
