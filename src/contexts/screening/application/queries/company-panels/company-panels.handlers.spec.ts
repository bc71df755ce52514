import { FixedClock } from '../../../../../shared/domain/clock.js';
import {
  DashboardReadModel,
  type FilingSource,
  type StatementSourceRecord,
  type TickerDetailRecord,
  type TickerListing,
} from '../../ports/dashboard-read-model.js';
import type { AnonymisationKey, ExchangeEntitlements } from '../../ports/exchange-entitlements.js';
import type { ScreenReadModel } from '../../ports/screen-read-model.js';
import { aliasOf, TrialAnonymiser } from '../../trial-anonymiser.js';
import {
  ExchangeAccess,
  GetStatementSourceHandler,
  GetTickerDetailHandler,
} from './company-panels.handlers.js';
import { GetStatementSource, GetTickerDetail } from './company-panels.queries.js';

const US = 1;
const KEY = 'test-key';
const SOURCE: FilingSource = {
  form: '10-K',
  filed: '2024-11-01',
  accession: '0000320193-24-000123',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
  fiscalYearEnd: '2024-09-28',
  marketValueBasis: 'public float',
};

const RECORD: TickerDetailRecord = {
  id: 'AAPL-US',
  name: 'Apple Inc.',
  status: 'Active',
  mv: 2628553,
  auditor: 'Ernst & Young',
  dlOptimistic: null,
  dlPessimistic: null,
  telOptimistic: null,
  telPessimistic: null,
  equityLoss: null,
  finalScore: 42,
  rankPercent: 50,
  rankPercentWithinSector: 50,
  rfpAbsolute: null,
  rfpRelative: null,
  sector_name: 'Information Technology',
  industryGroup: 'Technology Hardware & Equipment',
  incorpCountry: 'United States',
  domicileCountry: 'United States',
  exchangeCountry: 'United States',
  exchange_countryID: US,
  region_name: 'United States',
  exchange: 'NASDAQ',
  isin: 'missing',
  warning: null,
  rating: 'C',
  scoreNote: null,
  peers: 412,
  peerGroup: 'exchange country',
  origin: 'sec',
  ticker: 'AAPL',
  cik: 320193,
  source: SOURCE,
  latestAnnualReport: { ...SOURCE, fiscalYear: 2024 },
};

const STATEMENT: StatementSourceRecord = {
  filing: SOURCE,
  items: [{ item: 'revenue', value: 391035, concept: 'Revenues', filing: { ...SOURCE } }],
  comparativeNotReported: [],
  origin: 'imported',
};

class FakeReadModel extends DashboardReadModel {
  statement: StatementSourceRecord | null = STATEMENT;
  tickerDetail = (tickerId: string): Promise<TickerDetailRecord | null> =>
    Promise.resolve(tickerId === RECORD.id ? RECORD : null);
  statementSource = (): Promise<StatementSourceRecord | null> => Promise.resolve(this.statement);
  listing = (tickerId: string): Promise<TickerListing | null> =>
    Promise.resolve(
      tickerId === RECORD.id
        ? {
            tickerId,
            isin: 'missing',
            name: 'Apple Inc.',
            exchange_countryID: US,
            exchange_country: 'United States',
          }
        : null,
    );
  companyStatements = () => Promise.resolve([]);
  sectorPeerStatements = () => Promise.resolve([]);
  filingEvents = () => Promise.resolve([]);
  riskHistory = () => Promise.resolve([]);
  clusterFactors = () => Promise.resolve([]);
  riskDistribution = () => Promise.resolve([]);
  sectorDistribution = () => Promise.resolve([]);
  scoreLogit = () => Promise.resolve(null);
  availableYears = () => Promise.resolve({ years: [], defaultYear: null });
  listingByIsin = () => Promise.resolve(null);
}

