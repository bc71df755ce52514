import { type FileHandle, open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { crc32, createInflateRaw } from 'node:zlib';

/**
 * A streaming reader of a zip file on disk, for SEC's bulk archives (companyfacts.zip: ~1.3 GB and
 * ~19,000 entries; submissions.zip; the quarterly Financial Statement Data Sets). The central directory
 * is read from the end of the file in chunks and each entry is read from the file only when asked, so
 * the archive is never held in memory. ZIP64 (end-of-central-directory record and locator, extra
 * fields) is read; the methods are stored (0) and deflate (8); every entry's CRC-32 and size are
 * checked as it is read. Whatever is wrong with the file is thrown as a ZipError naming the file.
 */

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD_SIGNATURE = 0x06064b50;
const ZIP64_EOCD_SIZE = 56;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const ZIP64_EXTRA_ID = 0x0001;
const MAX_COMMENT = 0xffff;
/** The central directory is read in pieces of this size. */
const DIRECTORY_CHUNK = 1024 * 1024;
/** Entry data is read from the file in pieces of this size. */
const DATA_CHUNK = 256 * 1024;
const DEFAULT_MAX_ENTRY_BYTES = 256 * 1024 * 1024;

/** A zip file that cannot be read: the message names the file and what is wrong with it. */
export class ZipError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`${path}: ${detail}`);
    this.name = 'ZipError';
  }
}

export interface ZipReadOptions {
  /** buffer() refuses an entry larger than this once inflated (stream() has no limit). Default 256 MiB. */
  readonly maxEntryBytes?: number;
}

/** One file of the archive, as its central directory describes it. */
export interface ZipEntry {
  readonly name: string;
  /** 0 stored, 8 deflate (others are refused when read). */
  readonly method: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly crc32: number;
  /** The whole inflated entry; refused when uncompressedSize exceeds maxEntryBytes. */
  buffer(): Promise<Buffer>;
  /** The inflated bytes, streamed from the file; fails (an 'error' event) on a CRC-32 or size mismatch. */
  stream(): Readable;
}

interface CentralRecord {
  readonly name: string;
  readonly flags: number;
  readonly method: number;
  readonly crc32: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly localHeaderOffset: number;
}

interface Directory {
  readonly fileSize: number;
  readonly entries: number;
  readonly offset: number;
  readonly size: number;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await handle.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return filled === length ? buffer : buffer.subarray(0, filled);
}

/** A 64-bit field as a number; past 2^53 it is not a file we can read anyway. */
function uint64(buffer: Buffer, at: number, fail: (detail: string) => ZipError): number {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw fail(`a 64-bit field is too large (${value})`);
  return Number(value);
}

/** The position of the end-of-central-directory record in `tail` (the last bytes of the file), or -1. */
function findEndRecord(tail: Buffer): number {
  let fallback = -1;
  for (let at = tail.length - EOCD_SIZE; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const commentLength = tail.readUInt16LE(at + 20);
    // The record ends the file after its comment; a signature elsewhere is data that looks like one.
    if (at + EOCD_SIZE + commentLength === tail.length) return at;
    // Else the last one that could be (bytes after the comment), on disk 0 as every archive we read.
    const onDiskZero = tail.readUInt16LE(at + 4) === 0 && tail.readUInt16LE(at + 6) === 0;
    if (fallback < 0 && onDiskZero && at + EOCD_SIZE + commentLength < tail.length) fallback = at;
  }
  return fallback;
}

