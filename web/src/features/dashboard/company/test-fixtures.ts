import { ApiError, type RequestOptions } from '../../../api/api-client';
import {
  CompanyApi,
  type ClusterFactor,
  type HistogramBin,
  type HistoryPoint,
  type PopupText,
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
    rating: 'D+',
    source: null,
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

export function someClusters(
  quantile: (index: number) => number | null = (i) => (i % 5) + 1,
): ClusterFactor[] {
  return CLUSTER_NAMES.map(([code, name], index) => ({
    cluster_type: code,
    cluster_name: name,
    cluster_value: quantile(index) === null ? null : index / 10,
    cluster_quantile: quantile(index),
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
    ...overrides,
  };
}

/** Lets pending promise callbacks run. */
export async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}
