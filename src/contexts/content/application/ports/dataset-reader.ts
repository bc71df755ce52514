import type { DatasetSource, DemoUniverse } from '../../domain/dataset-source.js';

/**
 * The files of an SEC EDGAR directory (a `sec:` source), as absolute paths: its companyfacts (the
 * `companyfacts/` directory or `companyfacts.zip`), and its submissions and `company_tickers.json` when it
 * has them. Screening's ImportSecData reads them (docs/sec-edgar.md).
 */
export interface SecDatasetFiles {
  directory: string;
  facts: string;
  submissions: string | null;
  tickers: string | null;
}

/**
 * OK: the whole source as CSV text (a table's rows written as CSV, its column names as the header).
 * SEC: an SEC EDGAR directory, not read here: its files, for the SEC import. DEMO: the generated demo
 * universe, for screening's generator. NOT_FOUND: not reached (or
 * refused by the SSRF guard). TOO_LARGE: more than the given number of bytes.
 */
export type DatasetContent =
  | { outcome: 'OK'; csv: string }
  | { outcome: 'SEC'; files: SecDatasetFiles }
  | { outcome: 'DEMO'; universe: DemoUniverse }
  | { outcome: 'NOT_FOUND' | 'TOO_LARGE' };

/** Reads all of a dataset source for the risk data importer. */
export abstract class DatasetReader {
  abstract read(source: DatasetSource, maxBytes: number): Promise<DatasetContent>;
}
