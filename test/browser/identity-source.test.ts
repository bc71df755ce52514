import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  SCREENSHOTS,
  blockingAxeFindings,
  launch,
  screenshot,
  settleAnimations,
  signInToDashboard,
} from './browser.ts';

/*
 * Issue 30, item 1 (identity and source): a company is shown by its ticker and venue in the search
 * suggestions, the results grid and the company header, and the header says where its data come from, so that
 * nobody takes a demo company for a real one. At 1440 px the grid's Ticker column follows the name; on a
 * 390 px phone the ticker is the name's second line. Name, ticker, rating and risk lead the grid in view.
 */

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

function resultsGrid(page: Page): Locator {
  return page.locator('[role="treegrid"][aria-label="Results"]');
}

function resultRows(page: Page): Locator {
  return resultsGrid(page).locator('.ht_master tbody tr');
}

/** The name of a result row and its ticker: on a phone the name's second line, else the Ticker column. */
async function nameAndTicker(row: Locator, phone: boolean): Promise<{ name: string; ticker: string }> {
  const cells = row.locator('td:not(.ls-select-cell)');
  if (phone) {
    const lines = (await cells.first().locator('.ls-cell-line').allTextContents()).map((line) => line.trim());
    assert.equal(lines.length, 2, `the name cell has the name and the ticker: ${JSON.stringify(lines)}`);
    return { name: lines[0] ?? '', ticker: lines[1] ?? '' };
  }
  return {
    name: ((await cells.nth(0).textContent()) ?? '').trim(),
    ticker: ((await cells.nth(1).textContent()) ?? '').trim(),
  };
}

/** The header labels of the results grid, with whether each is in view inside the grid's box. */
async function headersInView(page: Page): Promise<Array<{ label: string; inView: boolean }>> {
  return resultsGrid(page).evaluate((root) => {
    const holder = root.querySelector('.ht_master .wtHolder') ?? root;
    const box = holder.getBoundingClientRect();
    return Array.from(root.querySelectorAll<HTMLElement>('.ht_clone_top thead .colHeader'))
      .map((label) => ({ label: (label.textContent ?? '').trim(), rect: label.getBoundingClientRect() }))
      .filter(({ label }) => label !== '')
      .map(({ label, rect }) => ({
        label,
        inView: rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1,
      }));
  });
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 600;
  test(`at ${viewport.width} px a demo company shows its ticker in the suggestion and the header (and the phone grid), marked "Demo (generated)"`, async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signInToDashboard(page, 'analyst@acme.test');
    await resultRows(page).first().waitFor({ timeout: 30_000 });
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });

    // The grid: name, ticker, rating and risk lead (on a phone the ticker is the name's second line).
    const headers = await headersInView(page);
    const labels = headers.map((header) => header.label);
    const leading = phone ? ['Name', 'Rating', 'Risk'] : ['Name', 'Ticker', 'Rating', 'Risk'];
    assert.deepEqual(labels.slice(0, leading.length), leading);
    if (phone) assert.ok(!labels.includes('Ticker'), `no Ticker column: ${labels.join(', ')}`);
    // The leading columns are in view without scrolling the grid sideways.
    const lead = headers.filter((header) => leading.includes(header.label));
    assert.ok(
      lead.every((header) => header.inView),
      `the leading columns are in view: ${JSON.stringify(lead)}`,
    );
    const row = resultRows(page).nth(1);
    const { name, ticker } = await nameAndTicker(row, phone);
    await screenshot(page, `identity-source-${viewport.width}-grid`);

    // The suggestion: the name over the ticker, venue and country (and the ISIN), never 'N/A'.
    await page.getByLabel('Search companies').fill(name);
    const suggestion = page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button')
      .filter({ hasText: name })
      .first();
    await suggestion.waitFor({ timeout: 20_000 });
    const text = ((await suggestion.textContent()) ?? '').trim();
    // A generated company's ticker is its symbol, without the exchange suffix of its key ('ABCD-US').
    assert.match(ticker, /^[A-Z0-9]{1,8}$/, `ticker '${ticker}' of '${name}'`);
    assert.ok(text.startsWith(`${name}${ticker} · `), `suggestion '${text}' shows the ticker '${ticker}'`);
    assert.ok(!text.includes('N/A'), `suggestion '${text}' has no N/A`);
    await settleAnimations(page);
    await page.getByRole('search', { name: 'Company search' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}identity-source-${viewport.width}-suggestion.png` });

    // The header: the name, then the ticker and venue, and the source mark of a demo company.
    await suggestion.click();
    const toolbar = page.getByRole('toolbar', { name: 'Company' });
    await toolbar.getByRole('heading', { level: 2 }).filter({ hasText: name }).waitFor({ timeout: 20_000 });
    const listing = toolbar.getByText(new RegExp(`^Ticker ${ticker}( · |$)`));
    await listing.waitFor({ timeout: 20_000 });
    assert.ok(await listing.isVisible());
    const source = toolbar.getByText('Demo (generated)');
    assert.ok(await source.isVisible(), 'the header marks a demo company');
    assert.equal(await toolbar.getByText('SEC EDGAR').count(), 0);
    // Nothing of the header overflows the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `the page overflows by ${overflow} px`);

    await settleAnimations(page);
    await screenshot(page, `identity-source-${viewport.width}`);
    await toolbar.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOTS}identity-source-${viewport.width}-toolbar.png` });
    assert.deepEqual(await blockingAxeFindings(page), [], 'axe: no serious or critical finding');
    assert.deepEqual(errors, []);
    await context.close();
  });
}
