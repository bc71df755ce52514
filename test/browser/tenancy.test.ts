import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  BASE_URL,
  fillAddCompany,
  launch,
  mailTo,
  readTermsToTheEnd,
  screenshot,
  signIn,
} from './browser.ts';

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

test('an administrator adds a company, adds a user, disables and re-enables it', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin@ledgerscope.test');
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  await page.getByText('Acme Capital').first().waitFor({ timeout: 20_000 });
  await screenshot(page, 'console-tenants');

  const name = `Browser Org ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog');
  await fillAddCompany(page, dialog, {
    name,
    url: 'https://browser-org.test',
    pocName: 'Bea Browser',
    pocEmail: `bea-${randomUUID().slice(0, 6)}@browser-org.test`,
  });
  await screenshot(page, 'console-add-company');
  await dialog.getByRole('button', { name: /^(Save|Add|Submit|Create)/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });

  await page.getByLabel('Search tenants').fill(name);
  await page.getByText(name).first().waitFor({ timeout: 15_000 });
  // Each row has its actions in a menu (issue 19).
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Manage User' }).click();
  await page.waitForURL(/\/administrator\/tenant\/[0-9a-f-]{36}/, { timeout: 15_000 });

  const email = `user-${randomUUID().slice(0, 6)}@browser-org.test`;
  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('User Name').fill('Uma User');
  await add.getByLabel('Email').fill(email);
  await add.getByRole('button', { name: /^(Save|Add|Submit|Create)/ }).click();
  await add.waitFor({ state: 'hidden', timeout: 15_000 });
  await page.getByText(email).first().waitFor({ timeout: 15_000 });
  const setup = await mailTo(email, (mail) => /set your password/i.test(mail.subject));
  assert.match(setup.text ?? '', /expires in 3 days/);

  const statusCell = page.locator('td', { hasText: /^(Active|Disabled)$/ }).first();
  await page.getByText(email).first().click();
  await page.getByRole('button', { name: 'Disabled', exact: true }).click();
  await page
    .locator('td', { hasText: /^Disabled$/ })
    .first()
    .waitFor({ timeout: 15_000 });
  assert.equal(await statusCell.textContent(), 'Disabled');
  await screenshot(page, 'console-tenant-users-disabled');
  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await page
    .locator('td', { hasText: /^Active$/ })
    .first()
    .waitFor({ timeout: 15_000 });
  assert.equal(await statusCell.textContent(), 'Active');
  await screenshot(page, 'console-tenant-users');
  await context.close();
});

test('owner@acme.test adds a user until the seats run out and sees the seat message', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await signIn(page, 'owner@acme.test');
  // Acme is subscribed: its tenant administrator lands on the dashboard and opens Manage Users.
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await page.goto(`${BASE_URL}/manageUsers`);
  const seats = page.getByText(/\d+ seat\(s\) left!/);
  await seats.waitFor({ timeout: 20_000 });
  // A fresh demo database leaves Acme one free seat (5 seats, 4 users).
  const left = Number(/(\d+)/.exec((await seats.textContent()) ?? '')?.[1]);
  await screenshot(page, 'manage-users');
  for (let index = 0; index < left; index += 1) {
    await page.getByRole('button', { name: 'Add User' }).click();
    await page.waitForURL('**/createUser', { timeout: 15_000 });
    await page.getByLabel('User Name').fill(`Seat Filler ${index}`);
    await page.getByLabel('Email').fill(`filler-${index}-${randomUUID().slice(0, 6)}@acme.test`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/manageUsers', { timeout: 15_000 });
  }
  await page.getByText('0 seat(s) left!').waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Add User' }).click();
  await page
    .getByText("You don't have enough seats. Please update your subscription to add more users.")
    .first()
    .waitFor({ timeout: 15_000 });
  await page.waitForTimeout(400);
  await screenshot(page, 'manage-users-no-seats');
  await context.close();
});

test('a public sign-up goes through the email link to the first login', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const suffix = randomUUID().slice(0, 6);
  const email = `founder-${suffix}@signup.test`;
  await page.goto(`${BASE_URL}/addCompany?bundle=ledgerscope-professional`);
  await page.getByRole('textbox', { name: /Organization name/i }).fill(`<b>Bold</b> ${suffix}`);
  await page.getByLabel(/POC name|Contact name/i).fill('Fran Founder');
  await page.getByLabel(/Organization URL/i).fill('https://signup.test');
  await page.getByLabel(/POC email|Contact email/i).fill(email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.getByText('Organization name should not contains any malicious content').waitFor();
  await page.waitForTimeout(400);
  await screenshot(page, 'sign-up-malicious');
  await page.getByRole('button', { name: 'OK' }).click();

  await page.getByRole('textbox', { name: /Organization name/i }).fill(`Signup ${suffix}`);
  await page.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('alertdialog', { name: 'Check your email' });
  await success.getByText(email).waitFor({ timeout: 15_000 });
  await page.waitForTimeout(400);
  await screenshot(page, 'sign-up-sent');
  await success.getByRole('button', { name: 'Continue to Login' }).click();
  await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });

  const mail = await mailTo(email, (mail) => /set your password/i.test(mail.subject));
  const link = /(https?:\/\/\S+\/resetPassword\?\S+)/.exec(mail.text ?? '')?.[1];
  assert.ok(link, 'the mail carries the magic link');
  const target = new URL(link);
  await page.goto(`${BASE_URL}${target.pathname}${target.search}`);
  await page.getByLabel(/^New password/i).fill('Founder!Passw0rd');
  await page.getByLabel(/^Confirm/i).fill('Founder!Passw0rd');
  await page.getByRole('button', { name: /Set password|Submit|Save/i }).click();
  // The spec's confirmation with Return to Login: the link signs no one in.
  await page.getByRole('link', { name: 'Return to Login' }).waitFor({ timeout: 20_000 });

  const second = await browser.newContext();
  const again = await second.newPage();
  await signIn(again, email, 'Founder!Passw0rd');
  // A tenant administrator agrees to the terms before managing users.
  await again.waitForURL('**/termsAndConditions', { timeout: 20_000 });
  await readTermsToTheEnd(again, 'Terms and Conditions text');
  await again.getByRole('button', { name: 'Agree' }).click();
  // Nothing bought yet: the first sign-in after the magic link goes on to /payment (spec section 2).
  await again.waitForURL('**/payment', { timeout: 20_000 });
  await again.getByRole('heading', { name: 'Subscription terms', exact: true }).waitFor({ timeout: 15_000 });
  await again.goto(`${BASE_URL}/manageUsers`);
  await again.getByText(email).first().waitFor({ timeout: 15_000 });
  await again.getByText(/0 seat\(s\) left!/).waitFor({ timeout: 15_000 });
  await screenshot(again, 'sign-up-first-login');
  await second.close();
  await context.close();
});
