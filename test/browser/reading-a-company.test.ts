import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  blockingAxeFindings,
  launch,
  screenshot,
  settleAnimations,
  SCREENSHOTS,
  signInToDashboard,
} from './browser.ts';
import { startSecApp, type ImportedApp } from './imported-app.ts';

/*
 * Reading a company (issue 30) at 1440 × 900 and 390 × 844: the models named so they cannot be misread
 * (Beneish M-score, Dechow F-score) in the grid, the filters and the breakdown; their history by year with
 * the published cut-offs; on a phone every figure of every index as a card, in view; the data source as a
 * screen criterion with counts. With the shared SEC EDGAR files (skipped without them): Apple by its ticker,
 * its source, its latest 10-K and the figures the 10-K/A of 2010 revised.
 */

const SEC = new URL('../../../shared/data/sec/', import.meta.url).pathname;
const HAS_SEC = existsSync(`${SEC}companyfacts`) && existsSync(`${SEC}submissions`);

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

const breakdownPanel = (page: Page) => page.getByRole('region', { name: 'Score breakdown', exact: true });

/** How far the page is wider than the window (0 or less: nothing sticks out). */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** The elements whose right edge is beyond the window's. */
async function outOfView(items: Locator, width: number): Promise<string[]> {
  const boxes = await items.evaluateAll((elements) =>
    elements.map((element) => ({
      text: (element.textContent ?? '').slice(0, 40),
      right: element.getBoundingClientRect().right,
    })),
  );
  return boxes.filter((box) => box.right > width + 1).map((box) => `${box.text} (${box.right} px)`);
}

/** Opens a tab of the breakdown and waits for its panel to settle. */
async function openTab(page: Page, name: string): Promise<Locator> {
  const panel = breakdownPanel(page);
  await panel.getByRole('tab', { name, exact: true }).click();
  await page.waitForTimeout(300);
  await settleAnimations(page);
  return panel;
}

/** The model's terms as on screen: the wide table's rows, or a phone's cards. */
function termsOf(panel: Locator, label: string, phone: boolean): Locator {
  return phone
    ? panel.getByRole('list', { name: label, exact: true }).locator(':scope > li')
    : panel.getByRole('table', { name: label, exact: true }).locator('tbody tr');
}

