import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, companiesCount, DEMO_PASSWORD, launch } from './browser.ts';

/**
 * Issue 11 (Production readiness): the main flows of the browser tests done with the keyboard alone
 * (Tab, Shift+Tab, Enter, Space, arrow keys, Escape; no pointer). Typing a URL into the address bar is the
 * keyboard's way to a page as well: `page.goto` stands for it.
 */
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

/** Whether the keyboard focus is on `target` or inside it. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );
}

/** What has the focus, for failure messages. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (element === null) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()} role=${element.getAttribute('role') ?? ''}> ${name}`;
  });
}

/**
 * Presses Tab until the focus reaches `target`, or Shift+Tab when `target` comes before the focused element
 * in the document; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, options: { max?: number } = {}) {
  await target.waitFor({ timeout: 20_000 });
  const before = await target.evaluate((element) => {
    const active = document.activeElement;
    if (active === null || active === document.body || element.contains(active)) return false;
    return (element.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  const key = before ? 'Shift+Tab' : 'Tab';
  for (let press = 0; press <= (options.max ?? 60); press += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached ${String(target)}; the focus is on ${await focused(page)}`);
}

/** Signs in from the login page with the keyboard: Tab to the fields, type, Enter submits. */
async function keyboardSignIn(page: Page, email: string): Promise<void> {
  await page.goto(`${BASE_URL}/`);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^Password/));
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
}

const resultRows = (page: Page): Locator =>
  page.locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr');

test('an analyst signs in, filters the screen, opens a company and a dialog with the keyboard alone', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await keyboardSignIn(page, 'analyst@acme.test');
  await page.waitForURL('**/access', { timeout: 20_000 });
  await tabTo(page, page.getByRole('link', { name: 'Access Dashboard' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/dashboard', { timeout: 20_000 });
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  const all = await companiesCount(page);

  // Exchange: the list opens with ArrowDown, Enter toggles the highlighted country off, Escape closes.
  const exchange = page.getByRole('combobox', { name: 'Exchange country' });
  await tabTo(page, exchange);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('ArrowDown');
  const highlighted = page.locator('[role="option"].Mui-focused');
  await highlighted.waitFor();
  assert.equal(await highlighted.getAttribute('aria-selected'), 'true', 'every exchange starts selected');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  assert.ok(await hasFocus(exchange), 'the focus stays on the exchange field');
  const fewerExchanges = await companiesCount(page, all);
  assert.ok(fewerExchanges < all, `one exchange less (${fewerExchanges}) should match fewer (${all})`);

  // Sector: the first sector, picked the same way.
  const sector = page.getByRole('combobox', { name: 'Sector' });
  await tabTo(page, sector);
  await page.keyboard.press('ArrowDown');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
  const inSector = await companiesCount(page, fewerExchanges);
  assert.ok(inSector < fewerExchanges, `one sector (${inSector}) should be fewer (${fewerExchanges})`);

  // Risk: the minimum's thumb moves with PageUp.
  await tabTo(page, page.getByRole('slider', { name: 'Risk score minimum' }));
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('PageUp');
  const riskier = await companiesCount(page, inSector);
  assert.ok(riskier < inSector, `a higher minimum (${riskier}) should match fewer (${inSector})`);

  // The results grid: Tab into it, arrows to a name cell of the second row, Enter opens that company.
  const grid = page.getByRole('treegrid', { name: 'Results' });
  await resultRows(page).first().waitFor();
  await tabTo(page, grid);
  const rows = await resultRows(page).count();
  await page.keyboard.press('Control+ArrowUp');
  if (rows > 1) await page.keyboard.press('ArrowDown');
  const current = page.locator('[role="treegrid"][aria-label="Results"] .ht_master td.current');
  await current.waitFor();
  // Off the checkbox column onto the name.
  if ((await current.getAttribute('class'))?.includes('ls-select-cell'))
    await page.keyboard.press('ArrowRight');
  const rowName = (
    (await current.locator('xpath=ancestor::tr').locator('td:not(.ls-select-cell)').first().textContent()) ??
    ''
  ).trim();
  assert.ok(rowName !== '', `a result row has the focus (${await focused(page)})`);
  await page.keyboard.press('Enter');
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.getByText(rowName).waitFor({ timeout: 20_000 });

  // A dialog: Enter opens Save filter with the focus inside, Escape closes it and the focus comes back.
  const save = page.getByRole('button', { name: 'Save filter' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Save filter' });
  await dialog.waitFor();
  await page.waitForFunction(() => document.activeElement?.closest('[role="dialog"]') !== null);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // Material restores the focus once the closing transition has run.
  await save
    .evaluate(
      (button) =>
        new Promise<void>((resolve, reject) => {
          const started = Date.now();
          const check = () => {
            if (document.activeElement === button) resolve();
            else if (Date.now() - started > 5_000) reject(new Error('no focus'));
            else requestAnimationFrame(check);
          };
          check();
        }),
    )
    .catch(async () => assert.fail(`the focus returns to Save filter, not ${await focused(page)}`));
  await context.close();
});

test('owner@acme.test adds a user and deletes it again with the keyboard alone', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const email = `keyboard-${randomUUID().slice(0, 6)}@acme.test`;
  try {
    await addAndDelete(page, email);
  } finally {
    await context.close();
    // Acme's seats are counted by tenancy.test.ts: whatever happened above, the user is gone.
    await deleteThroughApi('owner@acme.test', email);
  }
});

/** Signs in through the API (this ends the user's browser session) and deletes `email` if it is there. */
async function deleteThroughApi(owner: string, email: string): Promise<void> {
  const call = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${BASE_URL}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      },
      body: JSON.stringify(body),
    });
    assert.ok(response.ok, `POST ${path} answered ${response.status}`);
    return (await response.json().catch(() => ({}))) as T;
  };
  const principal = await call<{ idToken: string; tenantId: string }>('/auth/login', {
    email: owner,
    password: DEMO_PASSWORD,
  });
  const { listUser } = await call<{ listUser: Array<{ uid: string; email: string }> }>(
    '/person/list',
    { tenantId: principal.tenantId },
    principal.idToken,
  );
  const left = listUser.find((person) => person.email === email);
  if (left !== undefined)
    await call('/person/delete', { uid: left.uid, tenantId: principal.tenantId }, principal.idToken);
}

