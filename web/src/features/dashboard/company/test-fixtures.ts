import { ApiError, type RequestOptions } from '../../../api/api-client';
import {
  CompanyApi,
  type ClusterFactor,
  type FilingEvent,
  type HistogramBin,
  type HistoryPoint,
  type PopupText,
  type ScoreBreakdown,
  type TickerDetail,
} from '../../../api/company-api';

/** Test data and a scriptable fake of the API client for the company dashboard (tests only). */

export function aTickerDetail(overrides: Partial<TickerDetail> = {}): TickerDetail {
  return {
    id: 'NWC-US',
    name: 'Northwind Components Inc.',
    status: 'Active',
    mv: 12_345.678,
    auditor: 'KPMG',
    dlOptimistic: 1.2,
    dlPessimistic: 4.56,
    telOptimistic: 120.5,
    telPessimistic: 123.86,
    equityLoss: 119.3,
    finalScore: 87.31,
    rankPercent: 92.4,
    rankPercentWithinSector: 88.1,
    rfpAbsolute: -0.253,
    rfpRelative: -0.1,
    sector_name: 'Information Technology',
    industryGroup: 'Software & Services',
    incorpCountry: 'United States',
    domicileCountry: 'United States',
    exchangeCountry: 'United States',
    exchange_countryID: 1,
    region_name: 'North America',
    exchange: 'NASDAQ',
    isin: 'US0000000001',
    warning: null,
    warnings: [],
    warningFilings: [],
    rating: 'D+',
    scoreNote: null,
    peers: 412,
    peerGroup: 'exchange country',
    origin: 'generated',
    ticker: 'NWC',
    cik: null,
    source: null,
    latestAnnualReport: null,
    ...overrides,
  };
}

/** The SEC filing of a company-year imported from EDGAR. */
export function aFilingSource(
  overrides: Partial<NonNullable<TickerDetail['source']>> = {},
): NonNullable<TickerDetail['source']> {
  return {
    form: '10-K',
    filed: '2024-11-01',
    accession: '0000320193-24-000123',
    url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
    fiscalYearEnd: '2024-09-28',
    marketValueBasis: 'public float',
    ...overrides,
  };
}

/** A filing event as the API answers it: Tesla's late 10-K notice for fiscal 2012. */
export function aFilingEvent(overrides: Partial<FilingEvent> = {}): FilingEvent {
  return {
    kind: 'late-filing',
    form: 'NT 10-K',
    items: [],
    filed: '2013-03-04',
    period: '2012-12-31',
    fiscalYear: 2012,
    report: 'annual',
    accession: '0001193125-13-090071',
    url: 'https://www.sec.gov/Archives/edgar/data/1318605/000119312513090071/0001193125-13-090071-index.htm',
    meaning: 'Notification of late filing of the annual report for fiscal 2012',
    ...overrides,
  };
}

/** Events of two fiscal years, in no particular order (the store puts the latest first). */
export function someFilingEvents(): FilingEvent[] {
  return [
    aFilingEvent(),
    aFilingEvent({
      kind: 'amendment',
      form: '10-K/A',
      filed: '2014-04-29',
      period: '2013-12-31',
      fiscalYear: 2013,
      accession: '0001193125-14-168388',
      url: 'https://www.sec.gov/Archives/edgar/data/1318605/000119312514168388/0001193125-14-168388-index.htm',
      meaning: 'Amendment of the annual report for fiscal 2013 (10-K/A)',
    }),
    aFilingEvent({
      kind: 'non-reliance',
      form: '8-K',
      items: ['4.02'],
      filed: '2013-03-07',
      period: '2013-03-07',
      report: null,
      accession: '0001193125-13-096223',
      url: 'https://www.sec.gov/Archives/edgar/data/1318605/000119312513096223/0001193125-13-096223-index.htm',
      meaning: 'Non-reliance on previously issued financial statements (8-K item 4.02)',
    }),
  ];
}

export const CLUSTER_NAMES: ReadonlyArray<[string, string]> = [
  ['ac', 'Accruals'],
  ['wo', 'Working capital'],
  ['va', 'Asset valuation'],
  ['sm', 'Earnings smoothing'],
  ['ma', 'Margins'],
  ['iv', 'Inventory'],
  ['ic', 'Capitalised costs'],
  ['gr', 'Growth'],
  ['ge', 'Gearing'],
  ['cr', 'Credit and receivables'],
  ['go', 'Goodwill'],
  ['ca', 'Cash'],
  ['re', 'Revenue quality'],
  ['as', 'Asset quality'],
];

