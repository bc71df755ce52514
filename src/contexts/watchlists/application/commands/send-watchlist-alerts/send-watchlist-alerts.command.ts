import { Command } from '@nestjs/cqrs';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

export interface AlertRunSummary {
  users: number;
  digests: number;
  failures: number;
}

/**
 * One run of the watchlist alerts: every user with watched companies whose digest is due gets one
 * mail listing the companies whose score or rating changed since they were last told.
 */
@CommitsStepByStep() // A batch: each watcher's digest commits on its own.
export class SendWatchlistAlerts extends Command<AlertRunSummary> {}
