import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  FsdsNumReader,
  MAX_FSDS_PROBLEMS,
  fsdsCompanyMetas,
  fsdsDate,
  fsdsDurationStart,
  fsdsSubmissionMeta,
  fsdsTaxonomy,
  parseFsdsNumbers,
  parseFsdsSubmissions,
  type FsdsSubmission,
} from './fsds.js';
import type { SecFact, SecFilerFacts } from './sec-facts.js';

// Made-up filers and values in the layouts of SEC's sub.txt and num.txt.
const SUB_HEADER = [
  'adsh',
  'cik',
  'name',
  'sic',
  'countryba',
  'stprba',
  'cityba',
  'countryinc',
  'stprinc',
  'fye',
  'form',
  'period',
  'fy',
  'fp',
  'filed',
  'accepted',
].join('\t');
const subRow = (...fields: string[]): string => fields.join('\t');
const SUB = [
  SUB_HEADER,
  subRow(
    '0000900001-24-000010',
    '900001',
    'EXAMPLE WIDGETS INC',
    '3571',
    'US',
    'CA',
    'SPRINGFIELD',
    'US',
    'DE',
    '0930',
    '10-K',
    '20240930',
    '2024',
    'FY',
    '20241105',
    '2024-11-05 16:01:00.0',
  ),
  subRow(
    '0000900001-24-000020',
    '900001',
    'EXAMPLE WIDGETS HOLDINGS INC',
    '3571',
    'US',
    'CA',
    'SPRINGFIELD',
    'US',
    'DE',
    '0930',
    '10-K/A',
    '20240930',
    '2024',
    'FY',
    '20241201',
    '2024-12-01 09:00:00.0',
  ),
  subRow(
    '0000900002-24-000001',
    '900002',
    'MUSTER AG',
    '',
    'DE',
    '',
    'BERLIN',
    'DE',
    '',
    '1231',
    '20-F',
    '20231231',
    '2023',
    'FY',
    '20240415',
    '2024-04-15 08:00:00.0',
  ),
].join('\n');

const NUM_HEADER_2024 = 'adsh\ttag\tversion\tddate\tqtrs\tuom\tsegments\tcoreg\tvalue\tfootnote';
const NUM_HEADER_OLD = 'adsh\ttag\tversion\tddate\tqtrs\tuom\tcoreg\tvalue\tfootnote';

interface NumRow {
  adsh: string;
  tag: string;
  version: string;
  ddate: string;
  qtrs: string;
  uom: string;
  segments?: string;
  coreg?: string;
  value: string;
  footnote?: string;
}

function numText(rows: NumRow[], layout: '2024' | 'old'): string {
  const lines = rows.map((row) =>
    [
      row.adsh,
      row.tag,
      row.version,
      row.ddate,
      row.qtrs,
      row.uom,
      ...(layout === '2024' ? [row.segments ?? ''] : []),
      row.coreg ?? '',
      row.value,
      row.footnote ?? '',
    ].join('\t'),
  );
  return [layout === '2024' ? NUM_HEADER_2024 : NUM_HEADER_OLD, ...lines].join('\n') + '\n';
}

