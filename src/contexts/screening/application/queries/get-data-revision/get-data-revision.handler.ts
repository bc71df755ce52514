import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { GetDataRevision } from './get-data-revision.query.js';

@QueryHandler(GetDataRevision)
export class GetDataRevisionHandler implements IQueryHandler<GetDataRevision> {
  constructor(private readonly store: PgScreeningDatasetStore) {}

  execute(): Promise<Date | null> {
    return this.store.latestRevisionDate();
  }
}
