import { get as httpGet, type IncomingMessage } from 'node:http';
import { get as httpsGet } from 'node:https';
import pg from 'pg';
import { DatasetTargetRefused, guardedLookup, guardedSocket, isRefusedHost } from './target-guard.js';

/**
 * The connections of the dataset test (NetworkDatasetProbe) and of the risk data importer
 * (NetworkDatasetReader), in one place so that both go through the same SSRF guard (target-guard.ts):
 * a PostgreSQL client whose socket refuses link-local and metadata addresses, and an http(s) GET that
 * refuses them too and never follows a redirect.
 */

/** A PostgreSQL connection to a dataset source, through the guarded socket. */
export async function connectPostgres(
  url: string,
  options: { timeoutMs: number; statementTimeoutMs: number; applicationName: string },
): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: options.timeoutMs,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs,
    application_name: options.applicationName,
    stream: () => guardedSocket(),
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  return client;
}

/** The column names of a table or view (`schema.name` or `name`), in order; empty when there is none. */
export async function tableColumns(client: pg.Client, table: string): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select attname as name from pg_catalog.pg_attribute
      where attrelid = to_regclass($1) and attnum > 0 and not attisdropped order by attnum`,
    [table],
  );
  return rows.map((row) => row.name);
}

/**
 * GETs an http(s) URL through the guard, without following redirects: the response when it answers 2xx,
 * null for any other status. `timeoutMs` bounds every wait for the socket (connecting, then each read).
 */
export function openHttp(url: string, timeoutMs: number): Promise<IncomingMessage | null> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    return Promise.reject(new DatasetTargetRefused(target.protocol));
  if (isRefusedHost(target.hostname)) return Promise.reject(new DatasetTargetRefused(target.hostname));
  const get = target.protocol === 'https:' ? httpsGet : httpGet;
  return new Promise((resolve, reject) => {
    const request = get(
      target,
      {
        agent: false,
        lookup: guardedLookup,
        timeout: timeoutMs,
        headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status > 299) {
          response.destroy();
          resolve(null);
          return;
        }
        response.on('error', () => undefined);
        resolve(response);
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', reject);
  });
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

/** Rejects when `work` takes longer than `ms`. */
export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
