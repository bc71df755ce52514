import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import {
  BASE_URL,
  blockingAxeFindings,
  fillAddCompany,
  launch,
  mailTo,
  readTermsToTheEnd,
  screenshot,
  signIn,
} from './browser.ts';

// Issue 19, items 9 and 10: what a buyer hears back (receipt, Last Payment), the tenant manager's
// invitation, the subscription terms' scroll gate, a sign-up that has bought nothing (no dashboard), the
// magic link's confirmation, the password policy said once, and an unknown plan on /addCompany.

const POLICY =
  'Password must be 8 to 128 characters long and contain a lowercase letter, an uppercase letter, a digit and a special character.';
const PASSWORD = 'Founder!Passw0rd';

let browser: Browser;
/** Serious or critical axe findings on the screens these tests change. */
const findings: string[] = [];
/** The organisation the first test signs up and pays for; the console test looks for it. */
const founder = { organisation: '', email: '' };

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

/** axe-core on the page (WCAG 2.0/2.1 A and AA): what it finds serious or critical goes to `findings`. */
async function audit(page: Page, screen: string): Promise<void> {
  for (const finding of await blockingAxeFindings(page)) findings.push(`${screen}: ${finding}`);
}

/** How many times `text` is on the page (its visible text). */
async function timesShown(page: Page, text: string): Promise<number> {
  const body = await page.locator('body').innerText();
  return body.split(text).length - 1;
}

/** Shows the newest mail to `address` whose subject matches, its HTML as a mail reader would. */
async function showMail(page: Page, address: string, subject: RegExp, name: string): Promise<void> {
  const mail = await mailTo(address, (candidate) => subject.test(candidate.subject));
  const { html } = mail as { html?: string };
  assert.ok(html, `the mail to ${address} has an HTML part`);
  await page.setContent(html);
  await screenshot(page, name);
}

