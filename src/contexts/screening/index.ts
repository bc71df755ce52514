// The screening context's public surface.
export { ScreeningModule } from './screening.module.js';
export { screeningEntities } from './infrastructure/persistence/screening.schemas.js';
export { GetDataRevision } from './application/queries/get-data-revision/get-data-revision.query.js';
export { EXCHANGE_COUNTRIES, type ExchangeCountry } from './domain/reference/countries.js';
