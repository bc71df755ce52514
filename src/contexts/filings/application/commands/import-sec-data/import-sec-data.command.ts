import { Command } from '@nestjs/cqrs';
import type { DatasetLoadSummary, ProgressListener } from '../../../../screening/index.js';
import type { SecFetchRequest, SecSources } from '../../../domain/sec/sec-sources.js';
import type { SecImportOutcome } from '../../../domain/sec/sec-universe.js';
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

/** What an SEC import did: the load (one new data revision) and the import's account of the filers. */
export interface SecImportSummary extends DatasetLoadSummary, SecImportOutcome {}

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
