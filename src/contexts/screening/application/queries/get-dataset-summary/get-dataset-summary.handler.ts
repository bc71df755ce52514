import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  PgScreeningDatasetStore,
  type StoredDatasetSummary,
} from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { GetDatasetSummary } from './get-dataset-summary.query.js';

@QueryHandler(GetDatasetSummary)
export class GetDatasetSummaryHandler implements IQueryHandler<GetDatasetSummary> {
  constructor(private readonly store: PgScreeningDatasetStore) {}

  execute(): Promise<StoredDatasetSummary> {
    return this.store.summary();
  }
}
