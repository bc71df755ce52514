import { readFileSync, writeFileSync } from 'node:fs';
import { crc32, createDeflateRaw, createInflateRaw, deflateRawSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import { MESSAGES } from '../../src/shared/http/messages.js';
import { signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

/**
 * The two upload routes (docs/security.md, "Headers, CORS, uploads and supply chain"):
 * - POST /api/watchlists/{id}/upload (.csv of ISINs, any signed-in user, own watchlist);
 * - POST /api/tenant/request-future-create/upload (.xlsx or .csv of users, staff).
 * Proven here over HTTP: the 102,400-byte limit, zip bombs refused fast with bounded memory, and 500
 * mutated files answered without a 5xx. FUZZ_SEED=<n> replays a run (the seed is printed).
 */

const LIMIT = 102_400;
const MB = 1024 * 1024;
const TENANT_UPLOAD = '/api/tenant/request-future-create/upload';

// ---------------------------------------------------------------------------------------------------
// A minimal zip writer: parts deflated (or given as a ready deflate stream), entries may share data.

interface ZipPart {
  name: string;
  /** Inflated content; or `stream` for a part whose deflated bytes are already made. */
  content?: string | Buffer;
  stream?: DeflatedStream;
  /** The size written in the headers (default: the true size). */
  declaredSize?: number;
  /** Point this entry's central record at the local header of an earlier part (overlapping entries). */
  sameDataAs?: string;
}

interface DeflatedStream {
  deflated: Buffer;
  size: number;
  crc: number;
}

interface Zip {
  bytes: Buffer;
  /** Offsets and widths of header fields (sizes, offsets, counts, name lengths), for targeted mutations. */
  fields: Array<{ at: number; width: 2 | 4 }>;
}

/** The process's peak resident set since it was last reset (VmHWM), in bytes. */
function peakRss(): number {
  return Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;
}

function writeZip(parts: ZipPart[]): Zip {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  const fields: Zip['fields'] = [];
  const localOffsets = new Map<string, { offset: number; stream: DeflatedStream; declared: number }>();
  let offset = 0;
  for (const part of parts) {
    const fileName = Buffer.from(part.name, 'utf8');
    let local = part.sameDataAs ? localOffsets.get(part.sameDataAs) : undefined;
    if (!local) {
      const data = Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content ?? '', 'utf8');
      const stream = part.stream ?? { deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
      const declared = part.declaredSize ?? stream.size;
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt16LE(8, 8);
      header.writeUInt32LE(stream.crc, 14);
      header.writeUInt32LE(stream.deflated.length, 18);
      header.writeUInt32LE(declared, 22);
      header.writeUInt16LE(fileName.length, 26);
      fields.push(
        { at: offset + 18, width: 4 },
        { at: offset + 22, width: 4 },
        { at: offset + 26, width: 2 },
      );
      fields.push({ at: offset + 28, width: 2 }, { at: offset + 8, width: 2 });
      local = { offset, stream, declared };
      localOffsets.set(part.name, local);
      locals.push(header, fileName, stream.deflated);
      offset += header.length + fileName.length + stream.deflated.length;
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(local.stream.crc, 16);
    central.writeUInt32LE(local.stream.deflated.length, 20);
    central.writeUInt32LE(part.declaredSize ?? local.declared, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(local.offset, 42);
    centrals.push(central, fileName);
  }
  let at = offset;
  for (let index = 0; index < centrals.length; index += 2) {
    for (const [field, width] of [
      [10, 2],
      [20, 4],
      [24, 4],
      [28, 2],
      [30, 2],
      [42, 4],
    ] as const) {
      fields.push({ at: at + field, width });
    }
    at += centrals[index]!.length + centrals[index + 1]!.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  for (const field of [8, 10, 12, 16])
    fields.push({ at: offset + directory.length + field, width: field < 12 ? 2 : 4 });
  return { bytes: Buffer.concat([...locals, directory, end]), fields };
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELATIONS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_END = '</sheetData></worksheet>';

/** The parts of a valid user-list workbook: shared strings for the header, inline strings below. */
function usersWorkbookParts(rows: number): ZipPart[] {
  const shared = `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4"><si><t>User Name</t></si><si><t>Email</t></si><si><t>Luca Access</t></si><si><r><t>Ye</t></r><r><t>s</t></r></si></sst>`;
  const inline = (text: string, ref: string) =>
    `<c r="${ref}" t="inlineStr"><is><t>${text.replace(/&/g, '&amp;')}</t></is></c>`;
  const lines = [
    '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c></row>',
  ];
  for (let row = 2; row <= rows + 1; row += 1) {
    lines.push(
      `<row r="${row}">${inline(`Person ${row} & Co`, `A${row}`)}${inline(`person${row}@example.test`, `B${row}`)}` +
        (row % 2 === 0
          ? `<c r="C${row}" t="s"><v>3</v></c>`
          : `<c r="C${row}" t="inlineStr"><is><t>No</t></is></c>`) +
        '</row>',
    );
  }
  return [
    { name: '[Content_Types].xml', content: '<Types/>' },
    { name: 'xl/workbook.xml', content: WORKBOOK },
    { name: 'xl/_rels/workbook.xml.rels', content: RELATIONS },
    { name: 'xl/sharedStrings.xml', content: shared },
    { name: 'xl/worksheets/sheet1.xml', content: `${SHEET_START}${lines.join('')}${SHEET_END}` },
  ];
}

/**
 * A sheet of `fillBytes` spaces between a valid start and end, deflated as a stream (the test never
 * holds the inflated text): spaces are the best case for deflate, about 1,030 to 1.
 */
async function deflatedSheet(fillBytes: number): Promise<DeflatedStream> {
  const deflate = createDeflateRaw({ level: 9, memLevel: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (data: Buffer) => {
    crc = crc32(data, crc);
    size += data.length;
    if (!deflate.write(data)) await new Promise((resolve) => deflate.once('drain', resolve));
  };
  await write(Buffer.from(SHEET_START));
  const block = Buffer.alloc(MB, 0x20);
  for (let left = fillBytes; left > 0; left -= block.length)
    await write(block.subarray(0, Math.min(left, block.length)));
  await write(Buffer.from(SHEET_END));
  deflate.end();
  await finished;
  return { deflated: Buffer.concat(chunks), size, crc };
}

/** How many bytes a deflate stream really inflates to, counted as it streams (nothing is kept). */
async function inflatedSize(deflated: Buffer): Promise<number> {
  const inflate = createInflateRaw();
  let total = 0;
  inflate.on('data', (chunk: Buffer) => (total += chunk.length));
  const done = new Promise<void>((resolve, reject) => {
    inflate.on('end', resolve);
    inflate.on('error', reject);
  });
  inflate.end(deflated);
  await done;
  return total;
}

// ---------------------------------------------------------------------------------------------------
// Mutations.

type Mutation =
  | { kind: 'flip'; at: number; byte: number }
  | { kind: 'truncate'; at: number }
  | { kind: 'insert'; at: number; bytes: Uint8Array }
  | { kind: 'delete'; at: number; length: number }
  | { kind: 'duplicate'; at: number; length: number }
  | { kind: 'field'; which: number; value: number };

/** Bytes parsers trip on: NUL, quotes, delimiters, line ends, BOM, invalid UTF-8, XML markup. */
const INTERESTING = [
  0x00, 0x22, 0x2c, 0x3b, 0x09, 0x0a, 0x0d, 0xef, 0xbb, 0xbf, 0xff, 0xc3, 0x3c, 0x3e, 0x26, 0x3d,
];
const EDGE_NUMBERS = [0, 1, 0x7f, 0xff, 0xffff, 0x7fffffff, 0xfffffffe, 0xffffffff, 0x10000, 102_400];

const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant('flip' as const),
    at: fc.nat(),
    byte: fc.oneof(fc.integer({ min: 0, max: 255 }), fc.constantFrom(...INTERESTING)),
  }),
  fc.record({ kind: fc.constant('truncate' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    bytes: fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 64 }),
      fc
        .array(fc.constantFrom(...INTERESTING), { minLength: 1, maxLength: 16 })
        .map((bytes) => Uint8Array.from(bytes)),
    ),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 64 }) }),
  fc.record({
    kind: fc.constant('duplicate' as const),
    at: fc.nat(),
    length: fc.integer({ min: 1, max: 512 }),
  }),
  fc.record({
    kind: fc.constant('field' as const),
    which: fc.nat(),
    value: fc.oneof(fc.constantFrom(...EDGE_NUMBERS), fc.nat({ max: 0xffffffff })),
  }),
);

function mutate(sample: Zip | Buffer, mutations: readonly Mutation[]): Buffer {
  const fields = Buffer.isBuffer(sample) ? [] : sample.fields;
  let bytes = Buffer.from(Buffer.isBuffer(sample) ? sample : sample.bytes);
  for (const mutation of mutations) {
    const at = bytes.length === 0 ? 0 : mutation.kind === 'field' ? 0 : mutation.at % (bytes.length + 1);
    switch (mutation.kind) {
      case 'flip':
        if (bytes.length > 0) bytes[at % bytes.length] = mutation.byte;
        break;
      case 'truncate':
        bytes = bytes.subarray(0, at);
        break;
      case 'insert':
        bytes = Buffer.concat([bytes.subarray(0, at), mutation.bytes, bytes.subarray(at)]);
        break;
      case 'delete':
        bytes = Buffer.concat([bytes.subarray(0, at), bytes.subarray(at + mutation.length)]);
        break;
      case 'duplicate':
        bytes = Buffer.concat([bytes.subarray(0, at + mutation.length), bytes.subarray(at)]);
        break;
      case 'field': {
        // A header field of the zip (only meaningful while the layout is still the sample's).
        const field = fields.length > 0 ? fields[mutation.which % fields.length] : undefined;
        if (!field || field.at + field.width > bytes.length) break;
        if (field.width === 2) bytes.writeUInt16LE(mutation.value & 0xffff, field.at);
        else bytes.writeUInt32LE(mutation.value >>> 0, field.at);
        break;
      }
    }
  }
  return bytes.subarray(0, LIMIT);
}

// ---------------------------------------------------------------------------------------------------

describe('Uploads: size limit, zip bombs, mutated files', () => {
  let app: NestExpressApplication;
  let server: ReturnType<NestExpressApplication['getHttpServer']>;
  let staff: string;
  let user: string;
  let watchlistUpload: string;
  let isins: string[];

  const upload = (path: string, token: string, content: Buffer | string, fileName: string) =>
    request(server)
      .post(path)
      .set('Authorization', `Bearer ${token}`)
      .attach('file', Buffer.isBuffer(content) ? content : Buffer.from(content), fileName);

  beforeAll(async () => {
    app = await startTestApp();
    server = app.getHttpServer();
    staff = await signIn(app, 'admin@ledgerscope.test');
    user = await signIn(app, 'analyst@acme.test');
    const list = await request(server)
      .post('/api/watchlists')
      .set('Authorization', `Bearer ${user}`)
      .send({ name: `Upload fuzz ${Date.now()}` })
      .expect(201);
    watchlistUpload = `/api/watchlists/${(list.body as { id: string }).id}/upload`;
    // Real ISINs where a dataset is loaded (the matching path), made-up ones besides.
    const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    try {
      isins = (
        await db.query<{ isin: string }>('select isin from screening.company order by isin limit 20')
      ).rows.map((row) => row.isin);
    } finally {
      await db.end();
    }
    for (let index = isins.length; index < 30; index += 1) isins.push(`ZZ${String(index).padStart(9, '0')}0`);
  });

  afterAll(async () => {
    if (watchlistUpload) {
      await request(server)
        .delete(watchlistUpload.replace(/\/upload$/, ''))
        .set('Authorization', `Bearer ${user}`);
    }
    await app?.close();
  });

  it('refuses 102,401 bytes with 413 FILE_TOO_LARGE and the limit message, and takes 102,400', async () => {
    const exactly = (header: string, size: number) => {
      const text = `${header}\n`;
      return Buffer.concat([Buffer.from(text), Buffer.alloc(size - text.length, 0x61)]);
    };
    const cases: Array<[string, string, string, string]> = [
      [watchlistUpload, user, 'isin', 'list.csv'],
      [TENANT_UPLOAD, staff, 'User Name,Email,Luca Access', 'users.csv'],
      [TENANT_UPLOAD, staff, 'PK', 'users.xlsx'],
    ];
    for (const [path, token, header, fileName] of cases) {
      const over = await upload(path, token, exactly(header, LIMIT + 1), fileName);
      expect({ fileName, status: over.status, body: over.body }).toEqual({
        fileName,
        status: 413,
        body: { statusCode: 413, errorCode: 'FILE_TOO_LARGE', message: MESSAGES.FILE_TOO_LARGE },
      });
      expect(over.body.message).toMatch(/^File size is too large/);
      const at = await upload(path, token, exactly(header, LIMIT), fileName);
      expect({ fileName, status: at.status, code: at.body.errorCode }).not.toMatchObject({ status: 413 });
      expect(at.status).toBeLessThan(500);
    }
    // Far over the limit: refused while it streams in, not after buffering it.
    const started = performance.now();
    const huge = await upload(TENANT_UPLOAD, staff, Buffer.alloc(20 * MB, 0x61), 'users.csv');
    expect(huge.status).toBe(413);
    expect(huge.body.errorCode).toBe('FILE_TOO_LARGE');
    console.info(`20 MB upload refused in ${Math.round(performance.now() - started)} ms`);
  });

  it('refuses xlsx zip bombs with bounded memory', async () => {
    // 96 MiB of sheet deflate to under 100 KB: the most one deflate stream packs into the upload limit.
    const sheet = await deflatedSheet(96 * MB);
    expect(await inflatedSize(sheet.deflated)).toBe(sheet.size);
    expect(sheet.size).toBeGreaterThan(96 * MB);
    const small = [
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: WORKBOOK },
      { name: 'xl/_rels/workbook.xml.rels', content: RELATIONS },
    ];
    const bombs: Array<[string, Buffer, number]> = [
      // The sheet, its size declared truly (about 96 MB).
      [
        'sheet, true size',
        writeZip([...small, { name: 'xl/worksheets/sheet1.xml', stream: sheet }]).bytes,
        sheet.size,
      ],
      // The same, declaring 1 KB: only a cap on the inflating itself stops it.
      [
        'sheet, declared 1 KB',
        writeZip([...small, { name: 'xl/worksheets/sheet1.xml', stream: sheet, declaredSize: 1_000 }]).bytes,
        sheet.size,
      ],
      // Overlapping entries: the shared strings and the sheet are the same 96 MB stream (192 MB in all).
      [
        'overlapping sheet and shared strings, declared 1 KB',
        writeZip([
          ...small,
          { name: 'xl/worksheets/sheet1.xml', stream: sheet, declaredSize: 1_000 },
          { name: 'xl/sharedStrings.xml', sameDataAs: 'xl/worksheets/sheet1.xml', declaredSize: 1_000 },
        ]).bytes,
        2 * sheet.size,
      ],
    ];
    for (const [what, bomb, inflates] of bombs) {
      expect(bomb.length).toBeLessThanOrEqual(LIMIT);
      // The peak RSS of this process from here on (Linux: clear_refs 5 resets VmHWM), not of earlier tests.
      writeFileSync('/proc/self/clear_refs', '5');
      const rssBefore = process.memoryUsage().rss;
      const peakBefore = peakRss();
      const started = performance.now();
      const response = await upload(TENANT_UPLOAD, staff, bomb, 'users.xlsx');
      const ms = performance.now() - started;
      const peakAfter = peakRss();
      console.info(
        `zip bomb (${what}): ${bomb.length} bytes inflating to ${Math.round(inflates / MB)} MB: ` +
          `${response.status} ${response.body.errorCode} in ${Math.round(ms)} ms; ` +
          `RSS before ${Math.round(rssBefore / MB)} MB, process peak RSS ${Math.round(peakBefore / MB)} MB ` +
          `before and ${Math.round(peakAfter / MB)} MB after`,
      );
      // The time is printed, not asserted (timed goals are benchmarks': a shared machine took 3.2 s once); the
      // memory bound below is what shows the archive was not inflated whole.
      // The process's peak RSS after the request bounds the peak during it: it stayed within 200 MB of
      // the RSS before, while the archive inflates to 96-192 MB (an uncapped inflate alone would exceed
      // it with the text it decodes). Valid when the earlier peak was under that bound (checked).
      expect(peakBefore).toBeLessThan(rssBefore + 200 * MB);
      expect(peakAfter - rssBefore).toBeLessThan(200 * MB);
      expect({ what, status: response.status, code: response.body.errorCode }).toEqual({
        what,
        status: 400,
        code: 'INVALID_SPREADSHEET',
      });
    }
    // The bomb sent as a watchlist .csv is only text that is not a list of ISINs.
    const asCsv = await upload(watchlistUpload, user, bombs[0]![1], 'list.csv');
    expect(asCsv.status).toBe(400);
  });

  it('answers 500 mutated csv and xlsx files without a 5xx', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20_261_121);
    const workbookParts = usersWorkbookParts(25);
    const workbook = writeZip(workbookParts);
    const usersCsv = Buffer.from(
      `\uFEFFUser Name,Email,Luca Access\r\n${Array.from({ length: 25 }, (_, index) =>
        index % 5 === 0
          ? `"Person ${index}, ""Jr""",person${index}@example.test,Yes`
          : `Person ${index};x,person${index}@example.test,${index % 2 ? 'No' : 'Yes'}`,
      ).join('\r\n')}\r\n`,
    );
    const isinCsv = Buffer.from(
      `isin,name\n${isins.map((isin, index) => `${isin},"Company ${index}"`).join('\n')}\n`,
    );

    // The samples are valid: the mutations start from files the routes accept.
    expect((await upload(TENANT_UPLOAD, staff, workbook.bytes, 'users.xlsx')).body.accepted).toBe(25);
    expect((await upload(TENANT_UPLOAD, staff, usersCsv, 'users.csv')).body.accepted).toBe(25);
    expect((await upload(watchlistUpload, user, isinCsv, 'list.csv')).status).toBe(200);
    // Found by this fuzz (a NUL in an ISIN reached PostgreSQL's jsonb: 500): now simply unmatched.
    const nul = await upload(watchlistUpload, user, 'isin\nUS\u0000037833100\n', 'list.csv').expect(200);
    expect(nul.body.unmatched).toEqual(['US\u0000037833100']);

    const outcomes = new Map<string, number>();
    let slowest = 0;
    let sent = 0;
    const mutations = fc.array(mutationArbitrary, { minLength: 1, maxLength: 6 });
    const mutated = (sample: Zip | Buffer) => mutations.map((list) => mutate(sample, list));
    // The bytes of the archive, or one XML part mutated inside a well-formed archive (the XML scanner).
    const mutatedPart = fc
      .record({ part: fc.integer({ min: 1, max: workbookParts.length - 1 }), list: mutations })
      .map(
        ({ part, list }) =>
          writeZip(
            workbookParts.map((each, index) =>
              index === part ? { ...each, content: mutate(Buffer.from(each.content as string), list) } : each,
            ),
          ).bytes,
      );
    const runs: Array<[string, string, string, fc.Arbitrary<Buffer>, string, number]> = [
      ['users.xlsx (archive bytes)', TENANT_UPLOAD, staff, mutated(workbook), 'users.xlsx', 150],
      ['users.xlsx (one XML part)', TENANT_UPLOAD, staff, mutatedPart, 'users.xlsx', 100],
      ['users.csv', TENANT_UPLOAD, staff, mutated(usersCsv), 'users.csv', 125],
      ['isins.csv', watchlistUpload, user, mutated(isinCsv), 'list.csv', 125],
    ];
    for (const [label, path, token, files, fileName, numRuns] of runs) {
      await fc.assert(
        fc.asyncProperty(files, async (file) => {
          const started = performance.now();
          const response = await upload(path, token, file, fileName);
          slowest = Math.max(slowest, performance.now() - started);
          sent += 1;
          const key = `${label} ${response.status} ${response.body?.errorCode ?? ''}`.trim();
          outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
          return response.status < 500;
        }),
        { numRuns, seed },
      );
    }
    console.info(
      `fuzz seed ${seed}: ${sent} uploads, slowest ${Math.round(slowest)} ms; outcomes:\n` +
        [...outcomes.entries()]
          .sort()
          .map(([key, count]) => `  ${key}: ${count}`)
          .join('\n'),
    );
    expect(sent).toBe(500);
    expect([...outcomes.keys()].filter((key) => / 5\d\d/.test(key))).toEqual([]);
    await request(server).get('/api/health').expect(200);
  });
});
