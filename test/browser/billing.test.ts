import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, FrameLocator, Page } from 'playwright-core';
import { BASE_URL, launch, readTermsToTheEnd, screenshot, signIn } from './browser.ts';

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

interface SubscriptionState {
  state: string;
  productId: string | null;
  seatCount: number;
  regionIds: number[];
  fastspringSubscriptionId: string | null;
}

/** The signed-in tenant's subscription, asked of the API with the page's own token. */
async function subscriptionOf(page: Page): Promise<SubscriptionState> {
  return page.evaluate(async () => {
    const principal = JSON.parse(localStorage.getItem('principal') ?? '{}') as {
      idToken?: string;
      tenantId?: string;
    };
    const response = await fetch(`/api/payment/subscription/${principal.tenantId ?? ''}`, {
      headers: { Authorization: `Bearer ${principal.idToken ?? ''}` },
    });
    return (await response.json()) as SubscriptionState;
  });
}

/** Fills the sandbox checkout's card form and pays. */
async function pay(checkout: FrameLocator, card: string): Promise<void> {
  await checkout.getByLabel('Country').selectOption('GB');
  await checkout.getByLabel('Name on card').fill('Ingrid Initech');
  await checkout.getByLabel('Card number').fill(card);
  await checkout.getByLabel('Expiry').fill('12/30');
  await checkout.getByLabel('CVC').fill('123');
  await checkout.getByRole('button', { name: /^Pay / }).click();
}

