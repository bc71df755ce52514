import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  NOTIFICATION_AUTO_HIDE_MS,
  NOTIFICATION_CLOSABLE_AFTER_MS,
  NOTIFICATION_DELAY_HIDE_MS,
} from '../shared/notifications/notification';
import { memoryStorage } from './key-value-storage';
import { SPLASH_DURATION_MS, SPLASH_SHOWN_KEY, THEME_STORAGE_KEY, UiStore } from './ui-store';

describe('UiStore theme', () => {
  it('is dark by default', () => {
    expect(new UiStore(memoryStorage()).themeMode).toBe('dark');
  });

  it("restores the stored mode from 'theme' and ignores unknown values", () => {
    const storage = memoryStorage();
    storage.setItem(THEME_STORAGE_KEY, 'light');
    expect(new UiStore(storage).themeMode).toBe('light');
    storage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(new UiStore(storage).themeMode).toBe('dark');
  });

  it('persists a toggle', () => {
    const storage = memoryStorage();
    const ui = new UiStore(storage);
    ui.toggleThemeMode();
    expect(ui.themeMode).toBe('light');
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('light');
    ui.toggleThemeMode();
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(new UiStore(storage).themeMode).toBe('dark');
  });

  it('keeps working when the storage refuses writes', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const ui = new UiStore(storage);
    ui.setThemeMode('light');
    expect(ui.themeMode).toBe('light');
  });
});

describe('UiStore splash and banner', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows the splash for 3000 ms after start', () => {
    const ui = new UiStore(memoryStorage());
    ui.startSplash();
    vi.advanceTimersByTime(SPLASH_DURATION_MS - 1);
    expect(ui.splashVisible).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ui.splashVisible).toBe(false);
    expect(SPLASH_DURATION_MS).toBe(3000);
  });

  it('shows the splash once per browser session: a reload of the session skips it', () => {
    const session = memoryStorage();
    const first = new UiStore(memoryStorage(), session);
    expect(first.splashVisible).toBe(true);
    first.startSplash();
    expect(session.getItem(SPLASH_SHOWN_KEY)).toBe('1');
    const reloaded = new UiStore(memoryStorage(), session);
    expect(reloaded.splashVisible).toBe(false);
    reloaded.startSplash();
    expect(reloaded.splashVisible).toBe(false);
    // A new session (another tab, the browser reopened) shows it again.
    expect(new UiStore(memoryStorage(), memoryStorage()).splashVisible).toBe(true);
    first.dispose();
  });

  it('derives the banner from the one environment', () => {
    const ui = new UiStore(memoryStorage());
    expect(ui.bannerEnvironment).toBeUndefined();
    ui.setAppEnvironment('test');
    expect(ui.bannerEnvironment).toBe('TEST');
    ui.setAppEnvironment('development');
    expect(ui.bannerEnvironment).toBe('DEVELOPMENT');
    ui.setAppEnvironment('production');
    expect(ui.bannerEnvironment).toBeUndefined();
  });
});

describe('UiStore notifications', () => {
  let ui: UiStore;

  beforeEach(() => {
    vi.useFakeTimers();
    ui = new UiStore(memoryStorage());
  });

  afterEach(() => {
    ui.dispose();
    vi.useRealTimers();
  });

  it('cannot be closed by the user during the first 1000 ms', () => {
    const onClose = vi.fn();
    const id = ui.notify({ title: 'Notification (500)', message: 'Boom', severity: 'error', onClose });
    expect(ui.notification).toMatchObject({ id, closable: false });
    expect(ui.notificationOpen).toBe(true);

    vi.advanceTimersByTime(NOTIFICATION_CLOSABLE_AFTER_MS - 1);
    ui.closeNotification(id, 'user');
    expect(ui.notificationOpen).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(ui.notification?.closable).toBe(true);
    ui.closeNotification(id, 'user');
    expect(ui.notificationOpen).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(NOTIFICATION_DELAY_HIDE_MS);
    expect(ui.notification).toBeUndefined();
  });

  it('hides by itself after 7000 ms and runs onClose', () => {
    const onClose = vi.fn();
    ui.notify({ title: 'Notification', message: 'Saved', severity: 'success', onClose });
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1);
    expect(ui.notificationOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(ui.notificationOpen).toBe(false);
    expect(onClose).toHaveBeenCalledOnce();
    expect(NOTIFICATION_AUTO_HIDE_MS).toBe(7000);
    expect(NOTIFICATION_CLOSABLE_AFTER_MS).toBe(1000);
  });

  it('shows queued notifications one after another, each with its full time', () => {
    const first = ui.notify({ title: 'Notification (400)', message: 'First', severity: 'error' });
    const second = ui.notify({ title: 'Notification (400)', message: 'Second', severity: 'error' });
    expect(ui.notification?.id).toBe(first);

    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS + NOTIFICATION_DELAY_HIDE_MS);
    expect(ui.notification).toMatchObject({ id: second, closable: false });
    expect(ui.notificationOpen).toBe(true);

    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS - 1);
    expect(ui.notificationOpen).toBe(true);
    vi.advanceTimersByTime(1 + NOTIFICATION_DELAY_HIDE_MS);
    expect(ui.notification).toBeUndefined();
  });

  it('does not repeat a notification that is already showing or queued', () => {
    const input = { title: 'Notification (500)', message: 'Boom', severity: 'error' } as const;
    const id = ui.notify(input);
    expect(ui.notify(input)).toBe(id);
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS + NOTIFICATION_DELAY_HIDE_MS);
    expect(ui.notification).toBeUndefined();
  });

  it('holds the auto-hide while paused and restarts it on resume', () => {
    const id = ui.notify({ title: 'Notification', message: 'Read me', severity: 'info' });
    vi.advanceTimersByTime(5000);
    ui.pauseNotificationAutoHide();
    vi.advanceTimersByTime(60_000);
    expect(ui.notificationOpen).toBe(true);
    ui.resumeNotificationAutoHide();
    vi.advanceTimersByTime(NOTIFICATION_AUTO_HIDE_MS);
    expect(ui.notificationOpen).toBe(false);
    expect(ui.notification?.id).toBe(id);
  });
});
