import { Query } from '@nestjs/cqrs';
import type { DatasetOrigin } from '../../../domain/published/dataset-origin.js';

/** Where the served dataset came from (its latest data revision's origin); null before the first load. */
export class GetDatasetOrigin extends Query<DatasetOrigin | null> {}