/** The middle of quintile q's positions (q = 5: 0.9), or null for N/A. */
const positionOf = (quantile: number | null): number | null =>
  quantile === null ? null : quantile / 5 - 0.1;

export function someClusters(
  quantile: (index: number) => number | null = (i) => (i % 5) + 1,
): ClusterFactor[] {
  return CLUSTER_NAMES.map(([code, name], index) => ({
    cluster_type: code,
    cluster_name: name,
    cluster_value: quantile(index) === null ? null : index / 10,
    cluster_quantile: quantile(index),
    cluster_position: positionOf(quantile(index)),
    cluster_comment_text: `${name} comment.`,
  }));
}

export function someBins(): HistogramBin[] {
  return Array.from({ length: 20 }, (_, index) => ({ x: index * 5, y: (index * 7) % 11 }));
}

export function someHistory(): HistoryPoint[] {
  return [
    { year: 2022, score: 70.5, average: 40 },
    { year: 2020, score: null, average: 38.5 },
    { year: 2021, score: 65, average: 39.25 },
  ];
}

export function somePopups(): PopupText[] {
  return [
    { id: 'pop_stock_summary', title: 'Stock Summary', text: 'Key facts for the selected year.' },
    { id: 'pop_history', title: 'Risk score history', text: 'The final score in each year.' },
    { id: 'pop_year', title: 'Year', text: 'The fiscal year.' },
    { id: 'pop_filing_events', title: 'Filing events', text: 'Notices the company filed with the SEC.' },
  ];
}

/** A value, a function of the request body, a promise, or an Error (the call rejects). */
type Answer = unknown;

