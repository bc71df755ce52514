import { REQUIRED_STATEMENT_CSV_COLUMNS } from '../../../filings/index.js';

/** The dataset must follow screening's statements import format (docs/statements-csv.md). */
export class ScreeningDatasetFormat {
  requiredColumns(): readonly string[] {
    return REQUIRED_STATEMENT_CSV_COLUMNS;
  }
}
