import type { NestExpressApplication } from '@nestjs/platform-express';
import type pg from 'pg';
import { signIn } from '../support/accounts.js';
import { dashboardCall, loadUniverse } from '../support/screening-data.js';
import { startTestApp } from '../support/test-app.js';

const YEAR = 2024;
/** A role that may only read the screening schema: the replica's connections show it in pg_stat_activity. */
const READER = 'ledgerscope_replica_reader';

/**
 * DATABASE_READ_URL (docs/deployment.md): screening's reads go over connections made with the read URL.
 * Here the "replica" is the primary itself reached as a role that can only select from the screening
 * schema, so pg_stat_activity shows which connections served the reads, and a write routed there would
 * fail. The embedded database has one role and no pg_stat_activity.
 */
const onServer = process.env.LEDGERSCOPE_TEST_DATABASE === 'server';
(onServer ? describe : describe.skip)('screening reads on the read replica (DATABASE_READ_URL)', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  const saved = process.env.DATABASE_READ_URL;

  beforeAll(async () => {
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.username = READER;
    url.password = '';
    process.env.DATABASE_READ_URL = url.toString();
    app = await startTestApp();
    db = await loadUniverse(app, { companies: 120, years: 2, seed: 11, lastYear: YEAR });
    await db.query(
      `do $$ begin if not exists (select from pg_roles where rolname = '${READER}') then create role ${READER} login; end if; end $$`,
    );
    await db.query(`grant usage on schema screening to ${READER}`);
    await db.query(`grant select on all tables in schema screening to ${READER}`);
  }, 120_000);

  afterAll(async () => {
    await db?.end();
    await app?.close();
    if (saved === undefined) delete process.env.DATABASE_READ_URL;
    else process.env.DATABASE_READ_URL = saved;
  });

  const readConnections = async (): Promise<number> => {
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where usename = $1 and datname = current_database()',
      [READER],
    );
    return rows[0]?.n ?? 0;
  };

  it('answers the screen and the company dashboard from the read connections', async () => {
    const token = await signIn(app, 'analyst@acme.test');
    const call = dashboardCall(app);
    const screen = await call('filter', token, { exchange: [1], year: YEAR, pageSkip: 0, pageTake: 5 });
    expect(screen.status).toBe(200);
    const rows = screen.body.data as Array<{ tickerID: string; exchange_countryID: number }>;
    expect(rows.length).toBeGreaterThan(0);
    const [first] = rows;
    const detail = await call('tickerDetail', token, {
      tickerId: first?.tickerID,
      year: YEAR,
      exchangeCountryId: first?.exchange_countryID,
    });
    expect(detail.status).toBe(200);
    // Both read models opened connections with the read URL (the screen's pg pool and MikroORM's replica).
    expect(await readConnections()).toBeGreaterThanOrEqual(2);
  });
});
