import { makeAutoObservable, observableRef } from 'mobx';

import { BANNER_OF_ENVIRONMENT, type AppEnvironment, type BannerEnvironment } from '../api/types';
import {
  NOTIFICATION_AUTO_HIDE_MS,
  NOTIFICATION_CLOSABLE_AFTER_MS,
  NOTIFICATION_DELAY_HIDE_MS,
  type AppNotification,
  type NotificationCloseReason,
  type NotificationInput,
} from '../shared/notifications/notification';
import type { ThemeMode } from '../shared/theme/theme';
import { memoryStorage, type KeyValueStorage } from './key-value-storage';
import { LoadingState } from './loading-state';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';
export const SPLASH_DURATION_MS = 3000;
/** Set in the session storage once the splash has shown: it shows once per browser session (tab). */
export const SPLASH_SHOWN_KEY = 'splashShown';

type Timer = ReturnType<typeof setTimeout>;

function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'dark' || value === 'light';
}

/**
 * State of the chrome around the screens: theme, splash, environment banner, the global loading state and
 * the notifications, shown one at a time in arrival order.
 */
export class UiStore {
  themeMode: ThemeMode;
  /** The splash screen: on the first start of a browser session, not on every reload. */
  splashVisible: boolean;
  /**
   * The environment the server names for this host (`/api/app-config`); undefined until known. The one
   * source of the banner (TEST, DEVELOPMENT) and of Report issues (outside production).
   */
  appEnvironment: AppEnvironment | undefined = undefined;
  /** The notification on screen (or leaving it while notificationOpen is false). */
  notification: AppNotification | undefined = undefined;
  notificationOpen = false;
  readonly loading = new LoadingState();
  /** The header's Share View: set by the dashboard while it is on screen. */
  shareViewAction: (() => void) | undefined = undefined;

  readonly #storage: KeyValueStorage;
  readonly #sessionStorage: KeyValueStorage;
  #queue: AppNotification[] = [];
  #nextNotificationId = 1;
  #closableTimer: Timer | undefined;
  #hideTimer: Timer | undefined;
  #advanceTimer: Timer | undefined;
  #splashTimer: Timer | undefined;

  /** `storage` keeps the theme across visits; `sessionStorage` remembers the splash for this session. */
  constructor(storage: KeyValueStorage, sessionStorage: KeyValueStorage = memoryStorage()) {
    this.#storage = storage;
    this.#sessionStorage = sessionStorage;
    this.splashVisible = sessionStorage.getItem(SPLASH_SHOWN_KEY) === null;
    const stored = storage.getItem(THEME_STORAGE_KEY);
    this.themeMode = isThemeMode(stored) ? stored : DEFAULT_THEME_MODE;
    makeAutoObservable(
      this,
      { notification: observableRef, loading: false, shareViewAction: observableRef },
      { autoBind: true },
    );
  }

  setThemeMode(mode: ThemeMode): void {
    this.themeMode = mode;
    try {
      this.#storage.setItem(THEME_STORAGE_KEY, mode);
    } catch {
      // A refused storage only costs the preference on the next visit.
    }
  }

  setShareViewAction(action: (() => void) | undefined): void {
    this.shareViewAction = action;
  }

  toggleThemeMode(): void {
    this.setThemeMode(this.themeMode === 'dark' ? 'light' : 'dark');
  }

  /**
   * Shows the splash for SPLASH_DURATION_MS from now, and marks it shown for the browser session (a reload
   * or another page of the session goes straight to the app); calling it again does not extend it.
   */
  startSplash(): void {
    if (this.#splashTimer !== undefined || !this.splashVisible) return;
    try {
      this.#sessionStorage.setItem(SPLASH_SHOWN_KEY, '1');
    } catch {
      // A refused storage only means the splash shows again on the next reload.
    }
    this.#splashTimer = setTimeout(() => {
      this.hideSplash();
    }, SPLASH_DURATION_MS);
  }

  hideSplash(): void {
    this.splashVisible = false;
  }

  /** The banner of the environment: TEST, DEVELOPMENT, or none in production and while unknown. */
  get bannerEnvironment(): BannerEnvironment | undefined {
    return this.appEnvironment === undefined ? undefined : BANNER_OF_ENVIRONMENT[this.appEnvironment];
  }

  setAppEnvironment(environment: AppEnvironment | undefined): void {
    this.appEnvironment = environment;
  }

  /** Queues a notification; one equal to the one on screen or already queued is not repeated. */
  notify(input: NotificationInput): number {
    const same = (other: AppNotification) =>
      other.title === input.title && other.message === input.message && other.severity === input.severity;
    const duplicate =
      this.notification !== undefined && this.notificationOpen && same(this.notification)
        ? this.notification
        : this.#queue.find(same);
    if (duplicate !== undefined) return duplicate.id;

    const notification: AppNotification = { ...input, id: this.#nextNotificationId++, closable: false };
    this.#queue.push(notification);
    if (this.notification === undefined) this.showNextNotification();
    return notification.id;
  }

  /** The user may close a notification only after NOTIFICATION_CLOSABLE_AFTER_MS; the auto-hide always may. */
  closeNotification(id: number, reason: NotificationCloseReason): void {
    const current = this.notification;
    if (current === undefined || current.id !== id || !this.notificationOpen) return;
    if (reason === 'user' && !current.closable) return;
    this.clearNotificationTimers();
    this.notificationOpen = false;
    this.#advanceTimer = setTimeout(() => {
      this.advanceNotifications();
    }, NOTIFICATION_DELAY_HIDE_MS);
    current.onClose?.();
  }

  /** Holds the auto-hide while the pointer or focus is on the notification. */
  pauseNotificationAutoHide(): void {
    if (this.#hideTimer === undefined) return;
    clearTimeout(this.#hideTimer);
    this.#hideTimer = undefined;
  }

  /** Restarts the auto-hide (the full NOTIFICATION_AUTO_HIDE_MS) after a pause. */
  resumeNotificationAutoHide(): void {
    const current = this.notification;
    if (current === undefined || !this.notificationOpen || this.#hideTimer !== undefined) return;
    this.#hideTimer = setTimeout(() => {
      this.closeNotification(current.id, 'timeout');
    }, NOTIFICATION_AUTO_HIDE_MS);
  }

  /** Stops every timer (tests, hot reload). */
  dispose(): void {
    this.clearNotificationTimers();
    clearTimeout(this.#advanceTimer);
    clearTimeout(this.#splashTimer);
    this.#advanceTimer = undefined;
    this.#splashTimer = undefined;
  }

  private advanceNotifications(): void {
    this.#advanceTimer = undefined;
    this.notification = undefined;
    this.showNextNotification();
  }

  private showNextNotification(): void {
    const next = this.#queue.shift();
    if (next === undefined) return;
    this.notification = next;
    this.notificationOpen = true;
    this.#closableTimer = setTimeout(() => {
      this.markClosable(next.id);
    }, NOTIFICATION_CLOSABLE_AFTER_MS);
    this.#hideTimer = setTimeout(() => {
      this.closeNotification(next.id, 'timeout');
    }, NOTIFICATION_AUTO_HIDE_MS);
  }

  private markClosable(id: number): void {
    this.#closableTimer = undefined;
    if (this.notification?.id === id) this.notification = { ...this.notification, closable: true };
  }

  private clearNotificationTimers(): void {
    clearTimeout(this.#closableTimer);
    clearTimeout(this.#hideTimer);
    this.#closableTimer = undefined;
    this.#hideTimer = undefined;
  }
}
