import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, screenshot } from './browser.ts';

const PASSWORD = 'Ledger!Demo2026';
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').waitFor({ timeout: 20_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(access|dashboard)/, { timeout: 20_000 });
  if (new URL(page.url()).pathname === '/access') {
    await page.getByRole('link', { name: 'Access Dashboard' }).click();
  }
  await page.waitForURL('**/dashboard**', { timeout: 20_000 });
}

const rows = (page: Page) => page.locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr');

test('a shared view opens the same screen and company in a second browser after login, and not for another tenant', async () => {
  const sharer = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await sharer.newPage();
  await page.goto(`${BASE_URL}/`);
  await signIn(page, 'analyst@acme.test');
  await rows(page).first().waitFor({ timeout: 30_000 });

  // Narrow the screen to one exchange and open the third company.
  await page.getByRole('combobox', { name: 'Exchange country' }).click();
  await page.getByRole('option', { name: /^Japan/ }).click();
  await page.getByRole('option', { name: /^United Kingdom/ }).click();
  await page.keyboard.press('Escape');
  await page.waitForTimeout(1500);
  await rows(page).nth(2).waitFor();
  // The name cell: the first cell of a result row is its checkbox.
  const target = rows(page).nth(2).locator('td:not(.ls-select-cell)').first();
  const name = ((await target.textContent()) ?? '').trim();
  await target.click();
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.getByText(name).waitFor({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Share View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share View' });
  const link = await dialog.getByLabel('Link').inputValue();
  assert.match(link, /\/dashboard\?share=[A-Za-z0-9_-]+$/);
  await screenshot(page, 'share-view-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  // A second browser, signed out: the link survives the sign-in and opens the same view.
  const reader = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const second = await reader.newPage();
  await second.goto(link);
  await second.waitForURL((url) => url.pathname === '/' && url.searchParams.has('share'), {
    timeout: 20_000,
  });
  await signIn(second, 'analyst@acme.test');
  await second.getByRole('toolbar', { name: 'Company' }).getByText(name).waitFor({ timeout: 30_000 });
  const exchanges = second
    .getByRole('combobox', { name: 'Exchange country' })
    .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]');
  const chips = ((await exchanges.textContent()) ?? '').trim();
  assert.match(chips, /United States/);
  assert.doesNotMatch(chips, /Japan|United Kingdom/);
  await screenshot(second, 'share-view-opened');
  await reader.close();

  // A user of another tenant (the provider's administrator) opening the link gets the plain dashboard.
  const stranger = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const third = await stranger.newPage();
  await third.goto(`${BASE_URL}/`);
  await third.getByLabel('Email').fill('admin@ledgerscope.test');
  await third.getByLabel(/^Password/).fill(PASSWORD);
  await third.getByRole('button', { name: 'Sign in' }).click();
  await third.waitForURL('**/administrator/**', { timeout: 20_000 });
  await third.goto(link);
  await third.waitForURL((url) => url.pathname === '/dashboard' && !url.searchParams.has('share'), {
    timeout: 20_000,
  });
  await stranger.close();
  await sharer.close();
});