async function readDirectory(handle: FileHandle, path: string): Promise<Directory> {
  const fail = (detail: string) => new ZipError(path, detail);
  const fileSize = (await handle.stat()).size;
  const head = await readAt(handle, 0, Math.min(4, fileSize));
  const startsLikeZip = head.length === 4 && head.readUInt32LE(0) === LOCAL_SIGNATURE;
  const missingEnd = startsLikeZip
    ? 'truncated: no end of central directory record (the file is cut short)'
    : 'not a zip file (no end of central directory record)';
  if (fileSize < EOCD_SIZE) throw fail(missingEnd);
  const tailStart = Math.max(0, fileSize - EOCD_SIZE - MAX_COMMENT - ZIP64_LOCATOR_SIZE);
  const tail = await readAt(handle, tailStart, fileSize - tailStart);
  const at = findEndRecord(tail);
  if (at < 0) throw fail(missingEnd);
  const endPosition = tailStart + at;
  if (tail.readUInt16LE(at + 4) !== 0 || tail.readUInt16LE(at + 6) !== 0) {
    throw fail('multi-disk (spanned) zip archives are not supported');
  }
  let entries = tail.readUInt16LE(at + 10);
  let size = tail.readUInt32LE(at + 12);
  let offset = tail.readUInt32LE(at + 16);
  // Where the central directory must end: the ZIP64 record when there is one, else this record.
  let directoryLimit = endPosition;
  const locatorAt = at - ZIP64_LOCATOR_SIZE;
  if (locatorAt >= 0 && tail.readUInt32LE(locatorAt) === ZIP64_LOCATOR_SIGNATURE) {
    const recordPosition = uint64(tail, locatorAt + 8, fail);
    if (recordPosition + ZIP64_EOCD_SIZE > endPosition) {
      throw fail('truncated: the ZIP64 end of central directory record is past the end of the file');
    }
    const record = await readAt(handle, recordPosition, ZIP64_EOCD_SIZE);
    if (record.length < ZIP64_EOCD_SIZE || record.readUInt32LE(0) !== ZIP64_EOCD_SIGNATURE) {
      throw fail('corrupt: no ZIP64 end of central directory record where its locator points');
    }
    entries = uint64(record, 32, fail);
    size = uint64(record, 40, fail);
    offset = uint64(record, 48, fail);
    directoryLimit = recordPosition;
  } else if (size === 0xffffffff || offset === 0xffffffff) {
    // (65,535 entries alone is a count a writer may give without ZIP64.)
    throw fail('corrupt: ZIP64 sizes without a ZIP64 end of central directory locator');
  }
  if (offset + size > fileSize) throw fail('truncated: central directory past the end of the file');
  if (offset + size > directoryLimit) {
    throw fail('corrupt: central directory overlaps the end of central directory record');
  }
  if (entries * CENTRAL_SIZE > size) {
    throw fail(`corrupt: ${entries} entries cannot fit a central directory of ${size} bytes`);
  }
  return { fileSize, entries, offset, size };
}

/** The ZIP64 extra field's values for the fields the central record marks 0xffffffff. */
function applyZip64Extra(
  extra: Buffer,
  record: { compressedSize: number; uncompressedSize: number; localHeaderOffset: number },
  fail: (detail: string) => ZipError,
): void {
  let at = 0;
  while (at + 4 <= extra.length) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    const end = at + 4 + length;
    if (end > extra.length) break;
    if (id === ZIP64_EXTRA_ID) {
      let field = at + 4;
      const next = (): number => {
        if (field + 8 > end) throw fail('its ZIP64 extra field is too short');
        const value = uint64(extra, field, fail);
        field += 8;
        return value;
      };
      // The order is fixed; only the fields whose 32-bit value is 0xffffffff are present.
      if (record.uncompressedSize === 0xffffffff) record.uncompressedSize = next();
      if (record.compressedSize === 0xffffffff) record.compressedSize = next();
      if (record.localHeaderOffset === 0xffffffff) record.localHeaderOffset = next();
      return;
    }
    at = end;
  }
  if (
    record.uncompressedSize === 0xffffffff ||
    record.compressedSize === 0xffffffff ||
    record.localHeaderOffset === 0xffffffff
  ) {
    throw fail('ZIP64 sizes without a ZIP64 extra field');
  }
}

