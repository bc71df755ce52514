import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { generateUniverse } from '../../../domain/universe-generator.js';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { scoreAndStore } from '../../load-dataset.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { GenerateDataset } from './generate-dataset.command.js';

@CommandHandler(GenerateDataset)
export class GenerateDatasetHandler implements ICommandHandler<GenerateDataset> {
  constructor(
    private readonly store: PgScreeningDatasetStore,
    private readonly clock: Clock,
  ) {}

  async execute({ input, progress }: GenerateDataset): Promise<DatasetLoadSummary> {
    const now = this.clock.now();
    const lastYear = input.lastYear ?? now.getUTCFullYear() - 1;
    const startedAt = performance.now();
    progress?.('generate', 0, 1);
    const universe = generateUniverse({
      companies: input.companies,
      years: input.years,
      seed: input.seed,
      lastYear,
    });
    progress?.('generate', 1, 1);
    return scoreAndStore({
      store: this.store,
      universe,
      source: `generated: ${input.companies} companies x ${input.years} years, seed ${input.seed}, last year ${lastYear}`,
      revisionDate: now,
      startedAt,
      preparedAt: performance.now(),
      progress,
    });
  }
}
