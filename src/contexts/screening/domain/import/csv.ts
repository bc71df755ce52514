/**
 * A small RFC 4180 CSV reader and writer: comma-separated fields, fields optionally enclosed in double
 * quotes, a quote inside a quoted field doubled (""), commas and line breaks allowed inside quoted
 * fields. Records end with CRLF, LF or a lone CR; a leading UTF-8 byte order mark is skipped.
 *
 * Lenient where RFC 4180 is silent or strict: a quote inside an unquoted field is kept as text; text
 * after the closing quote of a field (`"ab"c`) is kept too, but the record carries an error.
 */

const COMMA = 44;
const QUOTE = 34;
const CR = 13;
const LF = 10;
const BOM = 0xfeff;

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

/** End of the unquoted field starting at `from`: the next comma, CR, LF, or the end of the text. */
function fieldEnd(text: string, from: number): number {
  const n = text.length;
  let i = from;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === COMMA || c === CR || c === LF) break;
    i++;
  }
  return i;
}

/** The records of a CSV text, in order. A blank line is a record with one empty field. */
export function* readCsvRecords(text: string): Generator<CsvRecord, void, undefined> {
  const n = text.length;
  let i = n > 0 && text.charCodeAt(0) === BOM ? 1 : 0;
  let line = 1;
  while (i < n) {
    const start = line;
    const fields: string[] = [];
    let error: string | null = null;
    for (;;) {
      if (i < n && text.charCodeAt(i) === QUOTE) {
        const openedOn = line;
        let value = '';
        let from = ++i;
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
        if (i < n) {
          const c = text.charCodeAt(i);
          if (c !== COMMA && c !== CR && c !== LF) {
            const end = fieldEnd(text, i);
            value += text.slice(i, end);
            i = end;
            error ??= `text after the closing quote of field ${fields.length + 1}`;
          }
        }
        fields.push(value);
      } else {
        const end = fieldEnd(text, i);
        fields.push(text.slice(i, end));
        i = end;
      }
      if (i >= n) break;
      const c = text.charCodeAt(i);
      if (c === COMMA) {
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
