import { type FileHandle, open } from 'node:fs/promises';
import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A small streaming zip writer for the benchmarks' synthetic SEC bulk files (companyfacts.zip,
 * submissions.zip). Each entry is deflated on its own (deflateRawSync) and appended: its local header
 * (CRC-32, sizes), then its data, written to the file in pieces of about 1 MiB. Only that piece and the
 * central directory records (some 60 bytes per entry) stay in memory until close() writes the central
 * directory and the end record, so the archive is never held in memory.
 *
 * No ZIP64: an archive of more than 65,535 entries, or whose entries or offsets pass 4 GiB, is refused
 * with a ZipLimitError before anything past the limit is written.
 */

const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
/** Version 2.0 (deflate); "made by" Unix (3) so the external attributes carry the file mode. */
const VERSION_NEEDED = 20;
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
/** Bit 11: the name is UTF-8. */
const FLAG_UTF8 = 0x0800;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
/** -rw-r--r-- regular file, in the high 16 bits of the external attributes. */
const UNIX_FILE_MODE = 0o100644;
const MAX_ENTRIES = 0xffff;
const MAX_32 = 0xffffffff;
const MAX_NAME_BYTES = 0xffff;
/** Entries shorter than this are stored without trying deflate. */
const MIN_DEFLATE_BYTES = 64;
/** Pending bytes are written to the file once they reach this much. */
const FLUSH_BYTES = 1024 * 1024;

/** An archive this writer cannot write without ZIP64 (too many entries, or past 4 GiB). */
export class ZipLimitError extends Error {
  constructor(
    readonly path: string,
    detail: string,
  ) {
    super(`${path}: ${detail}; this writer does not write ZIP64`);
    this.name = 'ZipLimitError';
  }
}

export interface ZipWriterOptions {
  /** The modification time of every entry (default 2025-01-01 00:00): the same input gives the same bytes. */
  readonly modified?: Date;
  /** zlib level, 0-9 (default 6). */
  readonly level?: number;
}

export interface ZipSummary {
  readonly path: string;
  readonly entries: number;
  /** The archive's size in bytes. */
  readonly bytes: number;
  /** The entries' total size before compression. */
  readonly uncompressedBytes: number;
}

interface CentralEntry {
  readonly name: Buffer;
  readonly method: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly uncompressedSize: number;
  readonly offset: number;
}

/** MS-DOS date and time (local fields of `date` read as UTC, two-second resolution). */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getUTCFullYear(), 1980), 2107);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