export interface FakeCall {
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

/** A deferred answer: the test decides when (and how) the call settles. */
export interface Deferred<T = unknown> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

export function deferred<T = unknown>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export const apiError = (status: number, errorCode: string, message = errorCode): ApiError =>
  new ApiError(status, errorCode, message);

/**
 * A fake `post` answering by path: a value, a function of the body, a promise, or an Error (rejects).
 * Unknown paths reject with a 404. Every call is recorded.
 */
export function fakeCompanyHttp(answers: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const routes = { ...answers };
  const http = {
    post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T> {
      calls.push({ path, body, options });
      if (!(path in routes)) return Promise.reject(new ApiError(404, 'NOT_FOUND', `no fake for ${path}`));
      const route = routes[path];
      const answer: unknown =
        typeof route === 'function' ? (route as (body: unknown) => unknown)(body) : route;
      if (answer instanceof Error) return Promise.reject(answer);
      return Promise.resolve(answer as T);
    },
  };
  return {
    api: new CompanyApi(http),
    calls,
    routes,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}

/** Answers for every panel of a company with data in 2021 and 2022. */
export function companyAnswers(overrides: Record<string, Answer> = {}): Record<string, Answer> {
  return {
    '/dashboard/availableYears': { restrictAccess: false, data: [2021, 2022] },
    '/dashboard/tickerDetail': (body: unknown) =>
      aTickerDetail({ name: `Northwind ${(body as { year: number }).year}` }),
    '/dashboard/riskHistory': someHistory(),
    '/dashboard/riskDistribution': someBins(),
    '/dashboard/sectorDistribution': someBins(),
    '/dashboard/chartFactor': { restrictAccess: false, data: someClusters() },
    '/dashboard/popup': somePopups(),
    '/dashboard/full-report-url': { url: 'https://reports.example/NWC.pdf' },
    '/dashboard/scoreBreakdown': aScoreBreakdown(),
    // No filing events unless a test gives some (an imported file's company has none).
    '/dashboard/filingEvents': { events: [] },
    ...overrides,
  };
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

const input = (
  item: string,
  label: string,
  year: number,
  lag: 0 | 1 | 2,
  value: number | null,
): ScoreBreakdown['mScore']['terms'][number]['inputs'][number] => ({
  item,
  label,
  year,
  lag,
  value,
  asReportedIn: null,
  source: null,
});

const term = (
  code: string,
  name: string,
  value: number | null,
  weight: number,
  inputs: ScoreBreakdown['mScore']['terms'][number]['inputs'],
  reason: string | null = null,
): ScoreBreakdown['mScore']['terms'][number] => ({
  key: code.toLowerCase(),
  code,
  name,
  formula: `${code} formula`,
  value,
  weight,
  contribution: value === null ? null : value * weight,
  sectorMedian: value === null ? null : 1.01,
  reason,
  inputs,
});

/** The worked example of docs/risk-model.md, shortened: two M-score indices and one F-score variable. */
export function aScoreBreakdown(overrides: Partial<ScoreBreakdown> = {}): ScoreBreakdown {
  return {
    tickerId: 'NWC-US',
    year: 2022,
    origin: 'generated',
    final: {
      score: 67.91,
      unrounded: 67.9123,
      // S_t = 0.73 × 0.7 + 0.27 × 0.8846
      logit: 0.7498,
      yearLogit: 0.8846,
      previousLogit: 0.7,
      kept: 0.73,
      intercept: 0,
      reason: null,
      terms: [
        {
          key: 'mScore',
          name: 'Beneish M-score',
          input: -1.527035,
          transform: 'clamp(M − (-1.78), ±4)',
          transformed: 0.252965,
          weight: 0.5,
          contribution: 0.1265,
        },
        {
          key: 'fScore',
          name: 'Dechow F-score',
          input: 1.12249,
          transform: 'clamp(ln F, ±3)',
          transformed: 0.1156,
          weight: 0.15,
          contribution: 0.0173,
        },
        {
          key: 'clusters',
          name: 'Cluster red-flag share',
          input: 0.1213,
          transform: 'C − 0.075',
          transformed: 0.0463,
          weight: 16,
          contribution: 0.7408,
        },
      ],
    },
    mScore: {
      value: -1.527035,
      intercept: -4.84,
      threshold: -1.78,
      sensitiveThreshold: -2.22,
      flagged: true,
      reason: null,
      terms: [
        term('DSRI', 'Days sales in receivables index', 1.5, 0.92, [
          input('receivables', 'Receivables', 2022, 0, 180),
          input('revenue', 'Revenue', 2022, 0, 1200),
          input('receivables', 'Receivables', 2021, 1, 100),
          input('revenue', 'Revenue', 2021, 1, 1000),
        ]),
        term('SGI', 'Sales growth index', 1.2, 0.892, [
          input('revenue', 'Revenue', 2022, 0, 1200),
          input('revenue', 'Revenue', 2021, 1, 1000),
        ]),
      ],
    },
    fScore: {
      value: 1.12249,
      predictedValue: -5.4797,
      probability: 0.0041532,
      intercept: -7.893,
      unconditionalProbability: 0.0037,
      bands: { aboveNormal: 1, substantial: 2.45 },
      band: 'above normal',
      reason: null,
      terms: [
        term(
          'CH_CS',
          'Change in cash sales',
          null,
          0.171,
          [input('receivables', 'Receivables', 2020, 2, null)],
          'Missing: Receivables 2020',
        ),
      ],
    },
    // The models over the company's years, oldest first; 2022 as the tabs above show it.
    history: [
      {
        year: 2020,
        mScore: null,
        mFlagged: null,
        indices: [
          { key: 'dsri', value: null },
          { key: 'sgi', value: null },
        ],
        fScore: null,
        fBand: null,
        variables: [{ key: 'ch_cs', value: null }],
      },
      {
        year: 2021,
        mScore: -2.0513,
        mFlagged: false,
        indices: [
          { key: 'dsri', value: 0.9812 },
          { key: 'sgi', value: 1.05 },
        ],
        fScore: 0.8417,
        fBand: 'normal',
        variables: [{ key: 'ch_cs', value: 0.1234 }],
      },
      {
        year: 2022,
        mScore: -1.527035,
        mFlagged: true,
        indices: [
          { key: 'dsri', value: 1.5 },
          { key: 'sgi', value: 1.2 },
        ],
        fScore: 1.12249,
        fBand: 'above normal',
        variables: [{ key: 'ch_cs', value: null }],
      },
    ],
    clusters: {
      composite: 0.1213,
      centre: 0.075,
      available: 12,
      minimum: 8,
      flags: [
        { code: 'ac', name: 'Accruals', position: 0.91, quantile: 5, weight: 3, flagStrength: 0.343 },
        { code: 'wo', name: 'Working capital', position: 0.3, quantile: 2, weight: 3, flagStrength: 0 },
        { code: 'go', name: 'Goodwill', position: null, quantile: null, weight: 1, flagStrength: null },
      ],
    },
    statements: {
      years: [2021, 2022],
      items: [
        {
          item: 'revenue',
          label: 'Revenue',
          values: [1000, 1200],
          notReported: [false, false],
          revisions: [null, null],
        },
        {
          item: 'receivables',
          label: 'Receivables',
          values: [100, null],
          notReported: [false, false],
          revisions: [null, null],
        },
        {
          item: 'longTermDebt',
          label: 'Long-term debt',
          values: [250, 0],
          notReported: [false, true],
          revisions: [null, null],
        },
      ],
      revisions: [],
    },
    ...overrides,
  };
}
