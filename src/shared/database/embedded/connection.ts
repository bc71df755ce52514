import { randomInt } from 'node:crypto';
import type { Socket } from 'node:net';
import { ConnectionNames } from './connection-names.ts';
import { MessageFramer } from './message-framer.ts';

/** A client connection: its byte stream cut into batches, run one after another in its own order. */
export class Connection {
  readonly id: number;
  readonly secretKey = randomInt(1, 2 ** 31 - 1);
  readonly socket: Socket;
  readonly names: ConnectionNames;
  readonly framer = new MessageFramer();
  /** Messages received since the last batch end. */
  pending: Buffer[] = [];
  /** The batches in order: each starts when the one before it has been answered. */
  chain: Promise<void> = Promise.resolve();
  /** Batches received and not yet answered. */
  inFlight = 0;
  /** A CancelRequest (or the statement timeout) for the batch that runs or waits now. */
  cancel: 'user' | 'timeout' | undefined;
  statementTimeoutMs = 0;
  applicationName = '';
  /** The last batch it sent, described for a log line only when one is written. */
  lastBatch: Buffer = Buffer.alloc(0);
  closed = false;

  constructor(id: number, socket: Socket) {
    this.id = id;
    this.socket = socket;
    this.names = new ConnectionNames(`c${id}_`);
  }

  get label(): string {
    return this.applicationName ? `connection ${this.id} (${this.applicationName})` : `connection ${this.id}`;
  }

  write(bytes: Buffer): void {
    if (this.socket.writable) this.socket.write(bytes);
  }

  /** An answer PGlite handed over in pieces (a DataRow each): corked, they leave in one write, uncopied. */
  writeAll(chunks: readonly Buffer[]): void {
    if (!this.socket.writable) return;
    this.socket.cork();
    for (const chunk of chunks) this.socket.write(chunk);
    this.socket.uncork();
  }

  /** Tells the client why (a FATAL ErrorResponse) and closes; a client that does not close is cut after 1 s. */
  terminate(reason: Buffer): void {
    if (this.closed) return;
    this.closed = true;
    if (this.socket.writable) this.socket.end(reason);
    setTimeout(() => this.socket.destroy(), 1_000).unref();
  }
}
