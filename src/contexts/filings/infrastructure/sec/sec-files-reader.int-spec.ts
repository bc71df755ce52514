import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { zipArchive } from '../../../../../test/support/xlsx.js';
import { SecFilesReader, type SecSources } from './sec-files-reader.js';

/** One made-up filing: [form, filingDate, reportDate, items]. */
type Row = readonly [form: string, filingDate: string, reportDate: string, items: string];

/** A list of filings in SEC's columns (filings.recent, or a page). */
function columns(cik: number, rows: readonly Row[], first = 1): Record<string, string[]> {
  return {
    accessionNumber: rows.map(
      (_, i) => `${String(cik).padStart(10, '0')}-13-${String(first + i).padStart(6, '0')}`,
    ),
    filingDate: rows.map((row) => row[1]),
    reportDate: rows.map((row) => row[2]),
    form: rows.map((row) => row[0]),
    items: rows.map((row) => row[3]),
  };
}

const cikName = (cik: number) => `CIK${String(cik).padStart(10, '0')}`;
const pageName = (cik: number) => `${cikName(cik)}-submissions-001.json`;

/** A main submissions document; `paged` names its page in filings.files. */
function submissions(cik: number, name: string, rows: readonly Row[], paged: boolean): string {
  return JSON.stringify({
    cik: String(cik).padStart(10, '0'),
    name,
    tickers: [],
    exchanges: [],
    fiscalYearEnd: '1231',
    filings: {
      recent: columns(cik, rows),
      files: paged ? [{ name: pageName(cik), filingCount: 2 }] : [],
    },
  });
}

const TESLA_LIKE = 1_318_605;
const BROKEN_PAGE = 2_000_001;
const BROKEN_DOCUMENT = 2_000_002;

/** The files of three filers: one with a page, one whose page is cut short, one unreadable. */
const FILES: Record<string, string> = {
  [`${cikName(TESLA_LIKE)}.json`]: submissions(
    TESLA_LIKE,
    'Tesla-like Motors',
    [
      ['10-K', '2013-03-07', '2012-12-31', ''],
      ['8-K', '2013-03-07', '2013-03-06', '4.02'],
    ],
    true,
  ),
  // The older filings, on the page: the late notice for fiscal 2012 and a 10-K/A of fiscal 2011.
  [pageName(TESLA_LIKE)]: JSON.stringify(
    columns(
      TESLA_LIKE,
      [
        ['NT 10-K', '2013-03-04', '2012-12-31', ''],
        ['10-K/A', '2012-04-30', '2011-12-31', ''],
      ],
      100,
    ),
  ),
  [`${cikName(BROKEN_PAGE)}.json`]: submissions(
    BROKEN_PAGE,
    'Broken Page Corp',
    [['8-K', '2020-06-01', '2020-05-29', '4.01']],
    true,
  ),
  [pageName(BROKEN_PAGE)]: '{"accessionNumber": ["0002000001-19-000001"], "form": [',
  [`${cikName(BROKEN_DOCUMENT)}.json`]: '{"cik": "0002000002", "name": ',
};

const sources = (submissionsPaths: string[]): SecSources => ({
  facts: [],
  submissions: submissionsPaths,
  fsds: [],
  tickers: null,
});