function handlers(options: { trial: boolean; exchanges?: number[]; today?: Date }) {
  const entitlements: ExchangeEntitlements = {
    allowedExchangeIds: () => Promise.resolve(new Set(options.exchanges ?? [US])),
    anonymised: () => Promise.resolve(options.trial),
  };
  const screen = {
    listedTickers: () =>
      Promise.resolve([{ tickerId: RECORD.id, exchange_countryID: US, exchange_country: 'United States' }]),
  } as unknown as ScreenReadModel;
  const key: AnonymisationKey = { value: KEY };
  const access = new ExchangeAccess(entitlements, new TrialAnonymiser(entitlements, screen, key));
  const model = new FakeReadModel();
  return {
    model,
    detail: new GetTickerDetailHandler(
      model,
      access,
      new FixedClock(options.today ?? new Date('2025-06-01')),
    ),
    statement: new GetStatementSourceHandler(model, access),
  };
}

const alias = aliasOf(RECORD.id, KEY).tickerId;

describe('the filing source of a company-year', () => {
  it('is on the ticker detail and in the statement source for a paying tenant', async () => {
    const { detail, statement } = handlers({ trial: false });
    expect((await detail.execute(new GetTickerDetail('t', RECORD.id, 2024, US))).source).toEqual(SOURCE);
    expect(await statement.execute(new GetStatementSource('t', RECORD.id, 2024, US))).toEqual({
      kind: 'filing',
      filing: SOURCE,
      items: STATEMENT.items,
    });
  });

  it('is null on the ticker detail and withheld from the report for a trial tenant', async () => {
    const { detail, statement } = handlers({ trial: true });
    const seen = await detail.execute(new GetTickerDetail('t', alias, 2024, US));
    expect(seen).toMatchObject({ id: alias, source: null, latestAnnualReport: null });
    expect(JSON.stringify(seen)).not.toMatch(/320193|Apple/);
    expect(await statement.execute(new GetStatementSource('t', alias, 2024, US))).toEqual({
      kind: 'withheld',
    });
  });

  it("says where a year without provenance came from, and keeps to the tenant's exchanges", async () => {
    const { model, statement } = handlers({ trial: false });
    model.statement = { filing: null, items: [], comparativeNotReported: [], origin: 'generated' };
    expect(await statement.execute(new GetStatementSource('t', RECORD.id, 2024, US))).toEqual({
      kind: 'unrecorded',
      origin: 'generated',
    });
    await expect(
      handlers({ trial: false, exchanges: [4] }).statement.execute(
        new GetStatementSource('t', RECORD.id, 2024, US),
      ),
    ).rejects.toMatchObject({ code: 'EXCHANGE_NOT_PERMITTED' });
    // Permitted, but not the company's exchange country.
    await expect(
      handlers({ trial: false, exchanges: [US, 4] }).statement.execute(
        new GetStatementSource('t', RECORD.id, 2024, 4),
      ),
    ).rejects.toMatchObject({ code: 'TICKER_NOT_FOUND' });
  });
});

describe('the latest annual report on the ticker detail', () => {
  it('names the filing and when the next one is due, not overdue before that day', async () => {
    const { detail } = handlers({ trial: false, today: new Date('2025-12-27T12:00:00Z') });
    // Fiscal 2024 ended 2024-09-28: fiscal 2025 ends 2025-09-28 and its 10-K is due 90 days later.
    expect((await detail.execute(new GetTickerDetail('t', RECORD.id, 2024, US))).latestAnnualReport).toEqual({
      ...SOURCE,
      fiscalYear: 2024,
      nextFiscalYearEnd: '2025-09-28',
      due: '2025-12-27',
      overdue: false,
    });
  });

  it('marks the data stale once the next annual report is overdue', async () => {
    const { detail } = handlers({ trial: false, today: new Date('2025-12-28T00:30:00Z') });
    const latest = (await detail.execute(new GetTickerDetail('t', RECORD.id, 2024, US))).latestAnnualReport;
    expect(latest?.overdue).toBe(true);
  });
});
