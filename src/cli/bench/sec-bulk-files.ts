import { join } from 'node:path';
import type { LineItemName } from '../../contexts/screening/index.js';
import { cikText, type generateUniverse } from '../../contexts/filings/index.js';
import { ZipWriter, type ZipSummary } from './zip-writer.js';

/**
 * A generated universe written as SEC's nightly bulk files (companyfacts.zip and submissions.zip, one
 * `CIK##########.json` per company, in SEC's shapes), for `npm run bench:sec`, plus the statements the
 * import must give back.
 *
 * Each company-year t is a 10-K for the fiscal year t (1 January to 31 December) filed in February of
 * t + 1. It reports every line item of year t under the first concept of its mapping (concept-map.ts,
 * LINE_ITEM_MAPPINGS; for `securities`, whose source is a sum of optional concepts, the first of them),
 * and year t − 1 as its comparative with the same values, so no figure is ever revised. Flows are
 * durations over the year, stocks instants at its end, marketValue the cover's dei EntityPublicFloat at
 * 30 June of the year. Values are in dollars (the generator's are $ millions, rounded to $ thousands).
 */

type Universe = ReturnType<typeof generateUniverse>;
type Company = Universe['companies'][number];

/** The 20 line items the statements give, as the import reads them. marketValue comes from dei. */
export type SecLineItem = Exclude<LineItemName, 'marketValue'>;

/**
 * The us-gaap concept each line item is written under: the first of its mapping in concept-map.ts
 * (sec-bulk-files.spec.ts checks the two agree), and whether it is a flow or a stock.
 */
export const SEC_BENCH_CONCEPTS: ReadonlyArray<{
  readonly item: SecLineItem;
  readonly concept: string;
  readonly measure: 'flow' | 'stock';
}> = [
  { item: 'revenue', concept: 'Revenues', measure: 'flow' },
  { item: 'cogs', concept: 'CostOfRevenue', measure: 'flow' },
  { item: 'sga', concept: 'SellingGeneralAndAdministrativeExpense', measure: 'flow' },
  { item: 'depreciation', concept: 'DepreciationDepletionAndAmortization', measure: 'flow' },
  { item: 'netIncome', concept: 'IncomeLossFromContinuingOperations', measure: 'flow' },
  { item: 'cfo', concept: 'NetCashProvidedByUsedInOperatingActivities', measure: 'flow' },
  { item: 'receivables', concept: 'AccountsReceivableNetCurrent', measure: 'stock' },
  { item: 'inventory', concept: 'InventoryNet', measure: 'stock' },
  { item: 'otherCurrentAssets', concept: 'OtherAssetsCurrent', measure: 'stock' },
  { item: 'currentAssets', concept: 'AssetsCurrent', measure: 'stock' },
  { item: 'ppe', concept: 'PropertyPlantAndEquipmentNet', measure: 'stock' },
  { item: 'goodwill', concept: 'Goodwill', measure: 'stock' },
  { item: 'otherIntangibles', concept: 'IntangibleAssetsNetExcludingGoodwill', measure: 'stock' },
  { item: 'totalAssets', concept: 'Assets', measure: 'stock' },
  { item: 'currentLiabilities', concept: 'LiabilitiesCurrent', measure: 'stock' },
  { item: 'longTermDebt', concept: 'LongTermDebtNoncurrent', measure: 'stock' },
  { item: 'totalLiabilities', concept: 'Liabilities', measure: 'stock' },
  { item: 'equity', concept: 'StockholdersEquity', measure: 'stock' },
  { item: 'cash', concept: 'CashCashEquivalentsAndShortTermInvestments', measure: 'stock' },
  { item: 'securities', concept: 'ProceedsFromIssuanceOfCommonStock', measure: 'flow' },
];

/** Every line item compared after the import: the 20 of the statements, then marketValue. */
export const COMPARED_ITEMS: ReadonlyArray<SecLineItem | 'marketValue'> = [
  ...SEC_BENCH_CONCEPTS.map((entry) => entry.item),
  'marketValue',
];

/** A company as the import must store it: its CIK, its ticker, and its line items per year ($ millions). */
export interface ExpectedSecCompany {
  readonly cik: number;
  readonly tickerId: string;
  /** year → the values of COMPARED_ITEMS, in that order (null: not reported). */
  readonly years: ReadonlyMap<number, ReadonlyArray<number | null>>;
}

export interface SecBulkFiles {
  readonly facts: ZipSummary;
  readonly submissions: ZipSummary;
  readonly expected: ExpectedSecCompany[];
  readonly companyYears: number;
}

/** SEC's CIKs of the generated companies: 1,000,000 + the company's index. */
export const FIRST_CIK = 1_000_000;

/** Dollars from $ millions: the generator rounds to $ thousands, so these are whole dollars. */
const dollars = (millions: number): number => Math.round(millions * 1e6);

/** '0001000042-25-000007': the filer's CIK as filer agent, the filing year, a sequence number. */
const accessionOf = (cik: number, year: number): string =>
  `${cikText(cik)}-${String((year + 1) % 100).padStart(2, '0')}-${String(year % 1_000_000).padStart(6, '0')}`;

/** A few common SIC codes, handed out in turn (the sector is not what the benchmark measures). */
const SIC_CODES = [3571, 3674, 7372, 2834, 6022, 1311, 4911, 5411, 3711, 2080, 4813, 3845];

/**
 * SEC tickers: the generator's ticker without its exchange suffix ('ABC-US' → 'ABC'), upper-cased;
 * where several companies share a symbol, each gets a digit appended ('ABC1', 'ABC2', ...) that no
 * other company has.
 */
