import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AppConfig } from '../../config/app-config.js';
import { DatabaseServer } from '../database-server.js';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { OwnerLock } from './owner-lock.js';

const WRITER = fileURLToPath(new URL('../../../../test/support/embedded-writer.mjs', import.meta.url));

describe('EmbeddedPostgres', () => {
  let server: EmbeddedPostgres;
  let pool: pg.Pool;

  // Starting PGlite (a cluster in WebAssembly) takes 5-10 s on an idle machine and took more than 60 s on two
  // cores shared with the browser tests and other suites: the limit guards against a hang, not a slow start.
  beforeAll(async () => {
    server = await EmbeddedPostgres.start({ dataDir: 'memory://', port: 0 });
    pool = new pg.Pool({ connectionString: server.url, max: 8 });
    await pool.query('create table probe (id serial primary key, v text not null)');
  }, 240_000);

  afterAll(async () => {
    await pool.end();
    await server.stop();
  });

  it('answers interleaved parameterised queries from many connections correctly', async () => {
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        pool.query<{ s: number; t: string }>('select $1::int + $2::int as s, $3::text as t', [i, 1, `q${i}`]),
      ),
    );
    results.forEach((result, i) => {
      expect(result.rows[0]).toEqual({ s: i + 1, t: `q${i}` });
    });
  });

  it('keeps a transaction to its own connection while others query', async () => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into probe (v) values ($1)', ['inside']);
      // Another connection must not see the uncommitted row, and must not run inside the transaction.
      const outside = pool.query<{ n: number }>('select count(*)::int as n from probe where v = $1', [
        'inside',
      ]);
      await client.query('rollback');
      expect((await outside).rows[0]?.n).toBe(0);
    } finally {
      client.release();
    }
  });

  it('rolls back the transaction of a client that disconnects', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    await client.query('begin');
    await client.query('insert into probe (v) values ($1)', ['abandoned']);
    await client.end();
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from probe where v = $1', [
      'abandoned',
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('sends large results intact when the socket cannot write them at once', async () => {
    // PGlite hands each chunk of its answer over as a view of its WebAssembly memory, which it reuses as
    // soon as the callback returns. A socket that cannot write at once (its buffer full: large rows,
    // a reader slower than the database) keeps that view queued, so the bytes on the wire were whatever
    // PGlite wrote there next: a malformed DataRow (pg-protocol's RangeError) or a stream that hangs.
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ i: number; v: string }>(
        'select i, repeat(md5(i::text), 2000) as v from generate_series(1, 400) as i',
      );
      expect(rows).toHaveLength(400);
      rows.forEach((row, index) => {
        expect(row.i).toBe(index + 1);
        expect(row.v).toBe(
          createHash('md5')
            .update(String(index + 1))
            .digest('hex')
            .repeat(2000),
        );
      });
    } finally {
      await client.end();
    }
  });

  it('takes a large message that arrives in many chunks intact (a bulk insert of 20 MB)', async () => {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const values = Array.from({ length: 2_000 }, (_, i) =>
        `${i}:`.padEnd(10_000, String.fromCharCode(97 + (i % 26))),
      );
      const { rows } = await client.query<{ n: number; digest: string }>(
        "select count(*)::int as n, md5(string_agg(v, '|' order by ord)) as digest from unnest($1::text[]) with ordinality as t(v, ord)",
        [values],
      );
      expect(rows[0]).toEqual({ n: 2_000, digest: createHash('md5').update(values.join('|')).digest('hex') });
      // The connection goes on with small messages after the large one.
      expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    } finally {
      await client.end();
    }
  });

  it("keeps each connection's named prepared statements to itself, and drops them when it goes away", async () => {
    // PostgreSQL keeps prepared statements per connection; PGlite has one session for all of them.
    const first = new pg.Client({ connectionString: server.url });
    const second = new pg.Client({ connectionString: server.url });
    await Promise.all([first.connect(), second.connect()]);
    try {
      const asked = (client: pg.Client, text: string, value: number) =>
        client.query<{ v: number }>({ name: 'same-name', text, values: [value] });
      for (let round = 0; round < 3; round += 1) {
        const [a, b] = await Promise.all([
          asked(first, 'select $1::int + 1 as v', round),
          asked(second, 'select $1::int * 10 as v', round),
        ]);
        expect(a.rows[0]?.v).toBe(round + 1);
        expect(b.rows[0]?.v).toBe(round * 10);
      }
    } finally {
      await first.end();
    }
    // The first connection's statement went with it: a new connection prepares the name again.
    const third = new pg.Client({ connectionString: server.url });
    await third.connect();
    try {
      const { rows } = await third.query<{ v: number }>({
        name: 'same-name',
        text: 'select $1::int - 1 as v',
        values: [5],
      });
      expect(rows[0]?.v).toBe(4);
      // The second connection's statement and the third's: the first's is dropped once the server has seen
      // the first connection close (a moment after end() resolves on this side).
      let left = 0;
      for (let attempt = 0; attempt < 40; attempt += 1) {
        const counted = await third.query<{ n: number }>(
          'select count(*)::int as n from pg_prepared_statements',
        );
        left = counted.rows[0]?.n ?? -1;
        if (left === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(left).toBe(2);
    } finally {
      await third.end();
      await second.end();
    }
  });

  it('reports SQL errors without breaking the connection', async () => {
    await expect(pool.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    const { rows } = await pool.query<{ one: number }>('select 1 as one');
    expect(rows[0]?.one).toBe(1);
  });

  it('keeps its data in the data directory across a stop and a start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ledgerscope-pg-'));
    try {
      const first = await EmbeddedPostgres.start({ dataDir, port: 0 });
      const writer = new pg.Client({ connectionString: first.url });
      await writer.connect();
      await writer.query('create table kept (v text)');
      await writer.query("insert into kept values ('still here')");
      await writer.end();
      await first.stop();

      const second = await EmbeddedPostgres.start({ dataDir, port: 0 });
      const reader = new pg.Client({ connectionString: second.url });
      await reader.connect();
      const { rows } = await reader.query<{ v: string }>('select v from kept');
      await reader.end();
      await second.stop();
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // Two starts on a directory (the first creates the cluster) take 10-20 s on an idle machine; CI runs the
    // browser tests beside this suite, on two cores, and once took more than 60 s.
  }, 240_000);

  describe('one data directory, one serving process', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'ledgerscope-pg-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    it('lets a data command attach to the running database and refuses a second app', async () => {
      const running = await EmbeddedPostgres.start({ dataDir, port: 0 });
      try {
        expect(OwnerLock.ownerOf(dataDir)).toEqual({
          pid: process.pid,
          port: running.port,
          ready: true,
          host: hostname(),
        });
        // A second start in this process is refused as well: one PGlite per directory.
        await expect(EmbeddedPostgres.start({ dataDir, port: 0 })).rejects.toThrow(
          `Another Ledgerscope process (pid ${process.pid}) serves the embedded database in ${dataDir} on port ${running.port}`,
        );
        const config = new AppConfig({ NODE_ENV: 'test', EMBEDDED_DB_DIR: dataDir });
        await expect(DatabaseServer.start(config, 'refuse')).rejects.toThrow(
          `Another Ledgerscope process (pid ${process.pid}) serves the embedded database in ${dataDir} on port ${running.port}`,
        );
        const attached = await DatabaseServer.start(config, 'attach');
        expect(attached.url).toBe(running.url);
        expect(attached.embedded).toBe(true);
        await attached.stop();
        // Stopping the attached one leaves the running database alone.
        const client = new pg.Client({ connectionString: running.url });
        await client.connect();
        expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
        await client.end();
      } finally {
        await running.stop();
      }
      expect(OwnerLock.ownerOf(dataDir)).toBeUndefined();
      expect(existsSync(join(dataDir, 'ledgerscope-server.json'))).toBe(false);
    }, 240_000);

    it('keeps every acknowledged write when its process is killed (SIGKILL), and starts again on the directory', async () => {
      const writer = spawn(process.execPath, [WRITER, dataDir], { stdio: ['ignore', 'pipe', 'pipe'] });
      let acknowledged = 0;
      let errors = '';
      writer.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        writer.once('exit', (_, signal) => resolve(signal)),
      );
      await new Promise<void>((resolve, reject) => {
        writer.stdout.on('data', (chunk: Buffer) => {
          const numbers = chunk.toString().trim().split('\n');
          acknowledged = Number(numbers.at(-1));
          if (acknowledged >= 300) {
            writer.kill('SIGKILL');
            resolve();
          }
        });
        void exited.then(() => reject(new Error(`The writer ended before it was killed: ${errors}`)));
      });
      expect(await exited).toBe('SIGKILL');
      // Its owner file names a dead process: nobody serves the directory now.
      expect(existsSync(join(dataDir, 'ledgerscope-server.json'))).toBe(true);
      expect(OwnerLock.ownerOf(dataDir)).toBeUndefined();

      // The stale file is broken and the directory taken.
      const again = await EmbeddedPostgres.start({ dataDir, port: 0 });
      const reader = new pg.Client({ connectionString: again.url });
      await reader.connect();
      try {
        const { rows } = await reader.query<{ missing: number; max: number }>(
          `select count(*) filter (where a.n is null)::int as missing, (select max(n) from acknowledged)::int as max
             from generate_series(1, $1::int) as g(n) left join acknowledged a using (n)`,
          [acknowledged],
        );
        expect(rows[0]?.missing).toBe(0);
        expect(rows[0]?.max).toBeGreaterThanOrEqual(acknowledged);
      } finally {
        await reader.end();
        await again.stop();
      }
    }, 240_000);
  });
});
