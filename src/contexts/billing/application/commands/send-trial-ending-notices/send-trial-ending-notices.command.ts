import { Command } from '@nestjs/cqrs';
import { CommitsStepByStep } from '../../../../../shared/unit-of-work/unit-of-work.js';

/** What a run of the trial-ending notices did. */
export interface TrialEndingNoticesSummary {
  /** Subscriptions whose administrators were mailed (each one once, ever). */
  notified: number;
  /** Subscriptions whose mail failed: nothing was recorded, the next run tries again. */
  failures: number;
}

/** Mails the administrators of every trial ending within 3 days that has not been told yet. */
@CommitsStepByStep() // A batch: each notice commits with its mark on its own.
export class SendTrialEndingNotices extends Command<TrialEndingNoticesSummary> {}
