import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { PurgeEndedSessions, SESSION_RETENTION_DAYS } from './purge-ended-sessions.command.js';

@CommandHandler(PurgeEndedSessions)
export class PurgeEndedSessionsHandler implements ICommandHandler<PurgeEndedSessions> {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - SESSION_RETENTION_DAYS * 86_400_000);
    return this.sessions.deleteFinishedBefore(cutoff);
  }
}
