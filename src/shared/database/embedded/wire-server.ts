import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';
import { Connection } from './connection.ts';
import { Gate } from './gate.ts';
import { PACKET, type Frame } from './message-framer.ts';
import {
  cancelKeyOf,
  describeBatch,
  errorResponse,
  onlyReads,
  readyForQuery,
  SQLSTATE,
  startupParameters,
  statementTimeoutOf,
  withBackendKey,
  backendMessages,
  batchSql,
} from './protocol.ts';

export type LogLevel = 'log' | 'warn' | 'error';
export type Log = (level: LogLevel, message: string) => void;

/** What a shutdown did: whether every connection finished in time, and what was cut when not. */
export interface ShutdownReport {
  drained: boolean;
  /** One line per connection cut at the limit: its open transaction rolled back, or its statements refused. */
  cut: string[];
}

/** Frontend messages after which PostgreSQL answers (Sync, simple Query, Flush, Copy end/fail). */
const BATCH_END = new Set(['S', 'Q', 'H', 'c', 'f']);
/** Batches that end with ReadyForQuery: only these can be answered "cancelled" in their place. */
const ENDS_READY = new Set(['S', 'Q']);
const TERMINATE = 'X';
/**
 * The frontend message types of protocol 3.0. Anything else is refused before it reaches PGlite, which
 * hangs its thread on an unknown type (seen with 0.5.14) where a server closes the connection.
 */
const FRONTEND_TYPES = new Set(['B', 'C', 'd', 'c', 'f', 'D', 'E', 'H', 'F', 'p', 'P', 'Q', 'S', 'X']);
/**
 * After a batch that ran this long, the server reads its sockets before it answers, so that a cancel sent
 * while PGlite ran (its thread is busy, so nothing is read meanwhile) is seen before the answer leaves.
 */
const CANCEL_CHECK_AFTER_MS = 5;

const CANCEL_MESSAGES = {
  user: 'canceling statement due to user request',
  timeout: 'canceling statement due to statement timeout',
} as const;
type CancelReason = NonNullable<Connection['cancel']>;

const SHUTDOWN = errorResponse({
  severity: 'FATAL',
  code: SQLSTATE.ADMIN_SHUTDOWN,
  message: 'terminating connection due to administrator command',
  detail: 'The embedded PostgreSQL is shutting down.',
});

/** An error's message, whatever was thrown (PGlite throws objects that are not Errors). */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) return String(error.message);
  return typeof error === 'string' ? error : JSON.stringify(error);
}

/**
 * Serves one PGlite database on a local TCP port with the PostgreSQL wire protocol, so the app talks to it
 * through the normal `pg` driver as it talks to a server. Runs in the embedded database's thread.
 *
 * PGlite is a single session. Many client connections share it safely because:
 * - a connection's messages are handed over whole, up to the Sync/Query that ends them, so the unnamed
 *   statement and portal of one extended-protocol query are never interleaved with another connection's;
 * - a connection that leaves the database inside a transaction keeps the gate until the transaction ends,
 *   so no other connection's statement runs inside it;
 * - a connection that disconnects mid-transaction has it rolled back;
 * - named statements and portals are scoped per connection (ConnectionNames);
 * - each connection gets its own cancel key, so a CancelRequest reaches the statement it names.
 *
 * PGlite runs a statement to its end on this thread: a cancel (or a statement timeout) takes effect when the
 * statement ends. Inside a transaction block the transaction is then aborted, as on a server; a read outside
 * one has its result discarded; a change outside one that committed before the cancel was seen keeps its
 * real answer (as from a server whose cancel came too late), and the log says so.
 */
export class WireServer {
  private server: Server | undefined;
  private readonly connections = new Map<number, Connection>();
  /** Every connection's batch chain still running, closed connections included (shutdown waits for them). */
  private readonly chains = new Set<Promise<void>>();
  private readonly gate = new Gate();
  private nextConnectionId = 1;
  /** serving; draining: new statements refused, running ones finish; closing: past the limit. */
  private state: 'serving' | 'draining' | 'closing' = 'serving';
  private stopping: Promise<ShutdownReport> | undefined;

  private readonly db: PGlite;
  private readonly log: Log;
  private readonly onFatal: (error: Error) => void;

