/** The statements import format the dataset must follow (screening's, answered by the composition root, ADR 5). */
export abstract class DatasetFormat {
  /** Column names every statements source must have (compared without case). */
  abstract requiredColumns(): readonly string[];
}
