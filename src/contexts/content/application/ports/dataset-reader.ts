import type { DatasetSource } from '../../domain/dataset-source.js';

/**
 * OK: the whole source as CSV text (a table's rows written as CSV, its column names as the header).
 * NOT_FOUND: not reached (or refused by the SSRF guard). TOO_LARGE: more than the given number of bytes.
 */
export type DatasetContent = { outcome: 'OK'; csv: string } | { outcome: 'NOT_FOUND' | 'TOO_LARGE' };

/** Reads all of a dataset source for the risk data importer. */
export abstract class DatasetReader {
  abstract read(source: DatasetSource, maxBytes: number): Promise<DatasetContent>;
}
