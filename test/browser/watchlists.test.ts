import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { BASE_URL, companiesCount, launch, SCREENSHOTS, signInToDashboard } from './browser.ts';

const WATCHLIST_CSV_HEADER =
  'isin,ticker,company_name,domicile_country,exchange_countryID,exchange_country,risk_score,rating,watchlist_name';
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

/** Waits until the count reads `expected` (after a load that may pass through other values). */
async function expectCount(page: Page, expected: number): Promise<void> {
  const status = page.getByText(/^[\d,]+ compan(y|ies)$/).first();
  let last = '';
  for (let attempt = 0; attempt < 80; attempt += 1) {
    last = (await status.textContent({ timeout: 20_000 })) ?? '';
    if (Number(last.replace(/[^\d]/g, '')) === expected) return;
    await page.waitForTimeout(250);
  }
  throw new Error(`the companies count is '${last}', expected ${expected}`);
}

/** The signed-in user's bearer token, as the app keeps it. */
async function bearerToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('principal');
    return stored === null ? '' : String((JSON.parse(stored) as { idToken?: string }).idToken ?? '');
  });
  assert.notEqual(token, '');
  return token;
}

/** Deletes the watchlists an earlier run of this test left (when run again against the same database). */
async function deleteEarlierWatchlists(page: Page): Promise<void> {
  const headers = { Authorization: `Bearer ${await bearerToken(page)}` };
  const answer = await page.request.get(`${BASE_URL}/api/watchlists`, { headers });
  const lists = (await answer.json()) as Array<{ id: string; name: string }>;
  for (const list of lists.filter((candidate) => candidate.name.startsWith('Browser watch '))) {
    await page.request.delete(`${BASE_URL}/api/watchlists/${list.id}`, { headers });
  }
}

/** What is on screen (a full-page shot stretches the sticky sidebar and header). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

const resultRows = (page: Page): Locator =>
  page.locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr');
const watchlistRows = (page: Page): Locator =>
  page.locator('[role="treegrid"][aria-label="Watchlist companies"] .ht_master tbody tr');

/** The text of a row's cell; a result row's checkbox cell does not count (column 0 is the name). */
async function cellText(row: Locator, column: number): Promise<string> {
  return ((await row.locator('td:not(.ls-select-cell)').nth(column).textContent()) ?? '').trim();
}

