import type { DatasetSource } from '../../../domain/dataset-source.js';
import { type ScreeningDatasetFormat } from '../../../infrastructure/screening/screening-dataset-format.js';
import {
  type NetworkDatasetProbe,
  type DatasetProbeOutcome,
} from '../../../infrastructure/dataset/network-dataset-probe.js';

/**
 * Connects to a source and compares its columns with the import format (the test, and the importer's first
 * step). An SEC EDGAR directory has no columns: the probe says whether it is laid out as one.
 */
export async function checkDataset(
  source: DatasetSource,
  probe: NetworkDatasetProbe,
  format: ScreeningDatasetFormat,
): Promise<DatasetProbeOutcome> {
  const probed = await probe.columnsOf(source);
  if (!probed.found) return 'NOT_FOUND';
  if ('valid' in probed) return probed.valid ? 'OK' : 'INVALID_FORMAT';
  const present = new Set(probed.columns.map((column) => column.trim().toLowerCase()));
  const complete = format.requiredColumns().every((column) => present.has(column.toLowerCase()));
  return complete ? 'OK' : 'INVALID_FORMAT';
}
