import { filerCoverage, type FilingCoverage } from '../../domain/sec/concept-coverage.js';
import { FsdsHistory, type FsdsQuarterRead } from '../../domain/sec/fsds.js';
import { readFsdsQuarter } from './fsds-zip.js';
import { SecFilesReader } from './sec-files-reader.js';

/** What npm run bench:coverage measures: companyfacts files, directories or zips, and FSDS zips. */
export interface ConceptCoverageSources {
  readonly facts: readonly string[];
  readonly fsds: readonly string[];
}

export interface ConceptCoverageRead {
  /** Every filing of every filer read, measured (concept-coverage.ts). */
  readonly filings: FilingCoverage[];
  /** What was read of each FSDS zip. */
  readonly quarters: readonly FsdsQuarterRead[];
  /** Documents and zips that could not be read, and why. */
  readonly problems: readonly string[];
}

/**
 * Reads the sources as the import does (the same readers), except that every filing's facts are kept,
 * quarterly reports included, and measures each filer's filings with the concept table. A filer's facts
 * are let go of once measured.
 */
export async function readConceptCoverage(sources: ConceptCoverageSources): Promise<ConceptCoverageRead> {
  const filings: FilingCoverage[] = [];
  const problems: string[] = [];
  // companyfacts documents keep every form's facts as they are read.
  const files = new SecFilesReader().open({ facts: sources.facts, submissions: [], fsds: [], tickers: null });
  for await (const entry of files.filers()) {
    if (entry.ok) filings.push(...filerCoverage(entry.filer));
    else problems.push(`${entry.entry}: ${entry.reason}`);
  }
  // FSDS: one history of every form (no forms given), each zip read once.
  const history = new FsdsHistory();
  const quarters: FsdsQuarterRead[] = [];
  for (const path of sources.fsds) {
    try {
      quarters.push(await readFsdsQuarter(path, history));
    } catch (error) {
      problems.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  for (const filer of history.filers()) filings.push(...filerCoverage(filer));
  return { filings, quarters, problems };
}
