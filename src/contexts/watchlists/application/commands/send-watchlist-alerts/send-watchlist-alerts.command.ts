import { Command } from '@nestjs/cqrs';

export interface AlertRunSummary {
  users: number;
  digests: number;
  failures: number;
}

/**
 * One run of the watchlist alerts: every user with watched companies whose digest is due gets one
 * mail listing the companies whose score or rating changed since they were last told.
 */
export class SendWatchlistAlerts extends Command<AlertRunSummary> {}
