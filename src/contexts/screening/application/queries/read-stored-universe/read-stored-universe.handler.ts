import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ScoringUniverse } from '../../../domain/published/universe.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { ReadStoredUniverse } from './read-stored-universe.query.js';

@QueryHandler(ReadStoredUniverse)
export class ReadStoredUniverseHandler implements IQueryHandler<ReadStoredUniverse> {
  constructor(private readonly store: PgScreeningDatasetStore) {}

  execute({ progress }: ReadStoredUniverse): Promise<ScoringUniverse> {
    return this.store.readUniverse(progress);
  }
}
