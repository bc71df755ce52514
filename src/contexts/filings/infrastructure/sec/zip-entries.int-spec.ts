import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { zipArchive } from '../../../../../test/support/xlsx.js';
import { lines, zipEntries, ZipError, type ZipEntry } from './zip-entries.js';

interface Part {
  name: string;
  data: Buffer;
  method?: 0 | 8;
  /** The CRC-32 written in the headers instead of the true one. */
  crc?: number;
}

/**
 * A zip of stored or deflated parts; `zip64` writes the sizes and offsets as ZIP64 (0xffffffff in the
 * headers, the values in ZIP64 extra fields, a ZIP64 end record and locator) as a writer does past 4 GiB.
 */
function zipOf(parts: Part[], options: { zip64?: boolean; comment?: string } = {}): Buffer {
  const chunks: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const method = part.method ?? 8;
    const body = method === 8 ? deflateRawSync(part.data) : part.data;
    const crc = part.crc ?? crc32(part.data);
    const name = Buffer.from(part.name, 'utf8');
    const zip64 = options.zip64 === true;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(zip64 ? 0xffffffff : body.length, 18);
    local.writeUInt32LE(zip64 ? 0xffffffff : part.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const localExtra = Buffer.alloc(zip64 ? 20 : 0);
    if (zip64) {
      localExtra.writeUInt16LE(0x0001, 0);
      localExtra.writeUInt16LE(16, 2);
      localExtra.writeBigUInt64LE(BigInt(part.data.length), 4);
      localExtra.writeBigUInt64LE(BigInt(body.length), 12);
    }
    local.writeUInt16LE(localExtra.length, 28);
    // An unrelated extra field first, as writers add timestamps: the ZIP64 one must be found after it.
    const timestamp = Buffer.from([0x55, 0x54, 0x05, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00]);
    const centralExtra = Buffer.alloc(zip64 ? 28 : 0);
    if (zip64) {
      centralExtra.writeUInt16LE(0x0001, 0);
      centralExtra.writeUInt16LE(24, 2);
      centralExtra.writeBigUInt64LE(BigInt(part.data.length), 4);
      centralExtra.writeBigUInt64LE(BigInt(body.length), 12);
      centralExtra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const extra = Buffer.concat([timestamp, centralExtra]);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(zip64 ? 45 : 20, 4);
    central.writeUInt16LE(zip64 ? 45 : 20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(zip64 ? 0xffffffff : body.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : part.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    chunks.push(local, name, localExtra, body);
    centrals.push(central, name, extra);
    offset += local.length + name.length + localExtra.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : parts.length, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : parts.length, 10);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  end.writeUInt16LE(comment.length, 20);
  if (!options.zip64) return Buffer.concat([...chunks, directory, end, comment]);
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(parts.length), 24);
  record.writeBigUInt64LE(BigInt(parts.length), 32);
  record.writeBigUInt64LE(BigInt(directory.length), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([...chunks, directory, record, locator, end, comment]);
}

/** Text of `count` numbered lines, CRLF-ended, with a few multi-byte characters to split across chunks. */
function numberedLines(count: number): string {
  const out: string[] = [];
  for (let index = 0; index < count; index += 1)
    out.push(`line ${index}\tSociété Générale €${index % 97}\r\n`);
  return out.join('');
}

async function collect(entries: AsyncIterable<ZipEntry>): Promise<ZipEntry[]> {
  const all: ZipEntry[] = [];
  for await (const entry of entries) all.push(entry);
  return all;
}

async function streamed(entry: ZipEntry): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry.stream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('zipEntries', () => {
  let dir: string;
  const file = async (name: string, bytes: Buffer): Promise<string> => {
    const at = path.join(dir, name);
    await writeFile(at, bytes);
    return at;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'zip-entries-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lists stored and deflated entries and reads them whole or streamed', async () => {
    const sub = Buffer.from('adsh\tcik\n0000000001-24-000001\t1\n');
    const readme = Buffer.from('<html>made-up</html>');
    const empty = Buffer.alloc(0);
    const at = await file(
      'mixed.zip',
      zipOf(
        [
          { name: 'sub.txt', data: sub, method: 0 },
          { name: 'readme.htm', data: readme, method: 8 },
          { name: 'empty.txt', data: empty, method: 8 },
        ],
        { comment: 'a comment after the end record' },
      ),
    );
    const entries = await collect(zipEntries(at));
    expect(entries.map((entry) => [entry.name, entry.method, entry.uncompressedSize])).toEqual([
      ['sub.txt', 0, sub.length],
      ['readme.htm', 8, readme.length],
      ['empty.txt', 8, 0],
    ]);
    // Entries are read after the iteration ended: each opens the file itself.
    expect(await entries[0]!.buffer()).toEqual(sub);
    expect(await entries[1]!.buffer()).toEqual(readme);
    expect(await entries[2]!.buffer()).toEqual(empty);
    expect(await streamed(entries[0]!)).toEqual(sub);
    expect(await streamed(entries[1]!)).toEqual(readme);
    // Bytes after the end record's comment (a download with junk appended) do not hide it.
    const junk = await file(
      'junk.zip',
      Buffer.concat([zipOf([{ name: 'sub.txt', data: sub }]), Buffer.from('junk')]),
    );
    const [junkEntry] = await collect(zipEntries(junk));
    expect(await junkEntry!.buffer()).toEqual(sub);
  });

  it('streams a 5 MB entry through zlib and splits it into lines across chunk boundaries', async () => {
    const text = numberedLines(150_000);
    const data = Buffer.from(text, 'utf8');
    expect(data.length).toBeGreaterThan(5_000_000);
    const at = await file('large.zip', zipOf([{ name: 'num.txt', data }]));
    const [entry] = await collect(zipEntries(at));
    expect(entry!.compressedSize).toBeLessThan(data.length);
    let count = 0;
    let last = '';
    for await (const line of lines(entry!.stream())) {
      if (count === 0) expect(line).toBe('line 0\tSociété Générale €0');
      count += 1;
      last = line;
    }
    expect(count).toBe(150_000);
    expect(last).toBe(`line 149999\tSociété Générale €${149_999 % 97}`);
    await expect(entry!.buffer()).resolves.toHaveLength(data.length);
  });

  it('lets a reader stop early, and the entry is read again from its start', async () => {
    const data = Buffer.from(numberedLines(100_000));
    const at = await file('early.zip', zipOf([{ name: 'num.txt', data }]));
    const [entry] = await collect(zipEntries(at));
    for (let round = 0; round < 3; round += 1) {
      for await (const line of lines(entry!.stream())) {
        expect(line).toBe('line 0\tSociété Générale €0');
        break;
      }
    }
    const stream = entry!.stream();
    stream.destroy();
    // Buffer.equals: jest's toEqual walks 5 MB byte by byte for seconds.
    expect((await streamed(entry!)).equals(data)).toBe(true);
  });

  it('reads ZIP64 end records and extra fields', async () => {
    const data = Buffer.from(numberedLines(1000));
    const at = await file(
      'zip64.zip',
      zipOf(
        [
          { name: 'a.txt', data: Buffer.from('first') },
          { name: 'b.txt', data, method: 0 },
        ],
        { zip64: true },
      ),
    );
    const entries = await collect(zipEntries(at));
    expect(entries.map((entry) => [entry.name, entry.uncompressedSize])).toEqual([
      ['a.txt', 5],
      ['b.txt', data.length],
    ]);
    expect((await entries[0]!.buffer()).toString()).toBe('first');
    expect(await streamed(entries[1]!)).toEqual(data);
  });

  it('refuses an entry whose CRC-32 does not match, whole or streamed', async () => {
    const data = Buffer.from('value\t1\n'.repeat(100));
    const at = await file('crc.zip', zipOf([{ name: 'num.txt', data, crc: (crc32(data) ^ 1) >>> 0 }]));
    const [entry] = await collect(zipEntries(at));
    await expect(entry!.buffer()).rejects.toThrow(`${at}: entry num.txt: CRC-32 mismatch`);
    await expect(streamed(entry!)).rejects.toThrow(ZipError);
  });

  it('refuses buffer() past maxEntryBytes, but streams the entry', async () => {
    const data = Buffer.alloc(10_000, 'x');
    const at = await file('big.zip', zipOf([{ name: 'num.txt', data }]));
    const [entry] = await collect(zipEntries(at, { maxEntryBytes: 4096 }));
    await expect(entry!.buffer()).rejects.toThrow(
      `${at}: entry num.txt: 10000 bytes inflated exceed the limit of 4096; stream it instead`,
    );
    expect(await streamed(entry!)).toEqual(data);
  });

  it('stops an entry that inflates past the size its headers declare', async () => {
    const at = await file(
      'bomb.zip',
      zipArchive({ 'num.txt': Buffer.alloc(1_000_000) }, { declaredSize: 1000 }),
    );
    const [entry] = await collect(zipEntries(at));
    expect(entry!.uncompressedSize).toBe(1000);
    await expect(entry!.buffer()).rejects.toThrow(
      `${at}: entry num.txt: inflates past its declared size of 1000 bytes`,
    );
  });

  it('refuses a compression method other than stored and deflate, naming the entry', async () => {
    const bytes = zipOf([{ name: 'tag.txt', data: Buffer.from('abc'), method: 0 }]);
    // Method 12 (bzip2) in the central directory: after the local header, name and data.
    const centralAt = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt16LE(12, centralAt + 10);
    const at = await file('bzip2.zip', bytes);
    const [entry] = await collect(zipEntries(at));
    await expect(entry!.buffer()).rejects.toThrow(
      `${at}: entry tag.txt: compression method 12 is not supported (only stored and deflate)`,
    );
  });

  it('refuses a file cut in half, one whose central directory is past its end, and corrupt deflate data', async () => {
    const data = Buffer.from(numberedLines(20_000));
    const whole = zipOf([
      { name: 'sub.txt', data: Buffer.from('adsh\n') },
      { name: 'num.txt', data },
    ]);
    const half = await file('half.zip', whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(collect(zipEntries(half))).rejects.toThrow(
      `${half}: truncated: no end of central directory record (the file is cut short)`,
    );
    // The middle cut out: the end record remains, the offsets it gives now pass the end of the file.
    const middle = await file(
      'middle.zip',
      Buffer.concat([whole.subarray(0, 1000), whole.subarray(whole.length - 200)]),
    );
    await expect(collect(zipEntries(middle))).rejects.toThrow(
      `${middle}: truncated: central directory past the end of the file`,
    );
    // Deflate data overwritten with zeros (sizes and directory intact).
    const damaged = Buffer.from(whole);
    const dataAt = damaged.indexOf(Buffer.from('num.txt')) + 'num.txt'.length;
    damaged.fill(0xff, dataAt + 10, dataAt + 2000);
    const corrupt = await file('corrupt.zip', damaged);
    const entries = await collect(zipEntries(corrupt));
    await expect(streamed(entries[1]!)).rejects.toThrow(`${corrupt}: entry num.txt: corrupt deflate data`);
    await expect(entries[1]!.buffer()).rejects.toThrow(`${corrupt}: entry num.txt:`);
  });

  it('refuses what is not a zip file, empty or otherwise', async () => {
    const text = await file('not.zip', Buffer.from('adsh\tcik\tname\n'.repeat(1000)));
    await expect(collect(zipEntries(text))).rejects.toThrow(
      `${text}: not a zip file (no end of central directory record)`,
    );
    const empty = await file('empty.zip', Buffer.alloc(0));
    await expect(collect(zipEntries(empty))).rejects.toThrow(`${empty}: not a zip file`);
    const missing = path.join(dir, 'missing.zip');
    await expect(collect(zipEntries(missing))).rejects.toThrow(`${missing}: cannot open`);
  });

  it('refuses a central directory that is garbage where its end record points', async () => {
    const bytes = zipOf([{ name: 'sub.txt', data: Buffer.from('adsh\n'), method: 0 }]);
    const centralAt = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(0xdeadbeef, centralAt);
    const at = await file('garbage.zip', bytes);
    await expect(collect(zipEntries(at))).rejects.toThrow(
      `${at}: corrupt central directory at entry 1: no central file header signature`,
    );
  });
});

describe('lines', () => {
  async function* chunks(...parts: Array<string | Buffer>): AsyncGenerator<string | Buffer> {
    for (const part of parts) {
      await Promise.resolve();
      yield part;
    }
  }
  const all = async (source: AsyncIterable<string | Buffer>): Promise<string[]> => {
    const out: string[] = [];
    for await (const line of lines(source)) out.push(line);
    return out;
  };

  it('splits LF and CRLF across chunk boundaries, multi-byte characters included', async () => {
    const euro = Buffer.from('€', 'utf8');
    expect(await all(chunks('a\r', '\nb', '\n\nc'))).toEqual(['a', 'b', '', 'c']);
    expect(
      await all(chunks(Buffer.concat([Buffer.from('x'), euro.subarray(0, 1)]), euro.subarray(1), '\n')),
    ).toEqual(['x€']);
    expect(await all(chunks('last\r'))).toEqual(['last']);
    expect(await all(chunks())).toEqual([]);
  });
});

// SEC's own files: ../shared beside the repository, never copied into it.
const fsdsDir = path.resolve(process.cwd(), '../shared/data/sec/fsds');
const describeIfShared = existsSync(fsdsDir) ? describe : describe.skip;
if (!existsSync(fsdsDir))
  console.warn(`zip-entries.int-spec: ${fsdsDir} is absent; the tests on SEC's zips are skipped`);

describeIfShared("SEC's 2010q2 Financial Statement Data Sets zip (shared data)", () => {
  it('lists its files and reads sub.txt whole', async () => {
    const entries = await collect(zipEntries(path.join(fsdsDir, '2010q2.zip')));
    expect(entries.map((entry) => entry.name).sort()).toEqual([
      'num.txt',
      'pre.txt',
      'readme.htm',
      'sub.txt',
      'tag.txt',
    ]);
    const sub = entries.find((entry) => entry.name === 'sub.txt')!;
    const text = (await sub.buffer()).toString('utf8');
    expect(text.startsWith('adsh\tcik\tname\tsic\t')).toBe(true);
    expect(text.trimEnd().split('\n')).toHaveLength(523);
  });
});
