import type { NotificationFrequency } from '../../domain/alert-setting.js';
import type { ScoreChange } from '../../domain/alert-digest.js';

/** The watchlist-alert digest mail. */
export abstract class AlertMail {
  abstract digest(
    to: string,
    name: string,
    frequency: NotificationFrequency,
    changes: readonly ScoreChange[],
  ): Promise<void>;
}
