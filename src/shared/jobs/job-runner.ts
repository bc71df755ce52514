import { Logger } from '@nestjs/common';
import { PgBoss } from 'pg-boss';
import type { ScheduledJob } from './job-scheduler.js';

/**
 * pg-boss on the app's own database (embedded or server): queues and cron live in PostgreSQL,
 * so with N replicas a scheduled job still runs once per tick.
 */
export class JobRunner {
  private readonly logger = new Logger('Jobs');
  private boss: PgBoss | undefined;

  constructor(
    private readonly url: string,
    private readonly poolSize: number,
  ) {}

  get started(): boolean {
    return this.boss !== undefined;
  }

  async start(jobs: readonly ScheduledJob[]): Promise<void> {
    const boss = new PgBoss({ connectionString: this.url, schema: 'pgboss', max: this.poolSize });
    boss.on('error', (error: Error) => this.logger.error(`pg-boss: ${error.message}`));
    await boss.start();
    this.boss = boss;
    for (const job of jobs) {
      await boss.createQueue(job.name);
      await boss.schedule(job.name, job.cron, null, { tz: 'UTC' });
      await boss.work(job.name, async () => {
        const started = Date.now();
        await job.run();
        this.logger.log(`${job.name} done in ${Date.now() - started} ms`);
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
