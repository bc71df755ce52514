import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  BASE_URL,
  blockingAxeFindings,
  launch,
  screenshot,
  SCREENSHOTS,
  signIn,
  signInToDashboard,
} from './browser.ts';

/**
 * Issue 19: the private header and the pages under it on a 390 px phone and at 1440 px. Every header action
 * is reachable on a phone (a labelled More menu, by keyboard), long names end with an ellipsis and a tooltip,
 * nothing scrolls the page sideways, wide grids scroll inside their card; Access Admin and Access Dashboard;
 * the Subscription menu's hiding rules; the session-replaced notice shows once; the search box has one clear
 * button.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const LONG_NAME = 'Eaglelight Development Holdings International Incorporated S.A. (Luxembourg)';

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

interface Overflow {
  scrollWidth: number;
  viewport: number;
  /** Elements wider than the screen or reaching past its right edge, that no box within the screen clips. */
  offenders: string[];
}

/**
 * What makes the page wider than the screen. An element inside a box that clips or scrolls (a grid's scroller)
 * and lies within the screen is fine: it scrolls inside its card. Elements entirely left of the page (an
 * off-screen measuring box) cannot widen it.
 */
async function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const within = (box: DOMRect) => box.left >= -0.5 && box.right <= viewport + 0.5;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0) continue;
      if (within(box) && box.width <= viewport + 0.5) continue;
      let clipped = false;
      for (let parent = element.parentElement; parent !== null && parent !== document.body;) {
        if (clips(parent) && within(parent.getBoundingClientRect())) {
          clipped = true;
          break;
        }
        parent = parent.parentElement;
      }
      if (clipped) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      offenders.push(
        `<${element.tagName.toLowerCase()} class="${String(element.getAttribute('class')).slice(0, 60)}"> ${name} [${Math.round(box.left)}, ${Math.round(box.right)}]`,
      );
    }
    return { scrollWidth: document.documentElement.scrollWidth, viewport, offenders };
  });
}

async function assertNoOverflow(page: Page, where: string): Promise<void> {
  const overflow = await overflowOf(page);
  assert.ok(
    overflow.scrollWidth <= overflow.viewport,
    `${where}: the page scrolls sideways (${overflow.scrollWidth} > ${overflow.viewport})`,
  );
  assert.deepEqual(overflow.offenders, [], `${where}: elements wider than the screen`);
}

/** The header's toolbar keeps to its width and none of its items overlaps the next (labels never wrap). */
async function assertHeaderFits(page: Page, where: string): Promise<void> {
  const layout = await page.locator('header .MuiToolbar-root').evaluate((toolbar) => {
    const items = Array.from(toolbar.children)
      .map((child) => ({
        name: child.getAttribute('aria-label') ?? child.textContent?.slice(0, 20) ?? '',
        box: child.getBoundingClientRect(),
      }))
      .filter((item) => item.box.width > 0);
    const problems: string[] = [];
    if (toolbar.scrollWidth > toolbar.clientWidth)
      problems.push(`overflows: ${toolbar.scrollWidth} > ${toolbar.clientWidth}`);
    items.forEach((item, index) => {
      const next = items[index + 1];
      if (next !== undefined && item.box.right > next.box.left + 0.5)
        problems.push(`${item.name} overlaps ${next.name}`);
      if (item.box.height > 48) problems.push(`${item.name} wraps (${Math.round(item.box.height)} px high)`);
    });
    return problems;
  });
  assert.deepEqual(layout, [], `${where}: the header`);
}

/** Whether the keyboard focus is on `target`. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

const resultRows = (page: Page): Locator =>
  page.locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr');

/** The company's name in the top bar (a level-2 heading in the Company toolbar). */
const companyName = (page: Page): Locator =>
  page.getByRole('toolbar', { name: 'Company' }).getByRole('heading', { level: 2 });

