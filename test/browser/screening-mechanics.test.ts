import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { companiesCount, launch, screenshot, signInToDashboard, watchPageErrors } from './browser.ts';

// Issue 30, item 4: screening that follows the analyst. Every range criterion takes typed bounds beside its
// slider (Enter or leaving the field applies them, a text that is not a number is refused), the sliders'
// PageUp moves about a tenth of their scale, and the open company follows the screened year.

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

function resultRows(page: Page): Locator {
  return page.locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr');
}

function filters(page: Page): Locator {
  return page.getByRole('region', { name: 'Filters', exact: true });
}

/** A slider thumb's value (aria-valuenow). */
async function valueOf(slider: Locator): Promise<number> {
  return Number(await slider.getAttribute('aria-valuenow'));
}

/** Nothing of the page reaches beyond the viewport sideways. */
async function fitsWidth(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(scrollWidth <= width, `the page is ${scrollWidth} px wide in ${width}`);
}

test('at 1440x900 a typed M-score bound filters, PageUp suits the scale, the company follows the year', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const watch = watchPageErrors(page);
  try {
    await signInToDashboard(page, 'analyst@acme.test');
    await resultRows(page).first().waitFor({ timeout: 30_000 });
    const all = await companiesCount(page);

    await page.getByRole('button', { name: 'Advanced filter' }).click();
    const minField = filters(page).getByRole('textbox', { name: /M-score minimum$/ });
    const minSlider = filters(page).getByRole('slider', { name: /M-score minimum$/ });
    await minField.waitFor();
    const scaleMin = await valueOf(minSlider);
    const scaleMax = await valueOf(filters(page).getByRole('slider', { name: /M-score maximum$/ }));
    assert.ok(scaleMin < -1.78 && scaleMax > -1.78, `the M-score scale ${scaleMin}..${scaleMax}`);

    // A typed minimum: Enter applies it, the slider's thumb and the screen follow.
    await minField.fill('-1.78');
    await minField.press('Enter');
    assert.equal(await minSlider.getAttribute('aria-valuetext'), '-1.78');
    const likely = await companiesCount(page, all);
    assert.ok(likely < all, `M-score above -1.78 (${likely}) should match fewer than all (${all})`);

    // Not a number: refused with the reason, nothing applied; Escape puts the value back.
    await minField.fill('abc');
    await minField.press('Enter');
    await filters(page).getByText('Enter a number').waitFor();
    assert.equal(await minField.getAttribute('aria-invalid'), 'true');
    assert.equal(await minSlider.getAttribute('aria-valuetext'), '-1.78');
    await minField.press('Escape');
    assert.equal(await minField.inputValue(), '-1.78');

    // PageUp on the maximum moves about a tenth of the scale, not 10 points.
    const maxSlider = filters(page).getByRole('slider', { name: /M-score maximum$/ });
    await maxSlider.focus();
    const before = await valueOf(maxSlider);
    await page.keyboard.press('PageDown');
    const moved = before - (await valueOf(maxSlider));
    const span = scaleMax - scaleMin;
    assert.ok(moved > 0 && moved <= span / 4, `PageDown moved ${moved} on a scale of ${span}`);
    await screenshot(page, 'screening-typed-bounds-1440');

    // The open company follows the screened year it has data for.
    const toolbar = page.getByRole('toolbar', { name: 'Company' });
    const companyYear = toolbar.getByRole('combobox', { name: 'Year' });
    await companyYear.waitFor({ timeout: 20_000 });
    await companyYear.click();
    const companyYears = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
    await page.keyboard.press('Escape');
    const screenYear = filters(page).getByRole('combobox', { name: 'Year' });
    const screened = await screenYear.inputValue();
    await screenYear.click();
    const other = page
      .getByRole('option')
      .filter({ hasNotText: screened })
      .filter({ hasText: new RegExp(`^(${companyYears.join('|')})$`) })
      .first();
    const chosen = ((await other.textContent()) ?? '').trim();
    await other.click();
    await toolbar
      .getByRole('combobox', { name: 'Year' })
      .filter({ hasText: chosen })
      .waitFor({ timeout: 20_000 });
  } catch (error) {
    await watch.explain('screening-mechanics-1440');
    throw error;
  } finally {
    await context.close();
  }
});

test('at 390x844 the typed bounds fit the phone and a typed risk minimum filters', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const page = await context.newPage();
  const watch = watchPageErrors(page);
  try {
    await signInToDashboard(page, 'analyst@acme.test');
    await resultRows(page).first().waitFor({ timeout: 30_000 });
    const all = await companiesCount(page);

    const minField = filters(page).getByRole('textbox', { name: 'Risk score minimum' });
    const maxField = filters(page).getByRole('textbox', { name: 'Risk score maximum' });
    await minField.scrollIntoViewIfNeeded();
    for (const field of [minField, maxField]) {
      const box = await field.boundingBox();
      assert.ok(box !== null && box.x >= 0 && box.x + box.width <= 390, `a bound field at ${box?.x}`);
    }

    // Leaving the field applies the bound.
    await minField.fill('50');
    await maxField.focus();
    const riskier = await companiesCount(page, all);
    assert.ok(riskier < all, `a risk minimum of 50 (${riskier}) should match fewer than all (${all})`);
    assert.equal(
      await filters(page).getByRole('slider', { name: 'Risk score minimum' }).getAttribute('aria-valuetext'),
      '50.00',
    );

    // A minimum above the maximum is refused.
    await maxField.fill('10');
    await maxField.press('Enter');
    await filters(page).getByText('The minimum cannot be above the maximum').waitFor();
    await fitsWidth(page, 390);
    await screenshot(page, 'screening-typed-bounds-390');
  } catch (error) {
    await watch.explain('screening-mechanics-390');
    throw error;
  } finally {
    await context.close();
  }
});
