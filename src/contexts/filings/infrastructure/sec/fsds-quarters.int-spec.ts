import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipArchive } from '../../../../../test/support/xlsx.js';
import { mapSecFacts } from '../../domain/sec/annual-statements.js';
import type { SecFilerEntry, SecSources } from '../../domain/sec/sec-sources.js';
import { assembleSecUniverse } from '../../domain/sec/sec-universe.js';
import { SecFilesReader } from './sec-files-reader.js';

/** Several --fsds zips read by one import: one filer per CIK, its facts of every quarter merged. */

const fsdsSources = (zips: string[]): SecSources => ({
  facts: [],
  submissions: [],
  fsds: zips,
  tickers: null,
});

const SUB_HEADER =
  'adsh\tcik\tname\tsic\tcountryba\tstprba\tcountryinc\tstprinc\tfye\tform\tperiod\tfy\tfp\tfiled';
const NUM_HEADER = 'adsh\ttag\tversion\tddate\tqtrs\tuom\tsegments\tcoreg\tvalue\tfootnote';
const TEN_K = '0000900001-24-000010';
const TEN_K_A = '0000900001-25-000002';

// 2024q4: Widgets' 10-K for fiscal 2024 (September year end) and another filer's 10-Q.
const Q4 = zipArchive({
  'sub.txt': [
    SUB_HEADER,
    `${TEN_K}\t900001\tEXAMPLE WIDGETS INC\t3571\tUS\tCA\tUS\tDE\t0930\t10-K\t20240930\t2024\tFY\t20241105`,
    '0000900002-24-000001\t900002\tSAMPLE FOODS CORP\t2000\tUS\tIL\t\t\t1231\t10-Q\t20240930\t2024\tQ3\t20241101',
  ].join('\n'),
  'num.txt': [
    NUM_HEADER,
    `${TEN_K}\tAssets\tus-gaap/2024\t20240930\t0\tUSD\t\t\t1250000000\t`,
    `${TEN_K}\tAssets\tus-gaap/2024\t20230930\t0\tUSD\t\t\t1100000000\t`,
    `${TEN_K}\tRevenues\tus-gaap/2024\t20240930\t4\tUSD\t\t\t900000000\t`,
    `${TEN_K}\tRevenues\tus-gaap/2024\t20230930\t4\tUSD\t\t\t800000000\t`,
    '0000900002-24-000001\tRevenues\tus-gaap/2024\t20240930\t3\tUSD\t\t\t1000\t',
  ].join('\n'),
});
// 2025q1: Widgets' 10-K/A, which revises fiscal 2024's revenue, and a malformed row.
const Q1 = zipArchive({
  'sub.txt': [
    SUB_HEADER,
    `${TEN_K_A}\t900001\tEXAMPLE WIDGETS INC\t3571\tUS\tCA\tUS\tDE\t0930\t10-K/A\t20240930\t2024\tFY\t20250210`,
  ].join('\n'),
  'num.txt': [
    NUM_HEADER,
    `${TEN_K_A}\tAssets\tus-gaap/2024\t20240930\t0\tUSD\t\t\t1250000000\t`,
    `${TEN_K_A}\tRevenues\tus-gaap/2024\t20240930\t4\tUSD\t\t\t950000000\t`,
    `${TEN_K_A}\tRevenues\tus-gaap/2024\t20240931\t4\tUSD\t\t\t950000000\t`,
  ].join('\n'),
});

/** A zip whose num.txt fails its CRC check, found once every row of it was read. */
function withBadNumCrc(zip: Buffer): Buffer {
  const out = Buffer.from(zip);
  const name = Buffer.from('num.txt');
  // The local header (CRC at 14, name at 30) and the central directory entry (CRC at 16, name at 46).
  for (const [signature, crcAt, nameAt] of [
    [0x04034b50, 14, 30],
    [0x02014b50, 16, 46],
  ] as const)
    for (let at = 0; at + nameAt + name.length <= out.length; at += 1)
      if (
        out.readUInt32LE(at) === signature &&
        out.subarray(at + nameAt, at + nameAt + name.length).equals(name)
      )
        out.writeUInt32LE(out.readUInt32LE(at + crcAt) ^ 1, at + crcAt);
  return out;
}