test('owner@acme.test on a 390 px phone: every header action in a labelled More menu, by keyboard; nothing overflows', async () => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  // A company with a long name: it must end with an ellipsis, not wrap one letter a line.
  await page.route('**/api/dashboard/tickerDetail', async (route) => {
    const response = await route.fetch();
    const detail = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...detail, name: LONG_NAME } });
  });

  await signInToDashboard(page, 'owner@acme.test');
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  await companyName(page).getByText(LONG_NAME).waitFor({ timeout: 20_000 });
  const header = page.locator('header');
  const more = header.getByRole('button', { name: 'More' });
  await more.waitFor();

  // The toolbar keeps to the screen: the mark, the Subscription menu, More and the account button.
  await assertHeaderFits(page, 'the phone dashboard');
  for (const name of ['Share View', 'Get Support', 'Contact', 'Manage Users'])
    assert.equal(
      await header.getByRole('button', { name }).or(header.getByRole('link', { name })).count(),
      0,
    );
  assert.equal(await more.getAttribute('aria-haspopup'), 'menu');

  // The long name: one line, cut with an ellipsis inside the screen, whole in a tooltip.
  const name = companyName(page);
  const nameBox = await name.evaluate((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return {
      cut: element.scrollWidth > element.clientWidth,
      ellipsis: style.textOverflow === 'ellipsis' && style.whiteSpace === 'nowrap',
      height: box.height,
      lineHeight: parseFloat(style.lineHeight),
      right: box.right,
    };
  });
  assert.ok(
    nameBox.cut && nameBox.ellipsis,
    `the name is not cut with an ellipsis: ${JSON.stringify(nameBox)}`,
  );
  assert.ok(nameBox.height < nameBox.lineHeight * 1.5, `the name wraps: ${JSON.stringify(nameBox)}`);
  assert.ok(nameBox.right <= PHONE.width, `the name reaches past the screen: ${JSON.stringify(nameBox)}`);
  await name.hover();
  await page.getByRole('tooltip', { name: LONG_NAME }).waitFor({ timeout: 5_000 });
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SCREENSHOTS}header-phone-company-name.png` });
  await page.mouse.move(5, 400);
  await page.getByRole('tooltip').waitFor({ state: 'hidden' });
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'header-phone-dashboard');

  // The whole page (search, filters, results, the company panels below) keeps to the screen.
  await page.getByRole('heading', { name: 'Cluster detail' }).scrollIntoViewIfNeeded({ timeout: 20_000 });
  await page.waitForTimeout(800);
  await assertNoOverflow(page, '/dashboard with the company panels');
  await page.evaluate(() => window.scrollTo(0, 0));

  // The More menu by keyboard: Enter opens it on its first item, arrows move, Escape gives the focus back.
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'More' });
  await menu.waitFor();
  const items = await menu.getByRole('menuitem').allTextContents();
  for (const item of [
    'Share View',
    'Get Support',
    'Report issues',
    'Contact',
    'Manage Users',
    'Switch to light theme',
  ])
    assert.ok(items.includes(item), `the More menu lacks ${item}: ${JSON.stringify(items)}`);
  assert.ok(await hasFocus(menu.getByRole('menuitem').first()), 'the focus starts on the first item');
  await page.keyboard.press('ArrowDown');
  assert.ok(await hasFocus(menu.getByRole('menuitem').nth(1)), 'ArrowDown moves to the next item');
  await menu.getByText(/Last data update/).waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'header-phone-more-menu');
  assert.deepEqual(await blockingAxeFindings(page), [], 'axe: the phone dashboard with the More menu open');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });
  assert.ok(await hasFocus(more), 'Escape gives the focus back to More');

  // A command of the menu: Share View opens its dialog; closing it gives the focus back to More.
  await page.keyboard.press('Enter');
  await menu.getByRole('menuitem', { name: 'Share View' }).waitFor();
  await page.keyboard.press('Home');
  while (!(await hasFocus(menu.getByRole('menuitem', { name: 'Share View' }))))
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const share = page.getByRole('dialog', { name: 'Share View' });
  await share.waitFor({ timeout: 15_000 });
  await assertNoOverflow(page, 'the Share View dialog');
  await page.keyboard.press('Escape');
  await share.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'More');

  // The light theme from the menu, checked as well.
  await more.click();
  await menu.getByRole('menuitem', { name: 'Switch to light theme' }).click();
  await page.waitForTimeout(400);
  await more.click();
  await menu.getByRole('menuitem', { name: 'Switch to dark theme' }).waitFor();
  await screenshot(page, 'header-phone-more-menu-light');
  assert.deepEqual(await blockingAxeFindings(page), [], 'axe: the phone dashboard, light, More menu open');
  await page.keyboard.press('Escape');
  await assertNoOverflow(page, '/dashboard, light');
  await more.click();
  await menu.getByRole('menuitem', { name: 'Switch to dark theme' }).click();

  // Manage Users from the menu: the users grid scrolls sideways inside its card.
  await more.click();
  await menu.getByRole('menuitem', { name: 'Manage Users' }).click();
  await page.waitForURL('**/manageUsers', { timeout: 15_000 });
  const grid = page.getByRole('treegrid', { name: 'Users' });
  await grid.locator('.ht_master tbody td').first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await assertNoOverflow(page, '/manageUsers');
  const scroller = grid.locator('.ht_master .wtHolder');
  const sideways = await scroller.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { scroll: element.scrollWidth, width: element.clientWidth, left: box.left, right: box.right };
  });
  assert.ok(
    sideways.left >= 0 && sideways.right <= PHONE.width,
    `the grid leaves its card: ${JSON.stringify(sideways)}`,
  );
  // The grid fits its columns to the card down to what their headers need; wider than that, it scrolls
  // sideways inside the card, and a fade says that there are more columns to the right.
  if (sideways.scroll > sideways.width) {
    const paper = page.locator('[data-grid-edge="end"]');
    await paper.waitFor();
    await screenshot(page, 'header-phone-manage-users');
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await page.locator('[data-grid-edge="start"]').waitFor();
    await paper.waitFor({ state: 'detached' });
  } else {
    assert.equal(await page.locator('[data-grid-edge]').count(), 0, 'no fade on a grid that fits');
    await screenshot(page, 'header-phone-manage-users');
  }
  const edit = grid.getByRole('button', { name: /^Edit / }).first();
  const editBox = await edit.boundingBox();
  assert.ok(editBox !== null && editBox.x + editBox.width <= PHONE.width, 'Edit is on screen once scrolled');
  await screenshot(page, 'header-phone-manage-users-scrolled');
  assert.deepEqual(await blockingAxeFindings(page), [], 'axe: /manageUsers on a phone');

  assert.deepEqual(errors, []);
  await context.close();
});

test('staff on the dashboard get Access Admin back to the console; the console leads to the dashboard', async () => {
  for (const email of ['admin@ledgerscope.test', 'sales@ledgerscope.test']) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await signIn(page, email);
    await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
    await page
      .getByRole('navigation', { name: 'Administrator console' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
    await page
      .getByText(/^[\d,]+ compan(y|ies)$/)
      .first()
      .waitFor({ timeout: 30_000 });
    const header = page.locator('header');
    const admin = header.getByRole('link', { name: 'Access Admin' });
    await admin.waitFor();
    assert.equal(
      await header.getByRole('link', { name: 'Manage Users' }).count(),
      0,
      `${email}: no Manage Users`,
    );
    await assertHeaderFits(page, `${email} at 1440 px`);
    if (email.startsWith('admin')) {
      await screenshot(page, 'header-dashboard-admin-1440');
      assert.deepEqual(await blockingAxeFindings(page), [], 'axe: the dashboard of an administrator');
    }
    await admin.click();
    await page.waitForURL('**/administrator/tenant', { timeout: 15_000 });
    await context.close();
  }

  // On a phone, Access Admin is in the More menu.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signIn(page, 'admin@ledgerscope.test');
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  await page.goto(`${BASE_URL}/dashboard`);
  await page
    .getByText(/^[\d,]+ compan(y|ies)$/)
    .first()
    .waitFor({ timeout: 30_000 });
  await page.locator('header').getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Access Admin' }).click();
  await page.waitForURL('**/administrator/tenant', { timeout: 15_000 });
  await context.close();
});

test('analyst@acme.test on Luca: the header offers Access Dashboard instead of Access Luca', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signIn(page, 'analyst@acme.test');
  await page.waitForURL('**/access', { timeout: 20_000 });
  await page.getByRole('link', { name: 'Access Luca' }).click();
  await page.waitForURL('**/luca', { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Luca', level: 1 }).waitFor({ timeout: 20_000 });
  const header = page.locator('header');
  const back = header.getByRole('link', { name: 'Access Dashboard' });
  await back.waitFor();
  assert.equal(await header.getByRole('link', { name: 'Access Luca' }).count(), 0, 'no Access Luca on Luca');
  await assertHeaderFits(page, 'Luca at 1440 px');
  await screenshot(page, 'header-luca-1440');
  await back.click();
  await page.waitForURL('**/dashboard', { timeout: 15_000 });
  await header.getByRole('link', { name: 'Access Luca' }).waitFor();
  assert.equal(await header.getByRole('link', { name: 'Access Dashboard' }).count(), 0);
  await context.close();
});

/** Answers the tenant's subscription in another state (the web app's menu rules are what is tested). */
async function subscriptionAs(page: Page, change: Record<string, unknown>): Promise<void> {
  await page.route('**/api/payment/subscription/*', async (route) => {
    const response = await route.fetch();
    const subscription = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...subscription, ...change } });
  });
}

test('the Subscription menu is hidden on trial, while canceling and when overdue; canceling offers Resume', async () => {
  const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
  const states: Array<[string, Record<string, unknown>]> = [
    ['PAID', {}],
    ['TRIAL', { state: 'TRIAL', expiredTime: inAYear, fastspringSubscriptionId: null }],
    ['CANCELING', { state: 'CANCELING', nextChargeDate: inAYear }],
    ['OVERDUE', { state: 'OVERDUE', overdueSince: new Date().toISOString(), graceEndsAt: inAYear }],
  ];
  for (const [state, change] of states) {
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await subscriptionAs(page, change);
    await signIn(page, 'owner@acme.test');
    await page.waitForURL(/\/(dashboard|access|manageUsers)/, { timeout: 20_000 });
    await page.goto(`${BASE_URL}/dashboard`);
    await resultRows(page).first().waitFor({ timeout: 30_000 });
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Manage Users' }).waitFor();
    await page.waitForLoadState('networkidle');
    const menus = await header.getByRole('button', { name: 'Subscription' }).count();
    assert.equal(menus, state === 'PAID' ? 1 : 0, `${state}: the dashboard's Subscription menu`);
    await assertHeaderFits(page, `${state}: the dashboard at 1440 px`);
    // The widths where the labels come and go: 1200 (lg) and 900 (md).
    for (const width of [1200, 900]) {
      await page.setViewportSize({ width, height: DESKTOP.height });
      await page.waitForTimeout(200);
      await assertHeaderFits(page, `${state}: the dashboard at ${width} px`);
    }
    await page.setViewportSize(DESKTOP);
    if (state === 'TRIAL') await screenshot(page, 'header-dashboard-trial-1440');

    await header.getByRole('link', { name: 'Manage Users' }).click();
    await page.waitForURL('**/manageUsers', { timeout: 15_000 });
    await page.locator('.ht_master tbody td').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    // The pop-up of the state (cancelled, overdue) first: while it is open the page behind it is hidden.
    const popup = { CANCELING: 'Subscription cancelled', OVERDUE: 'Payment overdue' }[state];
    if (popup !== undefined) {
      const dialog = page.getByRole('alertdialog', { name: popup });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    const nav = page.getByRole('navigation', { name: 'Tenant administration' });
    assert.equal(
      await nav.getByRole('button', { name: 'Subscription' }).count(),
      state === 'PAID' ? 1 : 0,
      `${state}: the tenant administrator's Subscription menu`,
    );
    assert.equal(
      await nav.getByRole('link', { name: 'Resume Subscription' }).count(),
      state === 'CANCELING' ? 1 : 0,
      `${state}: Resume Subscription in the header`,
    );
    if (state === 'CANCELING') await screenshot(page, 'header-manage-users-canceling-1440');
    await context.close();
  }
});

