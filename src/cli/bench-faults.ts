import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { DEMO_PASSWORD } from '../app/seed/demo-accounts.js';
import { ApiProcess, createWatchlist, freePort } from './bench/api-process.js';
import { envInteger } from './bench/bench-database.js';

/**
 * npm run bench:faults (issue 11): PostgreSQL restarted with `pg_ctl -m immediate` while the API takes
 * BENCH_WRITE_RATE writes a second (watchlists created with unique names). Runs its own PostgreSQL
 * cluster (initdb in a temporary directory, as the postgres user when run as root) so that the machine's
 * server is not disturbed. Goals: every acknowledged write is in the database (0 lost), no write is stored
 * twice (0 duplicates), the same API process answers writes again within 10 s of the database being back.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const rate = envInteger('BENCH_WRITE_RATE', 50);
const beforeSeconds = envInteger('BENCH_FAULT_BEFORE', 8);
const outageSeconds = envInteger('BENCH_FAULT_OUTAGE', 3);
const afterSeconds = envInteger('BENCH_FAULT_AFTER', 15);
const pgBin = process.env.PG_BIN ?? findPgBin();
const GOAL_RECOVERY_MS = 10_000;

function findPgBin(): string {
  const versions = execFileSync('ls', ['/usr/lib/postgresql'], { encoding: 'utf8' })
    .split('\n')
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) throw new Error('No PostgreSQL in /usr/lib/postgresql; set PG_BIN');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

const asRoot = process.getuid?.() === 0;
/** Runs a PostgreSQL binary, as the postgres user when this process is root (initdb refuses root). */
function pgCommand(binary: string, args: string[]): string {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(pgBin, binary), ...args]]
    : [join(pgBin, binary), args];
  return execFileSync(command, commandArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

interface Write {
  name: string;
  sentAt: number;
  answeredAt: number;
  status: number;
}

async function main(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerscope-faults-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  pgCommand('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = (): void => {
    pgCommand('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'postgres.log'), '-w', 'start']);
  };
  const stopImmediate = (): void => {
    pgCommand('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
  };
  start();
  console.log(`PostgreSQL (${pgBin}) on port ${port}, data in ${data}`);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query('create database ledgerscope');
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/ledgerscope`;

  let api: ApiProcess | undefined;
  try {
    api = await ApiProcess.start({
      root,
      databaseUrl,
      logFile: join(dir, 'api.log'),
      logLevel: 'warn',
    });
    const baseUrl = api.baseUrl;
    const token = await api.signIn('analyst@acme.test', DEMO_PASSWORD);
    console.log(
      `API at ${baseUrl}; ${rate} writes/s for ${beforeSeconds} s, PostgreSQL down (immediate) for ${outageSeconds} s, then ${afterSeconds} s`,
    );

    const writes: Array<Promise<Write>> = [];
    let sequence = 0;
    const write = (): void => {
      sequence += 1;
      const name = `fault-${String(sequence).padStart(5, '0')}`;
      const sentAt = Date.now();
      writes.push(
        createWatchlist(baseUrl, token, name, 30_000).then((status) => ({
          name,
          sentAt,
          answeredAt: Date.now(),
          status,
        })),
      );
    };
    const timer = setInterval(write, 1_000 / rate);
    await new Promise((resolve) => setTimeout(resolve, beforeSeconds * 1_000));
    const downAt = Date.now();
    stopImmediate();
    console.log(`PostgreSQL stopped (immediate) after ${Date.now() - downAt} ms`);
    await new Promise((resolve) => setTimeout(resolve, outageSeconds * 1_000));
    start();
    const upAt = Date.now();
    console.log(`PostgreSQL back after ${upAt - downAt} ms (crash recovery included)`);
    await new Promise((resolve) => setTimeout(resolve, afterSeconds * 1_000));
    clearInterval(timer);
    const done = await Promise.all(writes);

    const acknowledged = done.filter((one) => one.status === 201);
    const failed = done.filter((one) => one.status !== 201);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ name: string; n: number }>(
      `select name, count(*)::int as n from watchlists.watchlist where name like 'fault-%' group by name`,
    );
    await client.end();
    const stored = new Map(rows.map((row) => [row.name, row.n]));
    const lost = acknowledged.filter((one) => !stored.has(one.name));
    const duplicates = rows.filter((row) => row.n > 1);
    const unacknowledgedStored = failed.filter((one) => stored.has(one.name)).length;
    const firstAfter = acknowledged
      .filter((one) => one.sentAt >= upAt)
      .sort((a, b) => a.answeredAt - b.answeredAt)[0];
    const recoveryMs = firstAfter ? firstAfter.answeredAt - upAt : Number.POSITIVE_INFINITY;
    const lastBefore = acknowledged
      .filter((one) => one.sentAt < downAt)
      .sort((a, b) => b.answeredAt - a.answeredAt)[0];
    const statusCounts: Record<string, number> = {};
    for (const one of done) statusCounts[one.status] = (statusCounts[one.status] ?? 0) + 1;
    const windows = { before: downAt, outage: upAt, after: Number.POSITIVE_INFINITY };
    const byWindow: Record<string, Record<string, number>> = {};
    for (const one of done) {
      const window = Object.entries(windows).find(([, end]) => one.sentAt < end)?.[0] ?? 'after';
      const counts = (byWindow[window] ??= {});
      counts[one.status] = (counts[one.status] ?? 0) + 1;
    }
    const slowest = Math.max(...done.map((one) => one.answeredAt - one.sentAt));
    const health = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.status,
      () => 0,
    );
    const stillRunning = api.pid !== undefined && isAlive(api.pid);

    console.log('\n| figure | value | goal |');
    console.log('| --- | ---: | --- |');
    console.log(`| writes sent | ${done.length} | |`);
    console.log(`| acknowledged (201) | ${acknowledged.length} | |`);
    console.log(`| not acknowledged | ${failed.length} (status ${JSON.stringify(statusCounts)}) | |`);
    console.log(
      `| answers by window (sent before the stop / during the outage / after) | ${JSON.stringify(byWindow)} | no 500 |`,
    );
    console.log(`| slowest answer | ${slowest} ms | |`);
    const unanswered = done.filter((one) => one.status === 0).map((one) => one.sentAt - upAt);
    if (unanswered.length > 0)
      console.log(
        `| no answer (network error or 30 s timeout), sent relative to the database's return | ${Math.min(...unanswered)} .. ${Math.max(...unanswered)} ms | |`,
      );
    console.log(`| acknowledged but missing | ${lost.length} | 0 |`);
    console.log(`| stored twice | ${duplicates.length} | 0 |`);
    console.log(`| not acknowledged but stored | ${unacknowledgedStored} | (allowed) |`);
    console.log(
      `| last write acknowledged before the stop | ${lastBefore ? lastBefore.answeredAt - downAt : '-'} ms after it | |`,
    );
    console.log(
      `| first write acknowledged after the database was back | ${recoveryMs} ms | < ${GOAL_RECOVERY_MS} ms |`,
    );
    console.log(
      `| same API process, health at the end | ${stillRunning ? 'yes' : 'NO'}, ${health} | yes, 200 |`,
    );

    const failures: string[] = [];
    if (lost.length > 0)
      failures.push(
        `${lost.length} acknowledged writes lost: ${lost
          .slice(0, 5)
          .map((one) => one.name)
          .join(', ')}`,
      );
    if (duplicates.length > 0) failures.push(`${duplicates.length} writes stored twice`);
    if ((statusCounts[500] ?? 0) > 0)
      failures.push(`${statusCounts[500]} answers were 500 (an outage is 503)`);
    if (!(recoveryMs < GOAL_RECOVERY_MS)) failures.push(`recovery took ${recoveryMs} ms`);
    if (!stillRunning || health !== 200)
      failures.push(`the API did not survive (running ${stillRunning}, health ${health})`);
    if (failures.length > 0) {
      console.error(`\nFAILED:\n  ${failures.join('\n  ')}\nAPI log: ${api.tail(30)}`);
      return 1;
    }
    console.log('\nAll fault goals met.');
    return 0;
  } finally {
    await api?.stop();
    try {
      pgCommand('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