async function addAndDelete(page: Page, email: string): Promise<void> {
  await keyboardSignIn(page, 'owner@acme.test');
  await page.waitForURL(/\/(dashboard|access|manageUsers)/, { timeout: 20_000 });
  await page.goto(`${BASE_URL}/manageUsers`);
  const seats = page.getByText(/\d+ seat\(s\) left!/);
  await seats.waitFor({ timeout: 20_000 });
  const left = Number(/(\d+)/.exec((await seats.textContent()) ?? '')?.[1]);
  assert.ok(left > 0, 'Acme has a free seat for the new user (and gets it back below)');

  await tabTo(page, page.getByRole('button', { name: 'Add User' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/createUser', { timeout: 15_000 });
  const name = `Keyboard ${randomUUID().slice(0, 6)}`;
  await tabTo(page, page.getByLabel('User Name'));
  await page.keyboard.type(name);
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByRole('button', { name: 'Submit' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/manageUsers', { timeout: 15_000 });
  await page.getByText(`${left - 1} seat(s) left!`).waitFor({ timeout: 15_000 });

  // The new user's row: Tab into the grid, arrows down to the row, Enter opens its editor; Delete, confirm.
  const grid = page.getByRole('treegrid', { name: 'Users' });
  const row = grid.locator('.ht_master tbody tr', { hasText: name });
  await row.waitFor({ timeout: 15_000 });
  await tabTo(page, grid);
  const current = grid.locator('.ht_master td.current');
  for (let step = 0; step < 40; step += 1) {
    if ((await row.locator('td.current').count()) > 0) break;
    await page.keyboard.press('ArrowDown');
    await current.waitFor();
  }
  assert.equal(await row.locator('td.current').count(), 1, `the arrows reach ${name}'s row`);
  await page.keyboard.press('Enter');
  const editor = page.getByRole('dialog', { name: 'Edit user' });
  await editor.waitFor({ timeout: 15_000 });
  assert.equal(await editor.getByLabel('User Name').inputValue(), name);
  await tabTo(page, editor.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await confirm.waitFor();
  await tabTo(page, confirm.getByRole('button', { name: 'Delete' }));
  await page.keyboard.press('Enter');
  await confirm.waitFor({ state: 'hidden', timeout: 15_000 });
  await page.getByText(`${left} seat(s) left!`).waitFor({ timeout: 15_000 });
  assert.equal(await row.count(), 0);
}

test('the staff console opens a tenant with the keyboard alone', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await keyboardSignIn(page, 'admin@ledgerscope.test');
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  const grid = page.getByRole('treegrid', { name: 'Tenants' });
  const acme = grid.locator('.ht_master tbody tr', { hasText: 'Acme Capital' });
  await acme.waitFor({ timeout: 20_000 });
  await tabTo(page, grid);
  for (let step = 0; step < 40; step += 1) {
    if ((await acme.locator('td.current').count()) > 0) break;
    await page.keyboard.press('ArrowDown');
  }
  assert.equal(await acme.locator('td.current').count(), 1, 'the arrows reach Acme Capital');
  // Enter opens the row's menu of actions (issue 19) with the focus on its first item.
  await page.keyboard.press('Enter');
  const manage = page.getByRole('menuitem', { name: 'Manage User' });
  await manage.waitFor();
  await page.waitForFunction(() => document.activeElement?.textContent === 'Manage User');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/administrator\/tenant\/[0-9a-f-]{36}/, { timeout: 15_000 });
  await page.getByText('analyst@acme.test').first().waitFor({ timeout: 15_000 });
  await context.close();
});
