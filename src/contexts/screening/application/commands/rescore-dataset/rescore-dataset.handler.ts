import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { UNKNOWN_DATASET_ORIGIN } from '../../../domain/published/dataset-origin.js';
import { scoreAndStore } from '../../load-dataset.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { RescoreDataset } from './rescore-dataset.command.js';

@CommandHandler(RescoreDataset)
export class RescoreDatasetHandler implements ICommandHandler<RescoreDataset> {
  constructor(
    private readonly store: PgScreeningDatasetStore,
    private readonly clock: Clock,
  ) {}

  async execute({ progress }: RescoreDataset): Promise<DatasetLoadSummary> {
    const startedAt = performance.now();
    const universe = await this.store.readUniverse(progress);
    return scoreAndStore({
      store: this.store,
      universe,
      source: 'rescored from stored statements',
      // The statements are those of the dataset rescored: its origin stays.
      origin: (await this.store.latestOrigin()) ?? UNKNOWN_DATASET_ORIGIN,
      revisionDate: this.clock.now(),
      startedAt,
      preparedAt: performance.now(),
      progress,
    });
  }
}