const A = '0000900001-24-000010';
const A2 = '0000900001-24-000020';
const B = '0000900002-24-000001';
const ROWS: NumRow[] = [
  {
    adsh: A,
    tag: 'Assets',
    version: 'us-gaap/2024',
    ddate: '20240930',
    qtrs: '0',
    uom: 'USD',
    value: '1250000.0000',
  },
  {
    adsh: A,
    tag: 'Revenues',
    version: 'us-gaap/2024',
    ddate: '20240928',
    qtrs: '4',
    uom: 'USD',
    value: '900000.0000',
  },
  {
    adsh: A,
    tag: 'Revenues',
    version: 'us-gaap/2024',
    ddate: '20240630',
    qtrs: '1',
    uom: 'USD',
    value: '-2500.5',
  },
  {
    adsh: A,
    tag: 'EntityCommonStockSharesOutstanding',
    version: 'dei/2024',
    ddate: '20241015',
    qtrs: '0',
    uom: 'shares',
    value: '5000',
  },
  // A segment, a co-registrant, the filer's own concept, another taxonomy, no value, an unknown filing.
  {
    adsh: A,
    tag: 'Revenues',
    version: 'us-gaap/2024',
    ddate: '20240928',
    qtrs: '4',
    uom: 'USD',
    segments: 'ProductOrService=Gadgets;',
    value: '400000',
  },
  {
    adsh: A,
    tag: 'Assets',
    version: 'us-gaap/2024',
    ddate: '20240930',
    qtrs: '0',
    uom: 'USD',
    coreg: 'ParentCompany',
    value: '700000',
  },
  { adsh: A, tag: 'WidgetBacklog', version: A, ddate: '20240930', qtrs: '0', uom: 'USD', value: '42' },
  {
    adsh: A,
    tag: 'ProductWarrantyAccrual',
    version: 'srt/2024',
    ddate: '20240930',
    qtrs: '0',
    uom: 'USD',
    value: '7',
  },
  {
    adsh: A,
    tag: 'Liabilities',
    version: 'us-gaap/2024',
    ddate: '20240930',
    qtrs: '0',
    uom: 'USD',
    value: '',
  },
  {
    adsh: '0000999999-24-000001',
    tag: 'Assets',
    version: 'us-gaap/2024',
    ddate: '20240930',
    qtrs: '0',
    uom: 'USD',
    value: '1',
  },
  // The amendment restates Assets; the foreign filer reports under IFRS, in euros.
  {
    adsh: A2,
    tag: 'Assets',
    version: 'us-gaap/2024',
    ddate: '20240930',
    qtrs: '0',
    uom: 'USD',
    value: '1260000',
  },
  { adsh: B, tag: 'Revenue', version: 'ifrs/2023', ddate: '20231231', qtrs: '4', uom: 'EUR', value: '3.5E6' },
  {
    adsh: B,
    tag: 'Equity',
    version: 'ifrs-full/2023',
    ddate: '20231231',
    qtrs: '0',
    uom: 'EUR',
    value: '800000',
  },
];

function read(text: string, submissions = parseFsdsSubmissions(SUB)) {
  return parseFsdsNumbers(submissions, text.split('\n'));
}

function factsOf(filers: SecFilerFacts[], cik: number): readonly SecFact[] {
  return filers.find((filer) => filer.cik === cik)?.facts ?? [];
}

describe('fsdsDate and fsdsDurationStart', () => {
  it('writes YYYYMMDD as an ISO date and refuses what is not a calendar date', () => {
    expect(fsdsDate('20240928')).toBe('2024-09-28');
    expect(fsdsDate('20240229')).toBe('2024-02-29');
    expect(fsdsDate('20230229')).toBeNull();
    expect(fsdsDate('20241301')).toBeNull();
    expect(fsdsDate('2024-09-28')).toBeNull();
    expect(fsdsDate('')).toBeNull();
  });

  it('starts a duration the day after the date qtrs * 3 months before its end', () => {
    expect(fsdsDurationStart('20240928', 4)).toBe('2023-09-29');
    expect(fsdsDurationStart('20240928', 1)).toBe('2024-06-29');
    expect(fsdsDurationStart('20100530', 1)).toBe('2010-03-01'); // 30 February is the 28th
    expect(fsdsDurationStart('20100115', 2)).toBe('2009-07-16');
  });

  it('counts a month-end date (SEC rounds ddate to month ends) back to a month end', () => {
    expect(fsdsDurationStart('20240930', 4)).toBe('2023-10-01');
    expect(fsdsDurationStart('20100630', 1)).toBe('2010-04-01');
    expect(fsdsDurationStart('20100630', 2)).toBe('2010-01-01');
    expect(fsdsDurationStart('20100228', 1)).toBe('2009-12-01');
    expect(fsdsDurationStart('20240229', 4)).toBe('2023-03-01');
    expect(fsdsDurationStart('20241231', 3)).toBe('2024-04-01');
    expect(fsdsDurationStart('2024093', 4)).toBeNull();
  });
});