/** Fills the sandbox checkout's card form and pays. */
async function pay(checkout: FrameLocator, card: string): Promise<void> {
  await checkout.getByLabel('Country').selectOption('GB');
  await checkout.getByLabel('Name on card').fill('Fran Founder');
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Expiry').fill('12/30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

test('a sign-up: unknown plan, magic link to Password set, /payment behind both scroll gates, no dashboard until paid, then a receipt', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const suffix = randomUUID().slice(0, 6);
  founder.organisation = `Feedback ${suffix}`;
  founder.email = `founder-${suffix}@feedback.test`;

  // A plan we do not offer: said so, no form.
  await page.goto(`${BASE_URL}/addCompany?bundle=bogus`);
  await page.getByRole('heading', { name: 'Unknown plan' }).waitFor({ timeout: 20_000 });
  await page.getByText('The plan "bogus" is unknown. Please choose one of our plans.').waitFor();
  assert.equal(await page.getByRole('form', { name: 'Sign up' }).count(), 0);
  await screenshot(page, 'billing-feedback-unknown-plan');
  await audit(page, 'unknown plan');

  // The annual plan, chosen on the plans page of another browser: the sign-up opens it.
  await page.goto(`${BASE_URL}/addCompany?bundle=ledgerscope-professional-annual`);
  await page.getByRole('form', { name: 'Sign up' }).waitFor({ timeout: 20_000 });
  await page.getByLabel(/^Organization name/).fill(founder.organisation);
  await page.getByLabel(/^POC name/).fill('Fran Founder');
  await page.getByLabel(/^Organization URL/).fill('https://feedback.test');
  await page.getByLabel(/^POC email/).fill(founder.email);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('alertdialog', { name: 'Check your email' })
    .getByRole('button', { name: 'Continue to Login' })
    .click();
  await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });

  // The magic link: the policy checked as the server does, said once; then 'Password set', Return to Login.
  const welcome = await mailTo(founder.email, (mail) => /Welcome to Ledgerscope/.test(mail.subject));
  const link = new URL(/(https?:\/\/\S+\/resetPassword\?\S+)/.exec(welcome.text ?? '')?.[1] ?? '');
  await page.goto(`${BASE_URL}${link.pathname}${link.search}`);
  await page.getByRole('heading', { name: 'Set your password' }).waitFor({ timeout: 20_000 });
  assert.equal(await timesShown(page, POLICY), 1, 'the policy is the hint, once');
  await page.getByLabel(/^New password/).fill('abc');
  await page.getByLabel(/^Confirm password/).fill('abc');
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.waitForFunction(
    () => document.querySelector('#new-password')?.getAttribute('aria-invalid') === 'true',
  );
  assert.equal(await timesShown(page, 'at least 6'), 0, "not the catalogue's 6-character reading");
  assert.equal(await timesShown(page, POLICY), 1, 'the refusal is the policy, once');
  assert.equal(await page.getByRole('alert').count(), 0);
  await screenshot(page, 'billing-feedback-password-policy');
  await audit(page, 'set password, refused');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('heading', { name: 'Password set' }).waitFor({ timeout: 15_000 });
  await page.getByText('Your password has been set. You can now sign in with your new password.').waitFor();
  assert.equal(new URL(page.url()).pathname, '/resetPassword');
  assert.equal(await page.evaluate(() => localStorage.getItem('principal')), null, 'nobody signed in');
  await screenshot(page, 'billing-feedback-password-set');
  await audit(page, 'password set');
  await page.getByRole('link', { name: 'Return to Login' }).click();
  await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });

  // The first sign-in: /payment, the terms and conditions first (scroll gate), then the subscription terms.
  await signIn(page, founder.email, PASSWORD);
  await page.waitForURL('**/termsAndConditions', { timeout: 20_000 });
  await readTermsToTheEnd(page, 'Terms and Conditions text');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL('**/payment', { timeout: 20_000 });

  const terms = page.getByRole('region', { name: 'Subscription terms text' });
  await terms.waitFor({ timeout: 20_000 });
  const agree = page.getByRole('button', { name: 'Agree' });
  const sizes = await terms.evaluate((element) => [element.scrollHeight, element.clientHeight]);
  assert.ok(sizes[0]! > sizes[1]! + 5, `the subscription terms scroll: ${sizes.join(' > ')}`);
  assert.equal(await agree.isDisabled(), true, 'Agree waits for the end of the subscription terms');
  await page.getByText('Scroll to the end of the terms to agree.').waitFor();
  await screenshot(page, 'billing-feedback-subscription-terms-gated');
  await audit(page, 'subscription terms, not read');
  await terms.evaluate((element) => {
    element.scrollTop = element.scrollHeight / 2;
    element.dispatchEvent(new Event('scroll'));
  });
  await page.waitForTimeout(200);
  assert.equal(await agree.isDisabled(), true, 'half way is not the end');
  await readTermsToTheEnd(page, 'Subscription terms text');
  await page.waitForTimeout(400);
  await screenshot(page, 'billing-feedback-subscription-terms-read');
  await agree.click();
  await page.getByRole('heading', { name: 'Your order' }).waitFor({ timeout: 15_000 });
  // The plan chosen at sign-up (annual) is the order's.
  await page.getByText('Annual coupon').waitFor({ timeout: 15_000 });

  // Nothing bought yet: the dashboard sends the administrator back to /manageUsers, saying why.
  await page.goto(`${BASE_URL}/dashboard`);
  await page.waitForURL('**/manageUsers', { timeout: 20_000 });
  const refusal = page.getByRole('alertdialog', { name: 'Dashboard' });
  await refusal
    .getByText("You haven't subscribed to any bundle yet. Please update your subscription first.")
    .waitFor({ timeout: 15_000 });
  await page.getByText('You have not bought a plan yet.').waitFor();
  await screenshot(page, 'billing-feedback-no-dashboard');
  await audit(page, 'manage users, nothing bought');
  await page.keyboard.press('Escape');
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('principal') ?? '{}') as { idToken?: string }).idToken ?? '',
  );
  const refused = await page.evaluate(async (bearer) => {
    const response = await fetch('/api/dashboard/year', {
      method: 'POST',
      headers: { Authorization: `Bearer ${bearer}`, 'Content-Type': 'application/json' },
      body: '{}',
    });
    return { status: response.status, body: (await response.json()) as { errorCode?: string } };
  }, token);
  assert.deepEqual([refused.status, refused.body.errorCode], [403, 'SUBSCRIPTION_UNAVAILABLE']);

  // Buy it: 1 seat, 1 region, annual, a GB card.
  await page.getByRole('link', { name: 'Buy a plan' }).click();
  await page.waitForURL('**/payment', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Your order' }).waitFor({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Regions', exact: true }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Order preview' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = page.frameLocator('iframe[title="Payment checkout"]');
  await checkout.getByRole('heading', { name: 'Ledgerscope checkout' }).waitFor({ timeout: 20_000 });
  await pay(checkout, '4242 4242 4242 4242');
  await page.getByRole('heading', { name: 'Order Confirmed' }).waitFor({ timeout: 30_000 });
  await page.getByText('Your subscription is active.').waitFor({ timeout: 35_000 });

  // The receipt: once, with the order's lines.
  const receipt = await mailTo(founder.email, (mail) => /receipt for your payment/.test(mail.subject));
  assert.equal(receipt.subject, 'Ledgerscope: receipt for your payment of $2,880.00');
  for (const line of [
    `Organisation: ${founder.organisation}`,
    'Plan: Ledgerscope Professional (Annual), 1 seat(s), 1 region(s)',
    'Subtotal: $2,400.00',
    'Tax (20%, GB): $480.00',
    'Total paid (USD): $2,880.00',
  ])
    assert.ok(receipt.text?.includes(line), `the receipt says ${line}`);
  const mailPage = await context.newPage();
  await showMail(mailPage, founder.email, /receipt for your payment/, 'billing-feedback-receipt-mail');
  await mailPage.close();

  // Bought: the dashboard opens.
  await page.goto(`${BASE_URL}/dashboard`);
  await page.getByRole('toolbar', { name: 'Company' }).waitFor({ timeout: 30_000 });
  assert.equal(new URL(page.url()).pathname, '/dashboard');
  assert.deepEqual(errors, []);
  await context.close();
});

