import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { type ProgressListener } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/**
 * Adds the statements of a CSV (docs/statements-csv.md) to the stored dataset and rescores it all.
 * Bad rows are skipped and reported with their line numbers; good rows are kept.
 */
@CommitsStepByStep() // The dataset store loads a whole universe in its own transaction.
export class ImportStatements extends Command<DatasetLoadSummary> {
  constructor(
    readonly csv: string,
    readonly fileName: string,
    readonly progress?: ProgressListener,
  ) {
    super();
  }
}