/** The records of the central directory, read from the file a chunk at a time. */
async function* centralRecords(
  handle: FileHandle,
  path: string,
  directory: Directory,
): AsyncGenerator<CentralRecord> {
  const end = directory.offset + directory.size;
  let window = Buffer.alloc(0);
  let windowStart = directory.offset;
  let position = directory.offset;
  /** Makes [position, position + length) available in window; false when it would pass the directory. */
  const ensure = async (length: number): Promise<boolean> => {
    if (position + length > end) return false;
    if (position + length <= windowStart + window.length) return true;
    const keep = window.subarray(position - windowStart);
    const want = Math.max(
      length - keep.length,
      Math.min(DIRECTORY_CHUNK, end - (windowStart + window.length)),
    );
    const more = await readAt(handle, windowStart + window.length, want);
    if (more.length < want) return false;
    window = Buffer.concat([keep, more]);
    windowStart = position;
    return position + length <= windowStart + window.length;
  };
  for (let index = 0; index < directory.entries; index += 1) {
    const fail = (detail: string) =>
      new ZipError(path, `corrupt central directory at entry ${index + 1}: ${detail}`);
    if (!(await ensure(CENTRAL_SIZE))) throw fail('it ends before its last entry');
    let at = position - windowStart;
    if (window.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw fail('no central file header signature');
    const nameLength = window.readUInt16LE(at + 28);
    const extraLength = window.readUInt16LE(at + 30);
    const commentLength = window.readUInt16LE(at + 32);
    const recordLength = CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (!(await ensure(recordLength))) throw fail('it ends inside an entry');
    at = position - windowStart;
    // Names are UTF-8 (flag bit 11) or, by the letter of the format, CP437; SEC's are ASCII either way.
    const name = window.toString('utf8', at + CENTRAL_SIZE, at + CENTRAL_SIZE + nameLength);
    const sizes = {
      compressedSize: window.readUInt32LE(at + 20),
      uncompressedSize: window.readUInt32LE(at + 24),
      localHeaderOffset: window.readUInt32LE(at + 42),
    };
    const extraStart = at + CENTRAL_SIZE + nameLength;
    applyZip64Extra(
      window.subarray(extraStart, extraStart + extraLength),
      sizes,
      (detail) => new ZipError(path, `entry ${name}: ${detail}`),
    );
    yield {
      name,
      flags: window.readUInt16LE(at + 8),
      method: window.readUInt16LE(at + 10),
      crc32: window.readUInt32LE(at + 16),
      ...sizes,
    };
    position += recordLength;
  }
}

/** Reads one entry's inflated bytes as chunks, checking its size and CRC-32 as they pass. */
async function* entryChunks(path: string, record: CentralRecord): AsyncGenerator<Buffer> {
  const fail = (detail: string) => new ZipError(path, `entry ${record.name}: ${detail}`);
  if ((record.flags & 0x1) !== 0) throw fail('encrypted entries are not supported');
  if (record.method !== 0 && record.method !== 8) {
    throw fail(`compression method ${record.method} is not supported (only stored and deflate)`);
  }
  // eslint-disable-next-line security/detect-non-literal-fs-filename -- the archive the operator named
  const handle = await open(path, 'r');
  try {
    const fileSize = (await handle.stat()).size;
    if (record.localHeaderOffset + LOCAL_SIZE > fileSize) {
      throw fail('truncated: its local header is past the end of the file');
    }
    const local = await readAt(handle, record.localHeaderOffset, LOCAL_SIZE);
    if (local.readUInt32LE(0) !== LOCAL_SIGNATURE) {
      throw fail(`corrupt: no local file header at offset ${record.localHeaderOffset}`);
    }
    const dataStart = record.localHeaderOffset + LOCAL_SIZE + local.readUInt16LE(26) + local.readUInt16LE(28);
    if (dataStart + record.compressedSize > fileSize) {
      throw fail('truncated: its data runs past the end of the file');
    }
    if (record.method === 0 && record.compressedSize !== record.uncompressedSize) {
      throw fail('corrupt: a stored entry whose compressed and uncompressed sizes differ');
    }
    const inflate = record.method === 8 ? createInflateRaw({ chunkSize: 64 * 1024 }) : null;
    const compressed = (async function* (): AsyncGenerator<Buffer> {
      for (let done = 0; done < record.compressedSize;) {
        const piece = await readAt(
          handle,
          dataStart + done,
          Math.min(DATA_CHUNK, record.compressedSize - done),
        );
        if (piece.length === 0) throw fail('truncated: its data runs past the end of the file');
        done += piece.length;
        yield piece;
      }
    })();
    let source: AsyncIterable<Buffer> = compressed;
    let feeder: Readable | null = null;
    if (inflate) {
      // Feed the inflater from the file; its errors (corrupt or cut deflate data) end the iteration below.
      feeder = Readable.from(compressed, { objectMode: false });
      feeder.on('error', (error) => inflate.destroy(error)).pipe(inflate);
      source = inflate;
    }
    let size = 0;
    let crc = 0;
    try {
      for await (const bytes of source) {
        size += bytes.length;
        if (size > record.uncompressedSize) {
          throw fail(`inflates past its declared size of ${record.uncompressedSize} bytes`);
        }
        crc = crc32(bytes, crc);
        yield bytes;
      }
    } catch (error) {
      if (error instanceof ZipError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw fail(`corrupt deflate data (${reason})`);
    } finally {
      feeder?.destroy();
      inflate?.destroy();
    }
    if (size !== record.uncompressedSize) {
      throw fail(`inflates to ${size} bytes, not the declared ${record.uncompressedSize}`);
    }
    if (crc >>> 0 !== record.crc32 >>> 0) {
      throw fail(`CRC-32 mismatch (expected ${hex(record.crc32)}, read ${hex(crc)})`);
    }
  } finally {
    await handle.close();
  }
}

function hex(value: number): string {
  return (value >>> 0).toString(16).padStart(8, '0');
}

function entryOf(path: string, record: CentralRecord, maxEntryBytes: number): ZipEntry {
  return {
    name: record.name,
    method: record.method,
    compressedSize: record.compressedSize,
    uncompressedSize: record.uncompressedSize,
    crc32: record.crc32,
    async buffer(): Promise<Buffer> {
      if (record.uncompressedSize > maxEntryBytes) {
        throw new ZipError(
          path,
          `entry ${record.name}: ${record.uncompressedSize} bytes inflated exceed the limit of ${maxEntryBytes}; stream it instead`,
        );
      }
      const whole = Buffer.alloc(record.uncompressedSize);
      let filled = 0;
      // entryChunks stops at the declared size, so the copy stays within `whole`.
      for await (const chunk of entryChunks(path, record)) {
        chunk.copy(whole, filled);
        filled += chunk.length;
      }
      return whole;
    },
    stream(): Readable {
      return Readable.from(entryChunks(path, record), { objectMode: false });
    },
  };
}

/**
 * The entries of the zip file at `path`, in central-directory order. Each entry opens the file again
 * when read, so entries may be kept and read after the iteration ends.
 */
export async function* zipEntries(path: string, options: ZipReadOptions = {}): AsyncGenerator<ZipEntry> {
  const maxEntryBytes = options.maxEntryBytes ?? DEFAULT_MAX_ENTRY_BYTES;
  let handle: FileHandle;
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- the archive the operator named
    handle = await open(path, 'r');
  } catch (error) {
    throw new ZipError(path, `cannot open (${error instanceof Error ? error.message : String(error)})`);
  }
  try {
    const directory = await readDirectory(handle, path);
    for await (const record of centralRecords(handle, path, directory)) {
      if (record.localHeaderOffset >= directory.offset) {
        throw new ZipError(
          path,
          `entry ${record.name}: corrupt: its local header offset is inside the central directory`,
        );
      }
      yield entryOf(path, record, maxEntryBytes);
    }
  } finally {
    await handle.close();
  }
}

/** Largest line `lines` builds (a file without line breaks would otherwise grow one string without end). */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

/**
 * The lines of a UTF-8 byte stream, without their LF or CRLF; a last line without a break is kept, an
 * empty text after the last break is not. Characters split across chunks are decoded whole.
 */
export async function* lines(readable: AsyncIterable<Buffer | Uint8Array | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  for await (const chunk of readable) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    rest = rest.length === 0 ? text : rest + text;
    let start = 0;
    for (let newline = rest.indexOf('\n'); newline >= 0; newline = rest.indexOf('\n', start)) {
      const end = newline > start && rest.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
      yield rest.slice(start, end);
      start = newline + 1;
    }
    rest = rest.slice(start);
    if (rest.length > MAX_LINE_CHARS) throw new Error(`a line is longer than ${MAX_LINE_CHARS} characters`);
  }
  rest += decoder.decode();
  if (rest.length > 0) yield rest.endsWith('\r') ? rest.slice(0, -1) : rest;
}
