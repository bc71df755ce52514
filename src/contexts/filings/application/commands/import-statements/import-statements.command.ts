import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary, ProgressListener } from '../../../../screening/index.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';
import type { StatementImportRejection } from '../../../domain/import/statements-csv.js';

/** What a statements import did: the load, and the rows kept and skipped (with their line numbers). */
export interface StatementsImportSummary extends DatasetLoadSummary {
  readonly accepted: number;
  readonly rejected: readonly StatementImportRejection[];
}

/**
 * Adds the statements of a CSV (docs/statements-csv.md) to the stored dataset and rescores it all.
 * Bad rows are skipped and reported with their line numbers; good rows are kept.
 */
@CommitsStepByStep() // The dataset store loads a whole universe in its own transaction.
export class ImportStatements extends Command<StatementsImportSummary> {
  constructor(
    readonly csv: string,
    readonly fileName: string,
    readonly progress?: ProgressListener,
  ) {
    super();
  }
}
