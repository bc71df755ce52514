import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { zipArchive } from '../../../../../test/support/xlsx.js';
import { FsdsNumReader, parseFsdsSubmissions } from '../../domain/sec/fsds.js';
import { readFsdsZip } from './fsds-zip.js';
import { lines, zipEntries, type ZipEntry } from './zip-entries.js';

// A made-up quarter in SEC's layout (the 2024 re-issue, with the segments column).
const SUB = [
  'adsh\tcik\tname\tsic\tcountryba\tstprba\tcountryinc\tstprinc\tfye\tform\tperiod\tfy\tfp\tfiled',
  '0000900001-24-000010\t900001\tEXAMPLE WIDGETS INC\t3571\tUS\tCA\tUS\tDE\t0930\t10-K\t20240930\t2024\tFY\t20241105',
  '0000900002-24-000001\t900002\tSAMPLE FOODS CORP\t2000\tUS\tIL\t\t\t1231\t10-Q\t20240630\t2024\tQ2\t20240801',
].join('\r\n');
const NUM = [
  'adsh\ttag\tversion\tddate\tqtrs\tuom\tsegments\tcoreg\tvalue\tfootnote',
  '0000900001-24-000010\tAssets\tus-gaap/2024\t20240930\t0\tUSD\t\t\t1250000.0000\t',
  '0000900001-24-000010\tRevenues\tus-gaap/2024\t20240930\t4\tUSD\t\t\t900000.0000\t',
  '0000900001-24-000010\tRevenues\tus-gaap/2024\t20240930\t4\tUSD\tProductOrService=Gadgets;\t\t400000.0000\t',
  '0000900002-24-000001\tRevenues\tus-gaap/2024\t20240630\t2\tUSD\t\t\t1000\t',
  '0000900002-24-000001\tRevenues\tus-gaap/2024\tnot-a-date\t2\tUSD\t\t\t1000\t',
].join('\r\n');

describe('readFsdsZip', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'fsds-zip-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('reads sub.txt and then num.txt streamed into facts, metadata and problems', async () => {
    const at = path.join(dir, '2024q4.zip');
    await writeFile(
      at,
      zipArchive({ 'sub.txt': SUB, 'pre.txt': 'adsh\n', 'num.txt': NUM, 'tag.txt': 'tag\n' }),
    );
    const { filers, metas, submissions, problems, counts } = await readFsdsZip(at);
    expect(submissions.map((submission) => [submission.cik, submission.form])).toEqual([
      [900001, '10-K'],
      [900002, '10-Q'],
    ]);
    expect(filers.map((filer) => [filer.cik, filer.entityName, filer.facts.length])).toEqual([
      [900001, 'EXAMPLE WIDGETS INC', 2],
      [900002, 'SAMPLE FOODS CORP', 1],
    ]);
    expect(filers[1]!.facts[0]).toEqual({
      taxonomy: 'us-gaap',
      concept: 'Revenues',
      unit: 'USD',
      start: '2024-01-01',
      end: '2024-06-30',
      value: 1000,
      accn: '0000900002-24-000001',
      form: '10-Q',
      filed: '2024-08-01',
    });
    expect(metas.get(900002)).toEqual({
      cik: 900002,
      name: 'SAMPLE FOODS CORP',
      tickers: [],
      exchanges: [],
      sic: 2000,
      stateOfIncorporation: null,
      businessStateOrCountry: 'IL',
      fiscalYearEnd: '1231',
    });
    expect(problems).toEqual(["num.txt line 6: ddate 'not-a-date' is not a date"]);
    expect(counts).toMatchObject({ rows: 5, facts: 3, notConsolidated: 1, malformed: 1 });
  });

  it('refuses a zip without num.txt, and a damaged zip, naming the file', async () => {
    const noNum = path.join(dir, 'no-num.zip');
    await writeFile(noNum, zipArchive({ 'sub.txt': SUB }));
    await expect(readFsdsZip(noNum)).rejects.toThrow(
      `${noNum}: not a Financial Statement Data Sets zip: no num.txt`,
    );
    const cut = path.join(dir, 'cut.zip');
    const whole = zipArchive({ 'sub.txt': SUB, 'num.txt': NUM });
    await writeFile(cut, whole.subarray(0, whole.length - 30));
    await expect(readFsdsZip(cut)).rejects.toThrow(`${cut}: truncated`);
  });
});

