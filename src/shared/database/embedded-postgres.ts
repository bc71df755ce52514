import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSS_ENCRYPTION_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** Frontend messages after which PostgreSQL answers (Sync, simple Query, Flush, Copy end/fail). */
const BATCH_END = new Set(['S', 'Q', 'H', 'c', 'f']);
const TERMINATE = 'X';

/** What the main thread hands the database's thread (workerData), and what that thread answers. */
const WORKER_MARK = 'ledgerscopeEmbeddedPostgres';
interface WorkerOptions {
  dataDir: string;
  port: number;
  host: string;
}
type WorkerReply =
  { type: 'listening'; port: number } | { type: 'failed'; message: string } | { type: 'stopped' };

/**
 * In a data directory while a process serves it: that process and its port, so that a second process
 * (a data command while the app runs) connects to it instead of opening the directory itself (PGlite
 * is one session per directory; two would corrupt it).
 */
const OWNER_FILE = 'ledgerscope-server.json';

/** The process that serves a data directory now. */
export interface EmbeddedOwner {
  pid: number;
  port: number;
  url: string;
}

const urlOf = (port: number): string => `postgres://postgres@127.0.0.1:${port}/postgres`;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The embedded PostgreSQL of `npm start`: PGlite and its wire-protocol server (WireServer below) in a
 * thread of their own, so that no query's WebAssembly runs on the API's event loop. The app reaches it
 * as it reaches a server, through the `pg` driver on a local port; this handle only starts and stops
 * the thread. The thread dies with the process (SIGKILL): PGlite writes through to its data directory,
 * so every committed transaction is on disk and the next start recovers it.
 */
export class EmbeddedPostgres {
  private stopping: Promise<void> | undefined;
  private readonly worker: Worker;
  readonly dataDir: string;
  readonly port: number;

  private constructor(worker: Worker, dataDir: string, port: number) {
    this.worker = worker;
    this.dataDir = dataDir;
    this.port = port;
  }

  /**
   * The process serving `dataDir` now, if any: its owner file names a live process whose port answers
   * (a file left by a killed process names neither).
   */
  static async runningAt(dataDir: string): Promise<EmbeddedOwner | undefined> {
    if (dataDir.startsWith('memory://')) return undefined;
    let owner: { pid?: unknown; port?: unknown };
    try {
      // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
      owner = JSON.parse(readFileSync(join(dataDir, OWNER_FILE), 'utf8')) as typeof owner;
    } catch {
      return undefined;
    }
    const { pid, port } = owner;
    if (typeof pid !== 'number' || typeof port !== 'number' || !isAlive(pid) || !(await answers(port)))
      return undefined;
    return { pid, port, url: urlOf(port) };
  }

  /**
   * Starts the thread and waits until it listens. `onFailure` hears of a thread that ends without
   * being stopped (PGlite aborted): the app's database is gone.
   */
  static start(options: {
    dataDir: string;
    port: number;
    host?: string;
    onFailure?: (error: Error) => void;
  }): Promise<EmbeddedPostgres> {
    const data: WorkerOptions = {
      dataDir: options.dataDir,
      port: options.port,
      host: options.host ?? '127.0.0.1',
    };
    const worker = new Worker(new URL(import.meta.url), { workerData: { [WORKER_MARK]: data } });
    return new Promise((resolve, reject) => {
      let instance: EmbeddedPostgres | undefined;
      const fail = (error: Error): void => {
        if (!instance) reject(error);
        else if (!instance.stopping) options.onFailure?.(error);
      };
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'listening') {
          instance = new EmbeddedPostgres(worker, options.dataDir, reply.port);
          instance.claimDirectory();
          resolve(instance);
        } else if (reply.type === 'failed') fail(new Error(reply.message));
      });
      worker.on('error', fail);
      worker.on('exit', (code) =>
        fail(new Error(`The embedded PostgreSQL thread ended (exit code ${code})`)),
      );
    });
  }

  get url(): string {
    return urlOf(this.port);
  }

  private get ownerFile(): string | undefined {
    return this.dataDir.startsWith('memory://') ? undefined : join(this.dataDir, OWNER_FILE);
  }

  private claimDirectory(): void {
    const file = this.ownerFile;
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    if (file) writeFileSync(file, JSON.stringify({ pid: process.pid, port: this.port }));
  }

  /** Closes the connections, lets a running statement finish, closes PGlite and ends the thread. */
  stop(): Promise<void> {
    this.stopping ??= new Promise<void>((resolve) => {
      const done = (): void => {
        clearTimeout(timer);
        resolve();
      };
      // A PGlite that does not close within 15 s is ended with its thread: committed data is on disk.
      const timer = setTimeout(() => void this.worker.terminate().then(done, done), 15_000);
      this.worker.once('exit', done);
      this.worker.postMessage('stop');
    }).finally(() => {
      if (this.ownerFile) rmSync(this.ownerFile, { force: true });
    });
    return this.stopping;
  }
}

