import type { ScoredUniverse } from '../../domain/scoring/rows.js';
import type { ScoringUniverse } from '../../domain/universe.js';

/** Reports a long load: which table, how many rows written of how many. */
export type ProgressListener = (stage: string, done: number, total: number) => void;

export interface DatasetRevision {
  revisionDate: Date;
  source: string;
}

export interface StoredDatasetSummary {
  companies: number;
  companyYears: number;
  revisionDate: Date | null;
}

/** Where the screening dataset lives: statements in, scored tables out, replaced whole. */
export abstract class ScreeningDatasetStore {
  abstract summary(): Promise<StoredDatasetSummary>;

  /** When the dataset was last revised (the newest load), or null before the first. */
  abstract latestRevisionDate(): Promise<Date | null>;

  /**
   * Replaces the statements and every scored table in one transaction, and records the revision:
   * readers see the old dataset or the new one, never half of each.
   */
  abstract replace(
    universe: ScoringUniverse,
    scored: ScoredUniverse,
    revision: DatasetRevision,
    progress?: ProgressListener,
  ): Promise<void>;

  /** The stored statements, prices and indices, as the engine reads them. */
  abstract readUniverse(progress?: ProgressListener): Promise<ScoringUniverse>;
}
