import { scoreUniverse } from '../domain/scoring/score-universe.js';
import type { DatasetOrigin } from '../domain/published/dataset-origin.js';
import type { ScoringUniverse } from '../domain/published/universe.js';
import type { DatasetLoadSummary } from './dataset-load-summary.js';
import {
  type ProgressListener,
  type PgScreeningDatasetStore,
} from '../infrastructure/persistence/pg-screening-dataset-store.js';

/** Scores a universe with the engine and replaces the stored dataset with it; times each stage. */
export async function scoreAndStore(input: {
  store: PgScreeningDatasetStore;
  universe: ScoringUniverse;
  source: string;
  origin: DatasetOrigin;
  revisionDate: Date;
  startedAt: number;
  preparedAt: number;
  progress?: ProgressListener;
}): Promise<DatasetLoadSummary> {
  const { store, universe, progress } = input;
  progress?.('score', 0, 1);
  const scored = scoreUniverse(universe);
  progress?.('score', 1, 1);
  const scoredAt = performance.now();
  const { revisionDate, source, origin } = input;
  await store.replace(universe, scored, { revisionDate, source, origin }, progress);
  const storedAt = performance.now();
  const seconds = (from: number, to: number): number => Math.round((to - from) / 10) / 100;
  return {
    companies: universe.companies.length,
    companyYears: scored.tickerYears.length,
    scoredCompanyYears: scored.tickerYears.filter((row) => row.final_score !== null).length,
    seconds: {
      prepare: seconds(input.startedAt, input.preparedAt),
      score: seconds(input.preparedAt, scoredAt),
      store: seconds(scoredAt, storedAt),
      total: seconds(input.startedAt, storedAt),
    },
  };
}
