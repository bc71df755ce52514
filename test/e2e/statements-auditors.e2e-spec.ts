import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import { ImportStatements, type StatementsImportSummary } from '../../src/contexts/filings/index.js';
import {
  STATEMENT_CSV_COLUMNS,
  type StatementCsvColumn,
} from '../../src/contexts/filings/domain/import/statements-csv.js';
import { csvRecord } from '../../src/shared/domain/csv/csv.js';
import { inContext, signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const US = 1;
const HEADER = csvRecord(STATEMENT_CSV_COLUMNS);

/** One company-year of a small statements CSV (docs/statements-csv.md): a few figures, the rest missing. */
function row(
  isin: string,
  ticker: string,
  name: string,
  auditor: string,
  year: number,
  changed = false,
): string {
  const cells: Partial<Record<StatementCsvColumn, string>> = {
    isin,
    ticker,
    name,
    exchange_country: 'United States',
    exchange: 'NYSE',
    sector: 'Utilities',
    industry_group: 'Utilities',
    auditor,
    trading_status: 'Delisted',
    year: String(year),
    revenue: '1000',
    netIncome: '50',
    totalAssets: '2000',
    auditorChanged: changed ? 'yes' : 'no',
  };
  return csvRecord(STATEMENT_CSV_COLUMNS.map((column) => cells[column] ?? ''));
}

/**
 * Issue 31: the statements CSV resolves auditors as the SEC import does. Arthur Andersen, outside the
 * reference list, is added under an id of its own instead of refusing Enron's rows; the same name keeps
 * that id in a later import, and the ticker detail names it.
 */
describe('statements CSV: an auditor outside the reference list', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let analyst: string;
  const post = (path: string, body: object) => dashboardCall(app)(path, analyst, body);
  const importCsv = (rows: string[], fileName: string) =>
    inContext<StatementsImportSummary>(app, (commands) =>
      commands.execute(new ImportStatements(`${[HEADER, ...rows].join('\n')}\n`, fileName)),
    );
  const storedAuditors = async (ticker: string) =>
    (
      await db.query<{ year: number; auditor_id: number; auditor_name: string | null }>(
        'select year, auditor_id, auditor_name from screening.statement where ticker_id = $1 order by year',
        [ticker],
      )
    ).rows.map((r) => [r.year, r.auditor_id, r.auditor_name]);

  beforeAll(async () => {
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 30, years: 3, seed: 3_104, lastYear: 2025 });
    analyst = await signIn(app, 'analyst@acme.test');
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it("imports Enron's rows audited by Arthur Andersen, one new id for both, and shows the name", async () => {
    const result = await importCsv(
      [
        row('US2935611069', 'ENE', 'Enron Corp', 'Arthur Andersen', 2000),
        row('US2935611069', 'ENE', 'Enron Corp', 'Arthur Andersen', 2001),
      ],
      'enron.csv',
    );
    expect(result.rejected).toEqual([]);
    expect(result.accepted).toBe(2);
    const enron = await storedAuditors('ENE');
    expect(enron).toEqual([
      [2000, enron[0]?.[1], 'Arthur Andersen'],
      [2001, enron[0]?.[1], 'Arthur Andersen'],
    ]);
    const andersen = Number(enron[0]?.[1]);
    expect(andersen).toBeGreaterThanOrEqual(1000);

    const detail = await post('tickerDetail', { tickerId: 'ENE', year: 2001, exchangeCountryId: US }).expect(
      200,
    );
    expect(detail.body).toMatchObject({ auditor: 'Arthur Andersen', origin: 'file' });

    // A later import reads the stored universe: the same name keeps its id, a new one takes the next,
    // and a change between them names both.
    const later = await importCsv(
      [
        row('US9999999991', 'WCOM', 'WorldCom Inc', 'ARTHUR ANDERSEN LLP', 2000),
        row('US9999999991', 'WCOM', 'WorldCom Inc', 'Marcum LLP', 2001, true),
      ],
      'worldcom.csv',
    );
    expect(later.rejected).toEqual([]);
    expect(await storedAuditors('WCOM')).toEqual([
      [2000, andersen, 'Arthur Andersen'],
      [2001, andersen + 1, 'Marcum LLP'],
    ]);
    const worldcom = await post('tickerDetail', {
      tickerId: 'WCOM',
      year: 2001,
      exchangeCountryId: US,
    }).expect(200);
    expect(worldcom.body.auditor).toBe('Marcum LLP');
    expect(worldcom.body.warning).toContain('ALERT: Change of auditor from Arthur Andersen to Marcum LLP.');
  });
});