describe('SecSourceFiles: several FSDS quarters as one history per filer', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fsds-quarters-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('gives each filer once with every quarter, reads a zip given twice once, and a damaged zip adds nothing', async () => {
    const q4 = path.join(dir, '2024q4.zip');
    const q1 = path.join(dir, '2025q1.zip');
    const cut = path.join(dir, 'cut.zip');
    await writeFile(q4, Q4);
    await writeFile(q1, Q1);
    // The 10-K/A's zip, damaged: its rows are read, then its CRC fails; none of them may be kept.
    await writeFile(cut, withBadNumCrc(Q1));
    const files = new SecFilesReader().open(fsdsSources([q4, cut, q1, q4]));
    const { metas, problems } = await files.submissions();
    expect(problems).toEqual([expect.stringContaining(cut)]);
    expect(problems[0]).toMatch(/crc/i);
    expect(metas.get(900001)?.name).toBe('EXAMPLE WIDGETS INC');
    const quarters = await files.fsdsQuarters();
    expect(quarters.map((quarter) => [quarter.zip, quarter.submissions, quarter.problems])).toEqual([
      ['2024q4.zip', 2, []],
      ['2025q1.zip', 1, ["num.txt line 4: ddate '20240931' is not a date"]],
      ['2024q4.zip', 2, []],
    ]);
    expect(quarters.map((quarter) => quarter.counts)).toEqual([
      expect.objectContaining({ rows: 5, facts: 4, otherForm: 1, repeated: 0, malformed: 0 }),
      expect.objectContaining({ rows: 3, facts: 2, otherForm: 0, repeated: 0, malformed: 1 }),
      expect.objectContaining({ rows: 5, facts: 0, otherForm: 0, repeated: 5 }),
    ]);
    const entries: SecFilerEntry[] = [];
    for await (const entry of files.filers()) entries.push(entry);
    expect(entries.map((entry) => [entry.ok, entry.entry])).toEqual([
      [false, cut],
      [true, '3 FSDS quarters CIK 900001'],
      [true, '3 FSDS quarters CIK 900002'],
    ]);
    const widgets = entries[1]!;
    if (!widgets.ok) throw new Error('not read');
    // The 10-K's four facts and the 10-K/A's two, once each (none of the damaged zip's, none twice).
    expect(widgets.filer.facts.map((fact) => fact.accn).sort()).toEqual([
      TEN_K,
      TEN_K,
      TEN_K,
      TEN_K,
      TEN_K_A,
      TEN_K_A,
    ]);
    const outcome = mapSecFacts(widgets.filer);
    if (!outcome.ok) throw new Error(outcome.message);
    const fiscal2024 = outcome.mapping.years.find((year) => year.year === 2024)!;
    expect(fiscal2024.revenue).toBe(900);
    expect(fiscal2024.comparative).toMatchObject({ revenue: 800, totalAssets: 1100 });
    expect(fiscal2024.revisions).toEqual([
      expect.objectContaining({ item: 'revenue', from: 900, to: 950, accn: TEN_K_A, form: '10-K/A' }),
    ]);
  });
});

// SEC's own quarters: ../shared beside the repository, never copied into it.
const fsdsDir = path.resolve(process.cwd(), '../shared/data/sec/fsds');
const describeIfShared = existsSync(fsdsDir) ? describe : describe.skip;
if (!existsSync(fsdsDir))
  console.warn(`fsds-quarters.int-spec: ${fsdsDir} is absent; the import of SEC's two quarters is not run`);

describeIfShared("SEC's 2009q3 and 2010q2 data sets imported together (shared data)", () => {
  it('reads each filer once across both quarters: 520 filers, 25 imported, 52 company-years', async () => {
    const sources = fsdsSources([path.join(fsdsDir, '2009q3.zip'), path.join(fsdsDir, '2010q2.zip')]);
    const files = new SecFilesReader().open(sources);
    const { universe, outcome } = await assembleSecUniverse({
      sources,
      usdPerUnit: {},
      fetchFailures: [],
      auditorsFile: null,
      pricesFile: null,
      stored: null,
      submissions: await files.submissions(),
      tickers: new Map(),
      filers: files.filers(),
      fsds: await files.fsdsQuarters(),
    });
    // Before the quarters were merged: 916 read (a filer of both quarters read twice), DUPLICATE 1.
    expect(outcome.read).toBe(520);
    expect(outcome.imported).toBe(25);
    const reasons = new Map<string, number>();
    for (const skip of outcome.skipped) reasons.set(skip.reason, (reasons.get(skip.reason) ?? 0) + 1);
    expect(Object.fromEntries(reasons)).toEqual({ NO_ANNUAL_FACTS: 482, CURRENCY: 13 });
    expect(universe.companies.reduce((sum, company) => sum + company.statements.length, 0)).toBe(52);
    // Open Text: its 10-K in 2009q3 and its 10-Q in 2010q2 are one filer (it was a DUPLICATE before).
    expect(universe.companies.filter((company) => company.name === 'OPEN TEXT CORP')).toHaveLength(1);
    expect(
      outcome.fsds.map(({ zip, submissions, counts }) => [zip, submissions, counts.facts, counts.otherForm]),
    ).toEqual([
      ['2009q3.zip', 435, 253, 95_494],
      ['2010q2.zip', 522, 10_849, 86_801],
    ]);
    expect(outcome.fsds.flatMap((quarter) => quarter.problems)).toEqual([]);
  });
});
