import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { OwnerLock } from './owner-lock.ts';
import type { StopRequest, ThreadOptions, ThreadReply } from './thread-messages.ts';
import type { Log, ShutdownReport } from './wire-server.ts';

/** How long a shutdown lets running statements and open transactions finish before it rolls them back. */
const DEFAULT_DRAIN_MS = 5_000;
/** Past the drain, how long closing PGlite (a checkpoint) may take before the thread is ended. */
const CLOSE_LIMIT_MS = 30_000;

/** The URL of an embedded database served on `port` (this process's, or another's it attaches to). */
export const embeddedUrl = (port: number): string => `postgres://postgres@127.0.0.1:${port}/postgres`;

/** The thread's entry module, beside this one (.ts under jest and Node's type stripping, .js when built). */
const THREAD_MODULE = new URL(`./database-thread${extname(fileURLToPath(import.meta.url))}`, import.meta.url);

export interface EmbeddedPostgresOptions {
  /** A directory, or memory:// (nothing kept, no lock). */
  dataDir: string;
  port: number;
  host?: string;
  /** Where the database's thread logs (a statement PGlite failed on, what a shutdown cut). Default: stderr. */
  log?: Log;
  /** A thread that fails after it started (PGlite stopped answering): the app's database is gone. */
  onFailure?: (error: Error) => void;
  /** The drain limit of stop(). */
  drainMs?: number;
  /**
   * Whether others may use the database as soon as it listens (the default), or only once `ready()` is
   * called (the app: after its migrations, so that a data command never migrates beside it).
   */
  readyWhenListening?: boolean;
}

const defaultLog: Log = (level, message) => {
  if (level !== 'log') console.error(`[embedded PostgreSQL] ${message}`);
};

function errorOf(reply: { message: string; stack?: string }): Error {
  const error = new Error(reply.message);
  if (reply.stack) error.stack = reply.stack;
  return error;
}

/**
 * The embedded PostgreSQL of `npm start`: PGlite and its wire-protocol server in a thread of their own
 * (database-thread.ts), so that no query's WebAssembly runs on the API's event loop. The app reaches it as
 * it reaches a server, through the `pg` driver on a local port; this handle takes the data directory's
 * owner lock, starts and stops the thread, and carries its log lines and failures to the app.
 *
 * The thread dies with the process (SIGKILL): PGlite writes through to its data directory, so every
 * committed transaction is on disk and the next start recovers it.
 */
export class EmbeddedPostgres {
  private stopping: Promise<ShutdownReport> | undefined;
  private shutdownReport: ShutdownReport | undefined;
  private readonly worker: Worker;
  private readonly lock: OwnerLock | undefined;
  private readonly drainMs: number;
  private readonly log: Log;
  readonly dataDir: string;
  readonly port: number;

  private constructor(
    worker: Worker,
    lock: OwnerLock | undefined,
    options: EmbeddedPostgresOptions,
    port: number,
  ) {
    this.worker = worker;
    this.lock = lock;
    this.dataDir = options.dataDir;
    this.port = port;
    this.drainMs = options.drainMs ?? DEFAULT_DRAIN_MS;
    this.log = options.log ?? defaultLog;
  }

  /**
   * Takes the data directory (DataDirectoryInUse when a live process holds it), starts the thread and
   * waits until it listens; the owner file then names the port.
   */
  static async start(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
    const lock = options.dataDir.startsWith('memory://')
      ? undefined
      : await OwnerLock.acquire(options.dataDir);
    const log = options.log ?? defaultLog;
    const data: ThreadOptions = {
      dataDir: options.dataDir,
      port: options.port,
      host: options.host ?? '127.0.0.1',
    };
    // An eval'd entry that imports the thread's module and calls it: no module runs anything on import.
    const worker = new Worker(
      `import(${JSON.stringify(THREAD_MODULE.href)}).then((thread) => thread.serveDatabaseThread())`,
      { eval: true, workerData: data },
    );
    try {
      return await new Promise<EmbeddedPostgres>((resolve, reject) => {
        let instance: EmbeddedPostgres | undefined;
        const fail = (error: Error): void => {
          if (!instance) {
            reject(error);
            void worker.terminate();
          } else if (!instance.stopping) {
            options.onFailure?.(error);
            void worker.terminate();
          }
        };
        worker.on('message', (reply: ThreadReply) => {
          if (reply.type === 'listening') {
            instance = new EmbeddedPostgres(worker, lock, options, reply.port);
            lock?.publish(reply.port, options.readyWhenListening ?? true);
            resolve(instance);
          } else if (reply.type === 'log') {
            log(reply.level, reply.message);
          } else if (reply.type === 'failed') {
            fail(errorOf(reply));
          } else {
            instance?.reportShutdown(reply.report);
          }
        });
        worker.on('error', (error) =>
          fail(error instanceof Error ? error : errorOf({ message: String(error) })),
        );
        worker.on('exit', (code) =>
          fail(new Error(`The embedded PostgreSQL thread ended (exit code ${code})`)),
        );
      });
    } catch (error) {
      lock?.release();
      throw error;
    }
  }

  get url(): string {
    return embeddedUrl(this.port);
  }

  /** Lets data commands attach (the owner file says ready). */
  ready(): void {
    if (!this.stopping) this.lock?.publish(this.port, true);
  }

  private reportShutdown(report: ShutdownReport): void {
    this.shutdownReport = report;
    if (!report.drained)
      this.log('warn', `Shutdown: past the ${this.drainMs} ms limit; ${report.cut.join('; ')}`);
  }

  /**
   * Drains and closes: new statements are refused, running ones and open transactions get `drainMs` to
   * finish (then are rolled back, and the log says which), PGlite closes, the thread ends, and the owner
   * file goes. A thread that does not end within CLOSE_LIMIT_MS more is ended (committed data is on disk).
   */
  stop(): Promise<ShutdownReport> {
    this.stopping ??= new Promise<ShutdownReport>((resolve) => {
      // Data commands wait for a port that answers; a draining server takes no new connections.
      this.lock?.publish(undefined, false);
      const limit = setTimeout(() => {
        this.log(
          'error',
          `PGlite did not close within ${CLOSE_LIMIT_MS} ms of the drain; its thread is ended`,
        );
        void this.worker.terminate();
      }, this.drainMs + CLOSE_LIMIT_MS);
      this.worker.once('exit', () => {
        clearTimeout(limit);
        resolve(this.shutdownReport ?? { drained: false, cut: ['the thread ended before it reported'] });
      });
      this.worker.postMessage({ type: 'stop', graceMs: this.drainMs } satisfies StopRequest);
    }).finally(() => this.lock?.release());
    return this.stopping;
  }
}
