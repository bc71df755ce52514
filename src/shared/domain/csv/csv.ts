/**
 * The one CSV reader and writer (RFC 4180): fields separated by a delimiter (a comma unless told),
 * fields optionally enclosed in double quotes, a quote inside a quoted field doubled (""), delimiters
 * and line breaks allowed inside quoted fields. Records end with CRLF, LF or a lone CR; a leading
 * UTF-8 byte order mark is skipped. Used by the statements import and data:sec files (screening), the
 * tenant-request upload (tenancy) and the watchlist upload (watchlists); each caller names its own
 * file and rows in its messages. Files users download are written with `csvCell` (csv-cell.ts), which
 * also neutralises formulas; `csvField` and `csvRecord` below write the statements format.
 *
 * Lenient where RFC 4180 is silent or strict: a quote inside an unquoted field is kept as text; text
 * after the closing quote of a field (`"ab"c`) is kept too, but the record carries an error.
 */

const QUOTE = 34;
const CR = 13;
const LF = 10;
const BOM = 0xfeff;

/** The delimiters a file may use. */
export type CsvDelimiter = ',' | ';' | '\t';

export interface CsvReadOptions {
  /** The field separator; a comma by default. */
  readonly delimiter?: CsvDelimiter;
  /**
   * A quote after blanks only (` "Smith, J"`) opens a quoted field, the blanks dropped, as a
   * spreadsheet export writes it; by default a quote opens a quoted field only as its first character.
   */
  readonly quoteAfterBlanks?: boolean;
}

export interface CsvRecord {
  /** Physical line (1-based) the record starts on; quoted line breaks count as lines. */
  readonly line: number;
  readonly fields: string[];
  /** What is wrong with the record's syntax, or null. */
  readonly error: string | null;
  /**
   * True when a quoted field was still open at the end of the text: the record swallowed everything
   * after its opening quote, and is the last one.
   */
  readonly unterminated: boolean;
}

/**
 * The delimiter of a file whose separator is not fixed: a comma when its first line holds one, else a
 * semicolon, else a tab, else a comma (quotes are not looked at).
 */
export function sniffCsvDelimiter(text: string): CsvDelimiter {
  const firstLine = text.split(/\r\n|\n|\r/, 1)[0] ?? '';
  return (['\t', ';', ','] as const).reduce<CsvDelimiter>(
    (found, candidate) => (firstLine.includes(candidate) ? candidate : found),
    ',',
  );
}

/** End of the unquoted field starting at `from`: the next delimiter, CR, LF, or the end of the text. */
function fieldEnd(text: string, from: number, delimiter: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === delimiter || c === CR || c === LF) break;
    i++;
  }
  return i;
}

/** A character that `String.prototype.trim` removes (before a quote under `quoteAfterBlanks`). */
const BLANK = /\s/;

/** The records of a CSV text, in order. A blank line is a record with one empty field. */
export function* readCsvRecords(
  text: string,
  options: CsvReadOptions = {},
): Generator<CsvRecord, void, undefined> {
  const n = text.length;
  const delimiter = (options.delimiter ?? ',').charCodeAt(0);
  const quoteAfterBlanks = options.quoteAfterBlanks === true;
  /** Where the quote that opens a quoted field at `from` stands, or -1 (an unquoted field). */
  const openingQuote = (from: number): number => {
    if (from < n && text.charCodeAt(from) === QUOTE) return from;
    if (!quoteAfterBlanks) return -1;
    for (let at = from; at < n; at++) {
      const c = text.charCodeAt(at);
      if (c === QUOTE) return at;
      if (c === delimiter || c === CR || c === LF || !BLANK.test(text.charAt(at))) return -1;
    }
    return -1;
  };
  let i = n > 0 && text.charCodeAt(0) === BOM ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let error: string | null = null;
    for (;;) {
      let quote = openingQuote(i);
      if (quote >= 0) {
        let value = '';
        // A quoted field that holds only blanks, then blanks and a quote, starts again (quoteAfterBlanks).
        while (quote >= 0) {
          const openedOn = line;
          value = '';
          let from = (i = quote + 1);
          let closed = false;
          while (i < n) {
            const c = text.charCodeAt(i);
            if (c === QUOTE) {
              if (i + 1 < n && text.charCodeAt(i + 1) === QUOTE) {
                value += text.slice(from, i + 1);
                i += 2;
                from = i;
                continue;
              }
              value += text.slice(from, i);
              i++;
              closed = true;
              break;
            }
            if (c === LF || (c === CR && (i + 1 >= n || text.charCodeAt(i + 1) !== LF))) line++;
            i++;
          }
          if (!closed) {
            fields.push(value + text.slice(from));
            yield {
              line: start,
              fields,
              error: `unterminated quoted field (the quote opened on line ${openedOn} is never closed)`,
              unterminated: true,
            };
            return;
          }
          quote = quoteAfterBlanks && value.trim() === '' ? openingQuote(i) : -1;
        }
        if (i < n) {
          const c = text.charCodeAt(i);
          if (c !== delimiter && c !== CR && c !== LF) {
            const end = fieldEnd(text, i, delimiter);
            value += text.slice(i, end);
            i = end;
            error ??= `text after the closing quote of field ${fields.length + 1}`;
          }
        }
        fields.push(value);
      } else {
        const end = fieldEnd(text, i, delimiter);
        fields.push(text.slice(i, end));
        i = end;
      }
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === delimiter) {
        i++;
        continue;
      }
      // CR, LF or CRLF ends the record.
      i += c === CR && i + 1 < n && text.charCodeAt(i + 1) === LF ? 2 : 1;
      line++;
      break;
    }
    yield { line: start, fields, error, unterminated: false };
  }
}

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote, a line break or edge spaces. */
export function csvField(value: string): string {
  if (/[",\r\n]/.test(value) || value.trim() !== value) return `"${value.replaceAll('"', '""')}"`;
  return value;
}

/** One record, without the line break. */
export function csvRecord(values: readonly string[]): string {
  return values.map(csvField).join(',');
}
