import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ReadStoredUniverse,
  StoreDataset,
  type DatasetLoadSummary,
  type LoadOrigin,
  type ProgressListener,
  type ScoringUniverse,
} from '../../../screening/index.js';

/**
 * Where filings hands its statements over: screening scores and serves a universe (StoreDataset) and reads
 * the stored one back for an import that adds to it (ReadStoredUniverse), through its public messages.
 */
@Injectable()
export class ScreeningDatasets {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /** Scores `universe` and makes it the served dataset, one new data revision (its label and origin). */
  store(
    universe: ScoringUniverse,
    source: string,
    origin: LoadOrigin,
    timing: { startedAt: number; preparedAt: number },
    progress?: ProgressListener,
  ): Promise<DatasetLoadSummary> {
    return this.commands.execute(new StoreDataset(universe, source, origin, timing, progress));
  }

  /** The stored statements, for an import that merges into them. */
  stored(progress?: ProgressListener): Promise<ScoringUniverse> {
    return this.queries.execute(new ReadStoredUniverse(progress));
  }
}
