import { Command } from '@nestjs/cqrs';

export const SESSION_RETENTION_DAYS = 30;

/** Deletes sessions that ended or expired more than the retention period ago; answers how many. */
export class PurgeEndedSessions extends Command<number> {}