  // No parameter properties: Node's type stripping loads this file in the database's thread under jest.
  constructor(db: PGlite, log: Log, onFatal: (error: Error) => void) {
    this.db = db;
    this.log = log;
    this.onFatal = onFatal;
  }

  get port(): number {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('Embedded PostgreSQL is not listening');
    return address.port;
  }

  listen(port: number, host: string): Promise<void> {
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

  /**
   * Drains, then closes PGlite: no new connection or statement is taken (a client gets 57P01), a running
   * statement and an open transaction may finish for `graceMs`; past that, open transactions are rolled
   * back and the connections closed (the report says which).
   */
  stop(graceMs: number): Promise<ShutdownReport> {
    this.stopping ??= this.drain(graceMs);
    return this.stopping;
  }

  private async drain(graceMs: number): Promise<ShutdownReport> {
    this.state = 'draining';
    const listener = this.server;
    this.server = undefined;
    const listenerClosed = new Promise<void>((resolve) =>
      listener ? listener.close(() => resolve()) : resolve(),
    );
    const deadline = performance.now() + graceMs;
    const report: ShutdownReport = { drained: true, cut: [] };
    for (;;) {
      for (const connection of this.connections.values())
        if (connection.inFlight === 0 && !this.gate.isHeldBy(connection.id)) connection.terminate(SHUTDOWN);
      if ([...this.connections.values()].every((connection) => connection.closed)) break;
      if (performance.now() >= deadline) break;
      await delay(20);
    }
    const left = [...this.connections.values()].filter((connection) => !connection.closed);
    if (left.length > 0) {
      report.drained = false;
      this.state = 'closing';
      for (const connection of left) {
        const what = this.gate.isHeldBy(connection.id)
          ? 'its open transaction rolled back'
          : `${connection.inFlight} statement(s) refused`;
        report.cut.push(
          `${connection.label}: ${what}; its last statement: ${describeBatch(connection.lastBatch)}`,
        );
        connection.terminate(SHUTDOWN);
      }
    }
    // Each connection's close queues its clean-up (the rollback of its transaction): wait for the sockets to
    // close (terminate cuts a client that does not within 1 s), then for those clean-ups.
    while (this.connections.size > 0) await delay(20);
    await Promise.all([...this.chains]);
    await listenerClosed;
    if (!this.db.closed) await this.db.close();
    return report;
  }

  private accept(socket: Socket): void {
    const connection = new Connection(this.nextConnectionId++, socket);
    if (this.state !== 'serving') {
      connection.terminate(SHUTDOWN);
      return;
    }
    this.connections.set(connection.id, connection);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(connection, chunk));
    let gone = false;
    const onClose = (): void => {
      if (gone) return;
      gone = true;
      connection.closed = true;
      this.connections.delete(connection.id);
      this.enqueue(connection, () => this.abandon(connection));
    };
    socket.on('close', onClose);
    socket.on('error', onClose);
  }

  private receive(connection: Connection, chunk: Buffer): void {
    let frames: Frame[];
    try {
      frames = connection.framer.push(chunk);
    } catch (error) {
      this.log('warn', `${connection.label}: ${describeError(error)}; connection closed`);
      connection.terminate(
        errorResponse({
          severity: 'FATAL',
          code: SQLSTATE.PROTOCOL_VIOLATION,
          message: describeError(error),
        }),
      );
      return;
    }
    for (const frame of frames) {
      if (frame.kind === 'packet') {
        if (frame.code === PACKET.SSL_REQUEST || frame.code === PACKET.GSS_ENCRYPTION_REQUEST) {
          connection.write(Buffer.from('N'));
        } else if (frame.code === PACKET.CANCEL_REQUEST) {
          this.cancel(frame.message);
          connection.socket.end();
          return;
        } else if (frame.code === PACKET.PROTOCOL_3) {
          const parameters = startupParameters(frame.message);
          connection.applicationName = parameters.get('application_name') ?? '';
          connection.statementTimeoutMs = statementTimeoutOf(parameters);
          this.submit(connection, frame.message, 'startup');
        } else {
          connection.terminate(
            errorResponse({
              severity: 'FATAL',
              code: SQLSTATE.PROTOCOL_VIOLATION,
              message: `unsupported frontend protocol ${frame.code >> 16}.${frame.code & 0xffff}: the embedded server supports 3.0`,
            }),
          );
          return;
        }
        continue;
      }
      if (!FRONTEND_TYPES.has(frame.type)) {
        const message = `invalid frontend message type ${frame.message[0] ?? 0}`;
        this.log('warn', `${connection.label}: ${message}; connection closed`);
        connection.terminate(
          errorResponse({ severity: 'FATAL', code: SQLSTATE.PROTOCOL_VIOLATION, message }),
        );
        return;
      }
      if (frame.type === TERMINATE) {
        connection.socket.end();
        return;
      }
      connection.pending.push(connection.names.apply(frame.type, frame.message));
      if (BATCH_END.has(frame.type)) {
        const batch = connection.pending.length === 1 ? frame.message : Buffer.concat(connection.pending);
        connection.pending = [];
        this.submit(connection, batch, frame.type);
      }
    }
  }

