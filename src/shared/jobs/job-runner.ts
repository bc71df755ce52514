import { Logger } from '@nestjs/common';
import { PgBoss, type ConstructorOptions } from 'pg-boss';
import type { ScheduledJob } from './job-scheduler.js';

/**
 * The queue of every scheduled job. A worker refreshes the heartbeat of the job it runs every 15 s; when a
 * replica dies in the middle of a job (killed, out of memory, host lost) the heartbeat stops and pg-boss's
 * supervisor (every 60 s) puts the job back for another replica (retryLimit 2, at once) within 30-90 s,
 * instead of after the 15-minute expiry of a queue without a heartbeat.
 */
export const SCHEDULED_QUEUE_OPTIONS = { heartbeatSeconds: 30, retryLimit: 2, retryDelay: 0 } as const;

/**
 * pg-boss on the app's own database (embedded or server): queues and cron live in PostgreSQL,
 * so with N replicas a scheduled job still runs once per tick (npm run bench:jobs).
 */
export class JobRunner {
  private readonly logger = new Logger('Jobs');
  private boss: PgBoss | undefined;

  constructor(
    private readonly url: string,
    private readonly poolSize: number,
    /** The pg-boss instance of start() (a fake in the unit test). */
    private readonly createBoss: (options: ConstructorOptions) => PgBoss = (options) => new PgBoss(options),
  ) {}

  get started(): boolean {
    return this.boss !== undefined;
  }

  async start(jobs: readonly ScheduledJob[]): Promise<void> {
    const boss = this.createBoss({ connectionString: this.url, schema: 'pgboss', max: this.poolSize });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    await boss.start();
    this.boss = boss;
    for (const job of jobs) {
      await boss.createQueue(job.name, SCHEDULED_QUEUE_OPTIONS);
      // createQueue keeps the options of a queue that exists already (a database of an earlier release).
      await boss.updateQueue(job.name, SCHEDULED_QUEUE_OPTIONS);
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      await boss.work(job.name, async ([run]) => {
        if (!run) return;
        const started = Date.now();
        await job.run({ id: run.id, attempt: run.retryCount });
        this.logger.log(
          `${job.name} done in ${Date.now() - started} ms (job ${run.id}, attempt ${run.retryCount})`,
        );
      });
    }
    this.logger.log(
      `pg-boss started with ${jobs.length} scheduled job(s): ${jobs.map((j) => j.name).join(', ')}`,
    );
  }

  /** Runs one job now through its queue (admin actions and tests). */
  async trigger(name: string): Promise<string | null> {
    if (!this.boss) throw new Error('Jobs are not running');
    return this.boss.send(name, {});
  }

  /** Waits until a job sent with trigger() has finished; answers its final state (tests and admin actions). */
  async waitFor(name: string, id: string, timeoutMs = 30_000): Promise<'completed' | 'failed' | 'cancelled'> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.boss) throw new Error('Jobs are not running');
      const [job] = await this.boss.findJobs(name, { id });
      const state = job?.state;
      if (state === 'completed' || state === 'failed' || state === 'cancelled') return state;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`Job ${name} ${id} did not finish within ${timeoutMs} ms`);
  }

  async stop(): Promise<void> {
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: 5_000 });
  }
}