test('a session replaced by a sign-in elsewhere is announced once, also when a slow call answers later', async () => {
  const first = await browser.newContext({ viewport: DESKTOP });
  const page = await first.newPage();
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>();
    const shown: string[] = [];
    (window as unknown as { shownAlerts: string[] }).shownAlerts = shown;
    new MutationObserver(() => {
      for (const alert of Array.from(document.querySelectorAll('[role="alert"]'))) {
        if (seen.has(alert)) continue;
        seen.add(alert);
        shown.push((alert as HTMLElement).innerText);
      }
    }).observe(document, { subtree: true, childList: true });
  });
  await signInToDashboard(page, 'analyst@globex.test');
  await resultRows(page).first().waitFor({ timeout: 30_000 });

  // The same account signs in elsewhere: this session ends.
  const second = await browser.newContext();
  await signInToDashboard(await second.newPage(), 'analyst@globex.test');

  // A slow call (held 9 s, past the notice's 7 s) and a quick one, both made with the ended session.
  await page.route('**/api/share', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 9_000));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Share View' }).click();
  await page.getByLabel('Search companies').fill('A');
  await page.waitForURL(`${BASE_URL}/`, { timeout: 15_000 });
  await page.getByText('You have been signed out because your account signed in elsewhere.').waitFor();
  await screenshot(page, 'session-replaced-notice');
  await page.waitForTimeout(11_000);
  const shown = await page.evaluate(() => (window as unknown as { shownAlerts: string[] }).shownAlerts);
  assert.deepEqual(
    shown.filter((text) => text.includes('signed in elsewhere')),
    ['Notification (401)\nYou have been signed out because your account signed in elsewhere.'],
  );
  await first.close();
  await second.close();
});

