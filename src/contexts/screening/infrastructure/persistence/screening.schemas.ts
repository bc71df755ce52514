import { EntitySchema } from '@mikro-orm/core';
import { DataRevision } from '../../domain/data-revision.js';
import { screeningDatasetEntities } from './screening-dataset.schemas.js';

export const DataRevisionSchema = new EntitySchema<DataRevision>({
  class: DataRevision,
  schema: 'screening',
  tableName: 'data_revision',
  properties: {
    id: { type: 'uuid', primary: true },
    revisionDate: { type: 'datetime', index: 'data_revision_date_idx' },
    source: { type: 'string', length: 255 },
    origin: { type: 'json' },
    companies: { type: 'integer' },
    companyYears: { type: 'integer' },
    createdAt: { type: 'datetime' },
  },
});

export const screeningEntities = [DataRevisionSchema, ...screeningDatasetEntities];
