import { TenancyError } from './tenancy-error.js';
import { isRequestEmail } from './tenant-request.js';

/** Spec section 9: 'Upload limit 102400 bytes'. */
export const MAX_REQUEST_UPLOAD_BYTES = 102_400;
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
  if (size > MAX_REQUEST_UPLOAD_BYTES) throw new TenancyError('FILE_TOO_LARGE');
  return kind;
}

/**
 * The lines of a CSV text with their line numbers (quoted fields may span lines; the line of a
 * row is where it starts). The delimiter is ';' or tab when the first line has one and no comma.
 */
export function csvLines(text: string): SheetLine[] {
  const content = text.replace(/^\uFEFF/, '');
  const firstLine = content.split(/\r\n|\n|\r/, 1)[0] ?? '';
  const delimiter = firstLine.includes(',')
    ? ','
    : firstLine.includes(';')
      ? ';'
      : firstLine.includes('\t')
        ? '\t'
        : ',';
  const lines: SheetLine[] = [];
  let cells: string[] = [];
  let cell = '';
  let inQuotes = false;
  let line = 1;
  let rowStart = 1;
  const endRow = () => {
    cells.push(cell);
    lines.push({ line: rowStart, cells });
    cells = [];
    cell = '';
  };
  for (let at = 0; at < content.length; at += 1) {
    const char = content[at]!;
    if (inQuotes) {
      if (char === '"') {
        if (content[at + 1] === '"') {
          cell += '"';
          at += 1;
        } else {
          inQuotes = false;
        }
      } else {
        if (char === '\n' || (char === '\r' && content[at + 1] !== '\n')) line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === '') {
      cell = '';
      inQuotes = true;
    } else if (char === delimiter) {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && content[at + 1] === '\n') at += 1;
      endRow();
      line += 1;
      rowStart = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) endRow();
  return lines;
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
