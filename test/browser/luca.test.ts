import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, screenshot, signIn } from './browser.ts';

let browser: Browser;

before(async () => {
  browser = await launch();
});

after(async () => {
  await browser.close();
});

interface Company {
  name: string;
  rating: string;
  tickerID: string;
  exchange_countryID: number;
}

/**
 * A company of the signed-in user's screen, from the API: the dashboard's second result (the first opens by
 * itself, so a citation that opens the second one shows the link at work).
 */
async function companyToAsk(page: Page): Promise<Company> {
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('principal');
    return stored === null ? '' : ((JSON.parse(stored) as { idToken?: string }).idToken ?? '');
  });
  const response = await page.request.post(`${BASE_URL}/api/dashboard/filter`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { order: [] },
  });
  assert.equal(response.status(), 200);
  const { data } = (await response.json()) as { data: Company[] };
  const rated = data.filter((row) => row.rating !== '' && row.name !== '');
  const chosen = rated[1] ?? rated[0];
  assert.ok(chosen !== undefined, 'the screen has a rated company');
  return chosen;
}

test('analyst@acme.test opens Luca from /access, asks why a company has its rating and follows a citation to its dashboard', async () => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));

  await signIn(page, 'analyst@acme.test');
  await page.waitForURL('**/access', { timeout: 20_000 });
  const company = await companyToAsk(page);
  await page.getByRole('link', { name: 'Access Luca' }).click();
  await page.waitForURL('**/luca', { timeout: 20_000 });

  // A new conversation: what Luca does and questions to start with.
  await page.getByRole('heading', { name: 'Luca', level: 1 }).waitFor({ timeout: 20_000 });
  await page.getByText('Ask Luca about accounting risk').waitFor({ timeout: 20_000 });
  const suggestions = page.getByRole('list', { name: 'Try asking' }).getByRole('button');
  // The questions come with the workspace Luca loads from the API: wait for them, then count.
  await suggestions.first().waitFor({ timeout: 20_000 });
  assert.ok((await suggestions.count()) > 0, 'suggested questions are offered');
  await page.waitForTimeout(300);
  await screenshot(page, 'luca-new-conversation');

  // Ask from the keyboard: Shift+Enter adds a line (nothing sent), Enter sends.
  const question = `Why is ${company.name} rated ${company.rating}?`;
  const box = page.getByRole('textbox', { name: 'Ask Luca' });
  await box.focus();
  await box.pressSequentially('draft');
  await page.keyboard.press('Shift+Enter');
  assert.equal(await box.inputValue(), 'draft\n');
  await box.fill(question);
  await page.keyboard.press('Enter');

  const answer = page.getByRole('article', { name: 'Question 1' });
  await answer.getByText(question).waitFor({ timeout: 20_000 });
  await answer.getByRole('table').first().waitFor({ timeout: 20_000 });
  assert.equal(await box.inputValue(), '', 'the question box is empty again');
  const answerText = (await answer.textContent()) ?? '';
  assert.ok(answerText.includes(company.name), 'the answer names the company');
  assert.ok(answerText.includes(`rating ${company.rating}`), 'the answer gives its rating');
  // The conversation is saved under the question.
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByText(question).first().waitFor({ timeout: 20_000 });
  await page.waitForTimeout(400);
  await screenshot(page, 'luca-answer');

  // The sources of the figures, listed under the answer.
  await answer.getByRole('button', { name: /^Sources/ }).click();
  await answer.getByRole('list', { name: 'Sources' }).waitFor();
  await screenshot(page, 'luca-answer-sources');

  // The citation of the rating leads to the company's dashboard, with that company open.
  const citation = answer.getByRole('link', { name: /^Source \d+: Rating/ }).first();
  await citation.hover();
  await page.getByRole('tooltip').waitFor();
  await screenshot(page, 'luca-citation-tooltip');
  await citation.click();
  await page.waitForURL(/\/dashboard\?tickerId=/, { timeout: 20_000 });
  const url = new URL(page.url());
  assert.equal(url.searchParams.get('tickerId'), company.tickerID);
  assert.equal(url.searchParams.get('exchangeCountryId'), String(company.exchange_countryID));
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar.getByText(company.name).waitFor({ timeout: 20_000 });
  const info = page.getByRole('region', { name: 'Ticker info', exact: true });
  await info.getByText('Final score').waitFor({ timeout: 20_000 });
  await page
    .locator('[role="treegrid"][aria-label="Results"] .ht_master tbody tr')
    .first()
    .waitFor({ timeout: 30_000 });
  await page.waitForTimeout(600);
  await screenshot(page, 'luca-citation-dashboard');

  // Back in Luca from the header: the conversation is there; rename it, then delete it.
  await page.getByRole('link', { name: 'Access Luca' }).click();
  await page.waitForURL('**/luca', { timeout: 20_000 });
  await conversations.getByText(question).first().click();
  await page
    .getByRole('article', { name: 'Question 1' })
    .getByRole('table')
    .first()
    .waitFor({ timeout: 20_000 });

  // A follow-up from the answer's suggestions: the score history, as a table and a line chart.
  await page
    .getByRole('article', { name: 'Question 1' })
    .getByRole('list', { name: 'Follow-up questions' })
    .getByRole('button', { name: /score changed over the years/ })
    .click();
  const history = page.getByRole('article', { name: 'Question 2' });
  await history.locator('svg.main-svg').first().waitFor({ timeout: 30_000 });
  // The long table of years is folded beside its chart, one click away.
  await history.getByRole('button', { name: /^Show table/ }).waitFor();
  await page.waitForTimeout(800);
  await history.locator('svg.main-svg').first().scrollIntoViewIfNeeded();
  await screenshot(page, 'luca-score-history');

  // The light theme.
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await page.waitForTimeout(500);
  await screenshot(page, 'luca-answer-light');
  await page.getByRole('button', { name: 'Toggle theme' }).click();

  await conversations.getByRole('button', { name: `Actions for ${question}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename conversation' });
  await rename.getByLabel(/^Title/).fill(' ');
  await rename.getByRole('button', { name: 'Rename' }).click();
  await rename.getByText('Conversation title is required (at most 100 characters).').waitFor();
  await rename.getByLabel(/^Title/).fill(`${company.name} rating`);
  await rename.getByRole('button', { name: 'Rename' }).click();
  await rename.waitFor({ state: 'hidden' });
  await page
    .getByRole('region', { name: 'Conversation' })
    .getByRole('heading', { name: `${company.name} rating` })
    .waitFor();

  await conversations.getByRole('button', { name: `Actions for ${company.name} rating` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const remove = page.getByRole('dialog', { name: 'Delete conversation' });
  await remove.getByRole('button', { name: 'Delete' }).click();
  await remove.waitFor({ state: 'hidden' });
  await conversations.getByText(`${company.name} rating`).waitFor({ state: 'detached' });
  await page.getByText('Ask Luca about accounting risk').waitFor();

  // A narrow screen: the conversations are a drawer; a suggestion asks its question at once.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await screenshot(page, 'luca-mobile-new');
  await page.getByRole('list', { name: 'Try asking' }).getByRole('button').last().click();
  await page.getByRole('article', { name: 'Question 1' }).waitFor({ timeout: 20_000 });
  await page.waitForTimeout(500);
  await screenshot(page, 'luca-mobile-answer');
  await page.getByRole('button', { name: 'Show conversations' }).click();
  const drawer = page.getByRole('presentation').getByRole('navigation', { name: 'Conversations' });
  await drawer.waitFor();
  await page.waitForTimeout(300);
  await screenshot(page, 'luca-mobile-drawer');
  await drawer.getByRole('button', { name: 'New conversation' }).click();
  await drawer.waitFor({ state: 'hidden' });

  // Clean up: the conversation asked from the suggestion.
  const token = await page.evaluate(() => {
    const stored = localStorage.getItem('principal');
    return stored === null ? '' : ((JSON.parse(stored) as { idToken?: string }).idToken ?? '');
  });
  const headers = { Authorization: `Bearer ${token}` };
  const listed = (await (
    await page.request.get(`${BASE_URL}/api/luca/conversations`, { headers })
  ).json()) as Array<{
    id: string;
  }>;
  for (const conversation of listed) {
    await page.request.delete(`${BASE_URL}/api/luca/conversations/${conversation.id}`, { headers });
  }

  assert.deepEqual(errors, []);
  await context.close();
});

test('a user without Luca gets the permission message on /luca', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, 'owner@acme.test');
  await page.waitForURL(/\/(dashboard|manageUsers)/, { timeout: 20_000 });
  assert.equal(await page.getByRole('link', { name: 'Access Luca' }).count(), 0);
  await page.goto(`${BASE_URL}/luca`);
  await page.getByText("You don't have permission to the application.").waitFor({ timeout: 20_000 });
  await screenshot(page, 'luca-no-permission');
  await context.close();
});