test('an analyst stars a company into a new watchlist, uploads a CSV into it and downloads it', async () => {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 1000 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signInToDashboard(page, 'analyst@acme.test');
  await deleteEarlierWatchlists(page);
  await page.reload();
  await resultRows(page).nth(2).waitFor({ timeout: 30_000 });

  // The first result opens on its own; note another company's ISIN for the upload.
  const firstName = await cellText(resultRows(page).first(), 0);
  const otherName = await cellText(resultRows(page).nth(2), 0);
  const otherIsin = await cellText(resultRows(page).nth(2), 4);
  assert.match(otherIsin, /^[A-Z]{2}[A-Z0-9]{9}\d$/);
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.getByText(firstName).waitFor({ timeout: 20_000 });

  // Star it into a new watchlist.
  const listName = `Browser watch ${Date.now()}`;
  await toolbar.getByRole('button', { name: 'Add to watchlist' }).click();
  const popup = page.getByRole('dialog', { name: 'Add to watchlist' });
  await popup.getByRole('textbox', { name: 'New watchlist' }).fill(listName);
  await popup.getByRole('button', { name: 'Create' }).click();
  await popup.getByRole('checkbox', { name: listName }).waitFor();
  assert.equal(await popup.getByRole('checkbox', { name: listName }).isChecked(), true);
  await screenshot(page, 'watchlist-star-popup');
  await page.keyboard.press('Escape');
  await toolbar.getByRole('button', { name: 'In watchlist' }).waitFor();

  // The Watchlists tab shows it with the company.
  await page.getByRole('tab', { name: 'Watchlists' }).click();
  await page.getByRole('combobox', { name: 'Watchlist' }).filter({ hasText: listName }).waitFor();
  await watchlistRows(page).first().waitFor({ timeout: 20_000 });
  assert.equal(await watchlistRows(page).count(), 1);
  assert.equal(await cellText(watchlistRows(page).first(), 0), firstName);

  // Upload a CSV: one known ISIN and one the database does not know.
  const dir = await mkdtemp(join(tmpdir(), 'ledgerscope-upload-'));
  const csvPath = join(dir, 'companies.csv');
  await writeFile(csvPath, `isin,comment\n${otherIsin},known\nUS0000000000,unknown\n`);
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload CSV' });
  await upload.getByLabel('CSV file').setInputFiles(csvPath);
  await upload.getByText('companies.csv').waitFor();
  await upload.getByRole('button', { name: 'Upload' }).click();
  const partial = page.getByRole('dialog', { name: 'Partial upload' });
  await partial.waitFor({ timeout: 20_000 });
  const partialText = (await partial.textContent()) ?? '';
  assert.match(partialText, /Data match warning - Some data did not match with database\./);
  assert.match(partialText, /Added \(1\)/);
  assert.ok(partialText.includes(otherName), 'the added company is listed');
  assert.match(partialText, /Not found in the database \(1\)/);
  assert.match(partialText, /US0000000000/);
  await page.waitForTimeout(300);
  await screenshot(page, 'watchlist-upload-partial');
  await partial.getByRole('button', { name: 'Done' }).click();
  await partial.waitFor({ state: 'hidden' });
  await watchlistRows(page).nth(1).waitFor();
  assert.equal(await watchlistRows(page).count(), 2);
  await page.waitForTimeout(300);
  await screenshot(page, 'watchlists-tab-dark');
  // The Watchlists tab sits beside Results at the head of the main column (no longer in the sidebar).
  const watchlistsPanel = page.getByRole('tabpanel', { name: 'Watchlists' });
  // At the top of the page: scrolled to, the panel would pass under the sticky app header.
  await page.evaluate(() => window.scrollTo(0, 0));
  await watchlistsPanel.screenshot({ path: `${SCREENSHOTS}watchlists-panel-dark.png` });
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.waitForTimeout(500);
  await watchlistsPanel.screenshot({ path: `${SCREENSHOTS}watchlists-panel-light.png` });
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.waitForTimeout(300);

  // A file that is not a CSV is refused before it is sent.
  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const txtPath = join(dir, 'companies.txt');
  await writeFile(txtPath, `isin\n${otherIsin}\n`);
  await upload.getByLabel('CSV file').setInputFiles(txtPath);
  await upload.getByText('Unsupported file type').waitFor();
  await page.keyboard.press('Escape');
  await upload.waitFor({ state: 'hidden' });

  // Download the watchlist as CSV.
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = page.getByRole('dialog', { name: 'Download watchlists' });
  assert.equal(await download.getByRole('checkbox', { name: new RegExp(`^${listName}`) }).isChecked(), true);
  await download.getByLabel(/^File name/).fill('my-watchlists');
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    download.getByRole('button', { name: 'Download' }).click(),
  ]);
  assert.equal(file.suggestedFilename(), 'my-watchlists.csv');
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r?\n/);
  assert.equal(lines[0], WATCHLIST_CSV_HEADER);
  assert.equal(lines.length, 3, 'a header and one row per company');
  assert.ok(lines.slice(1).every((line) => line.endsWith(listName)));
  assert.ok(lines.some((line) => line.startsWith(`${otherIsin},`)));

  // Unstar the first company: the star goes off and the watchlist keeps the uploaded one.
  await toolbar.getByRole('button', { name: 'In watchlist' }).click();
  await popup.getByRole('checkbox', { name: listName }).uncheck();
  await page.keyboard.press('Escape');
  await toolbar.getByRole('button', { name: 'Add to watchlist' }).waitFor();
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[role="treegrid"][aria-label="Watchlist companies"] .ht_master tbody tr')
        .length === 1,
  );
  assert.equal(await cellText(watchlistRows(page).first(), 0), otherName);

  // Back on the results tab, the results grid is there as before.
  await page.getByRole('tab', { name: 'Results' }).click();
  await resultRows(page).first().waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('an analyst ticks two results, adds them to a new watchlist and finds them in the Watchlists tab', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signInToDashboard(page, 'analyst@acme.test');
  await deleteEarlierWatchlists(page);
  await page.reload();
  await resultRows(page).nth(1).waitFor({ timeout: 30_000 });
  const firstName = await cellText(resultRows(page).first(), 0);
  const secondName = await cellText(resultRows(page).nth(1), 0);
  const selected = page.getByRole('group', { name: 'Selected companies' });
  const addSelected = selected.getByRole('button', { name: 'Add selected to watchlist' });
  assert.equal(await addSelected.isDisabled(), true);

  // The first by a click on its checkbox, the second from the keyboard: down a row, then Space.
  await resultRows(page)
    .first()
    .getByRole('checkbox', { name: `Select ${firstName}` })
    .click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await selected.getByText('2 companies selected').waitFor();
  assert.equal(
    await resultRows(page)
      .nth(1)
      .getByRole('checkbox', { name: `Select ${secondName}` })
      .isChecked(),
    true,
  );
  await screenshot(page, 'results-selected');

  // Into a new watchlist.
  const listName = `Browser watch grid ${Date.now()}`;
  await addSelected.click();
  const dialog = page.getByRole('dialog', { name: 'Add 2 companies to a watchlist' });
  await dialog.getByRole('radio', { name: 'New watchlist' }).check();
  await dialog.getByRole('textbox', { name: 'New watchlist name' }).fill(listName);
  await page.waitForTimeout(300);
  await screenshot(page, 'results-add-to-watchlist');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByText(`2 companies added to '${listName}'.`).first().waitFor({ timeout: 20_000 });
  await dialog.waitFor({ state: 'hidden' });
  await selected.getByText(/^Tick companies/).waitFor();

  // The Watchlists tab shows that list, with both companies in the order ticked.
  await page.getByRole('tab', { name: 'Watchlists' }).click();
  await page.getByRole('combobox', { name: 'Watchlist' }).filter({ hasText: listName }).waitFor();
  await watchlistRows(page).nth(1).waitFor({ timeout: 20_000 });
  assert.equal(await watchlistRows(page).count(), 2);
  assert.equal(await cellText(watchlistRows(page).first(), 0), firstName);
  assert.equal(await cellText(watchlistRows(page).nth(1), 0), secondName);
  assert.deepEqual(errors, []);
  await context.close();
});

