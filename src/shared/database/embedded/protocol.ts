/**
 * The few PostgreSQL protocol messages the wire server writes or reads itself (everything else passes
 * between the client and PGlite untouched). Pure: no sockets, no PGlite.
 */

/** SQLSTATE codes the wire server answers with itself. */
export const SQLSTATE = {
  QUERY_CANCELED: '57014',
  ADMIN_SHUTDOWN: '57P01',
  INTERNAL_ERROR: 'XX000',
  PROTOCOL_VIOLATION: '08P01',
} as const;

export interface ErrorFields {
  severity: 'ERROR' | 'FATAL';
  code: string;
  message: string;
  detail?: string;
}

function typed(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = type.charCodeAt(0);
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** ErrorResponse ('E'): severity, SQLSTATE, message and, if given, detail. */
export function errorResponse(fields: ErrorFields): Buffer {
  const parts = [
    ['S', fields.severity],
    ['V', fields.severity],
    ['C', fields.code],
    ['M', fields.message],
    ...(fields.detail ? [['D', fields.detail]] : []),
  ].map(([key, value]) => `${key}${value}\0`);
  return typed('E', Buffer.from(`${parts.join('')}\0`, 'utf8'));
}

/** ReadyForQuery ('Z'): idle, in a transaction block, or in a failed one. */
export function readyForQuery(status: 'I' | 'T' | 'E'): Buffer {
  return typed('Z', Buffer.from(status, 'latin1'));
}

/** The whole backend messages of an answer, in order (an answer ends on a message boundary). */
export function* backendMessages(answer: Buffer): Generator<{ type: string; message: Buffer }> {
  let offset = 0;
  while (offset + 5 <= answer.length) {
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    if (end > answer.length) return;
    yield { type: String.fromCharCode(answer[offset] ?? 0), message: answer.subarray(offset, end) };
    offset = end;
  }
}

/** The command tags of an answer's CommandComplete messages ('SELECT 3', 'INSERT 0 1', ...). */
export function commandTags(answer: Buffer): string[] {
  const tags: string[] = [];
  for (const { type, message } of backendMessages(answer))
    if (type === 'C') tags.push(message.toString('utf8', 5, message.length - 1));
  return tags;
}

/**
 * Words that make a SELECT change something: SELECT INTO, CREATE TABLE AS (both tagged SELECT), a
 * data-modifying WITH, sequences, advisory locks. Conservative: a read that names one is kept as a change.
 */
const CHANGES =
  /\b(into|insert|update|delete|merge|nextval|setval|pg_advisory\w*|lo_\w+|create|drop|alter|copy)\b/i;

/**
 * Whether a batch only read: every command it completed is a SELECT or SHOW, and its SQL (`sql`, the texts
 * of its Query and Parse messages) has none of the words that make a SELECT write. Only such an answer may
 * be discarded and the batch said cancelled; without its SQL (a named statement run again) it may not.
 */
export function onlyReads(answer: Buffer, sql: string[]): boolean {
  if (sql.length === 0 || sql.some((text) => CHANGES.test(text))) return false;
  return commandTags(answer).every((tag) => /^(SELECT \d+|SHOW)$/.test(tag));
}

/**
 * The answer with its BackendKeyData ('K') replaced by the connection's own process id and secret key
 * (PGlite gives every connection the same key; a CancelRequest must name one connection).
 */
export function withBackendKey(answer: Buffer, processId: number, secretKey: number): Buffer {
  for (const { type, message } of backendMessages(answer)) {
    if (type !== 'K' || message.length !== 13) continue;
    const copy = Buffer.from(answer);
    const at = message.byteOffset - answer.byteOffset;
    copy.writeInt32BE(processId, at + 5);
    copy.writeInt32BE(secretKey, at + 9);
    return copy;
  }
  return answer;
}

/** A CancelRequest's process id and secret key. */
export function cancelKeyOf(packet: Buffer): { processId: number; secretKey: number } | undefined {
  if (packet.length !== 16) return undefined;
  return { processId: packet.readInt32BE(8), secretKey: packet.readInt32BE(12) };
}

/** A StartupMessage's parameters (user, database, application_name, statement_timeout, options...). */
export function startupParameters(packet: Buffer): Map<string, string> {
  const parameters = new Map<string, string>();
  let offset = 8;
  while (offset < packet.length && packet[offset] !== 0) {
    const keyEnd = packet.indexOf(0, offset);
    const valueEnd = packet.indexOf(0, keyEnd + 1);
    if (keyEnd < 0 || valueEnd < 0) break;
    parameters.set(packet.toString('utf8', offset, keyEnd), packet.toString('utf8', keyEnd + 1, valueEnd));
    offset = valueEnd + 1;
  }
  return parameters;
}

const UNIT_MS: Record<string, number> = {
  us: 0.001,
  ms: 1,
  s: 1_000,
  min: 60_000,
  h: 3_600_000,
  d: 86_400_000,
};

/** A duration setting as PostgreSQL reads it ('2500', '2.5s', '1min'; a bare number is milliseconds). */
export function durationMs(value: string): number | undefined {
  const text = value.trim();
  const unit = /[a-z]*$/.exec(text)?.[0] ?? '';
  const number = text.slice(0, text.length - unit.length).trim();
  if (
    !/^[\d.]+$/.test(number) ||
    !Number.isFinite(Number(number)) ||
    !(unit === '' || Object.hasOwn(UNIT_MS, unit))
  )
    return undefined;
  return Number(number) * (UNIT_MS[unit || 'ms'] ?? 1);
}

/**
 * The statement timeout a client asked for at start-up: the `statement_timeout` parameter, or
 * `-c statement_timeout=...` in `options`. 0 (none) otherwise.
 */
export function statementTimeoutOf(parameters: Map<string, string>): number {
  const direct = parameters.get('statement_timeout');
  const fromOptions = (parameters.get('options') ?? '')
    .split(/\s+/)
    .map((token) => token.replace(/^(-c|--)/, ''))
    .find((token) => token.startsWith('statement_timeout=') || token.startsWith('statement-timeout='))
    ?.slice('statement_timeout='.length);
  const value = direct ?? fromOptions;
  return value === undefined ? 0 : (durationMs(value) ?? 0);
}

const FRONTEND_NAMES: Record<string, string> = {
  Q: 'Query',
  P: 'Parse',
  B: 'Bind',
  E: 'Execute',
  D: 'Describe',
  S: 'Sync',
  H: 'Flush',
  C: 'Close',
  d: 'CopyData',
  c: 'CopyDone',
  f: 'CopyFail',
  F: 'FunctionCall',
};

/**
 * What a batch of frontend messages asks, for a log line, without its values: its messages and the
 * first words of its SQL ("Parse/Bind/Describe/Execute/Sync: insert into screening.company").
 */
export function describeBatch(batch: Buffer): string {
  const kinds: string[] = [];
  for (const { type } of frontendMessages(batch)) {
    const name = FRONTEND_NAMES[type] ?? type;
    if (kinds.at(-1) !== name) kinds.push(name);
  }
  // Literals are left out: a log line says what kind of statement, never the data in it.
  const words = batchSql(batch, 400)[0]
    ?.replace(/'(?:[^']|'')*'?/g, "'…'")
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .slice(0, 4)
    .join(' ');
  return words ? `${kinds.join('/')}: ${words}` : kinds.join('/');
}

function* frontendMessages(batch: Buffer): Generator<{ type: string; offset: number; end: number }> {
  let offset = 0;
  while (offset + 5 <= batch.length) {
    const end = offset + 1 + batch.readInt32BE(offset + 1);
    yield { type: String.fromCharCode(batch[offset] ?? 0), offset, end };
    offset = end;
  }
}

/** The SQL texts of a batch's Query and Parse messages (each cut at `limit` characters, if given). */
export function batchSql(batch: Buffer, limit = Infinity): string[] {
  const texts: string[] = [];
  for (const { type, offset, end } of frontendMessages(batch)) {
    if (type !== 'Q' && type !== 'P') continue;
    const start = type === 'Q' ? offset + 5 : batch.indexOf(0, offset + 5) + 1;
    const stop = batch.indexOf(0, start);
    if (start > 0 && stop > start && stop < end)
      texts.push(batch.toString('utf8', start, Math.min(stop, start + limit)));
  }
  return texts;
}
