import {
  FsdsNumReader,
  fsdsCompanyMetas,
  parseFsdsSubmissions,
  type FsdsNumCounts,
  type FsdsSubmission,
} from '../../domain/sec/fsds.js';
import type { SecCompanyMeta, SecFilerFacts } from '../../domain/sec/sec-facts.js';
import { lines, zipEntries, ZipError, type ZipEntry, type ZipReadOptions } from './zip-entries.js';

/** A quarterly Financial Statement Data Sets zip, read into the common shape of sec-facts.ts. */
export interface FsdsZipContent {
  /** The facts of each filer with at least one, by CIK. */
  readonly filers: SecFilerFacts[];
  /** The metadata of every filer in sub.txt, from its latest submission, by CIK. */
  readonly metas: Map<number, SecCompanyMeta>;
  /** Every submission of sub.txt, in file order. */
  readonly submissions: FsdsSubmission[];
  /** 'sub.txt line N: ...' then 'num.txt line N: ...' (each file's list capped at 100). */
  readonly problems: string[];
  /** Where num.txt's rows went. */
  readonly counts: FsdsNumCounts;
}

/**
 * Reads sub.txt whole (a few MB a quarter) and then streams num.txt line by line through the parser,
 * so the archive and num.txt are never in memory. Throws a ZipError for a damaged archive or one
 * without sub.txt or num.txt.
 */
export async function readFsdsZip(path: string, options: ZipReadOptions = {}): Promise<FsdsZipContent> {
  let sub: ZipEntry | undefined;
  let num: ZipEntry | undefined;
  for await (const entry of zipEntries(path, options)) {
    const name = entry.name.slice(entry.name.lastIndexOf('/') + 1).toLowerCase();
    if (name === 'sub.txt') sub = entry;
    if (name === 'num.txt') num = entry;
  }
  if (!sub || !num) {
    const missing = [sub ? null : 'sub.txt', num ? null : 'num.txt'].filter((name) => name !== null);
    throw new ZipError(path, `not a Financial Statement Data Sets zip: no ${missing.join(' or ')}`);
  }
  const subProblems: string[] = [];
  const submissions = parseFsdsSubmissions((await sub.buffer()).toString('utf8'), subProblems);
  const reader = new FsdsNumReader(submissions);
  for await (const line of lines(num.stream())) reader.line(line);
  return {
    filers: reader.filers(),
    metas: fsdsCompanyMetas(submissions.values()),
    submissions: [...submissions.values()],
    problems: [...subProblems, ...reader.problems],
    counts: reader.counts,
  };
}
