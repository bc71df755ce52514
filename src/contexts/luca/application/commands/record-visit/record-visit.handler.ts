import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ActivityLog } from '../../ports/activity-log.js';
import { VisitLog } from '../../ports/visit-log.js';
import { RecordLucaVisit } from './record-visit.command.js';

@CommandHandler(RecordLucaVisit)
export class RecordLucaVisitHandler implements ICommandHandler<RecordLucaVisit> {
  constructor(
    private readonly visits: VisitLog,
    private readonly activity: ActivityLog,
    private readonly clock: Clock,
  ) {}

  async execute({ tenantId, userId, sessionId }: RecordLucaVisit): Promise<boolean> {
    const first = await this.visits.firstOfSession({ sessionId, tenantId, userId, at: this.clock.now() });
    if (first) await this.activity.lucaOpened(userId, tenantId);
    return first;
  }
}
