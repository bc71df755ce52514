import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch } from './browser.ts';

/** Issue 5: the initial JavaScript of the login route stays under 300 KB gzipped. */
const LIMIT_BYTES = 300 * 1024;
let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

test('the login route loads under 300 KB of gzipped JavaScript, without plotly, Handsontable or TipTap', async () => {
  const page = await browser.newPage();
  const scripts: Array<{ url: string; gzipped: number }> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    void response.body().then((body) => {
      scripts.push({ url: response.url(), gzipped: gzipSync(body, { level: 9 }).length });
    });
  });
  await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
  await page.getByLabel('Email').waitFor({ timeout: 15_000 });
  const total = scripts.reduce((sum, script) => sum + script.gzipped, 0);
  const names = scripts.map((script) => new URL(script.url).pathname.split('/').pop() ?? '');
  console.log(
    `login route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files: ${names.join(', ')}`,
  );
  assert.ok(scripts.length > 0, 'no script was loaded');
  assert.ok(total < LIMIT_BYTES, `login route loads ${(total / 1024).toFixed(1)} KB gzipped`);
  assert.ok(
    !names.some((name) => /plotly|handsontable|tiptap/i.test(name)),
    `heavy chunk on login: ${names.join(', ')}`,
  );
  await page.close();
});
