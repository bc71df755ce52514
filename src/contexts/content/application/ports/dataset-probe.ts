import type { DatasetSource } from '../../domain/dataset-source.js';

/** OK: reached, with every required column. NOT_FOUND: not reached. INVALID_FORMAT: reached, wrong columns. */
export type DatasetProbeOutcome = 'OK' | 'NOT_FOUND' | 'INVALID_FORMAT';

/** Connects to a dataset source for a moment and reads its column names (never its rows). */
export abstract class DatasetProbe {
  abstract columnsOf(source: DatasetSource): Promise<{ found: false } | { found: true; columns: string[] }>;
}
