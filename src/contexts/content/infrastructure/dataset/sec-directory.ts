import { open, opendir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * The files of an SEC EDGAR directory (a `sec:` source), as absolute paths: its companyfacts (the
 * `companyfacts/` directory or `companyfacts.zip`), and its submissions and `company_tickers.json` when it
 * has them. Screening's ImportSecData reads them (docs/sec-edgar.md).
 */
export interface SecDatasetFiles {
  directory: string;
  facts: string;
  submissions: string | null;
  tickers: string | null;
}

/**
 * An SEC EDGAR directory (a `sec:` dataset source, docs/sec-edgar.md), laid out as SEC's bulk download and
 * as the `--fetch` cache of `npm run data:sec`: `companyfacts/` (a directory of `CIK##########.json`) or
 * `companyfacts.zip`; optionally `submissions/` or `submissions.zip`, and `company_tickers.json`. A relative
 * path is resolved against the working directory, as a CSV file's is. Only directory listings, file
 * metadata and a zip's first 4 bytes are read.
 */

/** A company's main document, as SEC names it (the importer's rule, sec-files-reader.ts). */
const FILER_DOCUMENT = /^CIK\d{10}\.json$/i;
/** The local file header signature a zip begins with. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** The test connection: not found (no such directory), or found and whether it holds companyfacts. */
export async function probeSecDirectory(
  path: string,
): Promise<{ found: false } | { found: true; valid: boolean }> {
  const directory = resolve(path);
  if (!(await isDirectory(directory))) return { found: false };
  return { found: true, valid: (await companyFactsIn(directory)) !== null };
}

/** The importer: the directory's files, or why there are none to import. */
export async function secDirectoryFiles(
  path: string,
): Promise<SecDatasetFiles | 'NOT_FOUND' | 'INVALID_FORMAT'> {
  const directory = resolve(path);
  if (!(await isDirectory(directory))) return 'NOT_FOUND';
  const facts = await companyFactsIn(directory);
  if (!facts) return 'INVALID_FORMAT';
  const submissions = (await isDirectory(join(directory, 'submissions')))
    ? join(directory, 'submissions')
    : (await isFile(join(directory, 'submissions.zip')))
      ? join(directory, 'submissions.zip')
      : null;
  const tickers = join(directory, 'company_tickers.json');
  return { directory, facts, submissions, tickers: (await isFile(tickers)) ? tickers : null };
}

/**
 * The companyfacts of a directory: `companyfacts/` when it holds a company's document (the listing is read
 * up to the first one), else `companyfacts.zip` when it begins as a zip does; null when neither.
 */
async function companyFactsIn(directory: string): Promise<string | null> {
  const folder = join(directory, 'companyfacts');
  if ((await isDirectory(folder)) && (await holdsFilerDocument(folder))) return folder;
  const zip = join(directory, 'companyfacts.zip');
  if ((await isFile(zip)) && (await beginsAsZip(zip))) return zip;
  return null;
}

async function holdsFilerDocument(folder: string): Promise<boolean> {
  // Leaving the loop closes the directory.
  for await (const entry of await opendir(folder))
    if (!entry.isDirectory() && FILER_DOCUMENT.test(entry.name)) return true;
  return false;
}

async function beginsAsZip(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(ZIP_SIGNATURE.length);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return bytesRead === head.length && head.equals(ZIP_SIGNATURE);
  } finally {
    await file.close();
  }
}

function isDirectory(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}

function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
}
