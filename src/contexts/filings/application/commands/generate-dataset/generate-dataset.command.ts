import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary, ProgressListener } from '../../../../screening/index.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface GenerateDatasetInput {
  companies: number;
  years: number;
  seed: number;
  /** The latest fiscal year; defaults to last calendar year. */
  lastYear?: number;
}

/** Generates the deterministic demo universe, scores it, and replaces the stored dataset with it. */
@CommitsStepByStep() // The dataset store loads a whole universe in its own transaction.
export class GenerateDataset extends Command<DatasetLoadSummary> {
  constructor(
    readonly input: GenerateDatasetInput,
    readonly progress?: ProgressListener,
  ) {
    super();
  }
}