for (const viewport of VIEWPORTS) {
  const phone = viewport.width < 600;
  test(`at ${viewport.width} px the models are named, drawn by year with their cut-offs, and every figure is in view`, async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await signInToDashboard(page, 'analyst@acme.test');
    const toolbar = page.getByRole('toolbar', { name: 'Company' });
    await toolbar.getByText('Demo (generated)').waitFor({ timeout: 30_000 });

    // The data source: a screen criterion whose options count the companies of each source.
    await page.getByRole('combobox', { name: 'Data source' }).click();
    const demo = page.getByRole('option', { name: /Demo \(generated\)/ });
    await demo.waitFor({ timeout: 20_000 });
    assert.match((await demo.textContent()) ?? '', /\d/, 'the option shows its count');
    await page.keyboard.press('Escape');

    // The grid's model columns (the wide grid; a phone leads with name, ticker, rating and risk).
    if (!phone) {
      const headers = await page
        .locator('[role="treegrid"][aria-label="Results"] .ht_clone_top thead .colHeader')
        .allTextContents();
      for (const name of ['Beneish M-score', 'Dechow F-score'])
        assert.ok(
          headers.some((header) => header.replace(/\s+/g, ' ').trim() === name),
          `${name} in ${headers.join(' | ')}`,
        );
    }

    const panel = breakdownPanel(page);
    await panel.getByRole('tab', { name: 'Final score' }).waitFor({ timeout: 30_000 });
    await panel.scrollIntoViewIfNeeded();
    // The final score's terms: every figure in view (cards on a phone).
    const finalTerms = phone
      ? panel.getByRole('list', { name: 'Final score terms' }).locator(':scope > li')
      : panel.getByRole('table', { name: 'Final score terms' }).locator('tbody tr');
    await finalTerms.first().waitFor({ timeout: 30_000 });
    assert.deepEqual(await outOfView(finalTerms.locator('dd, td'), viewport.width), []);

    for (const [tab, label, chart, byYear] of [
      ['Beneish M-score', 'Beneish M-score indices', '−1.78 likely manipulator', 'Indices by year'],
      ['Dechow F-score', 'Dechow F-score variables', '2.45', 'Variables by year'],
    ] as const) {
      await openTab(page, tab);
      const terms = termsOf(panel, label, phone);
      await terms.first().waitFor({ timeout: 20_000 });
      assert.ok((await terms.count()) >= 7, `${tab}: the terms`);
      // Value, sector median, weight and contribution of every term are on screen, nothing cut.
      assert.deepEqual(await outOfView(terms.locator('dd, td'), viewport.width), [], tab);
      if (phone) {
        const card = terms.first();
        for (const figure of ['Value', 'Sector median', 'Weight', 'Contribution'])
          assert.ok(((await card.textContent()) ?? '').includes(figure), `${tab}: ${figure} on the card`);
      }
      // The history by year, with the published cut-offs, and each index over the years.
      const text = (await panel.textContent()) ?? '';
      assert.ok(text.includes(chart), `${tab}: the chart's cut-off '${chart}'`);
      await panel
        .getByRole('table', { name: new RegExp(byYear) })
        .first()
        .waitFor({ timeout: 20_000 });
      assert.ok(await panel.getByRole('button', { name: `${tab} information` }).isVisible(), 'info popup');
      assert.ok((await pageOverflow(page)) <= 0, `${tab}: the page does not overflow`);
      await screenshot(page, `reading-${viewport.width}-${tab.replace(/ /g, '-')}`);
      assert.deepEqual(await blockingAxeFindings(page), [], `axe on ${tab}`);
    }

    // The statements: the tab is reachable (the tab bar scrolls on a phone) and its table scrolls inside.
    await openTab(page, 'Statements');
    await panel
      .getByRole('table', { name: 'Financial statements ($ millions)' })
      .waitFor({ timeout: 20_000 });
    assert.ok((await pageOverflow(page)) <= 0, 'Statements: the page does not overflow');
    assert.deepEqual(await blockingAxeFindings(page), [], 'axe on Statements');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test(
  'the shared SEC EDGAR files: Apple by its ticker, its source and latest 10-K, the revised 2009 revenue',
  { skip: HAS_SEC ? false : `the shared SEC files are absent (${SEC})` },
  async () => {
    const app: ImportedApp = await startSecApp(
      [
        '--facts',
        `${SEC}companyfacts`,
        '--submissions',
        `${SEC}submissions`,
        '--tickers',
        `${SEC}company_tickers.json`,
      ],
      'sec-reading',
    );
    try {
      for (const viewport of VIEWPORTS) {
        const phone = viewport.width < 600;
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        await signInToDashboard(page, 'analyst@acme.test', app.baseUrl);
        await page.getByLabel('Search companies').fill('AAPL');
        const suggestion = page
          .getByRole('list', { name: 'Search results' })
          .getByRole('button')
          .filter({ hasText: 'Apple' })
          .first();
        await suggestion.waitFor({ timeout: 20_000 });
        assert.match((await suggestion.textContent()) ?? '', /AAPL · Nasdaq · United States/);
        await suggestion.click();
        const toolbar = page.getByRole('toolbar', { name: 'Company' });
        await toolbar.getByText('SEC EDGAR · CIK 320193').waitFor({ timeout: 30_000 });
        assert.match((await toolbar.textContent()) ?? '', /Ticker AAPL · Nasdaq/);
        const latest = toolbar.getByRole('link', { name: /^10-K for FY\d{4}, filed \d{4}-\d{2}-\d{2}$/ });
        assert.match(
          (await latest.getAttribute('href')) ?? '',
          /^https:\/\/www\.sec\.gov\/Archives\/edgar\/data\/320193\//,
        );

        const panel = breakdownPanel(page);
        await panel.scrollIntoViewIfNeeded();
        await openTab(page, 'Statements');
        const table = panel.getByRole('table', { name: 'Financial statements ($ millions)' });
        await table.waitFor({ timeout: 20_000 });
        const revenue = table
          .locator('tbody tr')
          .filter({ has: page.getByRole('rowheader', { name: 'Revenue', exact: true }) });
        assert.ok(
          ((await revenue.textContent()) ?? '').includes(
            'First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25',
          ),
          'the 2009 revenue is marked revised',
        );
        const revisions = panel.getByRole('region', { name: 'Revisions' });
        assert.match(
          (await revisions.textContent()) ?? '',
          /Revenue\s*\$36,537m\s*→ revised to \$42,905m\s*10-K\/A filed 2010-01-25/,
        );
        assert.ok((await pageOverflow(page)) <= 0, 'Statements: the page does not overflow');
        await screenshot(page, `reading-sec-${viewport.width}-statements`);

        await openTab(page, 'Beneish M-score');
        const terms = termsOf(panel, 'Beneish M-score indices', phone);
        await terms.first().waitFor({ timeout: 20_000 });
        assert.deepEqual(await outOfView(terms.locator('dd, td'), viewport.width), []);
        await page.screenshot({ path: `${SCREENSHOTS}reading-sec-${viewport.width}-mscore.png` });
        assert.deepEqual(await blockingAxeFindings(page), [], 'axe on Apple');

        if (!phone) {
          // The full report's statements appendix marks the revised figure and lists the revision, linked.
          await page
            .locator('button:not([disabled])', { hasText: 'Full Report' })
            .waitFor({ timeout: 20_000 });
          const [report] = await Promise.all([
            context.waitForEvent('page'),
            page.getByRole('button', { name: 'Full Report' }).click(),
          ]);
          await report.waitForURL(/\/api\/dashboard\/report\?token=/, { timeout: 20_000 });
          const appendix = report.locator('section').filter({ has: report.locator('#statements') });
          await appendix.first().waitFor({ timeout: 20_000 });
          const text = (await appendix.first().textContent()) ?? '';
          assert.ok(
            text.includes('First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25'),
            text,
          );
          assert.match(
            text,
            /Revenue, fiscal 2009: first reported \$36,537m; revised to \$42,905m by 10-K\/A filed 2010-01-25/,
          );
          assert.ok(
            !((await report.locator('body').textContent()) ?? '').includes('ALERT: ALERT:'),
            'no doubled ALERT',
          );
          await appendix.first().scrollIntoViewIfNeeded();
          await report.screenshot({
            path: `${SCREENSHOTS}reading-sec-report-statements.png`,
            fullPage: false,
          });
          await report.close();

          // Tesla's filing events: the NT 10-K of 2013-03-04 and the non-reliance 8-K of 2013-03-07 (fiscal
          // 2012), each linked to its filing on EDGAR.
          await page.getByLabel('Search companies').fill('TSLA');
          const tesla = page
            .getByRole('list', { name: 'Search results' })
            .getByRole('button')
            .filter({ hasText: 'Tesla' })
            .first();
          await tesla.waitFor({ timeout: 20_000 });
          await tesla.click();
          const events = page
            .getByRole('region', { name: 'Filing events', exact: true })
            .getByRole('list', { name: 'Filing events, latest first' });
          await events.waitFor({ timeout: 30_000 });
          const timeline = (await events.textContent()) ?? '';
          assert.match(timeline, /Notification of late filing of the annual report for fiscal 2012/);
          assert.match(timeline, /Non-reliance on previously issued financial statements/);
          const nonReliance = events.getByRole('link', { name: /View the 8-K of 2013-03-07 on EDGAR/ });
          assert.match((await nonReliance.getAttribute('href')) ?? '', /000119312513096223/);
          await events.scrollIntoViewIfNeeded();
          await screenshot(page, 'reading-sec-tesla-filing-events');

          // Fiscal 2012's warnings cite the same filings, the accession numbers linked to EDGAR.
          const year = page.getByRole('toolbar', { name: 'Company' }).getByRole('combobox', { name: 'Year' });
          await year.click();
          await page.getByRole('option', { name: '2012', exact: true }).click();
          const info = page.getByRole('region', { name: 'Ticker info', exact: true });
          const late = info.getByRole('alert').filter({ hasText: 'Annual report filed late' });
          await late.waitFor({ timeout: 30_000 });
          assert.equal(
            ((await late.textContent()) ?? '').trim(),
            'ALERT: Annual report filed late (NT 10-K filed 2013-03-04, 0001193125-13-088624).',
          );
          const notice = info.getByRole('link', { name: /0001193125-13-096223: the filing on SEC EDGAR/ });
          assert.match((await notice.getAttribute('href')) ?? '', /000119312513096223/);
          await info.scrollIntoViewIfNeeded();
          await screenshot(page, 'reading-sec-tesla-2012-warnings');
        }
        await context.close();
      }
    } finally {
      await app.stop();
    }
  },
);