  private submit(connection: Connection, batch: Buffer, end: string): void {
    connection.inFlight += 1;
    this.enqueue(connection, async () => {
      try {
        await this.run(connection, batch, end);
      } finally {
        connection.inFlight -= 1;
      }
    });
  }

  private enqueue(connection: Connection, step: () => Promise<void>): void {
    const chain = connection.chain.then(step).catch((error: unknown) => {
      this.log('error', `${connection.label}: ${describeError(error)}`);
      connection.socket.destroy();
    });
    connection.chain = chain;
    this.chains.add(chain);
    void chain.finally(() => this.chains.delete(chain));
  }

  /** A CancelRequest: the named connection's running or waiting batch is cancelled (an idle one: nothing). */
  private cancel(packet: Buffer): void {
    const key = cancelKeyOf(packet);
    const target = key ? this.connections.get(key.processId) : undefined;
    if (!target || target.secretKey !== key?.secretKey || target.inFlight === 0) return;
    target.cancel = 'user';
  }

  private async run(connection: Connection, batch: Buffer, end: string): Promise<void> {
    if (connection.closed) return;
    const startup = end === 'startup';
    if (this.state === 'closing' || (this.state === 'draining' && !this.gate.isHeldBy(connection.id))) {
      connection.terminate(SHUTDOWN);
      return;
    }
    connection.lastBatch = batch;
    if (connection.cancel === 'user' && ENDS_READY.has(end)) {
      // Cancelled while it waited its turn: it never runs.
      connection.cancel = undefined;
      const inTransaction = this.gate.isHeldBy(connection.id);
      if (inTransaction) await this.abortTransaction('user');
      connection.write(this.cancelledAnswer('user', inTransaction ? 'E' : 'I'));
      return;
    }
    await this.gate.acquire(connection.id);
    try {
      const inTransactionBefore = this.db.isInTransaction();
      const started = performance.now();
      const chunks: Buffer[] = [];
      try {
        await this.db.execProtocolRawStream(
          new Uint8Array(batch.buffer, batch.byteOffset, batch.byteLength),
          {
            // `data` is a view of PGlite's WebAssembly memory, reused once this callback returns: keep a copy.
            onRawData: (data: Uint8Array) => chunks.push(Buffer.from(data)),
          },
        );
      } catch (error) {
        await this.failed(connection, batch, error);
        return;
      }
      const elapsed = performance.now() - started;
      // The answer is joined only when it must be read (its key, or a cancel); else its pieces leave as they are.
      const whole = (): Buffer => (chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
      if (startup) {
        connection.write(withBackendKey(whole(), connection.id, connection.secretKey));
        return;
      }
      // Read what came while PGlite ran (a CancelRequest is a new connection: accepted, then read).
      if (elapsed >= CANCEL_CHECK_AFTER_MS) for (let turn = 0; turn < 3; turn += 1) await nextTurn();
      const timedOut = connection.statementTimeoutMs > 0 && elapsed > connection.statementTimeoutMs;
      const reason = connection.cancel ?? (timedOut ? 'timeout' : undefined);
      connection.cancel = undefined;
      if (reason && ENDS_READY.has(end))
        connection.write(await this.cancelled(connection, reason, whole(), inTransactionBefore));
      else connection.writeAll(chunks);
    } finally {
      if (!this.db.isInTransaction()) this.gate.release(connection.id);
    }
  }

  /** The answer to a batch that a cancel or the statement timeout caught once it had run (see the class). */
  private async cancelled(
    connection: Connection,
    reason: CancelReason,
    answer: Buffer,
    inTransactionBefore: boolean,
  ): Promise<Buffer> {
    // It failed on its own: its error stands.
    for (const { type } of backendMessages(answer)) if (type === 'E') return answer;
    if (this.db.isInTransaction()) {
      await this.abortTransaction(reason);
      return this.cancelledAnswer(reason, 'E');
    }
    if (!inTransactionBefore && onlyReads(answer, batchSql(connection.lastBatch)))
      return this.cancelledAnswer(reason, 'I');
    this.log(
      'warn',
      `${connection.label}: ${reason === 'user' ? 'a cancel' : 'the statement timeout'} came after ` +
        `"${describeBatch(connection.lastBatch)}" had committed; its answer was sent`,
    );
    return answer;
  }

  private cancelledAnswer(reason: CancelReason, status: 'I' | 'E'): Buffer {
    return Buffer.concat([
      errorResponse({ severity: 'ERROR', code: SQLSTATE.QUERY_CANCELED, message: CANCEL_MESSAGES[reason] }),
      readyForQuery(status),
    ]);
  }

  /** Puts the open transaction in the failed state, as a cancelled statement does: it can only roll back. */
  private async abortTransaction(reason: CancelReason): Promise<void> {
    // exec, not execProtocolRaw: PGlite keeps the last stream's callback for a raw call, which would lose this
    // answer in the previous batch's. The error is the point: the transaction is aborted.
    await this.db
      .exec(`DO $$BEGIN RAISE EXCEPTION '${CANCEL_MESSAGES[reason]}' USING ERRCODE = 'query_canceled'; END$$`)
      .catch(() => undefined);
  }

  /**
   * PGlite threw instead of answering: the client gets an ErrorResponse (the error's SQLSTATE when it has
   * one) and ReadyForQuery, the log names the connection and what it asked; a PGlite that no longer answers
   * at all ends the thread (onFatal).
   */
  private async failed(connection: Connection, batch: Buffer, error: unknown): Promise<void> {
    const message = describeError(error);
    const code = (error as { code?: unknown } | null)?.code;
    this.log('error', `${connection.label}: PGlite failed on "${describeBatch(batch)}": ${message}`);
    const alive = await this.db.query('select 1').then(
      () => true,
      () => false,
    );
    if (alive && this.db.isInTransaction()) await this.abortTransaction('user');
    connection.write(
      Buffer.concat([
        errorResponse({
          severity: alive ? 'ERROR' : 'FATAL',
          code: typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : SQLSTATE.INTERNAL_ERROR,
          message: `embedded PostgreSQL: ${message}`,
        }),
        readyForQuery(alive && this.db.isInTransaction() ? 'E' : 'I'),
      ]),
    );
    if (!alive) {
      const fatal = error instanceof Error ? error : new Error(message);
      fatal.message = `PGlite stopped answering after "${describeBatch(batch)}": ${message}`;
      this.onFatal(fatal);
    }
  }

  /** A client went away: end its open transaction, if it held one, drop its named statements, let the others in. */
  private async abandon(connection: Connection): Promise<void> {
    const names = connection.names.preparedNames();
    if (!this.gate.isHeldBy(connection.id) && names.length === 0) return;
    await this.gate.acquire(connection.id);
    try {
      if (this.db.isInTransaction()) {
        await this.db.exec('ROLLBACK');
        if (this.state !== 'serving')
          this.log(
            'warn',
            `Shutdown: rolled back the open transaction of ${connection.label} (its last statement: ${describeBatch(connection.lastBatch)})`,
          );
      }
      for (const name of names) {
        // A Parse that failed left no statement: nothing to drop.
        await this.db.exec(`DEALLOCATE "${name.replaceAll('"', '""')}"`).catch(() => undefined);
      }
    } finally {
      this.gate.release(connection.id);
    }
  }
}
