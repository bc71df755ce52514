import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { NetworkDatasetProbe } from './network-dataset-probe.js';
import { NetworkDatasetReader } from './network-dataset-reader.js';

/** `sec:` dataset sources: the test connection's check and the files the importer is given. */
describe('SEC EDGAR directories as dataset sources', () => {
  let root: string;
  const probe = new NetworkDatasetProbe();
  const reader = new NetworkDatasetReader();
  const sec = (path: string) => ({ kind: 'SEC' as const, path });
  const dir = async (name: string, files: Record<string, string | Buffer | null> = {}) => {
    const path = join(root, name);
    await mkdir(path, { recursive: true });
    for (const [file, content] of Object.entries(files)) {
      if (content === null) await mkdir(join(path, file), { recursive: true });
      else {
        await mkdir(join(path, file, '..'), { recursive: true });
        await writeFile(join(path, file), content);
      }
    }
    return path;
  };

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'ledgerscope-sec-source-'));
  });

  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is valid with a companyfacts directory holding a CIK##########.json, or a companyfacts.zip', async () => {
    const folder = await dir('folder', {
      'companyfacts/notes.txt': 'x',
      'companyfacts/CIK0000320193.json': '{',
    });
    const zipped = await dir('zipped', { 'companyfacts.zip': Buffer.from('PK\u0003\u0004 and the rest') });
    expect(await probe.columnsOf(sec(folder))).toEqual({ found: true, valid: true });
    expect(await probe.columnsOf(sec(zipped))).toEqual({ found: true, valid: true });
    // Relative to the working directory, as a CSV file's path.
    expect(await probe.columnsOf(sec(relative(process.cwd(), folder)))).toEqual({ found: true, valid: true });
  });

  it('is not found when the directory is missing or is a file', async () => {
    const file = join(await dir('files'), 'statements.csv');
    await writeFile(file, 'isin\n');
    expect(await probe.columnsOf(sec(join(root, 'missing')))).toEqual({ found: false });
    expect(await probe.columnsOf(sec(file))).toEqual({ found: false });
    expect(await reader.read(sec(join(root, 'missing')), 1_000)).toEqual({ outcome: 'NOT_FOUND' });
  });

  it('is invalid without companyfacts: empty, no company document, or a zip that is not one', async () => {
    for (const [name, files] of [
      ['empty', {}],
      ['no-document', { 'companyfacts/CIK123.json': '{}', 'companyfacts/CIK0000000001.json/x': '{}' }],
      ['not-zip', { 'companyfacts.zip': 'PK\u0005\u0006 an empty archive is not one' }],
      ['short-zip', { 'companyfacts.zip': 'PK' }],
      ['only-submissions', { 'submissions/CIK0000320193.json': '{}', 'company_tickers.json': '{}' }],
    ] as const) {
      expect([name, await probe.columnsOf(sec(await dir(name, files)))]).toEqual([
        name,
        { found: true, valid: false },
      ]);
    }
  });

  it('gives the importer the companyfacts, submissions and tickers it finds, as absolute paths', async () => {
    const full = await dir('full', {
      'companyfacts/CIK0000320193.json': '{}',
      'companyfacts.zip': Buffer.from('PK\u0003\u0004'),
      'submissions/CIK0000320193.json': '{}',
      'company_tickers.json': '{}',
    });
    expect(await reader.read(sec(relative(process.cwd(), full)), 10)).toEqual({
      outcome: 'SEC',
      files: {
        directory: full,
        facts: join(full, 'companyfacts'),
        submissions: join(full, 'submissions'),
        tickers: join(full, 'company_tickers.json'),
      },
    });
    const zips = await dir('zips', {
      'companyfacts/': null,
      'companyfacts.zip': Buffer.from('PK\u0003\u0004'),
      'submissions.zip': Buffer.from('PK\u0003\u0004'),
    });
    expect(await reader.read(sec(zips), 10)).toEqual({
      outcome: 'SEC',
      files: {
        directory: zips,
        facts: join(zips, 'companyfacts.zip'),
        submissions: join(zips, 'submissions.zip'),
        tickers: null,
      },
    });
    expect(await reader.read(sec(await dir('bare')), 10)).toEqual({ outcome: 'NOT_FOUND' });
  });
});
