import { REQUIRED_STATEMENT_CSV_COLUMNS } from '../../../screening/index.js';
import { DatasetFormat } from '../../application/ports/dataset-format.js';

/** The dataset must follow screening's statements import format (docs/statements-csv.md). */
export class ScreeningDatasetFormat extends DatasetFormat {
  requiredColumns(): readonly string[] {
    return REQUIRED_STATEMENT_CSV_COLUMNS;
  }
}
