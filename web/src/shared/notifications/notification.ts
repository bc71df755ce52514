export type NotificationSeverity = 'error' | 'warning' | 'info' | 'success';

export interface NotificationInput {
  title: string;
  message: string;
  severity: NotificationSeverity;
  /** Runs once when the notification closes, by the user or by its auto-hide. */
  onClose?: () => void;
}

export interface AppNotification extends NotificationInput {
  id: number;
  /** False during the first NOTIFICATION_CLOSABLE_AFTER_MS after it appears. */
  closable: boolean;
}

export type NotificationCloseReason = 'user' | 'timeout';

export const NOTIFICATION_AUTO_HIDE_MS = 7000;
export const NOTIFICATION_CLOSABLE_AFTER_MS = 1000;
/** Pause between one notification leaving and the next queued one appearing. */
export const NOTIFICATION_DELAY_HIDE_MS = 100;
