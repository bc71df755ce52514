import { EntitySchema } from '@mikro-orm/core';

/*
 * The screening dataset's tables. They are written in bulk by the dataset store (plain SQL, one
 * transaction per load) and read by the screening queries with one SQL statement per panel; these
 * schemas exist so the migrations and the schema check know them. Column comments say where each
 * figure comes from (docs/risk-model.md).
 */

const number = { type: 'double', nullable: true } as const;
const integer = { type: 'integer' } as const;
const text = { type: 'text' } as const;

/** A listed company's identity (as of its latest statements) and its month-end prices. */
export interface CompanyRecord {
  tickerId: string;
  /** 'missing' where the source has none (SEC data): unique among the companies that have one. */
  isin: string;
  /** SEC's Central Index Key, for companies imported from SEC EDGAR. */
  cik: number | null;
  /** 'generated' (the demo universe), 'sec' (SEC EDGAR) or 'file' (a statements file): generated and real are never peers. */
  origin: string;
  name: string;
  exchangeCountryId: number;
  exchange: string;
  domicileIso2: string;
  incorporationIso2: string;
  sectorId: number;
  industryGroupId: number;
  tradingStatus: string;
  priceFirstYear: number | null;
  prices: number[] | null;
}

export const CompanySchema = new EntitySchema<CompanyRecord>({
  name: 'ScreeningCompany',
  schema: 'screening',
  tableName: 'company',
  indexes: [
    {
      // The keyword search (PgScreenReadModel.search): an index-only scan of an exchange country's entries,
      // one LIKE on the indexed name, ISIN and ticker, computed once here instead of per row and search.
      name: 'company_search_idx',
      expression:
        'create index "company_search_idx" on "screening"."company" ("exchange_country_id", (upper("name") || chr(31) || "isin" || chr(31) || upper("ticker_id"))) include ("name", "isin", "ticker_id")',
    },
    {
      name: 'company_isin_unique',
      expression: `create unique index "company_isin_unique" on "screening"."company" ("isin") where "isin" <> 'missing'`,
    },
  ],
  properties: {
    tickerId: { type: 'text', primary: true },
    isin: { type: 'string', length: 12 },
    cik: { type: 'integer', nullable: true },
    origin: { type: 'text', default: 'generated' },
    name: text,
    exchangeCountryId: integer,
    exchange: text,
    domicileIso2: { type: 'string', length: 2, fieldName: 'domicile_iso2' },
    incorporationIso2: { type: 'string', length: 2, fieldName: 'incorporation_iso2' },
    sectorId: integer,
    industryGroupId: integer,
    tradingStatus: { type: 'string', length: 16 },
    priceFirstYear: { type: 'integer', nullable: true },
    prices: { type: 'double[]', columnType: 'float8[]', nullable: true },
  },
});

/** One company-year of financial statements ($ millions) and filing events: the engine's input. */
export interface StatementRecord {
  tickerId: string;
  year: number;
  revenue: number | null;
  cogs: number | null;
  sga: number | null;
  depreciation: number | null;
  netIncome: number | null;
  cfo: number | null;
  receivables: number | null;
  inventory: number | null;
  otherCurrentAssets: number | null;
  currentAssets: number | null;
  ppe: number | null;
  goodwill: number | null;
  otherIntangibles: number | null;
  totalAssets: number | null;
  currentLiabilities: number | null;
  longTermDebt: number | null;
  totalLiabilities: number | null;
  equity: number | null;
  cash: number | null;
  securities: number | null;
  marketValue: number | null;
  auditorId: number;
  /** The name of an auditor the reference list does not have (an SEC import's auditors file added it). */
  auditorName: string | null;
  previousAuditorId: number | null;
  auditorChanged: boolean;
  lateFiling: boolean;
  qualifiedOpinion: boolean;
  restatement: boolean;
  /** SEC data: the prior year as this year's filing reports it, the revisions, where each figure came from. */
  comparative: unknown;
  revisions: unknown;
  provenance: unknown;
}

export const StatementSchema = new EntitySchema<StatementRecord>({
  name: 'ScreeningStatement',
  schema: 'screening',
  tableName: 'statement',
  properties: {
    tickerId: { type: 'text', primary: true },
    year: { type: 'integer', primary: true },
    revenue: number,
    cogs: number,
    sga: number,
    depreciation: number,
    netIncome: number,
    cfo: number,
    receivables: number,
    inventory: number,
    otherCurrentAssets: number,
    currentAssets: number,
    ppe: number,
    goodwill: number,
    otherIntangibles: number,
    totalAssets: number,
    currentLiabilities: number,
    longTermDebt: number,
    totalLiabilities: number,
    equity: number,
    cash: number,
    securities: number,
    marketValue: number,
    auditorId: integer,
    auditorName: { type: 'text', nullable: true },
    previousAuditorId: { type: 'integer', nullable: true },
    auditorChanged: { type: 'boolean' },
    lateFiling: { type: 'boolean' },
    qualifiedOpinion: { type: 'boolean' },
    restatement: { type: 'boolean' },
    comparative: { type: 'json', nullable: true },
    revisions: { type: 'json', nullable: true },
    provenance: { type: 'json', nullable: true },
  },
});

