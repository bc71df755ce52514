import { MAX_UPLOAD_BYTES } from '../../../shared/domain/upload-limit.js';
import {
  checkUploadFile,
  csvRows,
  DATA_MATCH_WARNING,
  parseIsinCsv,
  planUpload,
  UPLOAD_COMPLETE,
} from './watchlist-upload.js';
import { WatchlistsError } from './watchlists-error.js';

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof WatchlistsError ? error.code : 'OTHER';
  }
}

describe('watchlist upload', () => {
  it('takes .csv files of at most 102400 bytes', () => {
    expect(codeOf(() => checkUploadFile('list.CSV', MAX_UPLOAD_BYTES))).toBeUndefined();
    expect(codeOf(() => checkUploadFile('list.xlsx', 10))).toBe('UNSUPPORTED_FILE_TYPE');
    expect(codeOf(() => checkUploadFile('list.csv.exe', 10))).toBe('UNSUPPORTED_FILE_TYPE');
    expect(codeOf(() => checkUploadFile('list.csv', MAX_UPLOAD_BYTES + 1))).toBe('FILE_TOO_LARGE');
  });

  it('reads quoted fields, CRLF and semicolons', () => {
    expect(csvRows('a,"b,""c"""\r\n1,2')).toEqual([
      ['a', 'b,"c"'],
      ['1', '2'],
    ]);
    expect(csvRows('ISIN;Name\nUS1;X\n')).toEqual([
      ['ISIN', 'Name'],
      ['US1', 'X'],
    ]);
  });

  it('finds the ISIN column in any case and position, uppercases and de-duplicates', () => {
    const parsed = parseIsinCsv(
      '\uFEFFName,Isin\nAcme, us0000000001 \nBeta,US0000000002\n\nAgain,US0000000001\n,\n',
    );
    expect(parsed).toEqual({ isins: ['US0000000001', 'US0000000002'], repeated: ['US0000000001'] });
  });

  it("refuses a file without an ISIN column or without data: 'Error empty stock data uploaded', 'Empty Data'", () => {
    expect(codeOf(() => parseIsinCsv('Name,Ticker\nAcme,ACME'))).toBe('EMPTY_STOCK_DATA');
    expect(codeOf(() => parseIsinCsv(''))).toBe('EMPTY_DATA');
    expect(codeOf(() => parseIsinCsv(' \r\n '))).toBe('EMPTY_DATA');
    expect(codeOf(() => parseIsinCsv('isin\n\n'))).toBe('EMPTY_DATA');
  });

  it('adds every matched permitted company and reports the rest', () => {
    const plan = planUpload(
      { isins: ['US1', 'US2', 'XX9', 'DE1', 'US3'], repeated: ['US2'] },
      [
        { isin: 'US1', realTickerId: 'T1', permitted: true, exchange_country: 'United States' },
        { isin: 'US2', realTickerId: 'T2', permitted: true, exchange_country: 'United States' },
        { isin: 'DE1', realTickerId: 'D1', permitted: false, exchange_country: 'Germany' },
        { isin: 'US3', realTickerId: 'T3', permitted: true, exchange_country: 'United States' },
      ],
      new Set(['T3']),
    );
    expect(plan.toAdd).toEqual(['T1', 'T2']);
    expect(plan.added).toEqual(['US1', 'US2']);
    expect(plan.duplicates).toEqual(['US2', 'US3']);
    expect(plan.unmatched).toEqual(['XX9']);
    expect(plan.restricted).toEqual([{ isin: 'DE1', exchange_country: 'Germany' }]);
    expect(plan.partial).toBe(true);
    expect(plan.message).toBe(DATA_MATCH_WARNING);
    expect(plan.messages[1]).toContain('Germany Exchange country');
  });

  it("says 'Upload complete.' when everything matched", () => {
    const plan = planUpload(
      { isins: ['US1'], repeated: [] },
      [{ isin: 'US1', realTickerId: 'T1', permitted: true, exchange_country: 'United States' }],
      new Set(),
    );
    expect(plan).toMatchObject({ message: UPLOAD_COMPLETE, messages: [UPLOAD_COMPLETE], partial: false });
  });
});