export class ZipWriter {
  private readonly central: CentralEntry[] = [];
  private readonly names = new Set<string>();
  /** Bytes of the archive so far, written or pending. */
  private offset = 0;
  /** Bytes written to the file. */
  private flushed = 0;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private uncompressedBytes = 0;
  private closed = false;
  private readonly stamp: { time: number; date: number };
  private readonly level: number;

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
    options: ZipWriterOptions,
  ) {
    this.stamp = dosDateTime(options.modified ?? new Date(Date.UTC(2025, 0, 1)));
    this.level = options.level ?? 6;
  }

  /** Creates (or truncates) the archive at `path`. */
  static async create(path: string, options: ZipWriterOptions = {}): Promise<ZipWriter> {
    return new ZipWriter(path, await open(path, 'w'), options);
  }

  get entries(): number {
    return this.central.length;
  }

  /** Deflates `data` (stored instead when deflate would not make it smaller) and appends it as `name`. */
  async add(name: string, data: Buffer | string): Promise<void> {
    if (this.closed) throw new Error(`${this.path}: add() after close()`);
    const nameBytes = Buffer.from(name, 'utf8');
    if (nameBytes.length === 0 || nameBytes.length > MAX_NAME_BYTES)
      throw new Error(`${this.path}: entry name '${name.slice(0, 40)}' is empty or too long`);
    if (this.names.has(name)) throw new Error(`${this.path}: entry ${name} is already in the archive`);
    if (this.central.length >= MAX_ENTRIES)
      throw new ZipLimitError(this.path, `entry ${name} would be entry ${MAX_ENTRIES + 1}`);
    const raw = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (raw.length >= MAX_32)
      throw new ZipLimitError(this.path, `entry ${name} is ${raw.length} bytes, 4 GiB or more`);
    // A few bytes do not deflate smaller: stored as they are.
    const deflated = raw.length < MIN_DEFLATE_BYTES ? null : deflateRawSync(raw, { level: this.level });
    const stored = deflated === null || deflated.length >= raw.length;
    const body = stored ? raw : deflated;
    const end = this.offset + LOCAL_SIZE + nameBytes.length + body.length;
    if (end > MAX_32)
      throw new ZipLimitError(this.path, `entry ${name} would end at byte ${end}, past 4 GiB`);

    const entry: CentralEntry = {
      name: nameBytes,
      method: stored ? METHOD_STORED : METHOD_DEFLATE,
      crc: crc32(raw) >>> 0,
      compressedSize: body.length,
      uncompressedSize: raw.length,
      offset: this.offset,
    };
    const header = Buffer.alloc(LOCAL_SIZE);
    header.writeUInt32LE(LOCAL_SIGNATURE, 0);
    header.writeUInt16LE(VERSION_NEEDED, 4);
    header.writeUInt16LE(FLAG_UTF8, 6);
    header.writeUInt16LE(entry.method, 8);
    header.writeUInt16LE(this.stamp.time, 10);
    header.writeUInt16LE(this.stamp.date, 12);
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(entry.compressedSize, 18);
    header.writeUInt32LE(entry.uncompressedSize, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write([header, nameBytes, body]);
    this.names.add(name);
    this.central.push(entry);
    this.uncompressedBytes += raw.length;
  }

  /** Writes the central directory and the end record and closes the file. */
  async close(): Promise<ZipSummary> {
    if (this.closed) throw new Error(`${this.path}: close() twice`);
    this.closed = true;
    try {
      const directoryOffset = this.offset;
      const records: Buffer[] = [];
      let directorySize = 0;
      for (const entry of this.central) {
        const record = Buffer.alloc(CENTRAL_SIZE);
        record.writeUInt32LE(CENTRAL_SIGNATURE, 0);
        record.writeUInt16LE(VERSION_MADE_BY, 4);
        record.writeUInt16LE(VERSION_NEEDED, 6);
        record.writeUInt16LE(FLAG_UTF8, 8);
        record.writeUInt16LE(entry.method, 10);
        record.writeUInt16LE(this.stamp.time, 12);
        record.writeUInt16LE(this.stamp.date, 14);
        record.writeUInt32LE(entry.crc, 16);
        record.writeUInt32LE(entry.compressedSize, 20);
        record.writeUInt32LE(entry.uncompressedSize, 24);
        record.writeUInt16LE(entry.name.length, 28);
        record.writeUInt16LE(0, 30); // extra field length
        record.writeUInt16LE(0, 32); // comment length
        record.writeUInt16LE(0, 34); // disk number start
        record.writeUInt16LE(0, 36); // internal attributes
        record.writeUInt32LE((UNIX_FILE_MODE << 16) >>> 0, 38);
        record.writeUInt32LE(entry.offset, 42);
        records.push(record, entry.name);
        directorySize += CENTRAL_SIZE + entry.name.length;
        if (records.length >= 16_384) await this.write(records.splice(0));
      }
      if (directoryOffset + directorySize + EOCD_SIZE > MAX_32)
        throw new ZipLimitError(this.path, 'the central directory would end past 4 GiB');
      const end = Buffer.alloc(EOCD_SIZE);
      end.writeUInt32LE(EOCD_SIGNATURE, 0);
      end.writeUInt16LE(0, 4); // this disk
      end.writeUInt16LE(0, 6); // disk of the central directory
      end.writeUInt16LE(this.central.length, 8);
      end.writeUInt16LE(this.central.length, 10);
      end.writeUInt32LE(directorySize, 12);
      end.writeUInt32LE(directoryOffset, 16);
      end.writeUInt16LE(0, 20); // comment length
      records.push(end);
      await this.write(records);
      await this.flush();
      return {
        path: this.path,
        entries: this.central.length,
        bytes: this.offset,
        uncompressedBytes: this.uncompressedBytes,
      };
    } finally {
      await this.handle.close();
    }
  }

  /** Closes the file without finishing the archive (after a failure); the file is left incomplete. */
  async abort(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.handle.close();
  }

  /** Appends to the archive: buffered up to FLUSH_BYTES, then written to the file. */
  private async write(buffers: Buffer[]): Promise<void> {
    for (const buffer of buffers) {
      this.pending.push(buffer);
      this.pendingBytes += buffer.length;
      this.offset += buffer.length;
    }
    if (this.pendingBytes >= FLUSH_BYTES) await this.flush();
  }

  private async flush(): Promise<void> {
    const buffers = this.pending;
    const length = this.pendingBytes;
    this.pending = [];
    this.pendingBytes = 0;
    const bytes = buffers.length === 1 ? (buffers[0] as Buffer) : Buffer.concat(buffers, length);
    let written = 0;
    while (written < length) {
      const { bytesWritten } = await this.handle.write(
        bytes,
        written,
        length - written,
        this.flushed + written,
      );
      written += bytesWritten;
    }
    this.flushed += length;
  }
}