describe('fsdsTaxonomy', () => {
  it('reads us-gaap, ifrs and dei, and nothing else', () => {
    expect(fsdsTaxonomy('us-gaap/2009')).toBe('us-gaap');
    expect(fsdsTaxonomy('ifrs/2010')).toBe('ifrs-full');
    expect(fsdsTaxonomy('ifrs-full/2023')).toBe('ifrs-full');
    expect(fsdsTaxonomy('dei/2009')).toBe('dei');
    expect(fsdsTaxonomy('0000320193-24-000123')).toBeNull();
    expect(fsdsTaxonomy('srt/2024')).toBeNull();
    expect(fsdsTaxonomy('invest/2013')).toBeNull();
    expect(fsdsTaxonomy('')).toBeNull();
  });
});

describe('parseFsdsSubmissions', () => {
  it('reads each submission by accession number, its columns by name', () => {
    const submissions = parseFsdsSubmissions(SUB);
    expect([...submissions.keys()]).toEqual([A, A2, B]);
    expect(submissions.get(A)).toEqual<FsdsSubmission>({
      adsh: A,
      cik: 900001,
      name: 'EXAMPLE WIDGETS INC',
      sic: 3571,
      form: '10-K',
      filed: '2024-11-05',
      period: '2024-09-30',
      fy: 2024,
      fp: 'FY',
      fye: '0930',
      countryba: 'US',
      stprba: 'CA',
      countryinc: 'US',
      stprinc: 'DE',
    });
    expect(submissions.get(B)).toMatchObject({ sic: null, stprba: null, stprinc: null, countryinc: 'DE' });
  });

  it('reads CRLF lines and columns in another order, and puts back the leading zero of fye', () => {
    const text =
      'form\tfiled\tname\tcik\tadsh\tfye\r\n10-Q\t20100507\tACME CORP\t123\t0000000123-10-000001\t930\r\n';
    const submission = parseFsdsSubmissions(text).get('0000000123-10-000001');
    expect(submission).toMatchObject({ cik: 123, form: '10-Q', filed: '2010-05-07', fye: '0930', sic: null });
    expect(submission?.period).toBeNull();
  });

  it('skips and reports a malformed row, and refuses a header without the needed columns', () => {
    const problems: string[] = [];
    const text = [
      SUB_HEADER,
      subRow('0000000001-24-000001', '1', 'SHORT ROW'),
      subRow(
        '0000000002-24-000001',
        'x2',
        'BAD CIK',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '10-K',
        '',
        '',
        '',
        '20240101',
        '',
      ),
      subRow(
        '0000000003-24-000001',
        '3',
        'BAD FILED',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '10-K',
        '',
        '',
        '',
        '20241301',
        '',
      ),
      subRow(
        '0000000004-24-000001',
        '4',
        'GOOD',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '10-K',
        '',
        '',
        '',
        '20240101',
        '',
      ),
    ].join('\n');
    const submissions = parseFsdsSubmissions(text, problems);
    expect([...submissions.keys()]).toEqual(['0000000004-24-000001']);
    expect(problems).toEqual([
      'sub.txt line 2: 3 fields, the header has 16',
      "sub.txt line 3: cik 'x2' is not a CIK",
      "sub.txt line 4: filed '20241301' is not a date",
    ]);
    expect(() => parseFsdsSubmissions('adsh\tname\n')).toThrow(
      'sub.txt: the header row lacks the column(s) cik, form, filed',
    );
    expect(parseFsdsSubmissions('').size).toBe(0);
  });
});

describe('fsdsSubmissionMeta and fsdsCompanyMetas', () => {
  it('takes the state where there is one, else the country, and the latest submission per filer', () => {
    const submissions = parseFsdsSubmissions(SUB);
    expect(fsdsSubmissionMeta(submissions.get(A)!)).toEqual({
      cik: 900001,
      name: 'EXAMPLE WIDGETS INC',
      tickers: [],
      exchanges: [],
      sic: 3571,
      stateOfIncorporation: 'DE',
      businessStateOrCountry: 'CA',
      fiscalYearEnd: '0930',
    });
    const metas = fsdsCompanyMetas(submissions.values());
    expect([...metas.keys()]).toEqual([900001, 900002]);
    expect(metas.get(900001)?.name).toBe('EXAMPLE WIDGETS HOLDINGS INC');
    // Germany's ISO code DE is Delaware in EDGAR's codes: a foreign country becomes its EDGAR code (2M).
    expect(metas.get(900002)).toMatchObject({
      sic: null,
      stateOfIncorporation: '2M',
      businessStateOrCountry: '2M',
    });
  });
});

