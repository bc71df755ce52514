import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/core';
import type { ScheduledJob } from '../../../../shared/jobs/job-scheduler.js';
import { PurgeEndedSessions } from '../../application/commands/purge-ended-sessions/purge-ended-sessions.command.js';

/** Nightly: forget sessions that ended long ago and throttles whose window is over, so both tables stay small. */
@Injectable()
export class SessionCleanupJob implements ScheduledJob {
  readonly name = 'identity.session-cleanup';
  readonly cron = '17 3 * * *';
  private readonly logger = new Logger(SessionCleanupJob.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly orm: MikroORM,
  ) {}

  async run(): Promise<void> {
    const deleted = await RequestContext.create(this.orm.em, () =>
      this.commands.execute(new PurgeEndedSessions()),
    );
    this.logger.log(
      `Deleted ${deleted.sessions} finished session(s) and ${deleted.throttles} expired throttle row(s)`,
    );
  }
}
