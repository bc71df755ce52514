import type { DataRevision } from './data-revision.js';

export abstract class DataRevisionRepository {
  abstract latest(): Promise<DataRevision | null>;
  abstract add(revision: DataRevision): Promise<void>;
}
