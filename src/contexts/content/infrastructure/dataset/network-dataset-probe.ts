import { open } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { DatasetSource } from '../../domain/dataset-source.js';
import {
  connectPostgres,
  headerColumns,
  openHttp,
  tableColumns,
  withTimeout,
} from './dataset-connections.js';
import { probeSecDirectory } from './sec-directory.js';

/** OK: reached, with every required column. NOT_FOUND: not reached. INVALID_FORMAT: reached, wrong columns. */
export type DatasetProbeOutcome = 'OK' | 'NOT_FOUND' | 'INVALID_FORMAT';

/**
 * What a probe saw: nothing (not reached), the column names of a statements source, or, for a source whose
 * layout the probe checks itself (an SEC EDGAR directory), whether it is laid out as one.
 */
export type DatasetProbed =
  { found: false } | { found: true; columns: string[] } | { found: true; valid: boolean };

/** Every step of a test connection gives up after this long. */
export const PROBE_TIMEOUT_MS = 5_000;
/** Only the header line is read, and never more than this. */
export const HEADER_MAX_BYTES = 64 * 1024;

type Probed = DatasetProbed;
const NOT_FOUND: Probed = { found: false };

/**
 * Reads the column names of a dataset source: a PostgreSQL table's columns, or a CSV file's header line
 * (a file path, or an http(s) URL fetched without following redirects); of an SEC EDGAR directory, only
 * whether it holds companyfacts (sec-directory.ts); the generated demo universe is always there. Short timeouts everywhere, so a
 * test connection to an unreachable or slow host ends within a few seconds. A source in a refused address
 * range (target-guard.ts) is never connected to and answers "not found".
 */
export class NetworkDatasetProbe {
  constructor(private readonly timeoutMs = PROBE_TIMEOUT_MS) {}

  async columnsOf(source: DatasetSource): Promise<Probed> {
    try {
      switch (source.kind) {
        case 'POSTGRES':
          return await withTimeout(this.tableColumns(source.url, source.table), this.timeoutMs * 2);
        case 'HTTP':
          return await withTimeout(this.httpHeader(source.url), this.timeoutMs * 2);
        case 'FILE':
          return await withTimeout(this.fileHeader(source.path), this.timeoutMs);
        case 'SEC':
          return await withTimeout(probeSecDirectory(source.path), this.timeoutMs);
        case 'DEMO':
          // Generated on import: nothing to reach, and its statements are the import format by construction.
          return { found: true, valid: true };
      }
    } catch {
      return NOT_FOUND;
    }
  }

  private async tableColumns(url: string, table: string): Promise<Probed> {
    const client = await connectPostgres(url, {
      timeoutMs: this.timeoutMs,
      statementTimeoutMs: this.timeoutMs,
      applicationName: 'ledgerscope-dataset-test',
    });
    try {
      const columns = await tableColumns(client, table);
      return columns.length === 0 ? NOT_FOUND : { found: true, columns };
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async httpHeader(url: string): Promise<Probed> {
    const response = await openHttp(url, this.timeoutMs);
    if (!response) return NOT_FOUND;
    const chunks: Buffer[] = [];
    let size = 0;
    try {
      for await (const chunk of response as AsyncIterable<Buffer>) {
        chunks.push(chunk);
        size += chunk.byteLength;
        if (size >= HEADER_MAX_BYTES || chunk.includes(0x0a)) break;
      }
    } finally {
      response.destroy();
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
