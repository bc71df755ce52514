// Test fixtures shared by the specs beside this file (no production code imports it).
import type { CompanyProfile, StatementRevision } from '../../../screening/domain/published/universe.js';
import type { SecMapping, SecStatementYear } from './annual-statements.js';

/** A made-up US filer's profile, as the SEC import builds it; override what a test names. */
export const secProfile = (overrides: Partial<CompanyProfile> = {}): CompanyProfile => ({
  tickerId: 'MADE',
  isin: 'missing',
  name: 'Made Up Inc.',
  exchange_countryID: 1,
  exchange: 'Nasdaq',
  domicileIso2: 'US',
  incorporationIso2: 'US',
  sectorID: 45,
  industry_groupID: 4510,
  trading_status: 'Active',
  ...overrides,
});

/** A made-up statement year: the figures do not matter, only the year and its revisions. */
export const secYear = (y: number, revisions: StatementRevision[] = []): SecStatementYear =>
  ({
    year: y,
    fiscalYearEnd: `${y}-12-31`,
    filing: { accn: `0000012345-${String(y).slice(2)}-000001`, form: '10-K', filed: `${y + 1}-02-01` },
    sources: {},
    comparative: null,
    revisions,
    totalAssets: 100,
    marketValue: null,
  }) as unknown as SecStatementYear;

export const secMappingOf = (years: SecStatementYear[]): SecMapping => ({
  taxonomy: 'us-gaap',
  currency: 'USD',
  years,
  notes: [],
});
