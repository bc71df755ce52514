import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  BASE_URL,
  blockingAxeFindings,
  companiesCount,
  DEMO_PASSWORD,
  launch,
  screenshot,
  settleAnimations,
  signInToDashboard,
} from './browser.ts';

/*
 * The company dashboard's Filing events panel (issue 31) at 1440 × 900 and 390 × 844, on a demo company whose
 * generated history has filing events (a late annual report, an auditor change, a non-reliance notice): a dated
 * timeline, latest first, the selected fiscal year's events marked, nothing cut on a phone, no EDGAR link for
 * a generated company's made-up filings.
 */

interface FilingEvent {
  kind: string;
  form: string;
  filed: string;
  fiscalYear: number;
  meaning: string;
  url: string | null;
}

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

async function api<T>(token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  assert.ok(response.ok, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** A company of the analyst's screen with filing events, and its events as the API gives them. */
async function companyWithEvents(): Promise<{ name: string; events: FilingEvent[] }> {
  const login = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'analyst@acme.test', password: DEMO_PASSWORD }),
  });
  const { idToken } = (await login.json()) as { idToken: string };
  const screen = await api<{ data: Array<{ tickerID: string; name: string }> }>(
    idToken,
    '/dashboard/filter',
    {
      pageTake: 100,
    },
  );
  for (const row of screen.data) {
    const { events } = await api<{ events: FilingEvent[] }>(idToken, '/dashboard/filingEvents', {
      tickerId: row.tickerID,
    });
    if (events.length >= 2) return { name: row.name, events };
  }
  throw new Error('no company of the first 100 results has two filing events');
}

test('the Filing events panel: a dated timeline, latest first, at 1440 and 390 px', async () => {
  const { name, events } = await companyWithEvents();
  assert.ok(
    events.every((event) => event.url === null),
    'a generated company links no filing to EDGAR',
  );
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInToDashboard(page, 'analyst@acme.test');
    await page.getByLabel('Search companies').fill(name);
    const suggestion = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button')
      .filter({ hasText: name })
      .first();
    await suggestion.waitFor({ timeout: 20_000 });
    await suggestion.click();
    const panel = page.getByRole('region', { name: 'Filing events', exact: true });
    const list = panel.getByRole('list', { name: 'Filing events, latest first' });
    await list.waitFor({ timeout: 30_000 });
    await list.scrollIntoViewIfNeeded();
    await settleAnimations(page);
    const items = list.getByRole('listitem');
    assert.equal(await items.count(), events.length);
    const first = (await items.first().textContent()) ?? '';
    assert.ok(first.includes(events[0]!.meaning), `latest first: ${first}`);
    assert.ok(first.includes(`Fiscal ${events[0]!.fiscalYear}`), first);
    assert.equal(await panel.getByRole('link', { name: /on EDGAR/ }).count(), 0, 'no EDGAR link');
    assert.ok(first.includes('Demo filing') && !first.includes('EDGAR'), `a demo filing says so: ${first}`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page does not overflow (${overflow} px)`);
    const cut = await items.evaluateAll(
      (elements) =>
        elements.filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1).length,
    );
    assert.equal(cut, 0, 'every event in view');
    await panel.screenshot({
      path: `${new URL('./screenshots/', import.meta.url).pathname}filing-events-${viewport.width}.png`,
    });
    assert.deepEqual(await blockingAxeFindings(page), [], 'axe on the dashboard with filing events');
    await screenshot(page, `filing-events-page-${viewport.width}`);
    await context.close();
  }
});

test('the Filing events criterion: a chosen kind narrows the screen, and the grid shows the kinds, at 1440 and 390 px', async () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport, isMobile: viewport.width < 600 });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signInToDashboard(page, 'analyst@acme.test');
    await page
      .locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr')
      .first()
      .waitFor({ timeout: 30_000 });
    const all = await companiesCount(page);

    // The control: its hint, and each kind with its count under the other criteria.
    const control = page.getByRole('combobox', { name: 'Filing events' });
    await control.scrollIntoViewIfNeeded();
    await page.getByText('In the selected year or the two before').first().waitFor();
    await control.click();
    const late = page.getByRole('option', { name: /^Late filing/ });
    await late.waitFor({ timeout: 20_000 });
    const offered = Number(((await late.textContent()) ?? '').replace(/[^\d]/g, ''));
    assert.ok(offered > 0 && offered < all, `late filings (${offered}) are some of the ${all} companies`);
    await late.click();
    await page.keyboard.press('Escape');
    const narrowed = await companiesCount(page, all);
    assert.equal(narrowed, offered, 'the screen keeps the companies the option counted');
    await settleAnimations(page);
    await screenshot(page, `filing-events-criterion-${viewport.width}`);

    // Every row of the page shows a late filing in its Filing events cell: the grid scrolled to its end (the
    // column is the last), each row's cell under the column's header.
    const cells = await page.locator('[role="treegrid"][aria-label="Results"]').evaluate(async (root) => {
      const holder = root.querySelector<HTMLElement>('.ht_master .wtHolder');
      if (holder) holder.scrollLeft = holder.scrollWidth;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const header = Array.from(root.querySelectorAll<HTMLElement>('.ht_clone_top thead th')).find(
        (th) => (th.textContent ?? '').replace(/\s+/g, ' ').trim() === 'Filing events',
      );
      if (!header) return [];
      const { left, right } = header.getBoundingClientRect();
      const x = (left + right) / 2;
      return Array.from(root.querySelectorAll('.ht_master tbody tr')).map((row) => {
        const cell = Array.from(row.querySelectorAll('td')).find((td) => {
          const box = td.getBoundingClientRect();
          return box.left <= x && x <= box.right;
        });
        return (cell?.textContent ?? '').trim();
      });
    });
    assert.ok(cells.length > 0);
    for (const cell of cells) assert.match(cell, /Late filing/, `a row's events: '${cell}'`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page does not overflow (${overflow} px)`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});
