// Screening's published reference data: static lists (exchange countries, sectors, industry groups, clusters,
// ratings) with no behaviour behind them. Another context's application code may read them from here; it
// calls screening only through a port of its own and an adapter in its infrastructure (docs/adr/0008).
export { EXCHANGE_COUNTRIES, type ExchangeCountry } from './domain/reference/countries.js';
export { RATINGS } from './domain/reference/ratings.js';
export { CLUSTERS, type ClusterCode, type ClusterDefinition } from './domain/reference/clusters.js';
export { INDUSTRY_GROUPS, SECTORS } from './domain/reference/sectors.js';
/** How the source of a statement line taken as 0 (not in its complete filing) reads. */
export { NOT_REPORTED_TEXT } from './domain/published/universe.js';
/** The filing-event kinds a company-year can have (the screener's criterion, the score's event terms) and their names. */
export { YEAR_EVENT_KINDS, YEAR_EVENT_LABELS, type YearEventKind } from './domain/year-filing-events.js';
