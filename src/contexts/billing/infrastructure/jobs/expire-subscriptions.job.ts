import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ScheduledJob } from '../../../../shared/jobs/job-scheduler.js';
import { ExpireSubscriptions } from '../../application/commands/expire-subscriptions/expire-subscriptions.command.js';

/** Every 15 minutes: subscriptions whose access has ended become EXPIRED (the rule already denies access). */
@Injectable()
export class ExpireSubscriptionsJob implements ScheduledJob {
  readonly name = 'billing.expire-subscriptions';
  readonly cron = '*/15 * * * *';
  private readonly logger = new Logger(ExpireSubscriptionsJob.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  async run(): Promise<void> {
    const expired = await RequestContext.create(this.orm.em, () =>
      this.commands.execute(new ExpireSubscriptions()),
    );
    if (expired > 0) this.logger.log(`Subscriptions expired: ${expired}`);
  }
}
