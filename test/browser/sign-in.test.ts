import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, screenshot } from './browser.ts';

const PASSWORD = 'Ledger!Demo2026';
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

test('an analyst signs in and lands on the dashboard with the last data update in SGT', async () => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(`${BASE_URL}/`);
  await page.getByLabel('Email').waitFor({ timeout: 15_000 });
  // Dark theme by default: the page background is dark.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [red = 255, green = 255, blue = 255] = (background.match(/\d+/g) ?? []).map(Number);
  assert.ok(red + green + blue < 200, `expected a dark background, got ${background}`);
  await screenshot(page, 'login');

  await page.getByLabel('Email').fill('analyst@acme.test');
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Luca access: the access page first, then the dashboard.
  await page.waitForURL('**/access', { timeout: 15_000 });
  await screenshot(page, 'access');
  await page.getByRole('link', { name: 'Access Dashboard' }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await page.getByRole('toolbar', { name: 'Company' }).waitFor({ timeout: 30_000 });
  await page.getByText(/SGT$/).first().waitFor();
  await page.close();
});

test('a wrong password shows the catalogue message and stays on the login page', async () => {
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/`);
  await page.getByLabel('Email').waitFor({ timeout: 15_000 });
  await page.getByLabel('Email').fill('analyst@acme.test');
  await page.getByLabel(/^Password/).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page
    .getByText('This Email Address and/or Password is not recognised. Have you registered?')
    .first()
    .waitFor();
  assert.equal(new URL(page.url()).pathname, '/');
  await screenshot(page, 'login-wrong-password');
  await page.close();
});

test('an unauthenticated visit to /dashboard goes to / and keeps the share parameter', async () => {
  const page = await browser.newPage();
  await page.goto(`${BASE_URL}/dashboard?share=abc123`);
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  assert.equal(new URL(page.url()).searchParams.get('share'), 'abc123');
  await page.close();
});
