import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ApiProcess } from './bench/api-process.js';
import { envInteger, temporaryDatabase } from './bench/bench-database.js';
import { occurrenceOf, slotTime, type SendItRow } from './bench/job-occurrence.js';

/**
 * npm run bench:jobs (issue 11): scheduled jobs fire exactly once per tick across replicas. Starts
 * BENCH_JOBS_REPLICAS (3) API processes of this build on one fresh database of the PostgreSQL server
 * (BENCH_JOBS_SERVER_URL, default 127.0.0.1:5432; created with a unique name and dropped at the end), all
 * running jobs, with the bench-only probe job (BENCH_JOBS_PROBE=true, src/shared/jobs/jobs-probe.job.ts):
 * cron every minute, each run recorded in bench_jobs.run and taking BENCH_JOBS_RUN_MS (2 s). pg-boss
 * schedules by the minute at the finest (one job per 60-second slot), so BENCH_JOBS_TICKS (30) ticks take
 * as many minutes. At the third tick (and half-way when there are 10 ticks or more) the replica running the
 * probe is killed with SIGKILL in the middle of the run and started again. Goals: every tick has exactly
 * one completed run (0 missed, 0 twice), and every killed run is retried and completed by a replica.
 */
const distDir = fileURLToPath(new URL('..', import.meta.url));
const root = process.cwd();
const ticks = envInteger('BENCH_JOBS_TICKS', 30);
const replicaCount = envInteger('BENCH_JOBS_REPLICAS', 3, 2);
const runMs = envInteger('BENCH_JOBS_RUN_MS', 2_000, 500);
/**
 * BENCH_JOBS_START_SECOND (unset: at once): start the first replica at this second of a minute, to put its
 * start-up cron pass near the end of a minute (the case where a job is created in the minute after its
 * occurrence).
 */
const startSecond = process.env.BENCH_JOBS_START_SECOND
  ? envInteger('BENCH_JOBS_START_SECOND', 0, 0)
  : undefined;
const serverUrl = process.env.BENCH_JOBS_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PROBE = 'bench.jobs-probe';
const MINUTE = 60_000;
/** After the last tick: how long the jobs of the measured ticks may take to settle (a retry included). */
const SETTLE_LIMIT_MS = 240_000;

interface Replica {
  label: string;
  api: ApiProcess;
}

interface Kill {
  tick: number;
  jobId: string;
  pid: number;
  label: string;
  msIntoRun: number;
  killedAt: number;
  restartedAs: string;
  restartMs: number;
}

interface JobRow {
  id: string;
  state: string;
  retry_count: number;
  created_on: Date;
}

interface RunRow {
  job_id: string;
  attempt: number;
  pid: number;
  started_at: Date;
  finished_at: Date | null;
}

const replicas: Replica[] = [];
const labels = new Map<number, string>();

async function startReplica(label: string, dir: string, databaseUrl: string): Promise<Replica> {
  const api = await ApiProcess.start({
    root,
    main: join(distDir, 'main.js'),
    databaseUrl,
    logFile: join(dir, `${label}.log`),
    logLevel: 'info',
    env: {
      RUN_JOBS: 'true',
      BENCH_JOBS_PROBE: 'true',
      BENCH_JOBS_PROBE_MS: String(runMs),
      DB_POOL_SIZE: '4',
    },
  });
  if (api.pid !== undefined) labels.set(api.pid, label);
  return { label, api };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
}

function minuteOf(date: Date): number {
  return Math.floor(date.getTime() / MINUTE) * MINUTE;
}

function clock(ms: number): string {
  return new Date(ms).toISOString().slice(11, 19);
}

/** Waits for the probe's first attempt of this tick to be running, then SIGKILLs its replica and starts another. */
async function killMidJob(client: pg.Client, tick: number, dir: string, databaseUrl: string): Promise<Kill> {
  await sleep(tick - Date.now());
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const { rows } = await client.query<{ job_id: string; pid: number; started_at: Date }>(
      `select r.job_id, r.pid, r.started_at from bench_jobs.run r join pgboss.job j on j.id = r.job_id
        where j.name = $1 and j.created_on >= $2 and r.attempt = 0 and r.finished_at is null
        order by r.started_at limit 1`,
      [PROBE, new Date(tick)],
    );
    const running = rows[0];
    const replica = running && replicas.find((one) => one.api.pid === running.pid);
    if (running && replica) {
      process.kill(running.pid, 'SIGKILL');
      const killedAt = Date.now();
      await replica.api.waitForExit();
      const restartedLabel = `${replica.label}'`;
      const restartStarted = Date.now();
      const restarted = await startReplica(restartedLabel, dir, databaseUrl);
      replicas.splice(replicas.indexOf(replica), 1, restarted);
      return {
        tick,
        jobId: running.job_id,
        pid: running.pid,
        label: replica.label,
        msIntoRun: killedAt - running.started_at.getTime(),
        killedAt,
        restartedAs: restartedLabel,
        restartMs: Date.now() - restartStarted,
      };
    }
    await sleep(100);
  }
  throw new Error(`No run of the probe for the tick of ${clock(tick)} within 90 s: nothing to kill`);
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? Number.NaN;
}

