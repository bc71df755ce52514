import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { MikroOrmLoginThrottleRepository } from '../../../infrastructure/persistence/mikro-orm-account-security.repositories.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import {
  PurgeEndedSessions,
  SESSION_RETENTION_DAYS,
  THROTTLE_RETENTION_MS,
  type PurgedRecords,
} from './purge-ended-sessions.command.js';

@CommandHandler(PurgeEndedSessions)
export class PurgeEndedSessionsHandler implements ICommandHandler<PurgeEndedSessions> {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly throttles: MikroOrmLoginThrottleRepository,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<PurgedRecords> {
    const now = this.clock.now().getTime();
    const sessions = await this.sessions.deleteFinishedBefore(
      new Date(now - SESSION_RETENTION_DAYS * 86_400_000),
    );
    const throttles = await this.throttles.deleteStartedBefore(new Date(now - THROTTLE_RETENTION_MS));
    return { sessions, throttles };
  }
}
