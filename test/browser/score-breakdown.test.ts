import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { blockingAxeFindings, launch, screenshot, SCREENSHOTS, signInToDashboard } from './browser.ts';

/*
 * The score breakdown read on screen (issue 21) for the worked example of docs/risk-model.md, imported as an
 * analyst's data team would: `data:import` of a statements CSV into a database of its own, then the app on
 * it. The numbers on screen must be exactly the documented ones (M -1.527035, F 1.12249) and the final
 * score's terms must add up to the score the dashboard shows.
 */

const root = new URL('../..', import.meta.url).pathname;
const dist = (path: string) => join(root, 'dist/api', path);
let browser: Browser;
let app: ChildProcess | undefined;
let baseUrl = '';
const directory = mkdtempSync(join(tmpdir(), 'ledgerscope-worked-example-'));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });

/** The worked example as a statements CSV (docs/statements-csv.md), written by the app's own writer. */
async function workedExampleCsv(): Promise<string> {
  const example = (await import(dist('contexts/screening/domain/scoring/worked-example.js'))) as Record<
    'WORKED_EXAMPLE_T2' | 'WORKED_EXAMPLE_T1' | 'WORKED_EXAMPLE_T',
    object
  >;
  const { statementsToCsv } = (await import(dist('contexts/screening/domain/import/statements-csv.js'))) as {
    statementsToCsv: (companies: object[]) => string;
  };
  const { buildIsin } = (await import(dist('contexts/screening/domain/isin.js'))) as {
    buildIsin: (country: string, nsin: string) => string;
  };
  const events = {
    auditorChanged: false,
    lateFiling: false,
    qualifiedOpinion: false,
    restatement: false,
    auditorID: 1,
    previousAuditorID: null,
  };
  return statementsToCsv([
    {
      tickerId: 'WEX-US',
      isin: buildIsin('US', '000WORKED'),
      name: 'Worked Example Corp',
      exchange_countryID: 1,
      exchange: 'NASDAQ',
      domicileIso2: 'US',
      incorporationIso2: 'US',
      sectorID: 45,
      industry_groupID: 4510,
      trading_status: 'Active',
      statements: [example.WORKED_EXAMPLE_T2, example.WORKED_EXAMPLE_T1, example.WORKED_EXAMPLE_T].map(
        (statement) => ({ ...statement, ...events }),
      ),
      prices: null,
    },
  ]);
}

before(async () => {
  browser = await launch();
  const csv = join(directory, 'worked-example.csv');
  writeFileSync(csv, await workedExampleCsv());
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    APP_ENVIRONMENT: '',
    DATABASE_URL: '',
    EMBEDDED_DB_DIR: join(directory, 'pg'),
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
  };
  const imported = spawnSync(process.execPath, [dist('cli/data-import.js'), csv], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  assert.equal(imported.status, 0, `data:import failed:\n${imported.stdout}\n${imported.stderr}`);
  assert.match(imported.stdout, /Rows kept: 3, rows skipped: 0/);
  const [port, smtp, web] = [await freePort(), await freePort(), await freePort()];
  baseUrl = `http://127.0.0.1:${port}`;
  app = spawn(process.execPath, [dist('main.js')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseUrl,
      MAILDEV_SMTP_PORT: String(smtp),
      MAILDEV_WEB_PORT: String(web),
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (app.exitCode !== null) throw new Error(`the app on the worked example exited (${app.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the app on the worked example did not become healthy within 120 s');
});

after(async () => {
  await browser.close();
  if (app && app.exitCode === null) {
    const exited = new Promise((resolve) => app?.once('exit', resolve));
    app.kill('SIGTERM');
    await exited;
  }
  rmSync(directory, { recursive: true, force: true });
});

const breakdownPanel = (page: Page) => page.getByRole('region', { name: 'Score breakdown', exact: true });

test('the worked example: the breakdown shows the documented M and F, and the terms add up to the score shown', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInToDashboard(page, 'analyst@acme.test', baseUrl);
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.getByText('Worked Example Corp').waitFor({ timeout: 30_000 });
  const panel = breakdownPanel(page);
  await panel.getByRole('table', { name: 'Final score terms' }).waitFor({ timeout: 30_000 });
  await panel.scrollIntoViewIfNeeded();

  // The final score's terms: their contributions add up to the logit, whose logistic is the score shown.
  const contributions = await panel
    .getByRole('table', { name: 'Final score terms' })
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.lastElementChild?.textContent ?? ''));
  const [mTerm, fTerm, cTerm, intercept, logit] = contributions.map((text) =>
    Number(text.replace(/[+,]/g, '')),
  );
  assert.ok(
    [mTerm, fTerm, cTerm, intercept, logit].every((value) => Number.isFinite(value)),
    contributions.join(' | '),
  );
  assert.ok(
    Math.abs(
      (mTerm as number) + (fTerm as number) + (cTerm as number) + (intercept as number) - (logit as number),
    ) < 2e-4,
  );
  const shown =
    (await panel
      .getByRole('tabpanel')
      .getByText('Final score', { exact: true })
      .locator('xpath=following-sibling::*[1]')
      .textContent()) ?? '';
  const score = Number(shown);
  assert.ok(
    Math.abs(100 / (1 + Math.exp(-(logit as number))) - score) < 0.01,
    `score ${shown}, logit ${logit}`,
  );
  const info = (await page.getByRole('region', { name: 'Ticker info', exact: true }).textContent()) ?? '';
  assert.ok(info.includes(shown), `the Ticker info shows the final score ${shown}`);
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

test('the breakdown in dark and light, at 1440 and on a 390 px phone: axe finds nothing serious, nothing overflows', async () => {
  for (const theme of ['dark', 'light'] as const) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      if (theme === 'light') await context.addInitScript(() => localStorage.setItem('theme', 'light'));
      const page = await context.newPage();
      await signInToDashboard(page, 'analyst@acme.test', baseUrl);
      const panel = breakdownPanel(page);
      await panel.getByRole('table', { name: 'Final score terms' }).waitFor({ timeout: 30_000 });
      await panel.getByRole('tab', { name: 'M-score' }).click();
      await panel.getByRole('button', { name: 'Show the statement lines of DSRI' }).click();
      await panel.getByRole('table', { name: 'Statement lines of DSRI' }).waitFor();
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