/**
 * Serves one PGlite database on a local TCP port with the PostgreSQL wire protocol, so the app
 * talks to it through the normal `pg` driver exactly as it talks to a server. Runs in the embedded
 * database's thread (EmbeddedPostgres).
 *
 * PGlite is a single session. Many client connections share it safely because:
 * - a connection's messages are handed over whole, up to the Sync/Query that ends them, so the
 *   unnamed statement and portal of one extended-protocol query are never interleaved with
 *   another connection's (the upstream multiplexer forwards message by message and does);
 * - a connection that leaves the database inside a transaction keeps the gate until the
 *   transaction ends, so no other connection's statement runs inside it;
 * - a connection that disconnects mid-transaction has it rolled back.
 */
class WireServer {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly gate = new Gate();
  private nextConnectionId = 1;

  private readonly db: PGlite;
  readonly dataDir: string;

  // No parameter properties here: the test harness and the thread load this file with Node's type stripping.
  private constructor(db: PGlite, dataDir: string) {
    this.db = db;
    this.dataDir = dataDir;
  }

  static async start(options: WorkerOptions): Promise<WireServer> {
    const inMemory = options.dataDir.startsWith('memory://');
    // eslint-disable-next-line security/detect-non-literal-fs-filename -- EMBEDDED_DB_DIR, set by the operator
    if (!inMemory) mkdirSync(options.dataDir, { recursive: true });
    const db = await PGlite.create(inMemory ? undefined : options.dataDir);
    const instance = new WireServer(db, options.dataDir);
    await instance.listen(options.port, options.host);
    return instance;
  }

  get port(): number {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('Embedded PostgreSQL is not listening');
    return address.port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.gate.whenIdle();
    if (!this.db.closed) await this.db.close();
  }

  private listen(port: number, host: string): Promise<void> {
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  }

