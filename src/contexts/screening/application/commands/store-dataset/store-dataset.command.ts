import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import type { LoadOrigin } from '../../../domain/published/dataset-origin.js';
import type { ScoringUniverse } from '../../../domain/published/universe.js';
import { type ProgressListener } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/**
 * Scores a universe with the engine and makes it the served dataset, as one new data revision: how the
 * filings context (generator, statements CSV, SEC EDGAR) hands over what it assembled. `source` labels the
 * revision; `origin` says where the universe came from, as data (the revision's date says when);
 * `startedAt` and `preparedAt` (performance.now()) time the caller's own stages.
 */
@CommitsStepByStep() // The dataset store loads a whole universe in its own transaction.
export class StoreDataset extends Command<DatasetLoadSummary> {
  constructor(
    readonly universe: ScoringUniverse,
    readonly source: string,
    readonly origin: LoadOrigin,
    readonly timing: { readonly startedAt: number; readonly preparedAt: number },
    readonly progress?: ProgressListener,
  ) {
    super();
  }
}
