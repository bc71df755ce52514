import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { type ProgressListener } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** Scores the stored statements again with the current engine and replaces every scored table. */
@CommitsStepByStep() // The dataset store loads a whole universe in its own transaction.
export class RescoreDataset extends Command<DatasetLoadSummary> {
  constructor(readonly progress?: ProgressListener) {
    super();
  }
}
