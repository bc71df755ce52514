import type { ConstructorOptions, PgBoss } from 'pg-boss';
import { JobRunner, SCHEDULED_QUEUE_OPTIONS } from './job-runner.js';
import type { JobRun, ScheduledJob } from './job-scheduler.js';

type Handler = (jobs: Array<{ id: string; retryCount: number }>) => Promise<void>;

/** What JobRunner asks of pg-boss, recorded. */
class FakeBoss {
  readonly calls: string[] = [];
  readonly handlers = new Map<string, Handler>();

  constructor(readonly options: ConstructorOptions) {}
  on(): void {}
  start(): Promise<void> {
    this.calls.push('start');
    return Promise.resolve();
  }
  createQueue(name: string, options: object): Promise<void> {
    this.calls.push(`createQueue ${name} ${JSON.stringify(options)}`);
    return Promise.resolve();
  }
  updateQueue(name: string, options: object): Promise<void> {
    this.calls.push(`updateQueue ${name} ${JSON.stringify(options)}`);
    return Promise.resolve();
  }
  schedule(name: string, cron: string, data: unknown, options: object): Promise<void> {
    this.calls.push(`schedule ${name} ${cron} ${JSON.stringify(options)}`);
    return Promise.resolve();
  }
  work(name: string, handler: Handler): Promise<string> {
    this.handlers.set(name, handler);
    return Promise.resolve(name);
  }
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

describe('JobRunner', () => {
  it('runs a scheduled job from a queue whose heartbeat gets a killed run retried, also on an existing queue', async () => {
    let boss: FakeBoss | undefined;
    const runner = new JobRunner('postgres://db/app', 3, (options) => {
      boss = new FakeBoss(options);
      return boss as unknown as PgBoss;
    });
    const runs: JobRun[] = [];
    const job: ScheduledJob = {
      name: 'test.job',
      cron: '*/5 * * * *',
      run: (run) => {
        runs.push(run);
        return Promise.resolve();
      },
    };

    await runner.start([job]);

    const options = JSON.stringify(SCHEDULED_QUEUE_OPTIONS);
    expect(boss?.options).toMatchObject({ connectionString: 'postgres://db/app', schema: 'pgboss', max: 3 });
    expect(boss?.calls).toEqual([
      'start',
      `createQueue test.job ${options}`,
      `updateQueue test.job ${options}`,
      'schedule test.job */5 * * * * {"tz":"UTC"}',
    ]);
    expect(SCHEDULED_QUEUE_OPTIONS.heartbeatSeconds).toBeLessThan(60);
    expect(SCHEDULED_QUEUE_OPTIONS.retryLimit).toBeGreaterThanOrEqual(1);

    await boss?.handlers.get('test.job')?.([{ id: 'a1', retryCount: 1 }]);
    expect(runs).toEqual([{ id: 'a1', attempt: 1 }]);
    await runner.stop();
  });
});