/**
 * A company's filing event (ScoringCompany.filingEvents): a late-filing notice, an auditor change or a
 * non-reliance notice (8-K items 4.01, 4.02), an amendment, as filed with the SEC (docs/sec-edgar.md).
 */
export interface FilingEventRecord {
  tickerId: string;
  /** Accession number, '0001193125-13-096223'. */
  accn: string;
  /** 'late-filing', 'auditor-change', 'non-reliance' or 'amendment': an 8-K with items 4.01 and 4.02 is two. */
  kind: string;
  cik: number;
  fiscalYear: number;
  /** 'NT 10-K', '8-K', '10-K/A'. */
  form: string;
  /** The 8-K items ('4.02'); empty for other forms. */
  items: string[];
  /** The day it was filed. */
  filed: string;
  /** The end of the period it concerns (SEC's reportDate), where given. */
  period: string | null;
  /** 'annual' or 'quarterly': the report filed late or amended; null for an 8-K. */
  report: string | null;
}

export const FilingEventSchema = new EntitySchema<FilingEventRecord>({
  name: 'ScreeningFilingEvent',
  schema: 'screening',
  tableName: 'filing_event',
  indexes: [{ name: 'filing_event_ticker_year_idx', properties: ['tickerId', 'fiscalYear'] }],
  properties: {
    tickerId: { type: 'text', primary: true },
    accn: { type: 'text', primary: true },
    kind: { type: 'text', primary: true },
    cik: integer,
    fiscalYear: integer,
    form: text,
    items: { type: 'text[]', columnType: 'text[]' },
    filed: { type: 'date', columnType: 'date' },
    period: { type: 'date', columnType: 'date', nullable: true },
    report: { type: 'text', nullable: true },
  },
});

/** An exchange country's index (month-end levels), for the relative return from peak. */
export interface ExchangeIndexRecord {
  exchangeCountryId: number;
  name: string;
  firstYear: number;
  levels: number[];
}

export const ExchangeIndexSchema = new EntitySchema<ExchangeIndexRecord>({
  name: 'ScreeningExchangeIndex',
  schema: 'screening',
  tableName: 'exchange_index',
  properties: {
    exchangeCountryId: { type: 'integer', primary: true, autoincrement: false },
    name: text,
    firstYear: integer,
    levels: { type: 'double[]', columnType: 'float8[]' },
  },
});

/**
 * One scored company-year, denormalised for screening: every filter criterion and every figure of
 * the result row and the ticker panel, filtered by (year, exchange country) and sorted by final_score.
 */
export interface TickerYearRecord {
  tickerId: string;
  year: number;
  isin: string;
  name: string;
  exchangeCountryId: number;
  exchangeCountry: string;
  exchange: string;
  domicileCountry: string;
  incorporationCountry: string;
  sectorId: number;
  sectorName: string;
  industryGroupId: number;
  industryGroup: string;
  auditorId: number;
  auditor: string;
  tradingStatus: string;
  /** The company's origin (company.origin), so that screens tell real companies from generated ones. */
  origin: string;
  mv: number | null;
  marketCapDecile: number | null;
  finalScore: number | null;
  oneYearChange: number | null;
  rankPercent: number | null;
  rankPercentWithinSector: number | null;
  rating: string | null;
  /** The level the rating's peers were taken at ('exchange country', 'all exchange countries'), or null. */
  peerGroup: string | null;
  /** How many scored peers the rating was taken among; when not rated, how many there were. */
  peers: number | null;
  /** The smoothed logit behind final_score, for the next year's breakdown. */
  scoreLogit: number | null;
  /** 'Not scored: ...' or 'Not rated: fewer than 30 peers', else null. */
  scoreNote: string | null;
  mScore: number | null;
  mScoreFlag: boolean | null;
  fScore: number | null;
  fProbability: number | null;
  clustersAvailable: number;
  equityLoss: number | null;
  dlOptimistic: number | null;
  dlPessimistic: number | null;
  telOptimistic: number | null;
  telPessimistic: number | null;
  rfpAbsolute: number | null;
  rfpRelative: number | null;
  warning: string | null;
  warnings: string[];
  /** The filing events of the year and the two before (year-filing-events.ts): the kinds, and how many. */
  filingEvents: string[];
  filingEventCount: number;
}

