import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { Activity } from '../../../domain/activity.js';
import { ActivityRepository } from '../../../domain/activity.repository.js';
import { RecordActivity } from './record-activity.command.js';

@CommandHandler(RecordActivity)
export class RecordActivityHandler implements ICommandHandler<RecordActivity> {
  constructor(
    private readonly activities: ActivityRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, tenantId, type }: RecordActivity): Promise<void> {
    await this.activities.add(
      new Activity({ id: randomUUID(), userId, tenantId, type, at: this.clock.now() }),
    );
  }
}
