import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  blockingAxeFindings,
  launch,
  screenshot,
  SCREENSHOTS,
  settleAnimations,
  signInToDashboard,
  watchPageErrors,
} from './browser.ts';
import { startWorkedExampleApp, type ImportedApp } from './imported-app.ts';

/*
 * Scores an analyst can trust (issue 28): a company of the analyst's own statements file has too few peers of
 * its kind to be rated ('Not rated: fewer than 30 peers': real companies are never ranked among the generated
 * demo companies), and its first year has no score ('Not scored: …', the M-score needs the year before). Both
 * show their sentence where the rating goes, never 'N/A' as a grade and never an error, at 1440x900 and on a
 * 390 px phone, in the dark theme.
 */

let browser: Browser;
let app: ImportedApp;

before(async () => {
  browser = await launch();
  app = await startWorkedExampleApp('score-notes');
});

after(async () => {
  await browser.close();
  await app.stop();
});

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const NOT_RATED = 'Not rated: fewer than 30 peers';

/** The value (dd) of a Ticker info field. */
function tickerField(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Ticker info', exact: true })
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/**
 * The whole page, and close-ups to look at: the company's top bar in view, the Ticker info and the Score
 * breakdown (`name`-toolbar, -info, -breakdown).
 */
async function shoot(page: Page, name: string): Promise<void> {
  await settleAnimations(page);
  await screenshot(page, name);
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}${name}-toolbar.png` });
  for (const [region, suffix] of [
    ['Ticker info', 'info'],
    ['Score breakdown', 'breakdown'],
  ] as const) {
    await page
      .getByRole('region', { name: region, exact: true })
      .screenshot({ path: `${SCREENSHOTS}${name}-${suffix}.png` });
  }
}

/** Opens the worked example's dashboard (the year its page opens on unless `year` is given). */
async function openWorkedExample(page: Page, year?: number): Promise<Locator> {
  const query = `tickerId=WEX-US&exchangeCountryId=1${year === undefined ? '' : `&year=${year}`}`;
  await page.goto(`${app.baseUrl}/dashboard?${query}`);
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.getByText('Worked Example Corp').waitFor({ timeout: 30_000 });
  await tickerField(page, 'Rating').waitFor({ timeout: 30_000 });
  return toolbar;
}

test("a filed company is 'Not rated: fewer than 30 peers' in the results, the header and the Ticker info", async () => {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const where = `${viewport.width} px`;
    try {
      await signInToDashboard(page, 'analyst@acme.test', app.baseUrl);
      const toolbar = await openWorkedExample(page);

      // The page opens on the latest scored year and offers every year with statements.
      const year = toolbar.getByRole('combobox', { name: 'Year' });
      assert.equal((await year.textContent())?.trim(), '2024', where);
      await year.click();
      const years = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
      assert.deepEqual(years, ['2024', '2023', '2022'], where);
      await page.keyboard.press('Escape');

      // The rating's place says why there is none; the score is there.
      const rating = tickerField(page, 'Rating');
      assert.equal((await rating.textContent())?.trim(), NOT_RATED, where);
      assert.ok(((await toolbar.textContent()) ?? '').includes(NOT_RATED), `the header says so (${where})`);
      const score = ((await tickerField(page, 'Final score').textContent()) ?? '').trim();
      assert.match(score, /^\d{1,3}\.\d{2}$/, `a final score (${where})`);
      assert.equal((await tickerField(page, 'Rank in exchange country').textContent())?.trim(), 'N/A');

      // The results grid: a neutral 'Not rated' chip with the sentence as its tooltip, no letter, no N/A.
      const grid = page.locator('[role="treegrid"][aria-label="Results"]');
      await grid.locator('.ht_master tbody tr').first().waitFor({ timeout: 30_000 });
      const ratings = await grid.locator('.ht_master tbody tr').evaluateAll((rows) =>
        rows.map((row) => {
          const headers = Array.from(row.closest('table')?.querySelectorAll('thead th') ?? []);
          const column = headers.findIndex((header) => header.textContent.trim() === 'Rating');
          const cell = row.children[column];
          const chip = cell?.querySelector<HTMLElement>('.ls-risk-chip');
          const [inner, outer] = [chip?.getBoundingClientRect(), cell?.getBoundingClientRect()];
          const fits =
            inner !== undefined &&
            outer !== undefined &&
            inner.left >= outer.left &&
            inner.right <= outer.right;
          return {
            text: chip?.textContent ?? '',
            title: chip?.title ?? '',
            cell: cell?.textContent ?? '',
            fits,
          };
        }),
      );
      assert.ok(ratings.length > 0);
      for (const shown of ratings) {
        assert.ok(shown.text === 'Not rated' || shown.text === 'Not scored', JSON.stringify(shown));
        assert.ok(shown.title.startsWith(`${shown.text}`), JSON.stringify(shown));
        assert.ok(!shown.cell.includes('N/A'), JSON.stringify(shown));
        assert.ok(shown.fits, `the chip fits its cell: ${JSON.stringify(shown)} (${where})`);
      }
      assert.ok(ratings.some((shown) => shown.title === NOT_RATED));

      assert.ok((await overflow(page)) <= 0, `the page overflows (${where})`);
      await shoot(page, `score-notes-not-rated-${viewport.width}`);
      assert.deepEqual(await blockingAxeFindings(page), [], `axe (${where})`);
    } catch (error) {
      await errors.explain(`score-notes-not-rated-${viewport.width}`);
      throw error;
    } finally {
      await context.close();
    }
  }
});

test("the first year of a company is 'Not scored: …': the reason where the rating goes, its models and clusters shown", async () => {
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const where = `${viewport.width} px`;
    try {
      await signInToDashboard(page, 'analyst@acme.test', app.baseUrl);
      const toolbar = await openWorkedExample(page);
      // Chosen in the year picker, by keyboard.
      const year = toolbar.getByRole('combobox', { name: 'Year' });
      await year.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: '2022', exact: true }).click();
      await page.getByText('Not scored: ').first().waitFor({ timeout: 30_000 });

      // Its Full Report is there all the same (it says why too), so no 'report unavailable' dialog.
      await toolbar
        .locator('button:not([disabled])', { hasText: 'Full Report' })
        .waitFor({ timeout: 20_000 });
      assert.equal(await page.getByRole('dialog').count(), 0);

      const note = ((await tickerField(page, 'Rating').textContent()) ?? '').trim();
      assert.match(note, /^Not scored: the M-score is N\/A \(.+ N\/A\)$/, where);
      assert.ok(((await toolbar.textContent()) ?? '').includes(note), `the header says why (${where})`);
      assert.equal((await tickerField(page, 'Final score').textContent())?.trim(), 'N/A');
      // Information, not an error: no alert in the Ticker info.
      const info = page.getByRole('region', { name: 'Ticker info', exact: true });
      assert.equal(await info.getByRole('alert').count(), 0);

      // The breakdown: the reason as the API gives it, and the models' own N/A reasons.
      const breakdown = page.getByRole('region', { name: 'Score breakdown', exact: true });
      // On a phone the terms are cards in a list (issue 30), not a table.
      const role = viewport.width < 600 ? 'list' : 'table';
      await breakdown.getByRole(role, { name: 'Final score terms' }).waitFor({ timeout: 30_000 });
      assert.equal((await breakdown.getByRole('alert').first().textContent())?.trim(), note);
      assert.equal(await breakdown.getByRole('table', { name: 'Smoothing over the years' }).count(), 0);
      await breakdown.getByRole('tab', { name: 'M-score' }).click();
      await breakdown.getByRole(role, { name: 'M-score indices' }).waitFor();
      assert.ok(((await breakdown.textContent()) ?? '').includes('M-score N/A: '));
      // The clusters of the year are shown (N/A where they need the year before).
      const cards = page.getByRole('region', { name: 'Cluster detail', exact: true }).getByRole('article');
      assert.equal(await cards.count(), 14);

      assert.ok((await overflow(page)) <= 0, `the page overflows (${where})`);
      await breakdown.getByRole('tab', { name: 'Final score' }).click();
      await shoot(page, `score-notes-not-scored-${viewport.width}`);
      assert.deepEqual(await blockingAxeFindings(page), [], `axe (${where})`);
    } catch (error) {
      await errors.explain(`score-notes-not-scored-${viewport.width}`);
      throw error;
    } finally {
      await context.close();
    }
  }
});
