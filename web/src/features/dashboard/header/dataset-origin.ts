import type { components } from '../../../api/schema';
import { formatRevisionSgt } from './revision-time';

/** Where the dataset came from, as `GET /dashboard/revision` gives it. */
export type DatasetOrigin = components['schemas']['DatasetOriginView'];

type KnownKind = Exclude<DatasetOrigin['kind'], 'unknown'>;

/** What made the dataset, in the header's short form. */
const KIND_NAMES: Record<KnownKind, string> = {
  generated: 'Demo universe',
  sec: 'SEC EDGAR',
  file: 'Statements file',
};

/** How a load that replaced the dataset made it. */
const MADE: Record<KnownKind, string> = { generated: 'generated', sec: 'imported', file: 'imported' };

/** The dataset's origin in short ('SEC EDGAR'); undefined when it is not known. */
export function datasetOriginName(origin: DatasetOrigin | null | undefined): string | undefined {
  return origin && origin.kind !== 'unknown' ? KIND_NAMES[origin.kind] : undefined;
}

/**
 * The dataset's origin in full, its time in SGT as the header's:
 * 'SEC EDGAR (companyfacts, submissions), imported 29 Nov 2026, 18:00 SGT'; 'added' for an import that added
 * to the data stored before. Undefined when it is not known (before the first load, or a dataset stored before
 * origins were).
 */
export function describeDatasetOrigin(origin: DatasetOrigin | null | undefined): string | undefined {
  const name = datasetOriginName(origin);
  if (!origin || origin.kind === 'unknown' || name === undefined) return undefined;
  const sources = origin.sources.length > 0 ? ` (${origin.sources.join(', ')})` : '';
  const at = formatRevisionSgt(origin.at);
  const how = origin.added ? 'added' : MADE[origin.kind];
  return `${name}${sources}${at === undefined ? '' : `, ${how} ${at}`}`;
}
