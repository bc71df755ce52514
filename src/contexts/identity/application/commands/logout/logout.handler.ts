import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { SessionRepository } from '../../../domain/session.repository.js';
import { Logout } from './logout.command.js';

@CommandHandler(Logout)
export class LogoutHandler implements ICommandHandler<Logout> {
  constructor(
    private readonly sessions: SessionRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ sessionId }: Logout): Promise<void> {
    const session = await this.sessions.byId(sessionId);
    if (!session) return;
    session.end(this.clock.now(), 'LOGOUT');
    await this.sessions.save(session);
  }
}
