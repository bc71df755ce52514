import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AuditorDirectory } from '../../../domain/auditor-directory.js';
import { mergeUniverse } from '../../../domain/import/merge-universe.js';
import { parseStatementsCsv } from '../../../domain/import/statements-csv.js';
import { ScreeningDatasets } from '../../../infrastructure/screening/screening-datasets.js';
import { ImportStatements, type StatementsImportSummary } from './import-statements.command.js';

@CommandHandler(ImportStatements)
export class ImportStatementsHandler implements ICommandHandler<ImportStatements> {
  constructor(private readonly datasets: ScreeningDatasets) {}

  async execute({ csv, fileName, progress }: ImportStatements): Promise<StatementsImportSummary> {
    const startedAt = performance.now();
    // The stored universe: merged into below, and its added auditors keep their ids.
    const stored = await this.datasets.stored(progress);
    const parsed = parseStatementsCsv(csv, { auditors: AuditorDirectory.storedIn(stored) });
    const universe = mergeUniverse(stored, parsed.companies);
    const summary = await this.datasets.store(
      universe,
      `imported: ${fileName} (${parsed.accepted} rows kept, ${parsed.rejected.length} skipped)`,
      { kind: 'file', sources: [fileName], added: true },
      { startedAt, preparedAt: performance.now() },
      progress,
    );
    return { ...summary, accepted: parsed.accepted, rejected: parsed.rejected };
  }
}
