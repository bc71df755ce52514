import type { DatasetSource } from '../../domain/dataset-source.js';

/** OK: reached, with every required column. NOT_FOUND: not reached. INVALID_FORMAT: reached, wrong columns. */
export type DatasetProbeOutcome = 'OK' | 'NOT_FOUND' | 'INVALID_FORMAT';

/**
 * What a probe saw: nothing (not reached), the column names of a statements source, or, for a source whose
 * layout the probe checks itself (an SEC EDGAR directory), whether it is laid out as one.
 */
export type DatasetProbed =
  { found: false } | { found: true; columns: string[] } | { found: true; valid: boolean };

/** Connects to a dataset source for a moment and reads its column names (never its rows). */
export abstract class DatasetProbe {
  abstract columnsOf(source: DatasetSource): Promise<DatasetProbed>;
}
