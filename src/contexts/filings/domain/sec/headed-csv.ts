import { readCsvRecords } from '../../../../shared/domain/csv/csv.js';

/** A well-formed data row: its line, a column's trimmed text, and a way to report it as a problem. */
export interface HeadedRow<Column extends string> {
  readonly line: number;
  readonly field: (column: Column) => string;
  readonly problem: (reason: string) => void;
}

/**
 * The data rows of a small CSV file of data:sec (--auditors, --prices). The header is matched without
 * case or surrounding spaces, in any order; a header that lacks a column throws, naming the file (it is
 * not the file the option takes). Blank rows are skipped; a row with a CSV syntax error or another number
 * of fields than the header is reported in `problems` as `<label> line N: reason` and skipped.
 */
export function* headedCsvRows<Column extends string>(
  text: string,
  columns: readonly Column[],
  label: string,
  problems: string[],
): Generator<HeadedRow<Column>, void, undefined> {
  const records = readCsvRecords(text);
  const header = records.next();
  if (header.done) throw new Error(`${label}: empty; expected the header ${columns.join(',')}`);
  const names = header.value.fields.map((field) => field.trim().toLowerCase());
  const missing = columns.filter((column) => !names.includes(column));
  if (missing.length > 0)
    throw new Error(
      `${label} line 1: the header lacks ${missing.join(', ')} (expected ${columns.join(',')})`,
    );
  for (const record of records) {
    const problem = (reason: string): void => {
      problems.push(`${label} line ${record.line}: ${reason}`);
    };
    if (record.fields.length === 1 && record.fields[0]?.trim() === '') continue;
    if (record.error) problem(record.error);
    else if (record.fields.length !== names.length)
      problem(`${record.fields.length} fields, the header has ${names.length}`);
    else
      yield {
        line: record.line,
        field: (column) => (record.fields[names.indexOf(column)] ?? '').trim(),
        problem,
      };
  }
}
