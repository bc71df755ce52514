import { basename } from 'node:path';
import {
  FsdsHistory,
  parseFsdsSubmissions,
  type FsdsNumCounts,
  type FsdsQuarterRead,
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

/** One zip read into a history, with its sub.txt's submissions. */
async function readQuarter(
  path: string,
  history: FsdsHistory,
  options: ZipReadOptions,
): Promise<{ read: FsdsQuarterRead; submissions: Map<string, FsdsSubmission> }> {
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
  const reader = history.reader(submissions);
  for await (const line of lines(num.stream())) reader.line(line);
  // Only a quarter read to its end (its CRC checked) is added.
  history.add(submissions, reader);
  return {
    read: {
      zip: basename(path),
      submissions: submissions.size,
      problems: [...subProblems, ...reader.problems],
      counts: reader.counts,
    },
    submissions,
  };
}

/**
 * Reads one quarter's zip into a history of several (FsdsHistory: one filer's facts of every quarter):
 * sub.txt whole (a few MB a quarter), then num.txt streamed line by line, so the archive and num.txt are
 * never in memory; the history keeps the facts of the forms it keeps. Throws a ZipError for a damaged
 * archive or one without sub.txt or num.txt, and then adds nothing to the history.
 */
export async function readFsdsQuarter(
  path: string,
  history: FsdsHistory,
  options: ZipReadOptions = {},
): Promise<FsdsQuarterRead> {
  return (await readQuarter(path, history, options)).read;
}

/**
 * Reads one zip on its own, every form's facts kept (readFsdsQuarter into a history of its own). Throws a
 * ZipError for a damaged archive or one without sub.txt or num.txt.
 */
export async function readFsdsZip(path: string, options: ZipReadOptions = {}): Promise<FsdsZipContent> {
  const history = new FsdsHistory();
  const { read, submissions } = await readQuarter(path, history, options);
  return {
    filers: [...history.filers()],
    metas: history.metas(),
    submissions: [...submissions.values()],
    problems: [...read.problems],
    counts: read.counts,
  };
}
