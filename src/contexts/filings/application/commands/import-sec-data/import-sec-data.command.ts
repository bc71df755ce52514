import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary } from '../../dataset-load-summary.js';
import { type ProgressListener } from '../../../infrastructure/persistence/pg-screening-dataset-store.js';
import { type SecFetchRequest, type SecSources } from '../../../infrastructure/sec/sec-files-reader.js';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface SecImportOptions {
  /** 'replace': the SEC companies become the whole universe; 'add': merged into what is there. */
  readonly mode: 'replace' | 'add';
  /** US dollars per unit of a reporting currency, e.g. { EUR: 1.08 } (--fx EUR=1.08). */
  readonly usdPerUnit: Readonly<Record<string, number>>;
  /** Companies to fetch online first; their files join the sources. */
  readonly fetch?: SecFetchRequest;
  /** Lines for the operator (fetch progress). */
  readonly log?: (line: string) => void;
}

/** A filer that was not imported, and why. */
export interface SecSkip {
  /** 'CIK0000320193', or the file or zip entry that could not be read. */
  readonly id: string;
  readonly reason: string;
  readonly message: string;
}

export interface SecImportSummary extends DatasetLoadSummary {
  readonly read: number;
  readonly imported: number;
  readonly skipped: readonly SecSkip[];
  readonly restatements: number;
  /** Per company: years left out, years that do not balance, countries substituted. */
  readonly notes: readonly string[];
}

/**
 * Imports SEC EDGAR data (docs/sec-edgar.md) as one new data revision: each filer is read, mapped and
 * assembled on its own (a bad one is skipped with its reason), then the universe is scored and stored in
 * one transaction. Nothing is stored when no company could be imported.
 */
@CommitsStepByStep() // Downloads and loads in steps, each committed on its own.
export class ImportSecData extends Command<SecImportSummary> {
  constructor(
    readonly sources: SecSources,
    readonly options: SecImportOptions,
    readonly progress?: ProgressListener,
  ) {
    super();
  }
}
