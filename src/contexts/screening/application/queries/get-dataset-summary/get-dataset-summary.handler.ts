import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ScreeningDatasetStore, type StoredDatasetSummary } from '../../ports/screening-dataset-store.js';
import { GetDatasetSummary } from './get-dataset-summary.query.js';

@QueryHandler(GetDatasetSummary)
export class GetDatasetSummaryHandler implements IQueryHandler<GetDatasetSummary> {
  constructor(private readonly store: ScreeningDatasetStore) {}

  execute(): Promise<StoredDatasetSummary> {
    return this.store.summary();
  }
}
