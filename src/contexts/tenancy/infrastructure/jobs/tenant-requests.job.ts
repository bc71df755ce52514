import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ScheduledJob } from '../../../../shared/jobs/job-scheduler.js';
import { RunDueTenantRequests } from '../../application/commands/run-tenant-requests/run-tenant-requests.command.js';

/**
 * Every minute: tenant, user and Luca requests whose start or end has come. pg-boss runs one job per
 * tick across the API replicas, and each request is taken under a row lock (skip locked), so even two
 * runs at once carry a request out once.
 */
@Injectable()
export class TenantRequestsJob implements ScheduledJob {
  readonly name = 'tenancy.tenant-requests';
  readonly cron = '* * * * *';
  private readonly logger = new Logger(TenantRequestsJob.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  async run(): Promise<void> {
    const summary = await RequestContext.create(this.orm.em, () =>
      this.commands.execute(new RunDueTenantRequests()),
    );
    if (summary.started + summary.failed + summary.ended > 0) {
      this.logger.log(
        `Requests started ${summary.started}, failed ${summary.failed}, ended ${summary.ended}`,
      );
    }
  }
}
