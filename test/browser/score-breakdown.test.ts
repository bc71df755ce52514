import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { blockingAxeFindings, launch, screenshot, SCREENSHOTS, signInToDashboard } from './browser.ts';
import { startWorkedExampleApp, type ImportedApp } from './imported-app.ts';

/*
 * The score breakdown read on screen (issue 21) for the worked example of docs/risk-model.md, imported as an
 * analyst's data team would: `data:import` of a statements CSV into a database of its own, then the app on
 * it. The numbers on screen must be exactly the documented ones (M -1.527035, F 1.12249), the final
 * score's terms must add up to the year's logit L_t, and its smoothing with last year's S_t−1 (issue 28) to
 * the S_t whose logistic is the score the dashboard shows.
 */

let browser: Browser;
let app: ImportedApp;
let baseUrl = '';

before(async () => {
  browser = await launch();
  app = await startWorkedExampleApp('worked-example');
  assert.match(app.imported, /Rows kept: \d+, rows skipped: 0/);
  baseUrl = app.baseUrl;
});

after(async () => {
  await browser.close();
  await app.stop();
});

/** Signs in and opens the worked example's dashboard (its latest scored year). */
async function openWorkedExample(page: Page): Promise<void> {
  await signInToDashboard(page, 'analyst@acme.test', baseUrl);
  await page.goto(`${baseUrl}/dashboard?tickerId=WEX-US&exchangeCountryId=1`);
  await page
    .getByRole('toolbar', { name: 'Company' })
    .getByText('Worked Example Corp')
    .waitFor({ timeout: 30_000 });
}

/** The numbers of a table's last column, row by row ('+0.1518' → 0.1518). */
async function lastColumn(table: Locator): Promise<number[]> {
  const texts = await table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ''));
  return texts.map((text) => Number(text.replace(/[+,]/g, '')));
}

const breakdownPanel = (page: Page) => page.getByRole('region', { name: 'Score breakdown', exact: true });

