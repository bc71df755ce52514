// Screening's reference data (auditors, countries, sectors and industry groups, trading statuses) as another
// context's domain reads it: the filings context assigns them to the companies it brings in.
export * from '../reference/auditors.js';
export * from '../reference/countries.js';
export * from '../reference/sectors.js';
export * from '../reference/trading-statuses.js';
