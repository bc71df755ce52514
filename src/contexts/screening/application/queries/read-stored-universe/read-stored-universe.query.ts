import { Query } from '@nestjs/cqrs';
import type { ScoringUniverse } from '../../../domain/published/universe.js';
import { type ProgressListener } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';

/** The stored statements as a universe the engine reads (an import that adds to them merges into it). */
export class ReadStoredUniverse extends Query<ScoringUniverse> {
  constructor(readonly progress?: ProgressListener) {
    super();
  }
}
