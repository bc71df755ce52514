import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { RecordActivity } from '../../../../identity/index.js';
import { VisitLog } from '../../ports/visit-log.js';
import { RecordLucaVisit } from './record-visit.command.js';

@CommandHandler(RecordLucaVisit)
export class RecordLucaVisitHandler implements ICommandHandler<RecordLucaVisit> {
  constructor(
    private readonly visits: VisitLog,
    private readonly commands: CommandBus,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, sessionId }: RecordLucaVisit): Promise<boolean> {
    const first = await this.visits.firstOfSession({ sessionId, tenantId, userId, at: this.clock.now() });
    if (first) await this.commands.execute(new RecordActivity(userId, tenantId, 'LUCA_ACCESS'));
    return first;
  }
}
