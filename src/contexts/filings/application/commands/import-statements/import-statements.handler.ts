import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { mergeUniverse } from '../../../domain/import/merge-universe.js';
import { parseStatementsCsv } from '../../../domain/import/statements-csv.js';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { scoreAndStore } from '../../load-dataset.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { ImportStatements } from './import-statements.command.js';

@CommandHandler(ImportStatements)
export class ImportStatementsHandler implements ICommandHandler<ImportStatements> {
  constructor(
    private readonly store: PgScreeningDatasetStore,
    private readonly clock: Clock,
  ) {}

  async execute({ csv, fileName, progress }: ImportStatements): Promise<DatasetLoadSummary> {
    const startedAt = performance.now();
    const parsed = parseStatementsCsv(csv);
    const stored = await this.store.readUniverse(progress);
    const universe = mergeUniverse(stored, parsed.companies);
    const summary = await scoreAndStore({
      store: this.store,
      universe,
      source: `imported: ${fileName} (${parsed.accepted} rows kept, ${parsed.rejected.length} skipped)`,
      revisionDate: this.clock.now(),
      startedAt,
      preparedAt: performance.now(),
      progress,
    });
    return { ...summary, accepted: parsed.accepted, rejected: parsed.rejected };
  }
}
