import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { scoreAndStore } from '../../load-dataset.js';
import { PgScreeningDatasetStore } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { StoreDataset } from './store-dataset.command.js';

@CommandHandler(StoreDataset)
export class StoreDatasetHandler implements ICommandHandler<StoreDataset> {
  constructor(
    private readonly store: PgScreeningDatasetStore,
    private readonly clock: Clock,
  ) {}

  execute({ universe, source, origin, timing, progress }: StoreDataset): Promise<DatasetLoadSummary> {
    const revisionDate = this.clock.now();
    return scoreAndStore({
      store: this.store,
      universe,
      source,
      origin: { ...origin, at: revisionDate.toISOString() },
      revisionDate,
      startedAt: timing.startedAt,
      preparedAt: timing.preparedAt,
      progress,
    });
  }
}
