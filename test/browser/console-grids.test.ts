import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  BASE_URL,
  fillAddCompany,
  launch,
  mailTo,
  screenshot,
  signIn,
  signInToDashboard,
} from './browser.ts';

/**
 * Issue 19, items 7 and 8: out of the box (the dataset test passes, the banner and Report issues agree,
 * the splash shows once per browser session) and the staff console's grids (fitted to their card at
 * 1440 px with readable headers, a menu of actions on each row, a notice for every change, a confirmation
 * before a batch change, times with their zone).
 */
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

/** How a grid sits in its card: sideways overflow, the table's width against the card's, cut headers. */
async function gridFit(grid: Locator): Promise<{ overflow: number; gap: number; cutHeaders: string[] }> {
  return grid.evaluate((root) => {
    const holder = root.querySelector<HTMLElement>('.ht_master .wtHolder');
    const table = root.querySelector<HTMLElement>('.ht_master table.htCore');
    const box = root.parentElement;
    const cutHeaders = Array.from(root.querySelectorAll<HTMLElement>('.ht_clone_top thead th .colHeader'))
      .filter(
        (header) =>
          header.scrollWidth > header.clientWidth + 1 || header.scrollHeight > header.clientHeight + 1,
      )
      .map((header) => header.textContent);
    return {
      overflow: (holder?.scrollWidth ?? 0) - (holder?.clientWidth ?? 0),
      gap: (box?.clientWidth ?? 0) - (table?.getBoundingClientRect().width ?? 0),
      cutHeaders,
    };
  });
}

async function assertFits(page: Page, gridName: string): Promise<void> {
  const grid = page.getByRole('treegrid', { name: gridName });
  await grid.locator('.ht_master tbody td').first().waitFor({ timeout: 20_000 });
  // A frame for the fitted widths after the grid's first paint.
  await page.waitForTimeout(300);
  const fit = await gridFit(grid);
  assert.ok(fit.overflow <= 1, `${gridName}: ${fit.overflow} px to scroll sideways`);
  assert.ok(fit.gap <= 4, `${gridName}: the table leaves ${fit.gap} px of its card empty`);
  assert.deepEqual(fit.cutHeaders, [], `${gridName}: headers cut`);
}

