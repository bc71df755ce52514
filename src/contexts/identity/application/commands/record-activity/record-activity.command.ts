import { Command } from '@nestjs/cqrs';
import type { ActivityType } from '../../../domain/activity.js';

/** Counts something a user did (the spec's request-type calls). */
export class RecordActivity extends Command<void> {
  constructor(
    readonly userId: string,
    readonly tenantId: string,
    readonly type: ActivityType,
  ) {
    super();
  }
}