  private accept(socket: Socket): void {
    const id = this.nextConnectionId++;
    this.sockets.add(socket);
    socket.setNoDelay(true);
    let buffer: Buffer = Buffer.alloc(0);
    let started = false;
    let pending: Buffer[] = [];
    let chain: Promise<void> = Promise.resolve();
    let closed = false;
    const scope = new ConnectionNames(`c${id}_`);

    const run = (batch: Buffer): void => {
      chain = chain
        .then(() => this.execute(id, batch, socket))
        .catch(() => {
          socket.destroy();
        });
    };

    // A large message (a bulk insert's Bind: tens of MB) arrives in many 64 KB chunks: they are kept in a
    // list and joined once the message is whole, not concatenated chunk by chunk (quadratic copying).
    let waiting: Buffer[] = [];
    let waitingBytes = 0;
    let needed = 0;
    socket.on('data', (chunk: Buffer) => {
      if (waitingBytes + chunk.length < needed) {
        waiting.push(chunk);
        waitingBytes += chunk.length;
        return;
      }
      if (waiting.length > 0) {
        chunk = Buffer.concat([...waiting, chunk]);
        waiting = [];
        waitingBytes = 0;
      }
      needed = 0;
      buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSS_ENCRYPTION_REQUEST) {
            buffer = buffer.subarray(8);
            socket.write('N');
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          if (buffer.length < length) return;
          if (code !== PROTOCOL_3) {
            socket.destroy();
            return;
          }
          const startup = Buffer.from(buffer.subarray(0, length));
          buffer = buffer.subarray(length);
          started = true;
          run(startup);
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1) + 1;
        if (buffer.length < length) {
          // Wait for the rest of the message without copying what has come.
          waiting = [buffer];
          waitingBytes = buffer.length;
          needed = length;
          buffer = Buffer.alloc(0);
          return;
        }
        const type = String.fromCharCode(buffer[0] ?? 0);
        const message = Buffer.from(buffer.subarray(0, length));
        buffer = buffer.subarray(length);
        if (type === TERMINATE) {
          socket.end();
          return;
        }
        pending.push(scope.apply(type, message));
        if (BATCH_END.has(type)) {
          const batch = pending.length === 1 ? message : Buffer.concat(pending);
          pending = [];
          run(batch);
        }
      }
    });

    const onClose = (): void => {
      if (closed) return;
      closed = true;
      this.sockets.delete(socket);
      chain = chain.then(() => this.abandon(id, scope));
    };
    socket.on('close', onClose);
    socket.on('error', onClose);
  }

  private async execute(id: number, batch: Buffer, socket: Socket): Promise<void> {
    await this.gate.acquire(id);
    // PGlite hands its answer over message by message (a DataRow each): corked, they leave in one write.
    socket.cork();
    try {
      await this.db.execProtocolRawStream(new Uint8Array(batch.buffer, batch.byteOffset, batch.byteLength), {
        // `data` is a view of PGlite's WebAssembly memory, reused once this callback returns; a socket
        // whose buffer is full queues what it is given instead of writing it, so it must get a copy.
        onRawData: (data: Uint8Array) => {
          if (socket.writable) socket.write(Buffer.from(data));
        },
      });
    } finally {
      socket.uncork();
      if (!this.db.isInTransaction()) this.gate.release(id);
    }
  }

  /** A client went away: end its open transaction, if it held one, drop its named statements, and let the others in. */
  private async abandon(id: number, scope: ConnectionNames): Promise<void> {
    const names = scope.preparedNames();
    if (!this.gate.isHeldBy(id) && names.length === 0) return;
    await this.gate.acquire(id);
    try {
      if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
      for (const name of names) {
        // A Parse that failed left no statement: nothing to drop.
        await this.db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
      }
    } finally {
      this.gate.release(id);
    }
  }
}

/**
 * PostgreSQL keeps named prepared statements and portals per connection; PGlite has one session for all
 * of them, so two connections preparing "s1" would collide ("prepared statement already exists") and one
 * could run the other's. Each connection's names are given its own prefix on the way in (Parse, Bind,
 * Describe, Execute, Close), and its statements are dropped when it goes away. Unnamed ones (the
 * common case) pass untouched: the batch that uses them runs whole, under the gate.
 */
class ConnectionNames {
  private readonly prefix: Buffer;
  private readonly prefixText: string;
  /** The statements the connection prepared under a name, as it named them. */
  private readonly statements = new Set<string>();

  constructor(prefix: string) {
    this.prefixText = prefix;
    this.prefix = Buffer.from(prefix);
  }

  /** The names PGlite holds for this connection's prepared statements. */
  preparedNames(): string[] {
    return [...this.statements].map((name) => this.prefixText + name);
  }

