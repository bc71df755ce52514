import type { LookupAddress, LookupOptions } from 'node:dns';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { openHttp } from './dataset-connections.js';
import { NetworkDatasetProbe } from './network-dataset-probe.js';
import { NetworkDatasetReader } from './network-dataset-reader.js';
import { DatasetTargetRefused, guardLookup, isRefusedAddress, isRefusedHost } from './target-guard.js';

describe('the dataset SSRF guard', () => {
  it.each([
    '169.254.169.254',
    '169.254.0.1',
    '::ffff:169.254.169.254',
    '[::ffff:a9fe:a9fe]',
    'fe80::1',
    '[fe80::abcd]',
    'febf::1',
    'fd00:ec2::254',
    '100.100.100.200',
  ])('refuses the address %s', (address) => {
    expect(isRefusedAddress(address)).toBe(true);
    expect(isRefusedHost(address)).toBe(true);
  });

  it.each(['metadata.google.internal', 'METADATA.google.internal.', 'metadata.goog', 'metadata'])(
    'refuses the metadata name %s',
    (host) => {
      expect(isRefusedHost(host)).toBe(true);
    },
  );

  it.each([
    '127.0.0.1',
    'localhost',
    '::1',
    '10.0.0.5',
    '192.168.1.10',
    'fec0::1',
    'db.example.com',
    '169.255.0.1',
  ])('allows %s (local and private sources stay allowed)', (host) => {
    expect(isRefusedHost(host)).toBe(false);
  });

  const lookupWith =
    (answer: string | LookupAddress[]) =>
    (
      _host: string,
      _options: LookupOptions,
      callback: (e: null, a: string | LookupAddress[], f?: number) => void,
    ) =>
      callback(null, answer, 4);
  const resolveWith = (
    answer: string | LookupAddress[],
    host = 'data.example',
    options: LookupOptions = {},
  ) =>
    new Promise<{ error: unknown; address: unknown }>((resolve) => {
      guardLookup(lookupWith(answer))(host, options, (error, address) => resolve({ error, address }));
    });

  it('fails a name that resolves to a refused address (one or any of several)', async () => {
    expect((await resolveWith('169.254.169.254')).error).toBeInstanceOf(DatasetTargetRefused);
    const several = [
      { address: '10.0.0.1', family: 4 },
      { address: 'fe80::1', family: 6 },
    ];
    expect((await resolveWith(several, 'data.example', { all: true })).error).toBeInstanceOf(
      DatasetTargetRefused,
    );
    expect((await resolveWith('anything', 'metadata.google.internal')).error).toBeInstanceOf(
      DatasetTargetRefused,
    );
  });

  it('passes the addresses of an allowed name through', async () => {
    expect(await resolveWith('127.0.0.1')).toEqual({ error: null, address: '127.0.0.1' });
    const several = [{ address: '10.0.0.1', family: 4 }];
    expect(await resolveWith(several, 'data.example', { all: true })).toEqual({
      error: null,
      address: several,
    });
  });

  it('never connects to a refused host over http, and other schemes are refused', async () => {
    await expect(
      openHttp('http://169.254.169.254/latest/meta-data/statements.csv', 60_000),
    ).rejects.toBeInstanceOf(DatasetTargetRefused);
    await expect(openHttp('http://[fe80::1]/statements.csv', 60_000)).rejects.toBeInstanceOf(
      DatasetTargetRefused,
    );
    await expect(openHttp('http://metadata.google.internal/x.csv', 60_000)).rejects.toBeInstanceOf(
      DatasetTargetRefused,
    );
    await expect(openHttp('file:///etc/passwd', 60_000)).rejects.toBeInstanceOf(DatasetTargetRefused);
  });

  it('makes the test and the importer answer "not found" at once for refused targets', async () => {
    const probe = new NetworkDatasetProbe(60_000);
    const reader = new NetworkDatasetReader(600_000, 60_000);
    const started = Date.now();
    for (const source of [
      { kind: 'HTTP' as const, url: 'http://169.254.169.254/statements.csv' },
      { kind: 'HTTP' as const, url: 'http://metadata.google.internal/statements.csv' },
      { kind: 'POSTGRES' as const, url: 'postgres://u:p@169.254.169.254:5432/risk', table: 'statements' },
      { kind: 'POSTGRES' as const, url: 'postgres://u:p@[fe80::1]:5432/risk', table: 'statements' },
      { kind: 'POSTGRES' as const, url: 'postgres://u:p@metadata.google.internal/risk', table: 'statements' },
      {
        kind: 'POSTGRES' as const,
        url: 'postgres://u:p@db.example/risk?host=169.254.169.254',
        table: 'statements',
      },
    ]) {
      expect(await probe.columnsOf(source)).toEqual({ found: false });
      expect(await reader.read(source, 1_000)).toEqual({ outcome: 'NOT_FOUND' });
    }
    // Refused before any packet is sent: nothing waits for the 60-second timeouts.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('NetworkDatasetReader over http', () => {
  let server: Server;
  let base: string;
  const body = 'isin,name\nUS0000000001,"Acme, Inc."\n';

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/statements.csv') {
        response.writeHead(200, { 'content-type': 'text/csv' });
        response.end(body);
      } else if (request.url === '/redirect.csv') {
        response.writeHead(302, { location: '/statements.csv' });
        response.end();
      } else if (request.url === '/big.csv') {
        response.writeHead(200, { 'content-type': 'text/csv' });
        response.write('x'.repeat(600));
        response.end('y'.repeat(600));
      } else {
        response.writeHead(404);
        response.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads a CSV from localhost, stops past the limit and follows no redirect', async () => {
    const reader = new NetworkDatasetReader();
    expect(await reader.read({ kind: 'HTTP', url: `${base}/statements.csv` }, 1_000)).toEqual({
      outcome: 'OK',
      csv: body,
    });
    expect(await reader.read({ kind: 'HTTP', url: `${base}/big.csv` }, 1_000)).toEqual({
      outcome: 'TOO_LARGE',
    });
    expect(await reader.read({ kind: 'HTTP', url: `${base}/redirect.csv` }, 1_000)).toEqual({
      outcome: 'NOT_FOUND',
    });
    expect(await reader.read({ kind: 'HTTP', url: `${base}/missing.csv` }, 1_000)).toEqual({
      outcome: 'NOT_FOUND',
    });
  });
});