describe.each(['2024', 'old'] as const)('FsdsNumReader, num.txt layout %s', (layout) => {
  const rows = layout === '2024' ? ROWS : ROWS.filter((row) => row.segments === undefined);

  it('keeps the consolidated us-gaap, ifrs-full and dei values of known filings, per filer', () => {
    const { filers, problems, counts } = read(numText(rows, layout));
    expect(problems).toEqual([]);
    expect(filers.map((filer) => [filer.cik, filer.entityName, filer.facts.length])).toEqual([
      [900001, 'EXAMPLE WIDGETS HOLDINGS INC', 5],
      [900002, 'MUSTER AG', 2],
    ]);
    expect(factsOf(filers, 900001)).toEqual<SecFact[]>([
      {
        taxonomy: 'us-gaap',
        concept: 'Assets',
        unit: 'USD',
        start: null,
        end: '2024-09-30',
        value: 1250000,
        accn: A,
        form: '10-K',
        filed: '2024-11-05',
      },
      {
        taxonomy: 'us-gaap',
        concept: 'Revenues',
        unit: 'USD',
        start: '2023-09-29',
        end: '2024-09-28',
        value: 900000,
        accn: A,
        form: '10-K',
        filed: '2024-11-05',
      },
      {
        taxonomy: 'us-gaap',
        concept: 'Revenues',
        unit: 'USD',
        start: '2024-04-01',
        end: '2024-06-30',
        value: -2500.5,
        accn: A,
        form: '10-K',
        filed: '2024-11-05',
      },
      {
        taxonomy: 'dei',
        concept: 'EntityCommonStockSharesOutstanding',
        unit: 'shares',
        start: null,
        end: '2024-10-15',
        value: 5000,
        accn: A,
        form: '10-K',
        filed: '2024-11-05',
      },
      {
        taxonomy: 'us-gaap',
        concept: 'Assets',
        unit: 'USD',
        start: null,
        end: '2024-09-30',
        value: 1260000,
        accn: A2,
        form: '10-K/A',
        filed: '2024-12-01',
      },
    ]);
    expect(factsOf(filers, 900002)).toEqual([
      expect.objectContaining({ taxonomy: 'ifrs-full', concept: 'Revenue', unit: 'EUR', value: 3_500_000 }),
      expect.objectContaining({ taxonomy: 'ifrs-full', concept: 'Equity', start: null, end: '2023-12-31' }),
    ]);
    expect(counts).toEqual({
      rows: rows.length,
      facts: 7,
      notConsolidated: layout === '2024' ? 2 : 1,
      otherTaxonomy: 2,
      noValue: 1,
      unknownSubmission: 1,
      otherForm: 0,
      repeated: 0,
      malformed: 0,
    });
  });

  it('skips and reports malformed rows without stopping', () => {
    const bad: NumRow[] = [
      { ...ROWS[0]!, ddate: '20241331' },
      { ...ROWS[0]!, value: 'n/a' },
      { ...ROWS[0]!, value: '0x10' },
      { ...ROWS[0]!, qtrs: 'four' },
      { ...ROWS[0]!, uom: '' },
      ROWS[0]!,
    ];
    const text = numText(bad, layout) + `${A}\tAssets\tus-gaap/2024\n`;
    const { filers, problems, counts } = read(text);
    expect(problems).toEqual([
      "num.txt line 2: ddate '20241331' is not a date",
      "num.txt line 3: value 'n/a' is not a number",
      "num.txt line 4: value '0x10' is not a number",
      "num.txt line 5: qtrs 'four' is not a count of quarters",
      'num.txt line 6: no uom',
      `num.txt line 8: 3 fields, the header has ${layout === '2024' ? 10 : 9}`,
    ]);
    expect(counts.malformed).toBe(6);
    expect(factsOf(filers, 900001)).toHaveLength(1);
  });
});

