// The filings context's public surface: every way statements come in (the demo generator, the statements
// CSV, SEC EDGAR), as commands; screening scores and serves what they bring (README.md of this context).
export {
  GenerateDataset,
  type GenerateDatasetInput,
} from './application/commands/generate-dataset/generate-dataset.command.js';
export {
  ImportStatements,
  type StatementsImportSummary,
} from './application/commands/import-statements/import-statements.command.js';
export {
  ImportSecData,
  type SecImportOptions,
  type SecImportSummary,
} from './application/commands/import-sec-data/import-sec-data.command.js';
export type { SecSources } from './domain/sec/sec-sources.js';
export { resolveSecUserAgent } from './infrastructure/sec/sec-api-client.js';
// npm run bench:coverage: the concept table measured filing by filing over SEC files (docs/benchmarks.md).
export {
  summarizeCoverage,
  type CoverageSummary,
  type FilingCoverage,
} from './domain/sec/concept-coverage.js';
export {
  readConceptCoverage,
  type ConceptCoverageSources,
} from './infrastructure/sec/concept-coverage-files.js';
export { cikText } from './domain/sec/sec-facts.js';
export { StatementImportError } from './domain/import/statement-import-error.js';
export { generateUniverse } from './domain/universe-generator.js';
// The columns a statements source must have (the dataset setting's test connection).
export { REQUIRED_STATEMENT_CSV_COLUMNS } from './domain/import/statements-csv.js';
