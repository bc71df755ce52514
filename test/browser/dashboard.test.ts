import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { companiesCount, launch, screenshot, signInToDashboard } from './browser.ts';

const PANELS = [
  'Ticker info',
  'Risk score history',
  'Sector risk distribution',
  'Risk distribution',
  'Risk clusters',
  'Cluster detail',
];
const CHART_PANELS = ['Risk score history', 'Sector risk distribution', 'Risk distribution', 'Risk clusters'];
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

/** The name cell of a result row (after the row's checkbox cell). */
const nameCell = (row: Locator): Locator => row.locator('td:not(.ls-select-cell)').first();

function resultRows(page: Page): Locator {
  return page.locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr');
}

async function expectEveryPanel(page: Page): Promise<void> {
  for (const title of PANELS) {
    await page.getByRole('region', { name: title, exact: true }).waitFor({ timeout: 20_000 });
  }
  // Every chart is drawn (plotly's SVG inside the panel), not left as a skeleton or an error.
  for (const title of CHART_PANELS) {
    await page
      .getByRole('region', { name: title, exact: true })
      .locator('svg.main-svg')
      .first()
      .waitFor({ timeout: 30_000 });
  }
  const clusterCards = page.getByRole('region', { name: 'Cluster detail', exact: true });
  assert.match((await clusterCards.textContent()) ?? '', /(\d\/5|N\/A)/);
  const info = (await page.getByRole('region', { name: 'Ticker info', exact: true }).textContent()) ?? '';
  assert.match(info, /Exchange country/);
  assert.match(info, /Final score/);
}

test('an analyst filters by exchange, sector and risk, opens a company, switches year and downloads CSV', async () => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signInToDashboard(page, 'analyst@acme.test');

  // The initial load selects every permitted exchange and opens the first result.
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  // The first cell of a result row is its checkbox; the name follows.
  const firstName = (await nameCell(resultRows(page).first()).textContent())?.trim() ?? '';
  await toolbar.getByText(firstName).waitFor({ timeout: 20_000 });
  await expectEveryPanel(page);
  const all = await companiesCount(page);
  assert.ok(all > 0);

  // Exchange: only the United States (Japan and the United Kingdom switched off).
  await page.getByRole('combobox', { name: 'Exchange country' }).click();
  await page.getByRole('option', { name: /^Japan/ }).click();
  await page.getByRole('option', { name: /^United Kingdom/ }).click();
  await page.keyboard.press('Escape');
  const usOnly = await companiesCount(page, all);
  assert.ok(usOnly < all, `US only (${usOnly}) should be fewer than all exchanges (${all})`);

  // Sector: the first offered sector; its option shows its count beside the name.
  await page.getByRole('combobox', { name: 'Sector' }).click();
  const sectorOption = page.getByRole('option').first();
  const sectorText = (await sectorOption.textContent()) ?? '';
  assert.match(sectorText, /\d/);
  await sectorOption.click();
  await page.keyboard.press('Escape');
  const inSector = await companiesCount(page, usOnly);
  assert.ok(inSector < usOnly, `one sector (${inSector}) should be fewer than the exchange (${usOnly})`);

  // Risk range: raise the minimum from the keyboard.
  const minimum = page.getByRole('slider', { name: 'Risk score minimum' });
  await minimum.focus();
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('PageUp');
  const riskier = await companiesCount(page, inSector);
  assert.ok(riskier < inSector, `a higher minimum risk (${riskier}) should match fewer (${inSector})`);
  await resultRows(page).first().waitFor();
  await screenshot(page, 'dashboard-filtered-dark');

  // Open another company from the grid.
  const rows = await resultRows(page).count();
  const target = nameCell(resultRows(page).nth(rows > 1 ? 1 : 0));
  const targetName = (await target.textContent())?.trim() ?? '';
  await target.click();
  await toolbar.getByText(targetName).waitFor({ timeout: 20_000 });
  await expectEveryPanel(page);

  // Switch the year from the top bar.
  const year = toolbar.getByRole('combobox', { name: 'Year' });
  const shownYear = ((await year.textContent()) ?? '').trim();
  await year.click();
  const otherYear = page.getByRole('option').filter({ hasNotText: shownYear }).first();
  const chosenYear = ((await otherYear.textContent()) ?? '').trim();
  await otherYear.click();
  await toolbar.getByRole('combobox', { name: 'Year' }).filter({ hasText: chosenYear }).waitFor();
  const panelsOrNoReport = await Promise.race([
    page
      .getByRole('region', { name: 'Ticker info', exact: true })
      .getByText('Final score')
      .waitFor({ timeout: 20_000 })
      .then(() => 'panels'),
    page
      .getByText("There isn't a report for this year because the available data is inconclusive.")
      .waitFor({ timeout: 20_000 })
      .then(() => 'no report'),
  ]);
  assert.ok(['panels', 'no report'].includes(panelsOrNoReport));
  if (panelsOrNoReport === 'no report') await page.keyboard.press('Escape');

  // Download the screen as CSV.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Download CSV' });
  await dialog.getByLabel(/^File name/).fill('acme-screen.csv');
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'acme-screen.csv');
  const path = await download.path();
  const csv = await readFile(path, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  assert.equal(
    lines[0]?.replace(/^\uFEFF/, ''),
    'ISIN,Name,Ticker,FiscalYear,FiscalYearEnd,Domicile,RankPercent,RankPerSector,Rating,Risk,Beneish M-score,Dechow F-score,Filing events',
  );
  assert.equal(lines.length - 1, riskier, 'one CSV row per company of the screen');

  // The same dashboard in the light theme.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.waitForTimeout(500);
  await screenshot(page, 'dashboard-light');
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.waitForTimeout(500);
  await screenshot(page, 'dashboard-dark');
  assert.deepEqual(errors, []);
  await context.close();
});

test('the full report opens in a new window as a printable page with every panel', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signInToDashboard(page, 'analyst@acme.test');
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  const fullReport = page.getByRole('button', { name: 'Full Report' });
  await page.locator('button:not([disabled])', { hasText: 'Full Report' }).waitFor({ timeout: 20_000 });
  const [report] = await Promise.all([context.waitForEvent('page'), fullReport.click()]);
  await report.waitForURL(/\/api\/dashboard\/report\?token=/, { timeout: 20_000 });
  await report.getByRole('heading', { name: 'Cluster detail' }).waitFor();
  assert.ok((await report.locator('svg').count()) >= 4);
  await screenshot(report, 'full-report');
  await context.close();
});