export const TickerYearSchema = new EntitySchema<TickerYearRecord>({
  name: 'ScreeningTickerYear',
  schema: 'screening',
  tableName: 'ticker_year',
  indexes: [
    {
      // The screens: a year's rows of an exchange country in the default order (a page of the default sort
      // reads only its first rows), with every criterion column, so that totals and facet counts are
      // index-only scans.
      name: 'ticker_year_screen_covering_idx',
      columns: [
        { name: 'year' },
        { name: 'exchange_country_id' },
        { name: 'final_score', sort: 'desc', nulls: 'last' },
        { name: 'ticker_id' },
      ],
      include: [
        'sectorId',
        'industryGroupId',
        'auditorId',
        'domicileCountry',
        'incorporationCountry',
        'tradingStatus',
        'rating',
        'oneYearChange',
        'mv',
        'mScore',
        'fScore',
        'mScoreFlag',
        'filingEvents',
      ],
    },
    {
      // Sector and risk score, the screen's usual criteria: their count is an index-only scan of the matches.
      name: 'ticker_year_sector_score_idx',
      properties: ['year', 'exchangeCountryId', 'sectorId', 'finalScore'],
    },
    { name: 'ticker_year_isin_idx', properties: ['isin', 'year'] },
  ],
  properties: {
    tickerId: { type: 'text', primary: true },
    year: { type: 'integer', primary: true },
    isin: { type: 'string', length: 12 },
    name: text,
    exchangeCountryId: integer,
    exchangeCountry: text,
    exchange: text,
    domicileCountry: text,
    incorporationCountry: text,
    sectorId: integer,
    sectorName: text,
    industryGroupId: integer,
    industryGroup: text,
    auditorId: integer,
    auditor: text,
    tradingStatus: { type: 'string', length: 16 },
    origin: { type: 'text', default: 'generated' },
    mv: number,
    marketCapDecile: { type: 'smallint', nullable: true },
    finalScore: number,
    oneYearChange: number,
    rankPercent: number,
    rankPercentWithinSector: number,
    rating: { type: 'string', length: 2, nullable: true },
    peerGroup: { type: 'text', nullable: true },
    peers: { type: 'integer', nullable: true },
    scoreLogit: number,
    scoreNote: { type: 'text', nullable: true },
    mScore: number,
    mScoreFlag: { type: 'boolean', nullable: true },
    fScore: number,
    fProbability: number,
    clustersAvailable: { type: 'smallint' },
    equityLoss: number,
    dlOptimistic: number,
    dlPessimistic: number,
    telOptimistic: number,
    telPessimistic: number,
    rfpAbsolute: number,
    rfpRelative: number,
    warning: { type: 'text', nullable: true },
    warnings: { type: 'text[]', columnType: 'text[]' },
    filingEvents: { type: 'text[]', columnType: 'text[]', defaultRaw: "'{}'" },
    filingEventCount: { type: 'integer', default: 0 },
  },
});

/**
 * The 14 clusters of one company-year, in the order of CLUSTER_CODES (ac wo va sm ma iv ic gr ge cr
 * go ca re as): value, quantile 1..5 (null = N/A) and comment. One row per company-year rather than
 * per cluster keeps the load fast on the embedded database; the cluster panel unnests it.
 */
export interface ClusterDetailRecord {
  tickerId: string;
  year: number;
  clusterValues: Array<number | null>;
  clusterQuantiles: Array<number | null>;
  /** Mid-rank positions among the peers (0 safest, 1 riskiest), the final score's input; null = N/A. */
  clusterPositions: Array<number | null> | null;
  clusterComments: string[];
}

export const ClusterDetailSchema = new EntitySchema<ClusterDetailRecord>({
  name: 'ScreeningClusterDetail',
  schema: 'screening',
  tableName: 'cluster_detail',
  properties: {
    tickerId: { type: 'text', primary: true },
    year: { type: 'integer', primary: true },
    clusterValues: { type: 'double[]', columnType: 'float8[]' },
    clusterQuantiles: { type: 'smallint[]', columnType: 'int2[]' },
    clusterPositions: { type: 'double[]', columnType: 'float8[]', nullable: true },
    clusterComments: { type: 'text[]', columnType: 'text[]' },
  },
});

/** Histogram of final_score per year and exchange country; sector_id 0 is the whole country. */
export interface DistributionRecord {
  year: number;
  exchangeCountryId: number;
  sectorId: number;
  x: number;
  y: number;
}

export const DistributionSchema = new EntitySchema<DistributionRecord>({
  name: 'ScreeningDistribution',
  schema: 'screening',
  tableName: 'distribution',
  properties: {
    year: { type: 'integer', primary: true },
    exchangeCountryId: { type: 'integer', primary: true },
    sectorId: { type: 'integer', primary: true },
    x: { type: 'smallint', primary: true },
    y: integer,
  },
});

/** Per exchange country and year: how many companies, how many scored, and their score statistics. */
export interface CountryYearRecord {
  year: number;
  exchangeCountryId: number;
  companies: number;
  scored: number;
  average: number | null;
  median: number | null;
  min: number | null;
  max: number | null;
}

export const CountryYearSchema = new EntitySchema<CountryYearRecord>({
  name: 'ScreeningCountryYear',
  schema: 'screening',
  tableName: 'country_year',
  properties: {
    year: { type: 'integer', primary: true },
    exchangeCountryId: { type: 'integer', primary: true },
    companies: integer,
    scored: integer,
    average: number,
    median: number,
    min: number,
    max: number,
  },
});

export const screeningDatasetEntities = [
  CompanySchema,
  StatementSchema,
  FilingEventSchema,
  ExchangeIndexSchema,
  TickerYearSchema,
  ClusterDetailSchema,
  DistributionSchema,
  CountryYearSchema,
];