test('the search boxes show one clear button', async () => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInToDashboard(page, 'analyst@globex.test');
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  const search = page.getByLabel('Search companies');
  await search.fill('Ea');
  const form = page.getByRole('search', { name: 'Company search' });
  await form.getByRole('button', { name: 'Clear search' }).waitFor();
  // The browser's own cross of a type="search" field is hidden by the app's style sheet (getComputedStyle
  // cannot read that pseudo-element: the rule is looked up instead).
  assert.equal(await search.getAttribute('type'), 'search');
  const nativeCross = await page.evaluate(() => {
    const rules: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (rule instanceof CSSStyleRule && rule.selectorText.includes('::-webkit-search-cancel-button'))
          rules.push(`${rule.selectorText} ${rule.style.display}`);
      }
    }
    return rules;
  });
  assert.deepEqual(nativeCross, ['input[type="search"]::-webkit-search-cancel-button none']);
  assert.equal(await form.getByRole('button', { name: 'Clear search' }).count(), 1);
  await screenshot(page, 'search-one-clear-button');
  await form.getByRole('button', { name: 'Clear search' }).click();
  assert.equal(await search.inputValue(), '');
  await context.close();
});

test('the staff console and the full report on a 390 px phone: nothing overflows, every console page and row action is reachable (dark and light)', async () => {
  for (const theme of ['dark', 'light'] as const) {
    const context = await browser.newContext({ viewport: PHONE });
    if (theme === 'light') await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signIn(page, 'admin@ledgerscope.test');
    await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
    await page.getByText('Acme Capital').first().waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await screenshot(page, `console-tenants-390-${theme}`);
    await assertNoOverflow(page, `console tenants (${theme})`);
    await assertHeaderFits(page, `console tenants (${theme})`);

    // Every page of the console is reachable from its navigation on a phone.
    // On a phone the console's navigation is a drawer, opened from the header.
    const navigation = page.getByRole('navigation', { name: 'Administrator console' });
    for (const name of [
      'Tenant Requests',
      'User Requests',
      'Announcements',
      'Terms and Conditions',
      'Settings',
    ]) {
      await page.locator('header').getByRole('button', { name: 'Open navigation' }).click();
      await navigation.getByRole('link', { name }).click();
      await page.getByRole('heading', { name }).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await assertNoOverflow(page, `console ${name} (${theme})`);
    }

    // A tenant's row menu and its users page.
    await page.goto(`${BASE_URL}/administrator/tenant`);
    await page.getByText('Acme Capital').first().click();
    await page.getByRole('menuitem', { name: 'Manage User' }).click();
    await page.waitForURL(/\/administrator\/tenant\/[0-9a-f-]{36}/, { timeout: 15_000 });
    await page.getByText('analyst@acme.test').first().waitFor({ timeout: 15_000 });
    await page.locator('button:has-text("Add User"):not([disabled])').waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    await screenshot(page, `console-tenant-users-390-${theme}`);
    await assertNoOverflow(page, `console tenant users (${theme})`);
    if (theme === 'dark')
      assert.deepEqual(await blockingAxeFindings(page), [], 'axe: console tenant users at 390 px');
    assert.deepEqual(errors, [], `${theme}: no page errors`);
    await context.close();
  }

  // The full report, opened from the company panel on a phone.
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInToDashboard(page, 'analyst@acme.test');
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  const fullReport = page.locator('button:not([disabled])', { hasText: 'Full Report' });
  await fullReport.waitFor({ timeout: 20_000 });
  await fullReport.scrollIntoViewIfNeeded();
  const [report] = await Promise.all([context.waitForEvent('page', { timeout: 30_000 }), fullReport.click()]);
  await report.waitForURL(/\/api\/dashboard\/report\?token=/, { timeout: 20_000 });
  await report.getByRole('heading', { name: 'Cluster detail' }).waitFor();
  await report.waitForLoadState('networkidle');
  await screenshot(report, 'full-report-390');
  await assertNoOverflow(report, 'the full report');
  await context.close();
});
