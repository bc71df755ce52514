/** Spec section 9: 'Notification frequencies: instant, daily, weekly, monthly; default instant.' */
export const NOTIFICATION_FREQUENCIES = ['INSTANT', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const DEFAULT_FREQUENCY: NotificationFrequency = 'INSTANT';

const DAY_MS = 86_400_000;

/** When the next digest may go after one sent at `last`: at once (instant), or a day, a week, a calendar month later. */
export function nextDigestAt(frequency: NotificationFrequency, last: Date | null): Date | null {
  if (last === null) return null;
  switch (frequency) {
    case 'INSTANT':
      return null;
    case 'DAILY':
      return new Date(last.getTime() + DAY_MS);
    case 'WEEKLY':
      return new Date(last.getTime() + 7 * DAY_MS);
    case 'MONTHLY': {
      const next = new Date(last.getTime());
      const day = next.getUTCDate();
      next.setUTCDate(1);
      next.setUTCMonth(next.getUTCMonth() + 1);
      const daysInMonth = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
      next.setUTCDate(Math.min(day, daysInMonth));
      return next;
    }
  }
}

/** A user's watchlist-alert preference and when their last digest went out. */
export class AlertSetting {
  userId: string;
  tenantId: string;
  frequency: NotificationFrequency;
  lastDigestAt: Date | null;
  updatedAt: Date;

  constructor(input: {
    userId: string;
    tenantId: string;
    frequency?: NotificationFrequency;
    lastDigestAt?: Date | null;
    at: Date;
  }) {
    this.userId = input.userId;
    this.tenantId = input.tenantId;
    this.frequency = input.frequency ?? DEFAULT_FREQUENCY;
    this.lastDigestAt = input.lastDigestAt ?? null;
    this.updatedAt = input.at;
  }

  /** One digest per period: due when none was sent yet, or the period since the last one has passed. */
  isDue(now: Date): boolean {
    const next = nextDigestAt(this.frequency, this.lastDigestAt);
    return next === null || next.getTime() <= now.getTime();
  }

  choose(frequency: NotificationFrequency, at: Date): void {
    this.frequency = frequency;
    this.updatedAt = at;
  }

  markSent(at: Date): void {
    this.lastDigestAt = at;
    this.updatedAt = at;
  }
}
