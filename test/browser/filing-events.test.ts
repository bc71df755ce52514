import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import {
  BASE_URL,
  blockingAxeFindings,
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