export function secTickers(tickerIds: readonly string[]): string[] {
  const bare = tickerIds.map((id) => {
    const dash = id.lastIndexOf('-');
    return (dash > 0 ? id.slice(0, dash) : id).toUpperCase();
  });
  const counts = new Map<string, number>();
  for (const symbol of bare) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  const taken = new Set(bare.filter((symbol) => counts.get(symbol) === 1));
  return bare.map((symbol) => {
    if (counts.get(symbol) === 1) return symbol;
    let digit = 1;
    while (taken.has(`${symbol}${digit}`)) digit += 1;
    const ticker = `${symbol}${digit}`;
    taken.add(ticker);
    return ticker;
  });
}

interface SecFactJson {
  start?: string;
  end: string;
  val: number;
  accn: string;
  fy: number;
  fp: string;
  form: string;
  filed: string;
  frame?: string;
}

/** 'SellingGeneralAndAdministrativeExpense' → 'Selling General And Administrative Expense'. */
const labelOf = (concept: string): string => concept.replace(/([a-z])([A-Z])/g, '$1 $2');

/** One company's companyfacts document and submissions document, as SEC writes them. */
export function secDocuments(
  company: Company,
  cik: number,
  ticker: string,
  index: number,
): { facts: string; submissions: string } {
  const statements = company.statements;
  const years = new Set(statements.map((statement) => statement.year));
  const filed = (year: number): string => `${year + 1}-02-${String(10 + (index % 19)).padStart(2, '0')}`;
  const usGaap: Record<string, { label: string; description: string; units: { USD: SecFactJson[] } }> = {};
  for (const { item, concept, measure } of SEC_BENCH_CONCEPTS) {
    const facts: SecFactJson[] = [];
    for (const statement of statements) {
      const value = statement[item];
      if (value === null) continue;
      const period = statement.year;
      // Reported by the year's own 10-K and, as its comparative, by the next year's.
      const filings = [period, ...(years.has(period + 1) ? [period + 1] : [])];
      for (const filing of filings) {
        const fact: SecFactJson = {
          ...(measure === 'flow' ? { start: `${period}-01-01` } : {}),
          end: `${period}-12-31`,
          val: dollars(value),
          accn: accessionOf(cik, filing),
          fy: filing,
          fp: 'FY',
          form: '10-K',
          filed: filed(filing),
        };
        // SEC frames the latest filing's fact of a calendar period.
        if (filing === filings.at(-1)) fact.frame = measure === 'flow' ? `CY${period}` : `CY${period}Q4I`;
        facts.push(fact);
      }
    }
    if (facts.length === 0) continue;
    usGaap[concept] = {
      label: labelOf(concept),
      description: `${labelOf(concept)}: the amount the entity reports for the period (synthetic benchmark data).`,
      units: { USD: facts },
    };
  }
  const floats: SecFactJson[] = [];
  for (const statement of statements) {
    if (statement.marketValue === null) continue;
    floats.push({
      end: `${statement.year}-06-30`,
      val: dollars(statement.marketValue),
      accn: accessionOf(cik, statement.year),
      fy: statement.year,
      fp: 'FY',
      form: '10-K',
      filed: filed(statement.year),
      frame: `CY${statement.year}Q2I`,
    });
  }
  const facts = {
    cik,
    entityName: company.name,
    facts: {
      dei: {
        EntityPublicFloat: {
          label: 'Entity Public Float',
          description:
            'The aggregate market value of the voting and non-voting common equity held by non-affiliates.',
          units: { USD: floats },
        },
      },
      'us-gaap': usGaap,
    },
  };
  // SEC lists the filings newest first.
  const newestFirst = [...statements].sort((a, b) => b.year - a.year);
  const submissions = {
    cik: cikText(cik),
    entityType: 'operating',
    sic: String(SIC_CODES[index % SIC_CODES.length]),
    name: company.name,
    tickers: [ticker],
    exchanges: ['Nasdaq'],
    stateOfIncorporation: 'DE',
    fiscalYearEnd: '1231',
    addresses: { business: { stateOrCountry: 'CA' } },
    filings: {
      recent: {
        accessionNumber: newestFirst.map((statement) => accessionOf(cik, statement.year)),
        form: newestFirst.map(() => '10-K'),
        filingDate: newestFirst.map((statement) => filed(statement.year)),
        reportDate: newestFirst.map((statement) => `${statement.year}-12-31`),
      },
      files: [],
    },
  };
  return { facts: JSON.stringify(facts), submissions: JSON.stringify(submissions) };
}

/** Writes `dir`/companyfacts.zip and `dir`/submissions.zip for the universe, one company at a time. */
export async function writeSecBulkFiles(universe: Universe, dir: string): Promise<SecBulkFiles> {
  const tickers = secTickers(universe.companies.map((company) => company.tickerId));
  const factsZip = await ZipWriter.create(join(dir, 'companyfacts.zip'));
  const submissionsZip = await ZipWriter.create(join(dir, 'submissions.zip'));
  const expected: ExpectedSecCompany[] = [];
  let companyYears = 0;
  try {
    for (const [index, company] of universe.companies.entries()) {
      const cik = FIRST_CIK + index;
      const ticker = tickers[index] ?? '';
      const documents = secDocuments(company, cik, ticker, index);
      const name = `CIK${cikText(cik)}.json`;
      await factsZip.add(name, documents.facts);
      await submissionsZip.add(name, documents.submissions);
      expected.push({
        cik,
        tickerId: ticker,
        years: new Map(
          company.statements.map((statement) => [
            statement.year,
            COMPARED_ITEMS.map((item) => statement[item]),
          ]),
        ),
      });
      companyYears += company.statements.length;
    }
    return {
      facts: await factsZip.close(),
      submissions: await submissionsZip.close(),
      expected,
      companyYears,
    };
  } catch (error) {
    await factsZip.abort();
    await submissionsZip.abort();
    throw error;
  }
}
