import fc from 'fast-check';
import { RESULT_CSV_HEADER, csvCell, resultCsvLine } from './csv-export.js';

/** Reads CSV text back as a spreadsheet would: rows, RFC 4180 quotes (at a cell's start), a separator. */
function readRows(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"' && cell === '') quoted = true;
    else if (character === separator) {
      row.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += character;
  }
  row.push(cell);
  rows.push(row);
  return rows;
}

/** What spreadsheets run as a formula (OWASP CSV injection): = + - @, tab, carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

describe('results CSV', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1+1')).toBe("'\t=1+1");
    // The carriage return also ends a row for a ';' locale: the '=' after it gets its apostrophe too.
    expect(csvCell('\r=1+1')).toBe(`"'\r'=1+1"`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('Acme = good')).toBe('Acme = good');
  });

  it("starts no formula where a ';' locale splits the line, and keeps commas and line ends in their cell", () => {
    expect(csvCell('a;=cmd|/C calc')).toBe("a;'=cmd|/C calc");
    expect(csvCell('x;-1;@A1;ok')).toBe("x;'-1;'@A1;ok");
    expect(csvCell('x;"=1+1')).toBe(`"x;'""=1+1"`);
    expect(csvCell('a,=1+1')).toBe('"a,=1+1"');
    expect(csvCell('a\n=1+1')).toBe(`"a\n'=1+1"`);
  });

  it('for any text: read back, no cell starts a formula, and the text is kept after the apostrophe', () => {
    const risky = fc.constantFrom('=', '+', '-', '@', '\t', '\r', '\n', ',', ';', '"', "'", ' ', 'a', '1');
    const text = fc.oneof(
      fc.string(),
      fc.array(risky, { maxLength: 12 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(text, text, text, (name, country, ticker) => {
        const line = resultCsvLine({
          isin: 'US0378331005',
          name,
          ticker,
          fiscalYear: 2024,
          fiscalYearEnd: '2024-09-28',
          domicile_country: country,
          rank_percent: -3.4,
          rank_percent_within_sector: null,
          rating: 'C-',
          scoreNote: null,
          final_score: 1,
          mScore: -2.345,
          fScore: null,
          filingEvents: ['late-filing', 'restatement'],
        });
        for (const separator of [',', ';'] as const) {
          const rows = readRows(line, separator);
          for (const cell of rows.flat()) {
            // '-' starts only a number (the rounded rank, the M-score), which is not a formula.
            if (cell.startsWith('-')) expect(cell).toMatch(/^-\d+(\.\d+)?$/);
            else expect(cell).not.toMatch(FORMULA_START);
          }
          // With the file's own separator the two texts come back whole, apostrophes aside.
          if (separator === ',') {
            expect(rows).toHaveLength(1);
            const cells = rows[0]!;
            const kept = (text: string) =>
              (FORMULA_START.test(text) ? `'${text}` : text).replace(/([;\r\n])(?="*[=+\-@\t\r])/g, "$1'");
            expect(cells).toHaveLength(13);
            expect(cells[1]).toBe(kept(name));
            expect(cells.slice(3, 5)).toEqual(['2024', '2024-09-28']);
            expect(cells[5]).toBe(kept(country));
            expect(cells[6]).toBe('-3');
            expect(cells.slice(10)).toEqual(['-2.35', '', 'Late filing; Restatement']);
          }
        }
      }),
      { numRuns: 2_000, seed: 11 },
    );
  });

  it('quotes commas and quotes, and rounds the percentages', () => {
    expect(
      resultCsvLine({
        isin: 'US0378331005',
        name: 'Acme, "The" Corp',
        ticker: 'ACME',
        fiscalYear: 2024,
        fiscalYearEnd: null,
        domicile_country: 'United States',
        rank_percent: 87.49,
        rank_percent_within_sector: 12.5,
        rating: 'C-',
        scoreNote: null,
        final_score: 63.51,
        mScore: 1.2,
        fScore: 0.97,
        filingEvents: [],
      }),
    ).toBe('US0378331005,"Acme, ""The"" Corp",ACME,2024,,United States,87,13,C-,64,1.2,0.97,');
  });

  it("writes the models' scores after the spec's columns, at two decimals, a missing one empty as every null", () => {
    expect(RESULT_CSV_HEADER).toEqual([
      'ISIN',
      'Name',
      'Ticker',
      'FiscalYear',
      'FiscalYearEnd',
      'Domicile',
      'RankPercent',
      'RankPerSector',
      'Rating',
      'Risk',
      'Beneish M-score',
      'Dechow F-score',
      'Filing events',
    ]);
    const row = {
      isin: 'US0378331005',
      name: 'Acme',
      ticker: 'ACME',
      fiscalYear: 2024,
      fiscalYearEnd: null,
      domicile_country: 'United States',
      rank_percent: null,
      rank_percent_within_sector: null,
      rating: null,
      scoreNote: null,
      final_score: null,
      filingEvents: [],
    };
    expect(resultCsvLine({ ...row, mScore: -1.23456, fScore: 2.006 })).toBe(
      'US0378331005,Acme,ACME,2024,,United States,,,,,-1.23,2.01,',
    );
    expect(resultCsvLine({ ...row, mScore: null, fScore: null })).toBe(
      'US0378331005,Acme,ACME,2024,,United States,,,,,,,',
    );
  });

  it("writes who and when after the name: N/A for a missing ISIN or ticker (never 'missing'), the fiscal year and its end", () => {
    const row = {
      isin: 'missing',
      name: 'Apple Inc.',
      ticker: 'AAPL',
      fiscalYear: 2017,
      fiscalYearEnd: '2017-09-30',
      domicile_country: 'United States',
      rank_percent: 12.4,
      rank_percent_within_sector: 30.6,
      rating: 'B',
      scoreNote: null,
      final_score: 21.7,
      mScore: -2.29,
      fScore: 1.22,
      filingEvents: [],
    };
    const line = resultCsvLine(row);
    expect(line).toBe('N/A,Apple Inc.,AAPL,2017,2017-09-30,United States,12,31,B,22,-2.29,1.22,');
    expect(line).not.toContain('missing');
    expect(resultCsvLine({ ...row, isin: '', ticker: null, fiscalYearEnd: null })).toBe(
      'N/A,Apple Inc.,N/A,2017,,United States,12,31,B,22,-2.29,1.22,',
    );
    expect(line.split(',')).toHaveLength(RESULT_CSV_HEADER.length);
  });

  it('writes why a row has no rating in the Rating cell: not rated, or not scored with the reason', () => {
    const row = {
      isin: 'missing',
      name: 'NVIDIA CORP',
      ticker: 'NVDA',
      fiscalYear: 2025,
      fiscalYearEnd: '2025-01-26',
      domicile_country: 'United States',
      rank_percent: null,
      rank_percent_within_sector: null,
      rating: null,
      final_score: 71.2,
      mScore: -1.9,
      fScore: 1.4,
      filingEvents: [],
    };
    expect(resultCsvLine({ ...row, scoreNote: 'Not rated: fewer than 30 peers' })).toBe(
      'N/A,NVIDIA CORP,NVDA,2025,2025-01-26,United States,,,Not rated: fewer than 30 peers,71,-1.9,1.4,',
    );
    expect(
      resultCsvLine({
        ...row,
        final_score: null,
        scoreNote: 'Not scored: the F-score is N/A (no statements for t−1)',
      }),
    ).toBe(
      'N/A,NVIDIA CORP,NVDA,2025,2025-01-26,United States,,,Not scored: the F-score is N/A (no statements for t−1),,-1.9,1.4,',
    );
  });

  it('writes the filing events of the year and the two before last: their labels joined by "; ", empty when none', () => {
    const row = {
      isin: 'US88160R1014',
      name: 'Tesla',
      ticker: 'TSLA',
      fiscalYear: 2013,
      fiscalYearEnd: '2013-12-31',
      domicile_country: 'United States',
      rank_percent: 50,
      rank_percent_within_sector: 50,
      rating: 'C',
      scoreNote: null,
      final_score: 50,
      mScore: -2,
      fScore: 1,
    };
    const events = resultCsvLine({ ...row, filingEvents: ['late-filing', 'non-reliance', 'restatement'] });
    expect(events.split(',').at(-1)).toBe('Late filing; Non-reliance; Restatement');
    expect(events.split(',')).toHaveLength(RESULT_CSV_HEADER.length);
    expect(
      resultCsvLine({ ...row, filingEvents: ['auditor-change'] })
        .split(',')
        .at(-1),
    ).toBe('Auditor change');
    expect(resultCsvLine({ ...row, filingEvents: [] }).endsWith(',1,')).toBe(true);
  });
});
