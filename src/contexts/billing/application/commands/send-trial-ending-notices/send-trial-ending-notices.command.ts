import { Command } from '@nestjs/cqrs';

/** What a run of the trial-ending notices did. */
export interface TrialEndingNoticesSummary {
  /** Subscriptions whose administrators were mailed (each one once, ever). */
  notified: number;
  /** Subscriptions whose mail failed: nothing was recorded, the next run tries again. */
  failures: number;
}

/** Mails the administrators of every trial ending within 3 days that has not been told yet. */
export class SendTrialEndingNotices extends Command<TrialEndingNoticesSummary> {}
