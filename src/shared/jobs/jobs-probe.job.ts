import type { MikroORM } from '@mikro-orm/postgresql';
import type { JobRun, ScheduledJob } from './job-scheduler.js';

/**
 * A scheduled job of `npm run bench:jobs` only, registered when BENCH_JOBS_PROBE=true (never in the
 * product): every minute it records its run (job, attempt, process, start, end) in bench_jobs.run, a table
 * the benchmark creates, and takes BENCH_JOBS_PROBE_MS (2 s) so that a replica can be killed in the middle.
 */
export class JobsProbeJob implements ScheduledJob {
  readonly name = 'bench.jobs-probe';
  readonly cron = '* * * * *';

  constructor(
    private readonly orm: MikroORM,
    private readonly durationMs: number,
  ) {}

  async run(job: JobRun): Promise<void> {
    const connection = this.orm.em.getConnection();
    const [row] = await connection.execute<Array<{ id: number }>>(
      'insert into bench_jobs.run (job_id, attempt, pid, started_at) values (?, ?, ?, clock_timestamp()) returning id',
      [job.id, job.attempt, process.pid],
    );
    await new Promise((resolve) => setTimeout(resolve, this.durationMs));
    await connection.execute('update bench_jobs.run set finished_at = clock_timestamp() where id = ?', [
      row?.id,
    ]);
  }
}
