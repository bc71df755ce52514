import { Command } from '@nestjs/cqrs';

export const SESSION_RETENTION_DAYS = 30;
/** Sign-in and reset-mail throttles are kept a day after their 15-minute window started. */
export const THROTTLE_RETENTION_MS = 86_400_000;

export interface PurgedRecords {
  sessions: number;
  throttles: number;
}

/**
 * Deletes sessions that ended or expired more than the retention period ago, and throttle rows whose
 * window is long over (any address asked for can add one); answers how many of each.
 */
export class PurgeEndedSessions extends Command<PurgedRecords> {}
