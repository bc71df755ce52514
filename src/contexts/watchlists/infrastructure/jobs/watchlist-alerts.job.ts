import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { ScheduledJob } from '../../../../shared/jobs/job-scheduler.js';
import { SendWatchlistAlerts } from '../../application/commands/send-watchlist-alerts/send-watchlist-alerts.command.js';

/**
 * Every 5 minutes: watchlist alert digests. pg-boss runs one job per tick across the API replicas,
 * and a per-user row lock makes even two concurrent runs send a user's digest once.
 */
@Injectable()
export class WatchlistAlertsJob implements ScheduledJob {
  readonly name = 'watchlists.alert-digest';
  readonly cron = '*/5 * * * *';
  private readonly logger = new Logger(WatchlistAlertsJob.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  async run(): Promise<void> {
    const summary = await RequestContext.create(this.orm.em, () =>
      this.commands.execute(new SendWatchlistAlerts()),
    );
    this.logger.log(
      `Checked ${summary.users} user(s), sent ${summary.digests} digest(s), ${summary.failures} failure(s)`,
    );
  }
}