test('the worked example: the breakdown shows the documented M and F, and the terms add up to the score shown', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openWorkedExample(page);
  const panel = breakdownPanel(page);
  await panel.getByRole('table', { name: 'Final score terms' }).waitFor({ timeout: 30_000 });
  await panel.scrollIntoViewIfNeeded();

  // The final score's terms: their contributions add up to the year's logit L_t.
  const terms = await lastColumn(panel.getByRole('table', { name: 'Final score terms' }));
  const [mTerm, fTerm, cTerm, intercept, yearLogit] = terms as [number, number, number, number, number];
  assert.ok(terms.length === 5 && terms.every((value) => Number.isFinite(value)), terms.join(' | '));
  assert.ok(Math.abs(mTerm + fTerm + cTerm + intercept - yearLogit) < 2e-4);
  // The worked example's year before has no score: S_t = L_t, whose logistic is the score shown.
  const smoothing = panel.getByRole('table', { name: 'Smoothing over the years' });
  assert.match((await smoothing.textContent()) ?? '', /St = Lt \(no score the year before\)/);
  const [shownYearLogit, logit] = (await lastColumn(smoothing)) as [number, number];
  assert.equal(shownYearLogit, yearLogit);
  assert.equal(logit, yearLogit);
  const shown =
    (await panel
      .getByRole('tabpanel')
      .getByText('Final score', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? '';
  const score = Number(shown);
  assert.ok(Math.abs(100 / (1 + Math.exp(-logit)) - score) < 0.01, `score ${shown}, logit ${logit}`);
  const info = (await page.getByRole('region', { name: 'Ticker info', exact: true }).textContent()) ?? '';
  assert.ok(info.includes(shown), `the Ticker info shows the final score ${shown}`);
  // Each cluster's position among its peers and its flag strength g(p) = max(0, (p − 0.7)/0.3)³.
  const flags = await panel
    .getByRole('table', { name: 'Cluster red flags' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => Array.from(row.children).map((cell) => cell.textContent ?? '')));
  assert.equal(flags.length, 14);
  for (const [name, position, , strength] of flags) {
    if (position === 'N/A') continue;
    const g = (p: number) => Math.max(0, (p - 0.7) / 0.3) ** 3;
    // p is shown to 2 decimals: g(p) lies between g of the ends of the shown p's rounding.
    const [low, high] = [g(Number(position) - 0.005) - 5e-4, g(Number(position) + 0.005) + 5e-4];
    const value = Number(strength);
    assert.ok(value >= low && value <= high, `${name}: p ${position}, g ${strength}`);
  }
  await screenshot(page, 'score-breakdown-final-1440');

  // The M-score: the documented value, the flag, the eight indices; DSRI's statement lines on expanding it.
  await panel.getByRole('tab', { name: 'M-score' }).click();
  const mTable = panel.getByRole('table', { name: 'M-score indices' });
  await mTable.waitFor();
  const mText = (await panel.textContent()) ?? '';
  assert.ok(mText.includes('-1.527035'), 'M-score -1.527035 on screen');
  assert.ok(mText.includes('Above -1.78: likely manipulator'));
  for (const code of ['DSRI', 'GMI', 'AQI', 'SGI', 'DEPI', 'SGAI', 'LVGI', 'TATA'])
    assert.ok(mText.includes(code), code);
  assert.ok(mText.includes('1.5000'), 'DSRI 1.5000');
  await panel.getByRole('button', { name: 'Show the statement lines of DSRI' }).click();
  const lines = panel.getByRole('table', { name: 'Statement lines of DSRI' });
  await lines.waitFor();
  const linesText = (await lines.textContent()) ?? '';
  for (const text of [
    'Receivables',
    '2024',
    '$180.0m',
    '2023',
    '$100.0m',
    'Revenue',
    '$1,200m',
    'Imported statements',
  ])
    assert.ok(linesText.includes(text), `${text} in DSRI's lines`);
  await screenshot(page, 'score-breakdown-mscore-1440');

  // The F-score: the documented value and its band.
  await panel.getByRole('tab', { name: 'F-score' }).click();
  await panel.getByRole('table', { name: 'F-score variables' }).waitFor();
  const fText = (await panel.textContent()) ?? '';
  assert.ok(fText.includes('1.12249'), 'F-score 1.12249 on screen');
  assert.ok(fText.includes('Above normal risk'));

  // The statements: the 21 line items over the three years.
  await panel.getByRole('tab', { name: 'Statements' }).click();
  const statements = panel.getByRole('table', { name: 'Financial statements ($ millions)' });
  await statements.waitFor();
  assert.equal(await statements.locator('tbody tr').count(), 21);
  await screenshot(page, 'score-breakdown-statements-1440');

  await context.close();
});

test('a year after a scored year: S_t = 0.73 × S_t−1 + 0.27 × L_t, and the score shown is its logistic', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await openWorkedExample(page);
  // Another company of the file, from the results: its latest year follows a scored one.
  const row = page
    .locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr')
    .filter({ hasNotText: 'Worked Example Corp' })
    .first();
  const name = ((await row.locator('td').nth(1).textContent()) ?? '').trim();
  await row.locator('td').nth(1).click();
  await page.getByRole('toolbar', { name: 'Company' }).getByText(name).waitFor({ timeout: 30_000 });
  const panel = breakdownPanel(page);
  const smoothing = panel.getByRole('table', { name: 'Smoothing over the years' });
  await smoothing.locator('tbody tr').nth(2).waitFor({ timeout: 30_000 });
  const text = (await smoothing.textContent()) ?? '';
  assert.ok(text.includes('Last year’s smoothed logit'), text);
  assert.ok(text.includes('St = 0.73 × St−1 + 0.27 × Lt'), text);
  const [yearLogit, previous, logit] = (await lastColumn(smoothing)) as [number, number, number];
  assert.ok(Math.abs(0.73 * previous + 0.27 * yearLogit - logit) < 2e-4, text);
  const terms = await lastColumn(panel.getByRole('table', { name: 'Final score terms' }));
  assert.equal(terms.at(-1), yearLogit, 'L_t is the sum of the terms');
  const shown =
    (await panel
      .getByRole('tabpanel')
      .getByText('Final score', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? '';
  assert.ok(Math.abs(100 / (1 + Math.exp(-logit)) - Number(shown)) < 0.01, `score ${shown}, S_t ${logit}`);
  await panel.scrollIntoViewIfNeeded();
  await panel.screenshot({ path: `${SCREENSHOTS}score-breakdown-smoothing-1440.png` });
  await context.close();
});

test('the breakdown in dark and light, at 1440 and on a 390 px phone: axe finds nothing serious, nothing overflows', async () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      if (theme === 'light') await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      const page = await context.newPage();
      await openWorkedExample(page);
      const panel = breakdownPanel(page);
      // On a phone the terms and their statement lines are cards and lists (issue 30), not tables.
      const role = viewport.width < 600 ? 'list' : 'table';
      await panel.getByRole(role, { name: 'Final score terms' }).waitFor({ timeout: 30_000 });
      await panel.getByRole('tab', { name: 'M-score' }).click();
      await panel.getByRole('button', { name: 'Show the statement lines of DSRI' }).click();
      await panel.getByRole(role, { name: 'Statement lines of DSRI' }).waitFor();
      await panel.scrollIntoViewIfNeeded();
      const where = `${theme}, ${viewport.width} px`;
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `the page overflows by ${overflow} px (${where})`);
      await panel.screenshot({ path: `${SCREENSHOTS}score-breakdown-panel-${theme}-${viewport.width}.png` });
      assert.deepEqual(await blockingAxeFindings(page), [], `axe: the score breakdown (${where})`);
      await context.close();
    }
  }
});