describe('FsdsNumReader', () => {
  it('takes lines with their CRLF or LF, an explicit header, and ignores blank lines', () => {
    const reader = new FsdsNumReader(parseFsdsSubmissions(SUB));
    reader.header(`${NUM_HEADER_2024}\r\n`);
    reader.line(`${A}\tAssets\tus-gaap/2024\t20240930\t0\tUSD\t\t\t10\t\r\n`);
    reader.line('');
    reader.line(`${A}\tLiabilities\tus-gaap/2024\t20240930\t0\tUSD\t\t\t4\t\n`);
    expect(reader.filers()[0]?.facts.map((fact) => [fact.concept, fact.value])).toEqual([
      ['Assets', 10],
      ['Liabilities', 4],
    ]);
    expect(reader.counts.rows).toBe(2);
  });

  it('caps the problems it keeps and counts them all', () => {
    const reader = new FsdsNumReader(parseFsdsSubmissions(SUB));
    reader.line(NUM_HEADER_2024);
    for (let index = 0; index < 250; index += 1) reader.line('broken');
    expect(reader.problems).toHaveLength(MAX_FSDS_PROBLEMS);
    expect(reader.problems[99]).toBe('num.txt line 101: 1 fields, the header has 10');
    expect(reader.counts.malformed).toBe(250);
  });

  it('refuses a header without the needed columns', () => {
    const reader = new FsdsNumReader(new Map());
    expect(() => reader.line('adsh\ttag\tvalue')).toThrow(
      'num.txt: the header row lacks the column(s) version, ddate, qtrs, uom',
    );
  });
});

// SEC's own files: ../shared beside the repository, never copied into it.
const appleDir = path.resolve(process.cwd(), '../shared/data/sec/fsds/apple-10k-2024');
const describeIfShared = existsSync(appleDir) ? describe : describe.skip;
if (!existsSync(appleDir))
  console.warn(`fsds.spec: ${appleDir} is absent; the tests on SEC's files are skipped`);

describeIfShared("Apple's FY2024 10-K in FSDS (shared data)", () => {
  it('reads its consolidated us-gaap facts, with SEC rounding the period end to the month end', () => {
    const submissions = parseFsdsSubmissions(readFileSync(path.join(appleDir, 'sub.txt'), 'utf8'));
    const numLines = readFileSync(path.join(appleDir, 'num.txt'), 'utf8').split('\n');
    const { filers, problems, counts } = parseFsdsNumbers(submissions, numLines);
    expect(problems).toEqual([]);
    expect(filers.map((filer) => [filer.cik, filer.entityName])).toEqual([[320193, 'APPLE INC']]);
    const facts = filers[0]!.facts;
    const fact = (concept: string, start: string | null, end: string) =>
      facts.filter((f) => f.concept === concept && f.start === start && f.end === end);
    // Apple's fiscal year ended on 2024-09-28; FSDS writes ddate 20240930.
    expect(fact('Assets', null, '2024-09-30')).toEqual([
      {
        taxonomy: 'us-gaap',
        concept: 'Assets',
        unit: 'USD',
        start: null,
        end: '2024-09-30',
        value: 364980000000,
        accn: '0000320193-24-000123',
        form: '10-K',
        filed: '2024-11-01',
      },
    ]);
    expect(fact('Assets', null, '2023-09-30').map((f) => f.value)).toEqual([352583000000]);
    expect(
      fact('RevenueFromContractWithCustomerExcludingAssessedTax', '2023-10-01', '2024-09-30').map(
        (f) => f.value,
      ),
    ).toEqual([391035000000]);
    expect(fact('NetIncomeLoss', '2023-10-01', '2024-09-30').map((f) => f.value)).toEqual([93736000000]);
    expect(facts.some((f) => f.end === '2024-09-28')).toBe(false);
    // 192 rows of segments, 9 of Apple's own concepts, 2 without a value.
    expect(counts).toEqual({
      rows: 416,
      facts: 213,
      notConsolidated: 192,
      otherTaxonomy: 9,
      noValue: 2,
      unknownSubmission: 0,
      otherForm: 0,
      repeated: 0,
      malformed: 0,
    });
    expect(new Set(facts.map((f) => f.taxonomy))).toEqual(new Set(['us-gaap']));
  });
});
