import type { CompanyOrigin } from './universe.js';

/**
 * Where the stored dataset came from (issue 31), stored with each data revision as data: what made it (the
 * demo generator, a statements file, SEC EDGAR), from what, whether it was added to the data stored before,
 * and when. A rescore keeps the origin of the dataset it scores again. Revisions stored before origins were
 * have the migration's reading of their text label, else 'unknown'.
 */
export interface DatasetOrigin {
  readonly kind: CompanyOrigin | 'unknown';
  /**
   * What it was made from: SEC's datasets ('companyfacts', 'submissions', ...), the statements file's name,
   * the generator's parameters; empty when not known.
   */
  readonly sources: readonly string[];
  /** Merged into the data stored before (an import that adds), not replacing it. */
  readonly added: boolean;
  /** When the load that made it ran (ISO date-time, UTC); null when not known. */
  readonly at: string | null;
}

/** What a load tells of the universe it hands over (StoreDataset); the data revision it makes gives `at`. */
export type LoadOrigin = Omit<DatasetOrigin, 'at'>;

export const UNKNOWN_DATASET_ORIGIN: DatasetOrigin = { kind: 'unknown', sources: [], added: false, at: null };

const KINDS: ReadonlySet<string> = new Set<DatasetOrigin['kind']>(['generated', 'sec', 'file', 'unknown']);

/** A stored origin (the data revision's jsonb) read back; anything that is not one is unknown. */
export function datasetOriginOf(stored: unknown): DatasetOrigin {
  const value: unknown = typeof stored === 'string' ? JSON.parse(stored) : stored;
  if (typeof value !== 'object' || value === null) return UNKNOWN_DATASET_ORIGIN;
  const { kind, sources, added, at } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return UNKNOWN_DATASET_ORIGIN;
  return {
    kind: kind as DatasetOrigin['kind'],
    sources: Array.isArray(sources) ? sources.filter((source) => typeof source === 'string') : [],
    added: added === true,
    at: typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null,
  };
}