test('staff see the payment as Last Payment, and the tenant manager of a company they add is invited', async () => {
  assert.notEqual(founder.organisation, '', 'the sign-up test ran first');
  const context = await browser.newContext({ viewport: { width: 1920, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, 'admin@ledgerscope.test');
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  await page.getByLabel('Search tenants').fill(founder.organisation);
  const row = page.locator('.ht_master tbody tr', { hasText: founder.organisation });
  await row.first().waitFor({ timeout: 20_000 });
  const headers = await page.locator('.ht_clone_top thead th').allInnerTexts();
  const cells = await row.first().locator('td').allInnerTexts();
  // The header may wrap onto lines and carry its zone ('Last Payment (UTC)').
  const lastPayment =
    cells[headers.findIndex((header) => header.replace(/\s+/g, ' ').trim().startsWith('Last Payment'))] ?? '';
  assert.equal(
    lastPayment.trim(),
    new Date().toISOString().slice(0, 10),
    `Last Payment: ${cells.join(' | ')}`,
  );
  await screenshot(page, 'billing-feedback-last-payment');
  await audit(page, 'console tenants, last payment');

  // Add Company with a tenant manager: their account is the tenant's user admin, and they are mailed.
  const suffix = randomUUID().slice(0, 6);
  const name = `Invited ${suffix}`;
  const manager = `manager-${suffix}@invited.test`;
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog');
  await fillAddCompany(page, dialog, {
    name,
    url: 'https://invited.test',
    pocName: 'Pat Contact',
    pocEmail: `pat-${suffix}@invited.test`,
  });
  await dialog.getByLabel('Tenant Manager Name').fill('Mona Manager');
  await dialog.getByLabel('Tenant Manager Email').fill(manager);
  await dialog.getByRole('button', { name: /^(Save|Add|Submit|Create)/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
  await page.getByLabel('Search tenants').fill(name);
  const added = page.locator('.ht_master tbody tr', { hasText: name });
  await added.first().waitFor({ timeout: 20_000 });
  await added.first().getByText(manager).first().waitFor({ timeout: 15_000 });
  await screenshot(page, 'billing-feedback-tenant-manager');

  const invitation = await mailTo(manager, (mail) =>
    /Welcome to Ledgerscope: set your password/.test(mail.subject),
  );
  assert.match(invitation.text ?? '', /Hello Mona Manager,/);
  assert.match(
    invitation.text ?? '',
    new RegExp(`${name} has a Ledgerscope account and you are its administrator`),
  );
  assert.match(invitation.text ?? '', /expires in 3 days/);
  await showMail(page, manager, /Welcome to Ledgerscope/, 'billing-feedback-invitation-mail');
  assert.deepEqual(findings, [], 'axe: nothing serious or critical on the changed screens');
  await context.close();
});
