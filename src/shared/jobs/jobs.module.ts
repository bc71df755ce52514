import { MikroORM } from '@mikro-orm/postgresql';
import {
  Global,
  Inject,
  Injectable,
  Module,
  type BeforeApplicationShutdown,
  type DynamicModule,
  type OnApplicationBootstrap,
  type Type,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { DatabaseServer } from '../database/database-server.js';
import { JobRunner } from './job-runner.js';
import { SCHEDULED_JOBS, type ScheduledJob } from './job-scheduler.js';
import { JobsProbeJob } from './jobs-probe.job.js';

@Injectable()
class JobsLifecycle implements OnApplicationBootstrap, BeforeApplicationShutdown {
  constructor(
    private readonly runner: JobRunner,
    private readonly config: AppConfig,
    @Inject(SCHEDULED_JOBS) private readonly jobs: ScheduledJob[],
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.runJobs) await this.runner.start(this.jobs);
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}

@Global()
@Module({})
export class JobsModule {
  /** `jobs`: the scheduled-job providers contributed by the contexts (exported by their modules). */
  static forRoot(jobs: Type<ScheduledJob>[], imports: DynamicModule['imports'] = []): DynamicModule {
    return {
      module: JobsModule,
      imports,
      providers: [
        {
          provide: JobRunner,
          inject: [DatabaseServer, AppConfig],
          useFactory: (server: DatabaseServer, config: AppConfig) =>
            new JobRunner(server.url, server.embedded ? 2 : Math.min(4, config.dbPoolSize)),
        },
        {
          provide: SCHEDULED_JOBS,
          inject: [MikroORM, AppConfig, ...jobs],
          useFactory: (orm: MikroORM, config: AppConfig, ...instances: ScheduledJob[]) =>
            config.benchJobsProbeMs === undefined
              ? instances
              : [...instances, new JobsProbeJob(orm, config.benchJobsProbeMs)],
        },
        JobsLifecycle,
      ],
      exports: [JobRunner],
    };
  }
}