test('an analyst saves a filter, clears it, loads it back, and reads the notice of a filter whose values are gone', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await signInToDashboard(page, 'analyst@acme.test');
  await resultRows(page).first().waitFor({ timeout: 30_000 });
  const all = await companiesCount(page);

  // Exchange US, the first sector, a higher minimum risk.
  await page.getByRole('combobox', { name: 'Exchange country' }).click();
  await page.getByRole('option', { name: /^Japan/ }).click();
  await page.getByRole('option', { name: /^United Kingdom/ }).click();
  await page.keyboard.press('Escape');
  const usOnly = await companiesCount(page, all);
  await page.getByRole('combobox', { name: 'Sector' }).click();
  const sectorOption = page.getByRole('option').first();
  const sectorName = ((await sectorOption.textContent()) ?? '').replace(/[\d,\s]+$/, '').trim();
  assert.notEqual(sectorName, '');
  await sectorOption.click();
  await page.keyboard.press('Escape');
  const inSector = await companiesCount(page, usOnly);
  const minimum = page.getByRole('slider', { name: 'Risk score minimum' });
  await minimum.focus();
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('PageUp');
  const saved = await companiesCount(page, inSector);
  assert.ok(saved < usOnly);

  // Save it; saving again under the same name asks to replace it.
  const filterName = `US sector risk ${Date.now()}`;
  for (const round of [1, 2]) {
    await page.getByRole('button', { name: 'Save filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save filter' });
    await dialog.getByLabel(/^Filter name/).fill(filterName);
    await dialog.getByRole('button', { name: 'Save' }).click();
    if (round === 2) {
      const confirm = page.getByRole('dialog', { name: 'Replace saved filter?' });
      await confirm.getByText(`A saved filter named ${filterName} already exists. Replace it?`).waitFor();
      await confirm.getByRole('button', { name: 'Replace' }).click();
    }
    await page.getByText(`Filter '${filterName}' saved.`).first().waitFor();
    await page.getByRole('dialog').first().waitFor({ state: 'hidden' });
  }

  // Clear the filter, then load the saved one back: the same companies.
  await page.getByRole('button', { name: 'Clear filter' }).click();
  await expectCount(page, all);
  await page.getByRole('button', { name: 'Load filter' }).click();
  const load = page.getByRole('dialog', { name: 'Load filter' });
  await load.getByRole('button', { name: `Load ${filterName}` }).click();
  await load.waitFor({ state: 'hidden' });
  await expectCount(page, saved);
  assert.equal(await page.getByRole('dialog', { name: 'Saved filter adjusted' }).count(), 0);
  const exchanges = page
    .getByRole('combobox', { name: 'Exchange country' })
    .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]');
  assert.doesNotMatch((await exchanges.textContent()) ?? '', /Japan|United Kingdom/);

  // A saved filter whose values are no longer offered (a sector that does not exist, a risk range wider
  // than the data, a year without data), saved through the API as an older client might have.
  const token = await bearerToken(page);
  const goneName = `Gone values ${Date.now()}`;
  const response = await page.request.post(`${BASE_URL}/api/saved-filters`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      name: goneName,
      order: ['EXC', 'SEC', 'RS', 'YEAR'],
      exchange: [1],
      sectorId: [99999],
      minRiskScore: 0,
      maxRiskScore: 100,
      year: 2001,
    },
  });
  assert.equal(response.status(), 201);

  await page.getByRole('button', { name: 'Load filter' }).click();
  await load.getByRole('button', { name: `Load ${goneName}` }).click();
  const notice = page.getByRole('dialog', { name: 'Saved filter adjusted' });
  await notice.waitFor({ timeout: 20_000 });
  const noticeText = (await notice.textContent()) ?? '';
  assert.match(noticeText, /Sector ID 99999 will not be included in the filter/);
  assert.match(noticeText, /Min Risk Score : 0 will be changed to [\d.]+/);
  assert.match(noticeText, /Year : 2001 will be changed to \d{4}/);
  await page.waitForTimeout(300);
  await screenshot(page, 'saved-filter-adjusted');
  await notice.getByRole('button', { name: 'OK' }).click();
  await notice.waitFor({ state: 'hidden' });
  // Applied without the sector: only the exchange and the (moved) risk range are left.
  const sectors = page
    .getByRole('combobox', { name: 'Sector' })
    .locator('xpath=ancestor::div[contains(@class,"MuiAutocomplete-root")]');
  assert.ok(!((await sectors.textContent()) ?? '').includes(sectorName), 'the sector is not chosen');
  assert.match((await exchanges.textContent()) ?? '', /United States/);
  const withoutSector = await companiesCount(page, saved);
  assert.ok(withoutSector > saved && withoutSector <= usOnly, `${withoutSector} of ${usOnly}`);

  // Delete it (after confirming): it leaves the list.
  await page.getByRole('button', { name: 'Load filter' }).click();
  await load.getByRole('button', { name: `Delete ${goneName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete saved filter?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await load.getByRole('button', { name: `Load ${filterName}` }).waitFor();
  assert.equal(await load.getByRole('button', { name: `Load ${goneName}` }).count(), 0);
  await page.keyboard.press('Escape');
  await load.waitFor({ state: 'hidden' });
  assert.deepEqual(errors, []);
  await context.close();
});
