import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import { connectPostgres, openHttp, tableColumns, withTimeout } from './dataset-connections.js';
import { PROBE_TIMEOUT_MS } from './network-dataset-probe.js';
import { secDirectoryFiles, type SecDatasetFiles } from './sec-directory.js';
import type { DatasetSource, DemoUniverse } from '../../domain/dataset-source.js';

/**
 * OK: the whole source as CSV text (a table's rows written as CSV, its column names as the header).
 * SEC: an SEC EDGAR directory, not read here: its files, for the SEC import. DEMO: the generated demo
 * universe, for screening's generator. NOT_FOUND: not reached (or
 * refused by the SSRF guard). TOO_LARGE: more than the given number of bytes.
 */
export type DatasetContent =
  | { outcome: 'OK'; csv: string }
  | { outcome: 'SEC'; files: SecDatasetFiles }
  | { outcome: 'DEMO'; universe: DemoUniverse }
  | { outcome: 'NOT_FOUND' | 'TOO_LARGE' };

/** A whole import gives up after this long; each PostgreSQL statement and each network wait much sooner. */
export const READ_TIMEOUT_MS = 10 * 60_000;
export const READ_STEP_TIMEOUT_MS = 60_000;
/** Rows fetched from the table's cursor at a time. */
const FETCH_ROWS = 2_000;

class TooLarge extends Error {}

/** The sources read as CSV text. */
type CsvSource = Exclude<DatasetSource, { kind: 'SEC' | 'DEMO' }>;

/**
 * Reads all of a dataset source, through the same guarded connections as the test (dataset-connections.ts):
 * a PostgreSQL table through a read-only cursor (every column cast to text, written as RFC 4180 CSV), an
 * http(s) CSV streamed without following redirects, or a CSV file. Stops as soon as the text would pass
 * `maxBytes`. An SEC EDGAR directory is not read: its files are found (sec-directory.ts) for the SEC import;
 * the demo universe is not read either: its size and seed go to the generator.
 */
export class NetworkDatasetReader {
  constructor(
    private readonly timeoutMs = READ_TIMEOUT_MS,
    private readonly connectTimeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  async read(source: DatasetSource, maxBytes: number): Promise<DatasetContent> {
    if (source.kind === 'DEMO') {
      const { companies, years, seed } = source;
      return { outcome: 'DEMO', universe: { companies, years, seed } };
    }
    if (source.kind === 'SEC') {
      const files = await withTimeout(secDirectoryFiles(source.path), this.connectTimeoutMs).catch(
        () => 'NOT_FOUND' as const,
      );
      return typeof files === 'string' ? { outcome: 'NOT_FOUND' } : { outcome: 'SEC', files };
    }
    try {
      const csv = await withTimeout(this.readText(source, maxBytes), this.timeoutMs);
      return csv === null ? { outcome: 'NOT_FOUND' } : { outcome: 'OK', csv };
    } catch (error) {
      return { outcome: error instanceof TooLarge ? 'TOO_LARGE' : 'NOT_FOUND' };
    }
  }

  private readText(source: CsvSource, maxBytes: number): Promise<string | null> {
    switch (source.kind) {
      case 'POSTGRES':
        return this.tableText(source.url, source.table, maxBytes);
      case 'HTTP':
        return this.httpText(source.url, maxBytes);
      case 'FILE':
        return this.fileText(source.path, maxBytes);
    }
  }

  private async tableText(url: string, table: string, maxBytes: number): Promise<string | null> {
    const client = await connectPostgres(url, {
      timeoutMs: this.connectTimeoutMs,
      statementTimeoutMs: READ_STEP_TIMEOUT_MS,
      applicationName: 'ledgerscope-dataset-import',
    });
    try {
      const columns = await tableColumns(client, table);
      if (columns.length === 0) return null;
      // regclass prints the name as PostgreSQL itself quotes it, so it is safe to put in the statement.
      const { rows } = await client.query<{ name: string }>('select to_regclass($1)::text as name', [table]);
      const relation = rows[0]?.name;
      if (!relation) return null;
      const out = new CsvText(maxBytes);
      out.line(columns);
      await client.query('begin transaction read only');
      await client.query(
        `declare dataset_rows no scroll cursor for select ${columns
          .map((column) => `${quoteIdentifier(column)}::text`)
          .join(', ')} from ${relation}`,
      );
      for (;;) {
        const batch = await client.query<unknown[]>({
          text: `fetch ${FETCH_ROWS} from dataset_rows`,
          rowMode: 'array',
        });
        for (const row of batch.rows) out.line(row as Array<string | null>);
        if (batch.rows.length < FETCH_ROWS) break;
      }
      await client.query('commit');
      return out.text();
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async httpText(url: string, maxBytes: number): Promise<string | null> {
    const response = await openHttp(url, READ_STEP_TIMEOUT_MS);
    if (!response) return null;
    try {
      if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw new TooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.byteLength;
        if (size > maxBytes) throw new TooLarge();
        chunks.push(chunk);
      }
      if (!response.complete) throw new Error('The response ended early');
      return Buffer.concat(chunks).toString('utf8');
    } finally {
      response.destroy();
    }
  }

  private async fileText(path: string, maxBytes: number): Promise<string | null> {
    const file = await open(resolve(path), 'r');
    try {
      const stat = await file.stat();
      if (!stat.isFile()) return null;
      if (stat.size > maxBytes) throw new TooLarge();
      return await file.readFile('utf8');
    } finally {
      await file.close();
    }
  }
}

/** CSV text built a line at a time, refusing to grow past a number of UTF-8 bytes. */
class CsvText {
  private readonly lines: string[] = [];
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  line(fields: ReadonlyArray<string | null>): void {
    const line = `${fields.map(csvField).join(',')}\n`;
    this.size += Buffer.byteLength(line);
    if (this.size > this.maxBytes) throw new TooLarge();
    this.lines.push(line);
  }

  text(): string {
    return this.lines.join('');
  }
}

function csvField(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
