import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { EmbeddedPostgres } from './embedded-postgres.js';
import { WireServer, type LogLevel } from './wire-server.js';

type Logged = Array<{ level: LogLevel; message: string }>;

/** What pg knows of its backend: the key a CancelRequest names. */
function keyOf(client: pg.Client): { processID: number; secretKey: number } {
  return client as unknown as { processID: number; secretKey: number };
}

/** Sends a CancelRequest for `client`'s running statement, as pg's own cancel does, on a new connection. */
function sendCancel(port: number, client: pg.Client): Promise<void> {
  const { processID, secretKey } = keyOf(client);
  const packet = Buffer.alloc(16);
  packet.writeInt32BE(16, 0);
  packet.writeInt32BE(80877102, 4);
  packet.writeInt32BE(processID, 8);
  packet.writeInt32BE(secretKey, 12);
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.end(packet));
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

const codeOf = (promise: Promise<unknown>): Promise<string | undefined> =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as { code?: string }).code,
  );

describe('WireServer', () => {
  describe('cancel and statement timeout (through the database thread)', () => {
    let server: EmbeddedPostgres;
    const logged: Logged = [];
    beforeAll(async () => {
      server = await EmbeddedPostgres.start({
        dataDir: 'memory://',
        port: 0,
        log: (level, message) => logged.push({ level, message }),
      });
      const setup = new pg.Client({ connectionString: server.url });
      await setup.connect();
      await setup.query('create table cancelled (v text not null)');
      await setup.end();
    }, 240_000);
    afterAll(() => server.stop());

    let client: pg.Client;
    beforeEach(async () => {
      client = new pg.Client({ connectionString: server.url });
      await client.connect();
    });
    afterEach(() => client.end());

    it('gives each connection its own cancel key', async () => {
      const other = new pg.Client({ connectionString: server.url });
      await other.connect();
      try {
        expect(keyOf(other).processID).not.toBe(keyOf(client).processID);
      } finally {
        await other.end();
      }
    });

    it('answers a cancelled read with 57014, and the connection runs the next statement', async () => {
      const query = client.query('select pg_sleep(0.8) as slept');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sendCancel(server.port, client);
      await expect(query).rejects.toMatchObject({
        code: '57014',
        message: 'canceling statement due to user request',
      });
      expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    });

    it('aborts the transaction of a cancelled statement, so its work rolls back', async () => {
      await client.query('begin');
      await client.query("insert into cancelled values ('in the transaction')");
      const query = client.query('select pg_sleep(0.8)');
      await new Promise((resolve) => setTimeout(resolve, 200));
      await sendCancel(server.port, client);
      expect(await codeOf(query)).toBe('57014');
      // As on a server: the transaction is aborted until it ends.
      expect(await codeOf(client.query('select 1'))).toBe('25P02');
      await client.query('commit');
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from cancelled');
      expect(rows[0]?.n).toBe(0);
    });

    it('keeps the real answer of a change that committed before the cancel was seen, and logs it', async () => {
      const query = client.query("insert into cancelled select 'committed' from pg_sleep(0.6)");
      await new Promise((resolve) => setTimeout(resolve, 150));
      await sendCancel(server.port, client);
      await expect(query).resolves.toMatchObject({ rowCount: 1 });
      const { rows } = await client.query<{ n: number }>(
        "select count(*)::int as n from cancelled where v = 'committed'",
      );
      expect(rows[0]?.n).toBe(1);
      expect(logged.some(({ message }) => /a cancel came after .*insert into cancelled/.test(message))).toBe(
        true,
      );
    });

    it('ignores a cancel for a connection that runs nothing', async () => {
      await sendCancel(server.port, client);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
    });

    it('holds a statement timeout set at connection as a server does', async () => {
      const timed = new pg.Client({ connectionString: server.url, statement_timeout: 200 });
      await timed.connect();
      try {
        await expect(timed.query('select pg_sleep(0.5)')).rejects.toMatchObject({
          code: '57014',
          message: 'canceling statement due to statement timeout',
        });
        expect((await timed.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
      } finally {
        await timed.end();
      }
      // Other connections have no timeout.
      await expect(client.query('select pg_sleep(0.3)')).resolves.toBeDefined();
    });
  });

  describe('errors (a WireServer on a real PGlite, in this thread)', () => {
    let db: PGlite;
    let server: WireServer;
    let url: string;
    const logged: Logged = [];
    const fatal: Error[] = [];
    /** A fault injected into PGlite: statements containing this text throw instead of answering. */
    const FAULT = 'raise_a_pglite_fault';
    let queryFails = false;

    beforeAll(async () => {
      db = await PGlite.create();
      const stream = db.execProtocolRawStream.bind(db);
      db.execProtocolRawStream = (message, options) =>
        Buffer.from(message).includes(FAULT)
          ? Promise.reject(
              Object.assign(new Error('could not write block 7 of base/5/16384'), { code: '58030' }),
            )
          : stream(message, options);
      const query = db.query.bind(db);
      db.query = ((...args: Parameters<PGlite['query']>) =>
        queryFails ? Promise.reject(new Error('Aborted()')) : query(...args)) as PGlite['query'];
      server = new WireServer(
        db,
        (level, message) => logged.push({ level, message }),
        (error) => fatal.push(error),
      );
      await server.listen(0, '127.0.0.1');
      url = `postgres://postgres@127.0.0.1:${server.port}/postgres`;
    }, 240_000);
    afterAll(() => server.stop(1_000));

    it('answers a statement PGlite throws on with an ErrorResponse and its code, logs it, and goes on', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await expect(client.query(`select '${FAULT}'`)).rejects.toMatchObject({
          code: '58030',
          message: 'embedded PostgreSQL: could not write block 7 of base/5/16384',
        });
        expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
      } finally {
        await client.end();
      }
      expect(logged).toContainEqual({
        level: 'error',
        message: `connection 1: PGlite failed on "Query: select '…'": could not write block 7 of base/5/16384`,
      });
      expect(fatal).toHaveLength(0);
    });

    it('closes a connection that sends an unknown message type, with 08P01, and serves the others', async () => {
      const answer = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const socket = connect({ port: server.port, host: '127.0.0.1' }, () => {
          const startup = Buffer.from('\0\0\0\0\0\x03\0\0user\0postgres\0\0', 'latin1');
          startup.writeInt32BE(startup.length, 0);
          socket.write(startup);
          socket.write(Buffer.from([0x7a, 0, 0, 0, 6, 0, 0]));
        });
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(chunks)));
        socket.on('error', reject);
      });
      expect(answer.toString('latin1')).toContain('C08P01\0Minvalid frontend message type 122\0');
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      expect((await client.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
      await client.end();
    });

    it('reports a PGlite that no longer answers as fatal', async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      queryFails = true;
      try {
        await expect(client.query(`select '${FAULT}'`)).rejects.toMatchObject({ code: '58030' });
      } finally {
        queryFails = false;
        await client.end().catch(() => undefined);
      }
      expect(fatal.map((error) => error.message)).toEqual([
        `PGlite stopped answering after "Query: select '…'": could not write block 7 of base/5/16384`,
      ]);
    });
  });

  describe('shutdown drains', () => {
    let dataDir: string;
    beforeEach(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'ledgerscope-drain-'));
    });
    afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

    /** The database on `dataDir` with a drain limit, its log lines kept in `logged`. */
    const startLogged = (drainMs: number, logged: Logged): Promise<EmbeddedPostgres> =>
      EmbeddedPostgres.start({
        dataDir,
        port: 0,
        drainMs,
        log: (level, message) => logged.push({ level, message }),
      });

    const count = async (where: string): Promise<number> => {
      const again = await EmbeddedPostgres.start({ dataDir, port: 0 });
      const reader = new pg.Client({ connectionString: again.url });
      await reader.connect();
      try {
        const { rows } = await reader.query<{ n: number }>(
          `select count(*)::int as n from drained where ${where}`,
        );
        return rows[0]?.n ?? -1;
      } finally {
        await reader.end();
        await again.stop();
      }
    };

    it('lets an open transaction finish, refuses new statements with 57P01, then closes', async () => {
      const logged: Logged = [];
      const server = await startLogged(20_000, logged);
      const loader = new pg.Client({ connectionString: server.url });
      const other = new pg.Client({ connectionString: server.url });
      await Promise.all([loader.connect(), other.connect()]);
      loader.on('error', () => undefined);
      const otherError = new Promise<Error & { code?: string }>((resolve) => other.on('error', resolve));
      await loader.query('create table drained (v text not null)');
      await loader.query('begin');
      await loader.query("insert into drained values ('first half')");
      const stopped = server.stop();
      await new Promise((resolve) => setTimeout(resolve, 100));
      // An idle connection is told and closed, a new one is not taken; the transaction goes on and commits.
      expect((await otherError).code).toBe('57P01');
      await expect(new pg.Client({ connectionString: server.url }).connect()).rejects.toThrow();
      await loader.query("insert into drained values ('second half')");
      await loader.query('commit');
      const report = await stopped;
      expect(report).toEqual({ drained: true, cut: [] });
      expect(logged.filter(({ level }) => level !== 'log')).toEqual([]);
      expect(await count("v in ('first half', 'second half')")).toBe(2);
    }, 240_000);

    it('rolls back a transaction still open at the limit, and says which', async () => {
      const logged: Logged = [];
      const server = await startLogged(300, logged);
      const idle = new pg.Client({ connectionString: server.url, application_name: 'idle-loader' });
      await idle.connect();
      idle.on('error', () => undefined);
      await idle.query('create table drained (v text not null)');
      await idle.query("insert into drained values ('committed')");
      await idle.query('begin');
      await idle.query("insert into drained values ('never committed')");
      const report = await server.stop();
      expect(report.drained).toBe(false);
      expect(report.cut).toEqual([
        expect.stringMatching(
          /^connection \d+ \(idle-loader\): its open transaction rolled back; its last statement: Query: insert into drained values$/,
        ),
      ]);
      expect(logged.map(({ message }) => message)).toContainEqual(
        expect.stringContaining('Shutdown: rolled back the open transaction of connection'),
      );
      expect(await count('true')).toBe(1);
    }, 240_000);
  });
});
