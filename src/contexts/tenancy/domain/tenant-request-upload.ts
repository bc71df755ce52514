import { readCsvRecords, sniffCsvDelimiter } from '../../../shared/domain/csv/csv.js';
import { MAX_UPLOAD_BYTES } from '../../../shared/domain/upload-limit.js';
import { TenancyError } from './tenancy-error.js';
import { isRequestEmail } from './tenant-request.js';

/** At most this many data lines are read from one file (a 100 KB csv holds far fewer). */
export const MAX_REQUEST_UPLOAD_ROWS = 5_000;

export type RequestUploadKind = 'csv' | 'xlsx';

/** One line of a spreadsheet: its number in the file (header = 1) and its cells. */
export interface SheetLine {
  line: number;
  cells: string[];
}

export interface UploadedPerson {
  displayName: string;
  email: string;
  lucaAccessible: boolean;
}

export interface UploadedPersons {
  personList: UploadedPerson[];
  errors: Array<{ line: number; message: string }>;
  total: number;
  accepted: number;
}

/** .xlsx or .csv of at most 102400 bytes ('Unsupported file type', 'File size is too large'). */
export function requestUploadKind(fileName: string, size: number): RequestUploadKind {
  const name = fileName.trim().toLowerCase();
  const kind = name.endsWith('.csv') ? 'csv' : name.endsWith('.xlsx') ? 'xlsx' : null;
  if (!kind) throw new TenancyError('UNSUPPORTED_FILE_TYPE');
  if (size > MAX_UPLOAD_BYTES) throw new TenancyError('FILE_TOO_LARGE');
  return kind;
}

/**
 * The lines of a CSV text with their line numbers (quoted fields may span lines; the line of a
 * row is where it starts). The delimiter is ';' or tab when the first line has one and no comma; a
 * quote after blanks opens a quoted field, as spreadsheets write `name, "Smith, J"`.
 */
export function csvLines(text: string): SheetLine[] {
  const options = { delimiter: sniffCsvDelimiter(text), quoteAfterBlanks: true };
  return [...readCsvRecords(text, options)].map((record) => ({ line: record.line, cells: record.fields }));
}

/** The texts of a line's problems (the same as the request form's, src/shared/http/messages.ts). */
const MESSAGE = {
  USER_NAME_REQUIRED: 'User Name is required.',
  EMAIL_REQUIRED: 'Email is required.',
  INVALID_EMAIL: 'Please enter a valid email.',
  LUCA_ACCESS_REQUIRED: 'Please select Access to Luca',
} as const;

const LUCA_YES = new Set(['yes', 'y', 'true']);
const LUCA_NO = new Set(['no', 'n', 'false']);

/**
 * The requested users of an uploaded sheet: line 1 is a header, then user name, email, luca access
 * (Yes/No) per line; empty lines are skipped. Valid lines fill `personList`, the others are reported
 * by line. No data line at all is 'Empty Data'.
 */
export function readRequestedPersons(lines: readonly SheetLine[]): UploadedPersons {
  const data = lines
    .filter((entry) => entry.line > 1)
    .filter((entry) => entry.cells.some((cell) => cell.trim() !== ''));
  if (data.length === 0) throw new TenancyError('EMPTY_DATA');
  if (data.length > MAX_REQUEST_UPLOAD_ROWS) {
    throw new TenancyError('INVALID_SPREADSHEET');
  }
  const personList: UploadedPerson[] = [];
  const errors: UploadedPersons['errors'] = [];
  const seen = new Set<string>();
  for (const { line, cells } of data) {
    const [name = '', address = '', luca = ''] = cells.map((cell) => cell.trim());
    const email = address.toLowerCase();
    const choice = luca.toLowerCase();
    let message: string | null = null;
    if (name === '') message = MESSAGE.USER_NAME_REQUIRED;
    else if (email === '') message = MESSAGE.EMAIL_REQUIRED;
    else if (!isRequestEmail(email)) message = MESSAGE.INVALID_EMAIL;
    else if (!LUCA_YES.has(choice) && !LUCA_NO.has(choice)) message = MESSAGE.LUCA_ACCESS_REQUIRED;
    else if (seen.has(email)) message = `The email ${email} is listed more than once.`;
    if (message) {
      errors.push({ line, message });
      continue;
    }
    seen.add(email);
    personList.push({ displayName: name.slice(0, 255), email, lucaAccessible: LUCA_YES.has(choice) });
  }
  return { personList, errors, total: data.length, accepted: personList.length };
}
