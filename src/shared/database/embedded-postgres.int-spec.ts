import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { EmbeddedPostgres } from './embedded-postgres.js';

describe('EmbeddedPostgres', () => {
  let server: EmbeddedPostgres;
  let pool: pg.Pool;

  beforeAll(async () => {
    server = await EmbeddedPostgres.start({ dataDir: 'memory://', port: 0 });
    pool = new pg.Pool({ connectionString: server.url, max: 8 });
    await pool.query('create table probe (id serial primary key, v text not null)');
  });

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
  });
});
