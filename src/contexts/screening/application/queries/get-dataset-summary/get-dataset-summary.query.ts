import { Query } from '@nestjs/cqrs';
import { type StoredDatasetSummary } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';

/** How many companies and company-years are stored, and the last revision. */
export class GetDatasetSummary extends Query<StoredDatasetSummary> {}
