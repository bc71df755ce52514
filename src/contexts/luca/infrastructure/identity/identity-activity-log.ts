import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { RecordActivity } from '../../../identity/index.js';
import { ActivityLog } from '../../application/ports/activity-log.js';

/** Luca's activity goes to identity's log as LUCA_ACCESS. */
@Injectable()
export class IdentityActivityLog extends ActivityLog {
  constructor(private readonly commands: CommandBus) {
    super();
  }

  async lucaOpened(userId: string, tenantId: string): Promise<void> {
    await this.commands.execute(new RecordActivity(userId, tenantId, 'LUCA_ACCESS'));
  }
}