async function main(): Promise<number> {
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'ledgerscope-jobs-'));
  const database = await temporaryDatabase(serverUrl, 'bench_jobs');
  const databaseUrl = database.url;
  console.log(
    `Database ${database.name} on ${new URL(serverUrl).host}; logs in ${dir}; API from ${join(distDir, 'main.js')}`,
  );

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let failed = true;
  try {
    await client.query(`create schema bench_jobs;
      create table bench_jobs.run (id bigserial primary key, job_id uuid not null, attempt int not null,
        pid int not null, started_at timestamptz not null, finished_at timestamptz)`);
    if (startSecond !== undefined) {
      const now = Date.now();
      const at = minuteOf(new Date(now)) + (startSecond % 60) * 1_000;
      await sleep(at > now ? at - now : at + MINUTE - now);
      console.log(`First replica started at ${clock(Date.now())} (BENCH_JOBS_START_SECOND=${startSecond})`);
    }
    // The first replica migrates and seeds the empty database; the others start together after it.
    replicas.push(await startReplica('r1', dir, databaseUrl));
    replicas.push(
      ...(await Promise.all(
        Array.from({ length: replicaCount - 1 }, (_, index) =>
          startReplica(`r${index + 2}`, dir, databaseUrl),
        ),
      )),
    );
    console.log(
      `${replicaCount} replicas up after ${((Date.now() - started) / 1000).toFixed(1)} s (pids ${replicas
        .map((one) => `${one.label}=${one.api.pid}`)
        .join(', ')})`,
    );
    const firstTick = Math.ceil((Date.now() + 1_000) / MINUTE) * MINUTE;
    const lastTick = firstTick + (ticks - 1) * MINUTE;
    const killTicks = ticks >= 10 ? [2, Math.floor(ticks / 2)] : [Math.min(2, ticks - 1)];
    console.log(
      `${ticks} ticks from ${clock(firstTick)} to ${clock(lastTick)} UTC; probe runs ${runMs} ms; SIGKILL mid-run at tick(s) ${killTicks
        .map((index) => index + 1)
        .join(', ')}, the killed replica started again at once`,
    );

    const kills: Kill[] = [];
    for (const index of killTicks) {
      const kill = await killMidJob(client, firstTick + index * MINUTE, dir, databaseUrl);
      kills.push(kill);
      console.log(
        `tick ${index + 1} (${clock(kill.tick)}): SIGKILL to ${kill.label} (pid ${kill.pid}) ${kill.msIntoRun} ms into the run of job ${kill.jobId}; restarted as ${kill.restartedAs} in ${(kill.restartMs / 1000).toFixed(1)} s`,
      );
    }

    // Until the last measured tick's job exists and every job of the measured ticks has settled.
    await sleep(lastTick + 45_000 - Date.now());
    const settleDeadline = Date.now() + SETTLE_LIMIT_MS;
    let progress = Date.now();
    for (;;) {
      const { rows } = await client.query<{ open: number; last: number }>(
        `select count(*) filter (where state not in ('completed', 'failed', 'cancelled'))::int as open,
                count(*) filter (where created_on >= $3)::int as last
           from pgboss.job where name = $1 and created_on >= $2 and created_on < $4`,
        // A pass late in the last minute forwards its occurrence a moment into the next one.
        [PROBE, new Date(firstTick), new Date(lastTick), new Date(lastTick + MINUTE + 10_000)],
      );
      const row = rows[0];
      if (row && row.open === 0 && row.last > 0) break;
      if (Date.now() > settleDeadline) {
        console.log(`Not settled ${SETTLE_LIMIT_MS / 1000} s after the last tick: ${JSON.stringify(row)}`);
        break;
      }
      if (Date.now() - progress > 20_000) {
        progress = Date.now();
        console.log(`waiting for ${row?.open ?? '?'} open job(s) of the measured ticks to settle...`);
      }
      await sleep(1_000);
    }
    const settledAt = Date.now();

    const { rows: jobs } = await client.query<JobRow>(
      `select id, state, retry_count, created_on from pgboss.job where name = $1 order by created_on`,
      [PROBE],
    );
    const { rows: runs } = await client.query<RunRow>(
      'select job_id, attempt, pid, started_at, finished_at from bench_jobs.run order by started_at',
    );
    const { rows: firstPass } = await client.query<{ created_on: Date }>(
      `select min(created_on) as created_on from pgboss.job where name = '__pgboss__send-it'`,
    );
    const { rows: sendIts } = await client.query<SendItRow>(
      `select data->>'slot' as slot, started_on, completed_on from pgboss.job
        where name = '__pgboss__send-it' and data->>'name' = $1`,
      [PROBE],
    );
    await Promise.all(replicas.map((one) => one.api.stop()));

    const tickTimes = Array.from({ length: ticks }, (_, index) => firstTick + index * MINUTE);
    // A job belongs to the occurrence its send-it job forwarded, not to the minute it was created in.
    const attributed = jobs.map((job) => ({ job, occurrence: occurrenceOf(job.created_on, sendIts) }));
    const unattributed = attributed.filter(
      (one) => one.occurrence === null && minuteOf(one.job.created_on) >= firstTick,
    );
    const jobTick = new Map(
      attributed.map(({ job, occurrence }) => [job.id, occurrence ?? minuteOf(job.created_on)]),
    );
    const lateForwards = attributed.filter(
      ({ job, occurrence }) => occurrence !== null && minuteOf(job.created_on) !== occurrence,
    );
    const perTick = tickTimes.map((tick) => {
      const tickJobs = jobs.filter((job) => jobTick.get(job.id) === tick);
      const ids = new Set(tickJobs.map((job) => job.id));
      const tickRuns = runs.filter((run) => ids.has(run.job_id));
      return {
        tick,
        jobs: tickJobs,
        runs: tickRuns,
        completed: tickRuns.filter((run) => run.finished_at !== null),
      };
    });
    const missed = perTick.filter((one) => one.completed.length === 0);
    const twice = perTick.filter((one) => one.completed.length > 1);
    const jobsTwice = perTick.filter((one) => one.jobs.length > 1);
    const notCompletedJobs = perTick.flatMap((one) => one.jobs.filter((job) => job.state !== 'completed'));
    const measuredRuns = perTick.flatMap((one) => one.runs);
    const byReplica = new Map<string, number>();
    for (const run of perTick.flatMap((one) => one.completed)) {
      const label = labels.get(run.pid) ?? `pid ${run.pid}`;
      byReplica.set(label, (byReplica.get(label) ?? 0) + 1);
    }
    const latencies = perTick
      .flatMap((one) =>
        one.runs.filter((run) => run.attempt === 0).map((run) => run.started_at.getTime() - one.tick),
      )
      .sort((a, b) => a - b);
    const slotCounts = tickTimes.map((tick) => sendIts.filter((row) => slotTime(row.slot) === tick).length);

    const killOutcomes = kills.map((kill) => {
      const attempts = runs.filter((run) => run.job_id === kill.jobId);
      const killedRun = attempts.find((run) => run.pid === kill.pid && run.attempt === 0);
      const retry = attempts.find((run) => run.attempt > 0);
      const job = jobs.find((one) => one.id === kill.jobId);
      return {
        kill,
        killedRunUnfinished: killedRun !== undefined && killedRun.finished_at === null,
        retry,
        retryLabel: retry ? (labels.get(retry.pid) ?? `pid ${retry.pid}`) : undefined,
        retryAfterMs: retry ? retry.started_at.getTime() - kill.killedAt : undefined,
        jobState: job?.state ?? 'missing',
      };
    });

    console.log('\n| figure | value | goal |');
    console.log('| --- | ---: | --- |');
    console.log(`| ticks measured (one a minute: pg-boss's finest schedule) | ${ticks} | |`);
    console.log(
      `| replicas running jobs (RUN_JOBS=true, one database) | ${replicaCount} at a time (${[...labels.values()].join(', ')}; ' = restarted after the kill) | |`,
    );
    console.log(
      `| cron occurrences forwarded per tick (send-it jobs) | min ${Math.min(...slotCounts)}, max ${Math.max(...slotCounts)} | 1 |`,
    );
    console.log(
      `| probe jobs per tick (pg-boss) | min ${Math.min(...perTick.map((one) => one.jobs.length))}, max ${Math.max(...perTick.map((one) => one.jobs.length))} | 1 |`,
    );
    const firstPassAt = firstPass[0]?.created_on;
    console.log(
      `| first cron occurrence forwarded (the start-up pass) | ${firstPassAt ? clock(firstPassAt.getTime()) + '.' + String(firstPassAt.getMilliseconds()).padStart(3, '0') : 'none'} | |`,
    );
    console.log(
      `| probe jobs created in the minute after their occurrence (forwarded by a pass late in the minute) | ${lateForwards.length} | |`,
    );
    console.log(
      `| probe jobs of the measured ticks with no send-it job to attribute them | ${unattributed.length} | 0 |`,
    );
    console.log(`| runs started (attempts, the killed ones included) | ${measuredRuns.length} | |`);
    console.log(
      `| completed runs per replica | ${[...byReplica.entries()].map(([label, n]) => `${label}: ${n}`).join(', ')} | |`,
    );
    console.log(
      `| ticks with exactly one completed run | ${ticks - missed.length - twice.length} | ${ticks} |`,
    );
    console.log(`| ticks missed (no completed run) | ${missed.length} | 0 |`);
    console.log(`| ticks run twice (two or more completed runs) | ${twice.length} | 0 |`);
    console.log(`| probe jobs not in state completed | ${notCompletedJobs.length} | 0 |`);
    console.log(
      `| tick to start of the first attempt | min ${(latencies[0]! / 1000).toFixed(1)} s, median ${(percentile(latencies, 0.5) / 1000).toFixed(1)} s, max ${(latencies.at(-1)! / 1000).toFixed(1)} s | |`,
    );
    for (const outcome of killOutcomes) {
      const { kill } = outcome;
      console.log(
        `| tick ${(kill.tick - firstTick) / MINUTE + 1}: ${kill.label} SIGKILLed ${kill.msIntoRun} ms into the run | ${
          outcome.retry
            ? `retried (attempt ${outcome.retry.attempt}) on ${outcome.retryLabel} ${((outcome.retryAfterMs ?? 0) / 1000).toFixed(1)} s after the kill, ${outcome.retry.finished_at ? 'completed' : 'NOT completed'}; job ${outcome.jobState}`
            : `NOT retried; job ${outcome.jobState}`
        } | retried once, completed |`,
      );
    }
    console.log(
      `| runtime | ${((Date.now() - started) / 1000).toFixed(0)} s (settled ${((settledAt - lastTick) / 1000).toFixed(0)} s after the last tick) | |`,
    );

    const failures: string[] = [];
    if (missed.length > 0)
      failures.push(`ticks without a completed run: ${missed.map((one) => clock(one.tick)).join(', ')}`);
    if (twice.length > 0) failures.push(`ticks run twice: ${twice.map((one) => clock(one.tick)).join(', ')}`);
    if (jobsTwice.length > 0)
      failures.push(`ticks with two probe jobs: ${jobsTwice.map((one) => clock(one.tick)).join(', ')}`);
    if (unattributed.length > 0)
      failures.push(
        `jobs with no single send-it job: ${unattributed.map(({ job }) => `${job.id} created ${job.created_on.toISOString()}`).join(', ')}`,
      );
    if (notCompletedJobs.length > 0)
      failures.push(
        `jobs not completed: ${notCompletedJobs.map((job) => `${job.id} ${job.state}`).join(', ')}`,
      );
    for (const outcome of killOutcomes) {
      if (!outcome.killedRunUnfinished)
        failures.push(`the run killed at ${clock(outcome.kill.tick)} had finished: not killed mid-job`);
      if (!outcome.retry?.finished_at)
        failures.push(`the run killed at ${clock(outcome.kill.tick)} was not retried to completion`);
    }
    if (failures.length > 0) {
      console.error(`\nFAILED:\n  ${failures.join('\n  ')}\nLogs kept in ${dir}`);
      return 1;
    }
    failed = false;
    console.log('\nAll scheduled-job goals met.');
    return 0;
  } finally {
    await Promise.all(replicas.map((one) => one.api.stop()));
    await client.end();
    await database.drop();
    if (!failed) rmSync(dir, { recursive: true, force: true });
  }
}

process.once('SIGINT', () => {
  for (const one of replicas) void one.api.stop();
  process.exit(130);
});

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  });