/** The success notice that confirms a change. */
async function notice(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Opens a row's menu from its Actions button and picks an action. */
async function rowAction(page: Page, rowName: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${rowName}` }).click();
  await page.getByRole('menu', { name: `Actions for ${rowName}` }).waitFor();
  await page.getByRole('menuitem', { name: new RegExp(`^${action}`) }).click();
}

test('out of the box: the dataset test passes, banner and Report issues agree, the splash shows once a session', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // Records whether the splash screen appears, on every page load of this browser session.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.querySelector('[aria-label="Ledgerscope is starting"]') !== null)
        sessionStorage.setItem(
          'splash-seen-count',
          String(Number(sessionStorage.getItem('splash-seen-count') ?? 0) + 1),
        );
      else requestAnimationFrame(seen);
    };
    requestAnimationFrame(seen);
  });
  await page.goto(`${BASE_URL}/`);
  await page.getByLabel('Email').waitFor({ timeout: 20_000 });
  await page.reload();
  await page.getByLabel('Email').waitFor({ timeout: 20_000 });
  await page.goto(`${BASE_URL}/forgotPassword`);
  await page.getByLabel('Email').waitFor({ timeout: 20_000 });
  assert.equal(
    await page.evaluate(() => sessionStorage.getItem('splash-seen-count')),
    '1',
    'the splash shows on the first load of the session only',
  );

  // On 127.0.0.1 with no APP_ENVIRONMENT (as a fresh install): DEVELOPMENT, and Report issues with it.
  await page.getByRole('note', { name: 'Environment: DEVELOPMENT' }).waitFor();
  const config = (await (await page.request.get(`${BASE_URL}/api/app-config`)).json()) as unknown;
  assert.deepEqual(config, { environment: 'development' });

  await signIn(page, 'admin@ledgerscope.test');
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Settings' }).click();
  const settings = page.getByRole('treegrid', { name: 'Settings' });
  await page.getByText('contactAdmin', { exact: true }).first().waitFor({ timeout: 15_000 });
  const dataset = settings.locator('.ht_master tbody tr', { hasText: 'dataset' });
  assert.match((await dataset.textContent()) ?? '', /demo:companies=\d+,years=\d+,seed=\d+/);
  await rowAction(page, 'dataset', 'Test connection');
  const result = page.getByRole('alertdialog', { name: 'Test connection' });
  await result.getByText('Connected Successfully').waitFor({ timeout: 20_000 });
  await page.waitForTimeout(300);
  await screenshot(page, 'console-grids-dataset-test-connection');
  await result.getByRole('button', { name: 'OK' }).click();
  await context.close();

  const user = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const userPage = await user.newPage();
  await signInToDashboard(userPage, 'analyst@acme.test');
  await userPage.getByRole('note', { name: 'Environment: DEVELOPMENT' }).waitFor();
  await userPage.getByRole('button', { name: 'Report issues' }).waitFor({ timeout: 15_000 });
  await userPage
    .getByRole('treegrid', { name: 'Results' })
    .locator('.ht_master tbody td')
    .first()
    .waitFor({ timeout: 30_000 });
  await screenshot(userPage, 'console-grids-report-issues');
  await user.close();
});

test('console grids fit at 1440 px, act per row, confirm every change and give times with their zone', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, 'admin@ledgerscope.test');
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  await page.getByText('Acme Capital').first().waitFor({ timeout: 20_000 });
  await assertFits(page, 'Tenants');
  // Every row offers its actions without being selected first.
  for (const name of ['Ledgerscope', 'Acme Capital', 'Globex Partners', 'Initech'])
    await page.getByRole('button', { name: `Actions for ${name}` }).waitFor();
  await screenshot(page, 'console-grids-tenants');

  // Adding a company confirms with a notice.
  const name = `Grid Org ${randomUUID().slice(0, 6)}`;
  await page.getByRole('button', { name: 'Add Company' }).click();
  const dialog = page.getByRole('dialog');
  await fillAddCompany(page, dialog, {
    name,
    url: 'https://grid-org.test',
    pocName: 'Gina Grid',
    pocEmail: `gina-${randomUUID().slice(0, 6)}@grid-org.test`,
  });
  await dialog.getByRole('button', { name: /^(Save|Add|Submit|Create)/ }).click();
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
  await notice(page, new RegExp(`${name} added \\(Company ID \\d+\\)\\.`));
  await screenshot(page, 'console-grids-company-added');

  // The row menu, opened from the row itself.
  await page.getByLabel('Search tenants').fill(name);
  await page.getByRole('button', { name: `Actions for ${name}` }).waitFor({ timeout: 15_000 });
  await page.getByRole('treegrid', { name: 'Tenants' }).getByText(name).click();
  const menu = page.getByRole('menu', { name: `Actions for ${name}` });
  await menu.waitFor();
  assert.deepEqual(
    (await menu.getByRole('menuitem').allTextContents()).map((text) =>
      text.replace(/(Active|Disabled)$/, ''),
    ),
    ['Manage User', 'Edit Tenant', 'Edit Status', 'Delete Tenant'],
  );
  await screenshot(page, 'console-grids-row-menu');
  await menu.getByRole('menuitem', { name: 'Manage User' }).click();
  await page.waitForURL(/\/administrator\/tenant\/[0-9a-f-]{36}/, { timeout: 15_000 });

  // Two users, each added with a notice.
  const users = ['Uma Grid', 'Vic Grid'];
  for (const user of users) {
    const email = `${user.split(' ')[0]?.toLowerCase()}-${randomUUID().slice(0, 6)}@grid-org.test`;
    await page.getByRole('button', { name: 'Add User' }).click();
    const add = page.getByRole('dialog');
    await add.getByLabel('User Name').fill(user);
    await add.getByLabel('Email').fill(email);
    await add.getByRole('button', { name: /^(Save|Add|Submit|Create)/ }).click();
    await add.waitFor({ state: 'hidden', timeout: 15_000 });
    await notice(page, `${user} added.`);
    await mailTo(email, (mail) => /set your password/i.test(mail.subject));
  }
  const grid = page.getByRole('treegrid', { name: 'Users' });
  await grid.getByText('Vic Grid').waitFor({ timeout: 15_000 });
  await assertFits(page, 'Users');
  assert.ok((await grid.locator('.ht_master thead').textContent())?.includes('Last Login (UTC)'));

  // One user's status and Luca access from its row: a notice each, the grid follows.
  const uma = grid.locator('.ht_master tbody tr', { hasText: 'Uma Grid' });
  await rowAction(page, 'Uma Grid', 'Disable');
  await notice(page, 'Uma Grid disabled.');
  await uma.locator('td', { hasText: /^Disabled$/ }).waitFor({ timeout: 15_000 });
  await rowAction(page, 'Uma Grid', 'Give Luca access');
  await notice(page, 'Luca access given to Uma Grid.');
  await uma.locator('td', { hasText: /^Yes$/ }).first().waitFor({ timeout: 15_000 });

  // Both users at once: a confirmation first, then the notice.
  await page.getByLabel('Select all on this page').check();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Disabled' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change status' });
  await confirm.getByText('Disable 2 users: Uma Grid, Vic Grid?').waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'console-grids-batch-confirm');
  await confirm.getByRole('button', { name: 'Disable 2 users' }).click();
  await notice(page, '2 users disabled.');
  await grid
    .locator('.ht_master tbody tr', { hasText: 'Vic Grid' })
    .locator('td', { hasText: /^Disabled$/ })
    .waitFor({ timeout: 15_000 });
  await screenshot(page, 'console-grids-tenant-users');

  // The light theme: the same grid, fitted too.
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();
  await assertFits(page, 'Users');
  await screenshot(page, 'console-grids-tenant-users-light');
  await page.getByRole('button', { name: 'Toggle theme' }).first().click();

  // The other console grids fit their cards too; times carry their zone.
  await page.getByRole('link', { name: 'Tenant Requests' }).click();
  await page.getByRole('heading', { name: 'Tenant Requests' }).waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.getByRole('heading', { name: 'Announcements' }).waitFor({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByText('contactAdmin', { exact: true }).first().waitFor({ timeout: 15_000 });
  await assertFits(page, 'Settings');
  const updated = await page
    .getByRole('treegrid', { name: 'Settings' })
    .locator('.ht_master tbody tr')
    .first()
    .locator('td')
    .nth(4)
    .textContent();
  assert.match(updated ?? '', /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} UTC$/);
  await rowAction(page, 'idleTime', 'Edit');
  const edit = page.getByRole('dialog', { name: /Edit Setting/ });
  await edit.getByRole('button', { name: 'Save' }).click();
  await edit.waitFor({ state: 'hidden', timeout: 15_000 });
  await notice(page, 'Setting idleTime saved.');
  await screenshot(page, 'console-grids-settings');
  await context.close();
});
