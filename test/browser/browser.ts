import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}
