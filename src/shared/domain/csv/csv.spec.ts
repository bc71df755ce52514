import {
  csvField,
  csvRecord,
  readCsvRecords,
  sniffCsvDelimiter,
  type CsvReadOptions,
  type CsvRecord,
} from './csv.js';

const read = (text: string, options?: CsvReadOptions): CsvRecord[] => [...readCsvRecords(text, options)];
const fieldsOf = (text: string, options?: CsvReadOptions): string[][] =>
  read(text, options).map((r) => r.fields);

describe('readCsvRecords', () => {
  it('splits records on LF, CRLF and lone CR, without a record after the last line break', () => {
    expect(fieldsOf('a,b\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(fieldsOf('a,b\r\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
    expect(fieldsOf('a\r1\r')).toEqual([['a'], ['1']]);
    expect(fieldsOf('')).toEqual([]);
  });

  it('keeps empty fields, trailing ones included, and reads a blank line as one empty field', () => {
    expect(fieldsOf(',a,,\n\nb')).toEqual([['', 'a', '', ''], [''], ['b']]);
  });

  it('reads quoted fields with commas, line breaks and doubled quotes', () => {
    const text = 'name,n\n"Foo, Inc.",1\n"say ""hi""\nthere",2\n"",3\n';
    expect(fieldsOf(text)).toEqual([
      ['name', 'n'],
      ['Foo, Inc.', '1'],
      ['say "hi"\nthere', '2'],
      ['', '3'],
    ]);
  });

  it('numbers records by the physical line they start on', () => {
    const text = 'h\n"one\r\ntwo\nthree"\nx\r\n"a\rb"\ny';
    expect(read(text).map((r) => [r.line, r.fields[0]])).toEqual([
      [1, 'h'],
      [2, 'one\r\ntwo\nthree'],
      [5, 'x'],
      [6, 'a\rb'],
      [8, 'y'],
    ]);
  });

  it('skips a UTF-8 byte order mark', () => {
    expect(fieldsOf('\uFEFFisin,name\r\n')).toEqual([['isin', 'name']]);
  });

  it('keeps a quote inside an unquoted field as text', () => {
    expect(read('5" disk,a')[0]).toEqual({
      line: 1,
      fields: ['5" disk', 'a'],
      error: null,
      unterminated: false,
    });
  });

  it('flags text after a closing quote but keeps reading', () => {
    const records = read('"ab"c,d\ne,f');
    expect(records[0]?.fields).toEqual(['abc', 'd']);
    expect(records[0]?.error).toBe('text after the closing quote of field 1');
    expect(records[1]).toEqual({ line: 2, fields: ['e', 'f'], error: null, unterminated: false });
  });

  it('reports an unterminated quoted field as the last record', () => {
    const records = read('a,b\n1,"open\n2,3\n');
    expect(records).toHaveLength(2);
    expect(records[1]?.unterminated).toBe(true);
    expect(records[1]?.line).toBe(2);
    expect(records[1]?.error).toContain('line 2');
  });
});

describe('readCsvRecords options', () => {
  it('splits on the delimiter it is given, and keeps commas then', () => {
    expect(fieldsOf('a;b,c\n"1;2";3', { delimiter: ';' })).toEqual([
      ['a', 'b,c'],
      ['1;2', '3'],
    ]);
    expect(fieldsOf('a\tb\n1\t"2\t3"', { delimiter: '\t' })).toEqual([
      ['a', 'b'],
      ['1', '2\t3'],
    ]);
  });

  it('opens a quoted field after blanks only when asked to (quoteAfterBlanks)', () => {
    expect(fieldsOf('Ann, "Smith, J", yes')).toEqual([['Ann', ' "Smith', ' J"', ' yes']]);
    expect(fieldsOf('Ann, "Smith, J", yes', { quoteAfterBlanks: true })).toEqual([
      ['Ann', 'Smith, J', ' yes'],
    ]);
    // A blank quoted field followed by blanks and a quote starts the field again; other text stays text.
    expect(fieldsOf('"" "x",a "b"', { quoteAfterBlanks: true })).toEqual([['x', 'a "b"']]);
  });

  it('counts lines inside quoted fields with any delimiter', () => {
    const records = read('a;"b\nc"\nd;e', { delimiter: ';' });
    expect(records.map((r) => r.line)).toEqual([1, 3]);
  });
});

describe('sniffCsvDelimiter', () => {
  it('takes a comma, else a semicolon, else a tab, from the first line only', () => {
    expect(sniffCsvDelimiter('a;b,c\n')).toBe(',');
    expect(sniffCsvDelimiter('a;b\tc\n1,2')).toBe(';');
    expect(sniffCsvDelimiter('\uFEFFa\tb\r1,2')).toBe('\t');
    expect(sniffCsvDelimiter('a\r\n1;2')).toBe(',');
    expect(sniffCsvDelimiter('')).toBe(',');
  });
});

describe('csvField and csvRecord', () => {
  it('quotes only what needs quoting', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(' padded')).toBe('" padded"');
    expect(csvField('')).toBe('');
  });

  it('writes what the reader reads back', () => {
    const values = ['Foo, Inc.', 'say "hi"', 'a\r\nb', '', 'Oslo Børs', ' x '];
    expect(fieldsOf(csvRecord(values))).toEqual([values]);
  });
});