// SEC's own files: ../shared beside the repository, never copied into it.
const fsdsDir = path.resolve(process.cwd(), '../shared/data/sec/fsds');
const describeIfShared = existsSync(fsdsDir) ? describe : describe.skip;
if (!existsSync(fsdsDir))
  console.warn(`fsds-zip.int-spec: ${fsdsDir} is absent; the tests on SEC's zips are skipped`);

describeIfShared("SEC's quarterly Financial Statement Data Sets (shared data)", () => {
  it('streams 2010q2.zip: 522 submissions, 18 of them 10-K, into facts per filer', async () => {
    const { filers, metas, submissions, problems, counts } = await readFsdsZip(
      path.join(fsdsDir, '2010q2.zip'),
    );
    expect(problems).toEqual([]);
    expect(submissions).toHaveLength(522);
    const forms = new Map<string, number>();
    for (const submission of submissions) forms.set(submission.form, (forms.get(submission.form) ?? 0) + 1);
    expect(Object.fromEntries([...forms].sort())).toEqual({
      '10-K': 18,
      '10-Q': 452,
      '10-Q/A': 8,
      '20-F': 15,
      '20-F/A': 6,
      '40-F/A': 1,
      '6-K': 6,
      '6-K/A': 2,
      '8-K': 14,
    });
    expect(metas.size).toBe(500);
    // Of 136,044 rows: 26,292 of a segment or co-registrant, 11,830 of filers' own concepts, 272 empty.
    expect(counts).toEqual({
      rows: 136044,
      facts: 97650,
      notConsolidated: 26292,
      otherTaxonomy: 11830,
      noValue: 272,
      unknownSubmission: 0,
      otherForm: 0,
      repeated: 0,
      malformed: 0,
    });
    expect(filers).toHaveLength(493);
    // Bed Bath & Beyond's 10-K for the year to 27 February 2010, which FSDS writes as 20100228.
    const bedBath = filers.find((filer) => filer.cik === 886158)!;
    expect(bedBath.entityName).toBe('BED BATH & BEYOND INC');
    expect(bedBath.facts.filter((fact) => fact.concept === 'Assets' && fact.end === '2010-02-28')).toEqual([
      {
        taxonomy: 'us-gaap',
        concept: 'Assets',
        unit: 'USD',
        start: null,
        end: '2010-02-28',
        value: 5152130000,
        accn: '0001104659-10-022152',
        form: '10-K',
        filed: '2010-04-27',
      },
    ]);
    // Ford's first-quarter 10-Q.
    const ford = filers.find((filer) => filer.cik === 37996)!;
    expect(
      ford.facts
        .filter((fact) => fact.concept === 'Revenues' && fact.end === '2010-03-31')
        .map((f) => [f.start, f.value]),
    ).toEqual([['2010-01-01', 31566000000]]);
  });

  it('reads 2010q2.zip entry by entry through zipEntries, lines and FsdsNumReader', async () => {
    const entries = new Map<string, ZipEntry>();
    for await (const entry of zipEntries(path.join(fsdsDir, '2010q2.zip'))) entries.set(entry.name, entry);
    expect([...entries.keys()].sort()).toEqual(['num.txt', 'pre.txt', 'readme.htm', 'sub.txt', 'tag.txt']);
    const submissions = parseFsdsSubmissions((await entries.get('sub.txt')!.buffer()).toString('utf8'));
    const tenK = [...submissions.values()].filter((submission) => submission.form === '10-K');
    expect(tenK).toHaveLength(18);
    const reader = new FsdsNumReader(submissions);
    let count = 0;
    for await (const line of lines(entries.get('num.txt')!.stream())) {
      reader.line(line);
      count += 1;
    }
    expect(count).toBe(136045);
    expect(entries.get('num.txt')!.uncompressedSize).toBe(15494494);
    const tenKFilers = new Set(tenK.map((submission) => submission.cik));
    expect(reader.filers().filter((filer) => tenKFilers.has(filer.cik))).toHaveLength(18);
  });

  it('streams 2009q3.zip the same way', async () => {
    const { submissions, problems, counts } = await readFsdsZip(path.join(fsdsDir, '2009q3.zip'));
    expect(problems).toEqual([]);
    expect(submissions).toHaveLength(435);
    expect(submissions.filter((submission) => submission.form === '10-K')).toHaveLength(1);
    expect(counts).toEqual({
      rows: 126650,
      facts: 95747,
      notConsolidated: 17096,
      otherTaxonomy: 13765,
      noValue: 42,
      unknownSubmission: 0,
      otherForm: 0,
      repeated: 0,
      malformed: 0,
    });
  });
});
