// The screening context's public surface.
export { screeningEntities } from './infrastructure/persistence/screening.schemas.js';
export { GetDataRevision } from './application/queries/get-data-revision/get-data-revision.query.js';
export { GetDatasetOrigin } from './application/queries/get-dataset-origin/get-dataset-origin.query.js';
export { GetDatasetSummary } from './application/queries/get-dataset-summary/get-dataset-summary.query.js';
// The model the filings context writes to (its published language): the universe the engine scores, the one
// list of line items; StoreDataset scores and serves a universe, ReadStoredUniverse reads the stored one back.
export {
  LINE_ITEMS,
  type LineItemName,
  type ScoringCompany,
  type ScoringUniverse,
} from './domain/published/universe.js';
export type { LoadOrigin } from './domain/published/dataset-origin.js';
export { StoreDataset } from './application/commands/store-dataset/store-dataset.command.js';
export { ReadStoredUniverse } from './application/queries/read-stored-universe/read-stored-universe.query.js';
export { RescoreDataset } from './application/commands/rescore-dataset/rescore-dataset.command.js';
export type { DatasetLoadSummary } from './application/dataset-load-summary.js';
export type {
  ProgressListener,
  StoredDatasetSummary,
} from './infrastructure/persistence/pg-screening-dataset-store.js';
export { EXCHANGE_COUNTRIES, type ExchangeCountry } from './domain/reference/countries.js';
export { scoreUniverse } from './domain/scoring/score-universe.js';
export { rocAuc } from './domain/scoring/roc-auc.js';
export type { AucInterval } from './domain/scoring/bootstrap-auc.js';
// Validation on SEC enforcement labels (bench:aaer): the labels file, the join, the AUCs.
export {
  BAO_2020_AUC,
  MIN_LABELLED_FIRM_YEARS,
  parseEnforcementLabels,
  validateOnEnforcementLabels,
  type EnforcementValidation,
} from './domain/scoring/enforcement-labels.js';
export { GetValidationFirmYears } from './application/queries/get-validation-firm-years/get-validation-firm-years.query.js';
export {
  fitLogistic,
  modelQuality,
  interceptForMean,
  type ModelQuality,
  type QualityRow,
} from './domain/scoring/model-quality.js';
export { EVENT_CALIBRATION, eventProbability } from './domain/scoring/expected-loss.js';
export {
  FindCompaniesByIsin,
  GetCompaniesByTicker,
  GetPermittedExchanges,
  ResolveCompanies,
  type CompanyCard,
  type PermittedExchange,
} from './application/queries/company-lookup/company-lookup.queries.js';
export { GetFacetOptions, type FacetAnswer } from './application/queries/screen/screen.queries.js';
// The criteria table (README.md of this context): one definition of each screen criterion.
export {
  SCREEN_CRITERIA,
  ORDER_CODES,
  criterionOfCode,
  criterionOfFacet,
  criteriaFieldsOf,
  criteriaFromFields,
  invertedRange,
  screenCriteriaOf,
  type CriteriaFields,
  type CriteriaRequestFields,
  type Facet,
  type ListCode,
  type OrderCode,
  type RangeCode,
  type ScreenCriteria,
  type SliderFacet,
} from './domain/published/screen-criteria.js';
export { criteriaRequestFields, criteriaResponseFields } from './interface/http/screen-criteria.http.js';
// The API's one description of the ticker shown (result rows, the ticker detail, watchlist companies).
export { TICKER_DESCRIPTION } from './interface/http/company-dashboard.views.js';
export type { FacetOption } from './application/ports/screen-read-model.js';
export { RATINGS } from './domain/reference/ratings.js';
// The default wording of the dashboard's info popups; content serves them and keeps administrators' edits.
export { POPUP_TEXTS } from './domain/reference/popup-texts.js';
// The dashboard's own reads, for Luca (src/contexts/luca): each answers through TenantVisibility (the caller's
// exchange entitlements, a trial tenant's masking, the restricted-access answers), exactly as on /dashboard.
export {
  GetTickerDetail,
  GetRiskHistory,
  GetClusterFactors,
  GetAvailableYears,
  GetScoreBreakdown,
  GetFilingEvents,
  type FilingEventAnswer,
  type ScoreBreakdownAnswer,
  type SourcedInput,
  type TickerDetail,
} from './application/queries/company-panels/company-panels.queries.js';
export type { ClusterFactor, HistoryPoint } from './application/ports/dashboard-read-model.js';
export {
  RunScreen,
  SearchCompanies,
  type ScreenResult,
} from './application/queries/screen/screen.queries.js';
export type { ScreenSort } from './application/queries/screen/screen-criteria.js';
export type { ResultRow, SearchHit } from './application/ports/screen-read-model.js';
export { CLUSTERS, type ClusterCode, type ClusterDefinition } from './domain/reference/clusters.js';
export { INDUSTRY_GROUPS, SECTORS } from './domain/reference/sectors.js';
