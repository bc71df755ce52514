import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import pg from 'pg';
import { DatasetProbe } from '../../application/ports/dataset-probe.js';
import type { DatasetSource } from '../../domain/dataset-source.js';

/** Every step of a test connection gives up after this long. */
export const PROBE_TIMEOUT_MS = 5_000;
/** Only the header line is read, and never more than this. */
export const HEADER_MAX_BYTES = 64 * 1024;

type Probed = { found: false } | { found: true; columns: string[] };
const NOT_FOUND: Probed = { found: false };

/**
 * Reads the column names of a dataset source: a PostgreSQL table's columns, or a CSV file's header line
 * (a file path, or an http(s) URL fetched without following redirects). Short timeouts everywhere, so a
 * test connection to an unreachable or slow host ends within a few seconds.
 */
export class NetworkDatasetProbe extends DatasetProbe {
  constructor(private readonly timeoutMs = PROBE_TIMEOUT_MS) {
    super();
  }

  async columnsOf(source: DatasetSource): Promise<Probed> {
    try {
      switch (source.kind) {
        case 'POSTGRES':
          return await withTimeout(this.tableColumns(source.url, source.table), this.timeoutMs * 2);
        case 'HTTP':
          return await withTimeout(this.httpHeader(source.url), this.timeoutMs * 2);
        case 'FILE':
          return await withTimeout(this.fileHeader(source.path), this.timeoutMs);
      }
    } catch {
      return NOT_FOUND;
    }
  }

  private async tableColumns(url: string, table: string): Promise<Probed> {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: this.timeoutMs,
      statement_timeout: this.timeoutMs,
      query_timeout: this.timeoutMs,
      application_name: 'ledgerscope-dataset-test',
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ name: string }>(
        `select attname as name from pg_catalog.pg_attribute
          where attrelid = to_regclass($1) and attnum > 0 and not attisdropped order by attnum`,
        [table],
      );
      return rows.length === 0 ? NOT_FOUND : { found: true, columns: rows.map((row) => row.name) };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async httpHeader(url: string): Promise<Probed> {
    const response = await fetch(url, {
      redirect: 'manual',
      signal: AbortSignal.timeout(this.timeoutMs),
      headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' },
    });
    if (response.status < 200 || response.status > 299 || !response.body) {
      await response.body?.cancel().catch(() => undefined);
      return NOT_FOUND;
    }
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    try {
      while (size < HEADER_MAX_BYTES) {
        const { done, value } = (await reader.read()) as { done: boolean; value?: Uint8Array };
        if (done || !value) break;
        chunks.push(value);
        size += value.byteLength;
        if (value.includes(0x0a)) break;
      }
    } finally {
      await reader.cancel().catch(() => undefined);
    }
    return { found: true, columns: headerColumns(Buffer.concat(chunks).subarray(0, HEADER_MAX_BYTES)) };
  }

  private async fileHeader(path: string): Promise<Probed> {
    const file = await open(resolve(path), 'r');
    try {
      if (!(await file.stat()).isFile()) return NOT_FOUND;
      const buffer = Buffer.alloc(HEADER_MAX_BYTES);
      const { bytesRead } = await file.read(buffer, 0, HEADER_MAX_BYTES, 0);
      return { found: true, columns: headerColumns(buffer.subarray(0, bytesRead)) };
    } finally {
      await file.close();
    }
  }
}

/** The names in a CSV header line (RFC 4180 quoting; a UTF-8 byte order mark is skipped). */
export function headerColumns(bytes: Buffer): string[] {
  let text = bytes.toString('utf8');
  if (text.startsWith('\ufeff')) text = text.slice(1);
  const columns: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      columns.push(field.trim());
      field = '';
    } else if (c === '\n' || c === '\r') break;
    else field += c;
  }
  columns.push(field.trim());
  return columns.filter((column) => column !== '');
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