describe('SecSourceFiles.submissions: metadata and filing events, each document read once', () => {
  let dir: string;
  const reader = new SecFilesReader();

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'ledgerscope-submissions-'));
    await mkdir(join(dir, 'flat'));
    for (const [name, text] of Object.entries(FILES)) await writeFile(join(dir, 'flat', name), text);
    // A zip as SEC's bulk submissions.zip, the pages listed before the main documents, in a folder.
    const entries = Object.entries(FILES).sort(([a], [b]) => b.localeCompare(a));
    await writeFile(
      join(dir, 'submissions.zip'),
      zipArchive(Object.fromEntries(entries.map(([name, text]) => [`submissions/${name}`, text]))),
    );
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  /** What the reader gives for each filer: its events (form, fiscal year) and problems. */
  async function read(paths: string[]) {
    const { metas, events, problems } = await reader.open(sources(paths)).submissions();
    return {
      problems,
      metas: [...metas.keys()].sort((a, b) => a - b),
      events: Object.fromEntries(
        [...events].map(([cik, filer]) => [
          cik,
          {
            events: filer.events.map((event) => [event.kind, event.form, event.fiscalYear]),
            problems: filer.problems,
          },
        ]),
      ),
    };
  }

  /** The problems in name order (a zip's are in archive order), their parse messages left out (Node's). */
  const withoutDetail = (outcome: Awaited<ReturnType<typeof read>>) => ({
    ...outcome,
    problems: outcome.problems
      .map((problem) => problem.replace(/malformed JSON \(.*\)$/, 'malformed JSON'))
      .sort(),
  });

  const teslaLike = {
    events: [
      ['amendment', '10-K/A', 2011],
      ['late-filing', 'NT 10-K', 2012],
      ['non-reliance', '8-K', 2012],
    ],
    problems: [],
  };
  const expected = {
    problems: [
      `${pageName(BROKEN_PAGE)}: malformed JSON`,
      `${cikName(BROKEN_DOCUMENT)}.json: malformed JSON`,
    ],
    metas: [TESLA_LIKE, BROKEN_PAGE],
    events: {
      [TESLA_LIKE]: teslaLike,
      [BROKEN_PAGE]: {
        // The main document's events are kept; the page's filings are not read, and the filer's problems say so.
        events: [['auditor-change', '8-K', 2020]],
        problems: [
          `SEC submissions ${cikName(BROKEN_PAGE)}: filings.files names ${pageName(BROKEN_PAGE)}, which was not given: its filings are not read`,
        ],
      },
    },
  };

  it('reads a directory: each main document with the pages beside it; a malformed page or document is a problem', async () => {
    expect(withoutDetail(await read([join(dir, 'flat')]))).toEqual(expected);
  });

  it("reads SEC's bulk submissions.zip the same, pages found wherever they are in the archive", async () => {
    expect(withoutDetail(await read([join(dir, 'submissions.zip')]))).toEqual(expected);
  });

  it('reads a single file with the pages beside it in its directory', async () => {
    const outcome = await read([join(dir, 'flat', `${cikName(TESLA_LIKE)}.json`)]);
    expect(outcome).toEqual({ problems: [], metas: [TESLA_LIKE], events: { [TESLA_LIKE]: teslaLike } });
  });

  it('keeps nothing between imports: an FSDS zip one import read (and never took) is read anew by the next', async () => {
    const quarter = (name: string) =>
      zipArchive({
        'sub.txt': [
          'adsh\tcik\tname\tsic\tcountryba\tstprba\tcountryinc\tstprinc\tfye\tform\tperiod\tfy\tfp\tfiled',
          `0000900001-24-000010\t900001\t${name}\t3571\tUS\tCA\tUS\tDE\t0930\t10-K\t20240930\t2024\tFY\t20241105`,
        ].join('\r\n'),
        'num.txt': 'adsh\ttag\tversion\tddate\tqtrs\tuom\tsegments\tcoreg\tvalue\tfootnote',
      });
    const zip = join(dir, '2024q4.zip');
    const fsds: SecSources = { ...sources([]), fsds: [zip] };
    await writeFile(zip, quarter('BEFORE WIDGETS INC'));
    // An import that stopped after the metadata (its filers never read).
    const first = await reader.open(fsds).submissions();
    await writeFile(zip, quarter('AFTER WIDGETS INC'));
    const next = await reader.open(fsds).submissions();
    expect([first.metas.get(900001)?.name, next.metas.get(900001)?.name]).toEqual([
      'BEFORE WIDGETS INC',
      'AFTER WIDGETS INC',
    ]);
  });
});

// Real SEC files, when this machine has them (read in place, never copied into the repository).
const SUBMISSIONS = resolve(process.cwd(), '../shared/data/sec/submissions');
const describeIfShared = existsSync(SUBMISSIONS) ? describe : describe.skip;
if (!existsSync(SUBMISSIONS))
  console.warn(`sec-files-reader: ${SUBMISSIONS} is absent; the real files are not read`);

describeIfShared('SecSourceFiles.submissions on the shared submissions files', () => {
  it('finds the events of every filer, its pages read, and says which pages are not there', async () => {
    const { metas, events, problems } = await new SecFilesReader().open(sources([SUBMISSIONS])).submissions();
    expect(problems).toEqual([]);
    expect(metas.size).toBe(29);
    const count = (kind: string, report: string | null) => {
      const filers = [...events.values()].map(
        (filer) => filer.events.filter((event) => event.kind === kind && event.report === report).length,
      );
      return [filers.reduce((sum, n) => sum + n, 0), filers.filter((n) => n > 0).length];
    };
    // [events, filers]
    expect(count('late-filing', 'annual')).toEqual([9, 6]);
    expect(count('late-filing', 'quarterly')).toEqual([24, 5]);
    expect(count('auditor-change', null)).toEqual([11, 6]);
    expect(count('non-reliance', null)).toEqual([5, 3]);
    expect(count('amendment', 'annual')).toEqual([24, 8]);
    expect(count('amendment', 'quarterly')).toEqual([13, 4]);
    expect([...events.values()].filter((filer) => filer.events.length > 0)).toHaveLength(11);
    // Tesla's page holds its late 10-K for fiscal 2012.
    expect(events.get(1_318_605)?.events).toContainEqual(
      expect.objectContaining({ kind: 'late-filing', form: 'NT 10-K', fiscalYear: 2012 }),
    );
    // Apple's first page is not among the shared files: its older filings are not read, and it says so.
    expect(events.get(320_193)?.problems).toEqual([
      'SEC submissions CIK0000320193: filings.files names CIK0000320193-submissions-001.json, which was not given: its filings are not read',
    ]);
  });
});
