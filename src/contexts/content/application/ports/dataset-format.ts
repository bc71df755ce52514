/** The statements import format the dataset must follow (screening's, answered by infrastructure/screening, ADR 8). */
export abstract class DatasetFormat {
  /** Column names every statements source must have (compared without case). */
  abstract requiredColumns(): readonly string[];
}
