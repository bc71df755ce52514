import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { generateUniverse } from '../../../domain/universe-generator.js';
import type { DatasetLoadSummary } from '../../../../screening/index.js';
import { ScreeningDatasets } from '../../../infrastructure/screening/screening-datasets.js';
import { GenerateDataset } from './generate-dataset.command.js';

@CommandHandler(GenerateDataset)
export class GenerateDatasetHandler implements ICommandHandler<GenerateDataset> {
  constructor(
    private readonly datasets: ScreeningDatasets,
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
    const parameters = `${input.companies} companies x ${input.years} years, seed ${input.seed}, last year ${lastYear}`;
    return this.datasets.store(
      universe,
      `generated: ${parameters}`,
      { kind: 'generated', sources: [parameters], added: false },
      { startedAt, preparedAt: performance.now() },
      progress,
    );
  }
}
