import { DomainError } from '../../../../shared/domain/domain-error.js';

/**
 * Why a statements CSV cannot be imported at all. A bad row is not an error of this kind: it is
 * skipped and reported in `StatementImport.rejected`.
 */
export type StatementImportErrorCode =
  /** No header line. */
  | 'STATEMENTS_CSV_EMPTY'
  /** Required columns missing from the header, or a column named twice. */
  | 'STATEMENTS_CSV_INVALID_HEADER'
  /** More bytes than `maxBytes`. */
  | 'STATEMENTS_CSV_TOO_LARGE'
  /** More data rows than `maxRows`. */
  | 'STATEMENTS_CSV_TOO_MANY_ROWS'
  /** A quoted field never closed: the rest of the file cannot be read. */
  | 'STATEMENTS_CSV_MALFORMED';

export class StatementImportError extends DomainError<StatementImportErrorCode> {}
