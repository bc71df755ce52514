/**
 * Cuts a PostgreSQL client's byte stream into whole messages (the frontend/backend protocol, version 3).
 *
 * A connection begins with untyped packets (length, then a 32-bit code: SSLRequest, GSSENCRequest,
 * CancelRequest, StartupMessage); once the StartupMessage has passed, every message is typed (one byte,
 * then the length, which counts itself but not the type byte). Pure: no sockets, no PGlite.
 */
export type Frame =
  /** An untyped packet of the start: `code` says which (see PACKET). */
  | { readonly kind: 'packet'; readonly code: number; readonly message: Buffer }
  /** A typed message ('Q', 'P', 'B', 'S', ...), whole, type byte and length included. */
  | { readonly kind: 'message'; readonly type: string; readonly message: Buffer };

export const PACKET = {
  SSL_REQUEST: 80877103,
  GSS_ENCRYPTION_REQUEST: 80877104,
  CANCEL_REQUEST: 80877102,
  PROTOCOL_3: 196608,
} as const;

/** Larger than any message a client of this app sends (a bulk insert's Bind is tens of MB). */
export const MAX_MESSAGE_BYTES = 1024 * 1024 * 1024;

export class ProtocolViolation extends Error {}

const EMPTY = Buffer.alloc(0);

export class MessageFramer {
  private typed = false;
  private buffer: Buffer = EMPTY;
  // A large message (a bulk insert's Bind) arrives in many 64 KB chunks: they are kept in a list and joined
  // once the message is whole, not concatenated chunk by chunk (quadratic copying).
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  private needed = 0;

  /** Whether the StartupMessage has passed (typed messages follow). */
  get started(): boolean {
    return this.typed;
  }

  /** The whole frames that `chunk` completes, in order; a partial one waits for the next chunk. */
  push(chunk: Buffer): Frame[] {
    if (this.waitingBytes + chunk.length < this.needed) {
      this.waiting.push(chunk);
      this.waitingBytes += chunk.length;
      return [];
    }
    if (this.waiting.length > 0) {
      chunk = Buffer.concat([...this.waiting, chunk]);
      this.waiting = [];
      this.waitingBytes = 0;
    }
    this.needed = 0;
    let buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    const frames: Frame[] = [];
    for (;;) {
      const headerBytes = this.typed ? 5 : 8;
      if (buffer.length < headerBytes) break;
      const length = this.typed ? buffer.readInt32BE(1) + 1 : buffer.readInt32BE(0);
      if (length < headerBytes || length > MAX_MESSAGE_BYTES)
        throw new ProtocolViolation(`invalid message length ${length}`);
      if (buffer.length < length) {
        // Wait for the rest of the message without copying what has come.
        this.waiting = [buffer];
        this.waitingBytes = buffer.length;
        this.needed = length;
        buffer = EMPTY;
        break;
      }
      const message = Buffer.from(buffer.subarray(0, length));
      buffer = buffer.subarray(length);
      if (this.typed) {
        frames.push({ kind: 'message', type: String.fromCharCode(message[0] ?? 0), message });
      } else {
        const code = message.readInt32BE(4);
        if (code === PACKET.PROTOCOL_3) this.typed = true;
        frames.push({ kind: 'packet', code, message });
      }
    }
    this.buffer = buffer;
    return frames;
  }
}
