import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, mailTo, readTermsToTheEnd, screenshot, signIn } from './browser.ts';

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

const path = (page: Page): string => new URL(page.url()).pathname;

test('each demo account lands where the login redirect rules say', async () => {
  const expectations: Array<[string, string]> = [
    ['admin@ledgerscope.test', '/administrator/tenant'],
    ['sales@ledgerscope.test', '/administrator/tenant'],
    // A subscribed tenant administrator uses the app (spec section 2).
    ['owner@acme.test', '/dashboard'],
    ['analyst@acme.test', '/access'],
    ['analyst@globex.test', '/dashboard'],
    ['otp@acme.test', '/verification'],
  ];
  for (const [email, destination] of expectations) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === destination, { timeout: 15_000 });
    assert.equal(path(page), destination, email);
    await context.close();
  }
});

test('the one-time-code user signs in with the code read from the mail catcher', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await signIn(page, 'otp@acme.test');
  await page.waitForURL('**/verification');
  await screenshot(page, 'verification');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.waitForURL('**/verifyCode');
  const mail = await mailTo('otp@acme.test', (mail) => /sign-in code/.test(mail.subject));
  const code = /\b(\d{6})\b/.exec(mail.text ?? '')?.[1] ?? '';
  await page.getByLabel('Verification code').fill(code);
  await screenshot(page, 'verify-code');
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await page.close();
});

test('a first-login user creates a password, then agrees to the terms only after scrolling to the bottom', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await signIn(page, 'newhire@acme.test');
  await page.waitForURL('**/createPassword');
  await page.getByLabel(/^New password/).fill('N3w!Password');
  await page.getByLabel(/^Confirm password/).fill('N3w!Password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.waitForURL('**/termsAndConditions', { timeout: 15_000 });
  const agree = page.getByRole('button', { name: 'Agree' });
  await page.getByRole('region', { name: 'Terms and Conditions text' }).waitFor();
  await screenshot(page, 'terms');
  assert.equal(await agree.isDisabled(), true, 'Agree is disabled before scrolling');
  await readTermsToTheEnd(page, 'Terms and Conditions text');
  await agree.click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await page.close();
});

test('forgot password mails a link that resets the password, and logout asks first', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
  await page.goto(`${BASE_URL}/forgotPassword`);
  await page.getByLabel('Email').fill('analyst@globex.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(/we have sent a link to reset your password/i).waitFor();
  await screenshot(page, 'forgot-password');
  const mail = await mailTo('analyst@globex.test', (mail) =>
    /Reset your Ledgerscope password/.test(mail.subject),
  );
  const link = /(https?:\/\/\S+resetPassword\S+)/.exec(mail.text ?? '')?.[1] ?? '';
  const target = new URL(link);
  await page.goto(`${BASE_URL}${target.pathname}${target.search}`);
  await page.getByLabel(/^New password/).fill('R3set!Password');
  await page.getByLabel(/^Confirm password/).fill('R3set!Password');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await page
    .getByRole('link', { name: 'Return to Login' })
    .waitFor({ timeout: 10_000 })
    .catch(async (error: unknown) => {
      await screenshot(page, 'reset-password-failed');
      throw error;
    });
  await screenshot(page, 'reset-password-done');
  await page.getByRole('link', { name: 'Return to Login' }).click();

  await signIn(page, 'analyst@globex.test', 'R3set!Password');
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Open account panel' }).click();
  await page.getByText('Contact your administrator to update your details').waitFor();
  // Let the drawer finish sliding in before the screenshot and the click.
  await page.waitForTimeout(600);
  await screenshot(page, 'user-drawer');
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByText('Are you sure you want to log out?').waitFor();
  await screenshot(page, 'logout-confirm');
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
  await page.close();
});
