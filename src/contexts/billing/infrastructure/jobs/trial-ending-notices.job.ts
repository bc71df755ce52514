import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ScheduledJob } from '../../../../shared/jobs/job-scheduler.js';
import { SendTrialEndingNotices } from '../../application/commands/send-trial-ending-notices/send-trial-ending-notices.command.js';

/** Every hour: the administrators of a trial ending within 3 days are mailed, once per subscription. */
@Injectable()
export class TrialEndingNoticesJob implements ScheduledJob {
  readonly name = 'billing.trial-ending-notices';
  readonly cron = '0 * * * *';
  private readonly logger = new Logger(TrialEndingNoticesJob.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  async run(): Promise<void> {
    const summary = await RequestContext.create(this.orm.em, () =>
      this.commands.execute(new SendTrialEndingNotices()),
    );
    if (summary.notified > 0 || summary.failures > 0)
      this.logger.log(`Trial-ending notices: ${summary.notified} sent, ${summary.failures} failure(s)`);
  }
}
