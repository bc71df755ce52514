import { afterEach, beforeAll, vi } from 'vitest';

import { enableActEnvironment, unmountApp } from './mount-app';

export * from './http';
export * from './mount-app';
export * from './page-dom';
export * from './principals';

/**
 * Sets up a file of tests that mount the app on a page: act() on, the app unmounted after each test, and
 * a long timeout (Handsontable and TipTap render slowly in happy-dom, about 2 s a grid on a busy machine).
 */
export function setUpPageTests(testTimeout = 30_000): void {
  vi.setConfig({ testTimeout });
  beforeAll(enableActEnvironment);
  afterEach(unmountApp);
}
