import { randomUUID } from 'node:crypto';
import {
  closeSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process at a time opens an embedded data directory: PGlite is a whole PostgreSQL with no lock of its
 * own, and two of them writing one directory destroy it. The owner is named in `ledgerscope-server.json`,
 * created atomically (written aside, then hard-linked into place, which fails if the file exists) before
 * PGlite opens the directory; the port is added once it listens, and only the owner removes the file.
 *
 * A file whose process is gone (killed, the machine restarted) is stale: it is broken under a second,
 * short-lived file (`.break`), and only after reading it again under that file, so two processes that
 * both found it stale cannot remove a live owner's new file.
 */
export const OWNER_FILE = 'ledgerscope-server.json';

/** The process that holds a data directory. */
export interface DirectoryOwner {
  pid: number;
  /** Its port once it listens; undefined while it starts (or when it stops listening). */
  port: number | undefined;
  /** Whether its database is ready for others: listening and, for the app, migrated. */
  ready: boolean;
  host: string;
}

interface OwnerRecord {
  pid?: unknown;
  port?: unknown;
  ready?: unknown;
  token?: unknown;
  host?: unknown;
  started?: unknown;
}

/** A live process holds the directory. */
export class DataDirectoryInUse extends Error {
  readonly owner: DirectoryOwner;
  readonly dataDir: string;

  constructor(dataDir: string, owner: DirectoryOwner) {
    super(
      owner.port === undefined
        ? `Another Ledgerscope process (pid ${owner.pid}) is opening the embedded database in ${dataDir} (its port is not open yet). Stop it first, or set EMBEDDED_DB_DIR to another directory.`
        : `Another Ledgerscope process (pid ${owner.pid}) serves the embedded database in ${dataDir} on port ${owner.port}. Stop it first, or set EMBEDDED_DB_DIR to another directory.`,
    );
    this.name = 'DataDirectoryInUse';
    this.owner = owner;
    this.dataDir = dataDir;
  }
}

/** The locks this process holds, by directory: a second start in the same process is refused as well. */
const held = new Map<string, OwnerLock>();

const BREAK_FILE_STALE_MS = 10_000;
const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Linux's start time of a process (clock ticks since boot): a pid reused by another program differs. */
function startTimeOf(pid: number): string | undefined {
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- a /proc path built from a number
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readRecord(file: string): { raw: string; record: OwnerRecord } | undefined {
  let raw: string;
  try {
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    raw = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const record = JSON.parse(raw) as unknown;
    return { raw, record: typeof record === 'object' && record !== null ? record : {} };
  } catch {
    return { raw, record: {} };
  }
}

/** The record's owner if it still runs (its pid lives, and is the same process), else undefined. */
function liveOwner(record: OwnerRecord): DirectoryOwner | undefined {
  const { pid, port, ready, token, host, started } = record;
  if (typeof pid !== 'number' || !Number.isInteger(pid) || pid <= 0) return undefined;
  const owner: DirectoryOwner = {
    pid,
    port: typeof port === 'number' ? port : undefined,
    ready: ready === true,
    host: typeof host === 'string' ? host : hostname(),
  };
  // Another host's: a container recreated under a new hostname left it on its volume. An embedded directory
  // is one machine's (several hosts need a PostgreSQL server), so that process is gone.
  if (owner.host !== hostname()) return undefined;
  if (pid === process.pid) return [...held.values()].some((lock) => lock.token === token) ? owner : undefined;
  if (!isAlive(pid)) return undefined;
  if (typeof started === 'string' && startTimeOf(pid) !== started) return undefined;
  return owner;
}

export class OwnerLock {
  readonly dataDir: string;
  readonly token: string;
  private readonly file: string;
  private port: number | undefined;
  private ready = false;
  private released = false;
  /** Taken by a start of this process (the lock may be reserved first, and used by the start after). */
  used = false;

  private constructor(dataDir: string, token: string) {
    this.dataDir = dataDir;
    this.token = token;
    this.file = join(dataDir, OWNER_FILE);
  }

  /** Whether this process reserved `dataDir` and has not opened it yet (the app, between main.ts and Nest). */
  static reservedHere(dataDir: string): boolean {
    const mine = held.get(dataDir);
    return mine !== undefined && !mine.used;
  }

  /** The live process that holds `dataDir`, if any (this one included). */
  static ownerOf(dataDir: string): DirectoryOwner | undefined {
    const read = readRecord(join(dataDir, OWNER_FILE));
    return read ? liveOwner(read.record) : undefined;
  }

  /**
   * Takes `dataDir` for this process, or throws DataDirectoryInUse naming the live process that holds
   * it. A lock this process reserved and has not used yet is handed over (`reserve` then `acquire`).
   */
  static async acquire(dataDir: string): Promise<OwnerLock> {
    const mine = held.get(dataDir);
    if (mine && !mine.used) {
      mine.used = true;
      return mine;
    }
    const lock = await OwnerLock.take(dataDir);
    lock.used = true;
    return lock;
  }

  /** Takes `dataDir` before the app builds itself, so that a refusal is one line and nothing else runs. */
  static async reserve(dataDir: string): Promise<OwnerLock> {
    return held.get(dataDir) ?? OwnerLock.take(dataDir);
  }

  private static async take(dataDir: string): Promise<OwnerLock> {
    const lock = new OwnerLock(dataDir, randomUUID());
    const file = lock.file;
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    mkdirSync(dataDir, { recursive: true });
    for (let attempt = 0; ; attempt += 1) {
      if (lock.create()) {
        held.set(dataDir, lock);
        return lock;
      }
      const read = readRecord(file);
      if (read) {
        const owner = liveOwner(read.record);
        if (owner) throw new DataDirectoryInUse(dataDir, owner);
        // An empty file is being written (a file system without hard links); a stale one is broken.
        if (read.record.pid !== undefined || OwnerLock.ageMs(file) > 5_000)
          OwnerLock.breakStale(file, read.raw);
      }
      if (attempt >= 200)
        throw new Error(`Could not take ${file}: it keeps changing (another process starting and stopping?)`);
      await delay(10 + Math.random() * 40);
    }
  }

  /** Creates the owner file whole, or returns false when one exists. */
  private create(): boolean {
    const content = this.content();
    const aside = `${this.file}.${process.pid}.${this.token}`;
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    writeFileSync(aside, content);
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      linkSync(aside, this.file);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EEXIST') return false;
      // A file system without hard links: exclusive creation, then the content (a reader that finds it
      // empty retries).
      if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw error;
      return this.createExclusive(content);
    } finally {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      unlinkSync(aside);
    }
  }

  private createExclusive(content: string): boolean {
    let fd: number;
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      fd = openSync(this.file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return true;
  }

  private static ageMs(file: string): number {
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      return Date.now() - statSync(file).mtimeMs;
    } catch {
      return 0;
    }
  }

  /** Removes a stale owner file, if it is still the one read (`raw`), under the break file. */
  private static breakStale(file: string, raw: string): void {
    const breaker = `${file}.break`;
    let fd: number;
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      fd = openSync(breaker, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // Another process breaks it now; a break file left by a process killed mid-break is removed.
      try {
        // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
        if (Date.now() - statSync(breaker).mtimeMs > BREAK_FILE_STALE_MS) unlinkSync(breaker);
      } catch {
        // Gone meanwhile.
      }
      return;
    }
    try {
      const again = readRecord(file);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      if (again && again.raw === raw && !liveOwner(again.record)) unlinkSync(file);
    } finally {
      closeSync(fd);
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      unlinkSync(breaker);
    }
  }

  private content(): string {
    return JSON.stringify({
      pid: process.pid,
      port: this.port,
      ready: this.ready,
      host: hostname(),
      started: startTimeOf(process.pid),
      token: this.token,
      since: new Date().toISOString(),
    });
  }

  /**
   * Names the port the directory is served on, and whether others may use it yet (data commands attach
   * once it is ready); undefined and not ready while stopping.
   */
  publish(port: number | undefined, ready: boolean): void {
    if (this.released) return;
    this.port = port;
    this.ready = ready;
    const next = `${this.file}.${process.pid}.${this.token}.next`;
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    writeFileSync(next, this.content());
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    renameSync(next, this.file);
  }

  /** Gives the directory up: removes the owner file if it is still this lock's. */
  release(): void {
    if (this.released) return;
    this.released = true;
    held.delete(this.dataDir);
    const read = readRecord(this.file);
    if (read?.record.token !== this.token) return;
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      unlinkSync(this.file);
    } catch {
      // Already gone.
    }
  }
}
