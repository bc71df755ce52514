import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import type { ProgressListener } from '../../ports/screening-dataset-store.js';

/** Scores the stored statements again with the current engine and replaces every scored table. */
export class RescoreDataset extends Command<DatasetLoadSummary> {
  constructor(readonly progress?: ProgressListener) {
    super();
  }
}