  /** The message with its statement and portal names scoped to the connection (a copy only when named). */
  apply(type: string, message: Buffer): Buffer {
    switch (type) {
      case 'P': {
        // Parse: statement name, query, parameter types.
        const end = message.indexOf(0, 5);
        if (end <= 5) return message;
        this.statements.add(message.toString('utf8', 5, end));
        return this.rebuild(message, [this.scoped(message.subarray(5, end)), message.subarray(end)]);
      }
      case 'B': {
        // Bind: portal name, statement name, the rest.
        const portalEnd = message.indexOf(0, 5);
        const statementEnd = message.indexOf(0, portalEnd + 1);
        if (portalEnd < 0 || statementEnd < 0 || (portalEnd === 5 && statementEnd === 6)) return message;
        return this.rebuild(message, [
          this.scoped(message.subarray(5, portalEnd)),
          message.subarray(portalEnd, portalEnd + 1),
          this.scoped(message.subarray(portalEnd + 1, statementEnd)),
          message.subarray(statementEnd),
        ]);
      }
      case 'E': {
        // Execute: portal name, row limit.
        const end = message.indexOf(0, 5);
        if (end <= 5) return message;
        return this.rebuild(message, [this.scoped(message.subarray(5, end)), message.subarray(end)]);
      }
      case 'D':
      case 'C': {
        // Describe / Close: 'S' (statement) or 'P' (portal), then the name.
        const end = message.indexOf(0, 6);
        if (end <= 6) return message;
        if (type === 'C' && message[5] === 0x53) this.statements.delete(message.toString('utf8', 6, end));
        return this.rebuild(message, [
          message.subarray(5, 6),
          this.scoped(message.subarray(6, end)),
          message.subarray(end),
        ]);
      }
      default:
        return message;
    }
  }

  private scoped(name: Buffer): Buffer {
    return name.length === 0 ? name : Buffer.concat([this.prefix, name]);
  }

  private rebuild(message: Buffer, parts: Buffer[]): Buffer {
    const body = Buffer.concat(parts);
    const header = Buffer.alloc(5);
    header[0] = message[0] ?? 0;
    header.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([header, body]);
  }
}

/** A FIFO lock with an owner, so the owner may re-enter while it keeps a transaction open. */
class Gate {
  private owner: number | undefined;
  private readonly waiters: Array<{ id: number; resolve: () => void }> = [];
  private idleWaiters: Array<() => void> = [];

  isHeldBy(id: number): boolean {
    return this.owner === id;
  }

  acquire(id: number): Promise<void> {
    if (this.owner === id) return Promise.resolve();
    if (this.owner === undefined) {
      this.owner = id;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push({ id, resolve }));
  }

  release(id: number): void {
    if (this.owner !== id) return;
    const next = this.waiters.shift();
    this.owner = next?.id;
    if (next) {
      next.resolve();
    } else {
      for (const resolve of this.idleWaiters) resolve();
      this.idleWaiters = [];
    }
  }

  whenIdle(): Promise<void> {
    if (this.owner === undefined) return Promise.resolve();
    return new Promise((resolve) => {
      this.idleWaiters.push(resolve);
      // A stuck owner must not hold shutdown forever.
      setTimeout(resolve, 2_000).unref();
    });
  }
}

/** The embedded database's thread: starts the WireServer, answers 'stop', then ends. */
async function serveInThisThread(options: WorkerOptions): Promise<void> {
  const port = parentPort;
  if (!port) return;
  let server: WireServer;
  try {
    server = await WireServer.start(options);
  } catch (error) {
    port.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    } satisfies WorkerReply);
    port.close();
    return;
  }
  port.on('message', (message: unknown) => {
    if (message !== 'stop') return;
    void server
      .stop()
      .catch(() => undefined)
      .finally(() => {
        port.postMessage({ type: 'stopped' } satisfies WorkerReply);
        port.close();
      });
  });
  port.postMessage({ type: 'listening', port: server.port } satisfies WorkerReply);
}

const threadOptions = (workerData as Record<string, WorkerOptions> | null)?.[WORKER_MARK];
if (!isMainThread && threadOptions) void serveInThisThread(threadOptions);
