import { Query } from '@nestjs/cqrs';
import type { DemoUniverse } from '../../../domain/dataset-source.js';
import { type SecDatasetFiles } from '../../../infrastructure/dataset/sec-directory.js';

/**
 * What the risk data importer gets from the dataset source. OK: the statements as CSV text in the import
 * format (docs/statements-csv.md). SEC: an SEC EDGAR directory (`sec:`), checked but not read: its files,
 * which the importer hands to screening's SEC import (docs/sec-edgar.md). DEMO: the generated demo universe
 * (`demo:`), which the importer generates again with screening's generator. NOT_CONFIGURED: the setting is
 * empty. NOT_FOUND, INVALID_FORMAT: as the test connection answers. TOO_LARGE: more than the importer
 * takes. `source` names the source without credentials (null when there is none to name).
 */
export type DatasetImport =
  | { outcome: 'OK'; source: string; csv: string }
  | { outcome: 'SEC'; source: string; files: SecDatasetFiles }
  | { outcome: 'DEMO'; source: string; universe: DemoUniverse }
  | { outcome: 'NOT_CONFIGURED' | 'NOT_FOUND' | 'INVALID_FORMAT' | 'TOO_LARGE'; source: string | null };

/**
 * Reads all of the dataset the `dataset` setting names (or the given value): checked first as the test
 * connection checks it, then read whole, at most `maxBytes` of text (an SEC EDGAR directory: its files
 * found).
 */
export class ReadDataset extends Query<DatasetImport> {
  constructor(
    readonly maxBytes: number,
    readonly value?: string,
  ) {
    super();
  }
}