test('owner@initech.test (trial) chooses an annual plan, agrees to the terms and pays; a declined card activates nothing', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  await signIn(page, 'owner@initech.test');
  // A trial is not a subscription yet: the tenant administrator lands on /manageUsers.
  await page.waitForURL('**/manageUsers', { timeout: 20_000 });
  await page
    .getByText(/Free trial: your access to a set of anonymized stocks ends on/)
    .waitFor({ timeout: 20_000 });
  assert.equal(await page.getByRole('button', { name: 'Subscription' }).count(), 0, 'no menu on trial');
  await page.locator('.ht_master tbody td').first().waitFor({ timeout: 20_000 });
  await screenshot(page, 'billing-manage-users-trial');

  await page.getByRole('button', { name: 'Buy More' }).click();
  await page.waitForURL('**/subscriptionPlans', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Choose your plan' }).waitFor({ timeout: 15_000 });
  // A tenant exists: no trial card.
  assert.equal(await page.getByText('Try a set of anonymized stocks').count(), 0);
  await page.getByRole('button', { name: /^Pay Annually/ }).click();
  await page.getByText('20% discount on total price').waitFor();
  await page.getByText('Additional prices apply for China, India, Japan, UK and US ex-OTC.').waitFor();
  await screenshot(page, 'billing-plans-annual');
  await page.getByRole('button', { name: 'Get it now' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change plan' });
  await confirm.getByText('Do you wish to change your subscription plan to Annual Plan?').waitFor();
  await confirm.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/payment?bundle=ledgerscope-professional-annual', { timeout: 15_000 });

  // The terms screen until agreed: Agree once read to the end.
  await readTermsToTheEnd(page, 'Subscription terms text');
  await screenshot(page, 'billing-terms');
  await page.getByRole('button', { name: 'Agree' }).click();

  // The order form: annual billing, 1 seat, 2 regions chosen from the catalogue.
  await page.getByRole('heading', { name: 'Your order' }).waitFor({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Regions in the bundle' }).click();
  await page.getByRole('option', { name: '2 regions', exact: true }).click();
  await page.getByText('Please select 1 more region(s) in order to continue').first().waitFor();
  await page.getByRole('combobox', { name: 'Regions', exact: true }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByText('Annual coupon').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(400);
  await screenshot(page, 'billing-order-form');

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: 'Order preview' }).waitFor({ timeout: 15_000 });
  await screenshot(page, 'billing-order-preview');

  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const checkout = page.frameLocator('iframe[title="Payment checkout"]');
  await checkout.getByRole('heading', { name: 'Ledgerscope checkout' }).waitFor({ timeout: 20_000 });

  // A declined card: the error shows, the checkout stays open, nothing is activated.
  await pay(checkout, '4000 0000 0000 0002');
  const dialog = page.getByRole('dialog', { name: 'Checkout' });
  await dialog.getByText('Your card was declined. Nothing was charged.').waitFor({ timeout: 20_000 });
  await checkout.getByText('Your card was declined.').waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'billing-checkout-declined');
  const afterDecline = await subscriptionOf(page);
  assert.equal(afterDecline.state, 'TRIAL');
  assert.equal(afterDecline.fastspringSubscriptionId, null);

  // The test card pays: 'Order Confirmed' with tax and total in USD, then active.
  await pay(checkout, '4242 4242 4242 4242');
  await page.getByRole('heading', { name: 'Order Confirmed' }).waitFor({ timeout: 30_000 });
  await page.getByText('Thank you for your order!').waitFor();
  await page.getByText('Tax (20%, GB)').waitFor();
  await page.getByText('Total (USD)').waitFor();
  await page.getByText('Your subscription is active.').waitFor({ timeout: 35_000 });
  await screenshot(page, 'billing-order-confirmed');
  const paid = await subscriptionOf(page);
  assert.equal(paid.state, 'PAID');
  assert.equal(paid.productId, 'ledgerscope-professional-annual');
  assert.equal(paid.regionIds.length, 2);
  assert.ok(paid.fastspringSubscriptionId?.startsWith('sbx_sub_'));

  // Now subscribed: the header offers the Subscription menu with its details.
  await page.getByRole('link', { name: 'Go to Manage Users' }).click();
  await page.waitForURL('**/manageUsers', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Subscription' }).click();
  await page.getByRole('menuitem', { name: 'Subscription Details' }).click();
  const details = page.getByRole('dialog', { name: 'Subscription Details' });
  await details.getByText('VISA ending 4242').waitFor({ timeout: 15_000 });
  await screenshot(page, 'billing-subscription-details');
  await details.getByRole('button', { name: 'Close' }).click();
  assert.deepEqual(errors, []);
  await context.close();
});

test('owner@acme.test cancels with a reason, sees the cancelled pop-up and resumes', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'owner@acme.test');
  // Subscribed: the tenant administrator goes to the dashboard, whose header has the Subscription menu.
  await page.waitForURL(/\/(dashboard|access)/, { timeout: 20_000 });
  if (new URL(page.url()).pathname === '/dashboard') {
    await page.getByRole('button', { name: 'Subscription' }).click();
    assert.deepEqual(await page.getByRole('menuitem').allTextContents(), [
      'Manage Subscription',
      'Subscription Details',
      'Cancel Subscription',
    ]);
    await screenshot(page, 'billing-dashboard-subscription-menu');
    await page.keyboard.press('Escape');
  }
  await page.goto(`${BASE_URL}/manageUsers`);
  await page.getByRole('button', { name: 'Subscription' }).click();
  const items = await page.getByRole('menuitem').allTextContents();
  assert.deepEqual(items, [
    'Upgrade Subscription Plan',
    'Update Subscription',
    'Subscription Details',
    'Cancel Subscription',
  ]);
  await screenshot(page, 'billing-subscription-menu');
  await page.getByRole('menuitem', { name: 'Update Subscription' }).click();
  await page.waitForURL('**/payment', { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Your order' }).waitFor({ timeout: 15_000 });
  await page.waitForTimeout(400);
  await screenshot(page, 'billing-update-form');

  await page.goto(`${BASE_URL}/cancel-subscription`);
  await page.getByRole('heading', { name: 'Why are you cancelling?' }).waitFor({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  await page.getByText('Please select at least one reason.').waitFor();
  await page.getByLabel('It is too expensive').check();
  await page.getByLabel('Other').check();
  await page.getByLabel('Other reason').fill('Budget freeze until next year.');
  await screenshot(page, 'billing-cancel-survey');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const success = page.getByRole('alertdialog', { name: 'Subscription updated' });
  await success.getByText('Your subscription has been updated successfully').waitFor({ timeout: 15_000 });
  await page.waitForTimeout(400);
  await screenshot(page, 'billing-cancel-success');
  await success.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/manageUsers', { timeout: 15_000 });
  const popup = page.getByRole('alertdialog', { name: 'Subscription cancelled' });
  await popup.waitFor({ timeout: 15_000 });
  await page.waitForTimeout(300);
  await screenshot(page, 'billing-cancelled-popup');
  await popup.getByRole('button', { name: 'Resume Subscription' }).click();
  await page.waitForURL('**/cancel-subscription', { timeout: 15_000 });
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await page
    .getByRole('alertdialog', { name: 'Subscription updated' })
    .getByText('Your subscription has been updated successfully')
    .waitFor({ timeout: 15_000 });
  assert.equal((await subscriptionOf(page)).state, 'PAID');
  await context.close();
});

test('owner@acme.test: the tenant administrator header fits a 390 px phone (brand mark, More menu)', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  await signIn(page, 'owner@acme.test');
  await page.waitForURL(/\/(dashboard|access|manageUsers)/, { timeout: 20_000 });
  for (const path of ['/manageUsers', '/payment']) {
    await page.goto(`${BASE_URL}${path}`);
    const header = page.getByRole('navigation', { name: 'Tenant administration' });
    await header.getByRole('button', { name: 'Subscription' }).waitFor({ timeout: 20_000 });
    const widths = await header.evaluate((toolbar) => ({
      content: toolbar.scrollWidth,
      box: toolbar.clientWidth,
      page: document.documentElement.scrollWidth,
    }));
    assert.ok(widths.content <= widths.box, `${path}: the header overflows: ${JSON.stringify(widths)}`);
    assert.ok(widths.page <= 390, `${path}: the page scrolls sideways: ${JSON.stringify(widths)}`);
  }
  await screenshot(page, 'billing-tenant-admin-header-390');
  const header = page.getByRole('navigation', { name: 'Tenant administration' });
  await header.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
  await page.keyboard.press('Escape');
  assert.deepEqual(errors, []);
  await context.close();
});
