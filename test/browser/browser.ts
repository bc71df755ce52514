import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Locator, type Page, type Request } from 'playwright-core';

export const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOTS = new URL('./screenshots/', import.meta.url).pathname;

/** Debian's Chromium, headless, with the flags this machine's closed network needs. */
export async function launch(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true });
}

/** The demo accounts' password. */
export const DEMO_PASSWORD = 'Ledger!Demo2026';

/** Signs in from the login page and goes on to /dashboard (through /access for Luca users). */
export async function signInToDashboard(page: Page, email: string, baseUrl = BASE_URL): Promise<void> {
  await page.goto(`${baseUrl}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/(access|dashboard)/, { timeout: 20_000 });
  if (new URL(page.url()).pathname === '/access') {
    await page.getByRole('link', { name: 'Access Dashboard' }).click();
    await page.waitForURL('**/dashboard', { timeout: 20_000 });
  }
}

/** The number in 'N companies' of the filter sidebar, once it has settled on a value other than `previous`. */
export async function companiesCount(page: Page, previous?: number): Promise<number> {
  const status = page.getByText(/^[\d,]+ compan(y|ies)$/).first();
  // Settled: a new value, no screen reload pending or running (aria-busy), and the same reading for
  // a second: on a slow machine each of several quick key presses may reload the screen in turn.
  let candidate: number | undefined;
  let since = 0;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const text = (await status.textContent({ timeout: 20_000 })) ?? '';
    const value = Number(text.replace(/[^\d]/g, ''));
    const busy = (await page.locator('[aria-busy="true"]').count()) > 0;
    if (text === '' || !Number.isFinite(value) || value === previous || busy) candidate = undefined;
    else if (candidate !== value) [candidate, since] = [value, Date.now()];
    else if (Date.now() - since >= 1_000) return value;
    await page.waitForTimeout(250);
  }
  throw new Error(`the companies count stayed at ${previous ?? 'nothing'}`);
}

/** The embedded mail catcher's REST API (the browser test runner passes its address). */
export const MAILDEV = process.env.MAILDEV_URL ?? 'http://127.0.0.1:1080';

export interface Mail {
  subject: string;
  text?: string;
  to: Array<{ address: string }>;
}

/** The newest mail to `address` that `matches`, waiting up to 15 s for it to arrive. */
export async function mailTo(address: string, matches: (mail: Mail) => boolean): Promise<Mail> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    const response = await fetch(`${MAILDEV}/api/email`);
    const mails = (await response.json()) as Mail[];
    const found = mails
      .filter((mail) => mail.to.some((to) => to.address === address) && matches(mail))
      .at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no matching mail to ${address}`);
}

/** Fills the login form and submits it; where the app goes next is the caller's to check. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${BASE_URL}/`);
  await page.getByLabel('Email').waitFor({ timeout: 15_000 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Fills the console's Add Company dialog for a company with access from today for a year, in Germany. */
export async function fillAddCompany(
  page: Page,
  dialog: Locator,
  company: { name: string; url: string; pocName: string; pocEmail: string },
): Promise<void> {
  const isoDay = (offsetDays: number): string =>
    new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Organization Name').fill(company.name);
  await dialog.getByLabel('Organization URL').fill(company.url);
  await dialog.getByLabel('POC Name').fill(company.pocName);
  await dialog.getByLabel('POC Email').fill(company.pocEmail);
  await dialog.getByLabel('Start Date').fill(isoDay(0));
  await dialog.getByLabel('End Date').fill(isoDay(365));
  await dialog.getByRole('combobox', { name: 'Region' }).click();
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.keyboard.press('Escape');
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Waits for running transitions (dialogs sliding in, fades, ripples) to end: axe reads computed colours. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000, polling: 50 },
  );
}

/** Loads axe-core into the page, once. */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/** axe-core (WCAG 2.0/2.1 A and AA) once: the serious and critical findings, as `rule (impact): targets`. */
async function blockingAxeFindingsNow(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{
          violations: Array<{
            id: string;
            impact: string | null;
            nodes: Array<{ target: unknown[]; any?: Array<{ message?: string }> }>;
          }>;
        }>;
      };
    };
    const results = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => {
              // A contrast finding says which colours it measured (CI leaves no browser to look at).
              const measured = violation.id === 'color-contrast' ? node.any?.[0]?.message : undefined;
              return `${node.target.join(' ')}${measured === undefined ? '' : ` [${measured}]`}`;
            })
            .join(', ')}`,
      );
  });
}

/**
 * What `read` finds on the page once its transitions have ended, read again a second later when `suspect`
 * holds. A control enabled as data arrives fades its colours in (MUI, 250 ms), and read mid-way its contrast
 * is low: a finding that is gone a second later was such a transition, a real one stays.
 */
export async function readAfterTransitions<T>(
  page: Page,
  read: () => Promise<T>,
  suspect: (found: T) => boolean,
): Promise<T> {
  await settleAnimations(page);
  const first = await read();
  if (!suspect(first)) return first;
  await page.waitForTimeout(1_000);
  await settleAnimations(page);
  return read();
}

/** axe-core's serious and critical findings on the page once its transitions have ended. */
export async function blockingAxeFindings(page: Page): Promise<string[]> {
  return readAfterTransitions(
    page,
    () => blockingAxeFindingsNow(page),
    (found) => found.length > 0,
  );
}

/**
 * Records the page's uncaught errors and console errors from now on. `explain` prints them with the
 * page's address and visible text and saves a screenshot, for a wait that failed in CI, where nobody can
 * look at the browser.
 */
export function watchPageErrors(page: Page): { explain: (name: string) => Promise<void> } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${String(error)}`));
  page.on('console', (entry) => {
    if (entry.type() === 'error') errors.push(`console: ${entry.text()}`);
  });
  // Requests still waiting for their answer when a wait fails (a chunk that never arrived, a held connection).
  const pending = new Map<Request, number>();
  page.on('request', (request) => pending.set(request, Date.now()));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    errors.push(`request failed: ${request.url()} (${request.failure()?.errorText ?? 'unknown'})`);
  });
  return {
    explain: async (name) => {
      const text = await page
        .locator('body')
        .innerText({ timeout: 5_000 })
        .catch((error: unknown) => `(unreadable: ${String(error)})`);
      await screenshot(page, `failed-${name}`).catch(() => undefined);
      console.log(
        [
          `--- ${name}: ${page.url()}`,
          ...errors.map((error) => `  ${error.slice(0, 400)}`),
          ...[...pending].map(
            ([request, since]) =>
              `  pending for ${Date.now() - since} ms: ${request.method()} ${request.url()}`,
          ),
          `  page text: ${text.replace(/\s+/g, ' ').slice(0, 1_500)}`,
        ].join('\n'),
      );
    },
  };
}

/**
 * Reads a terms box (the region named `region`) to its end as a reader would, until the page's Agree is
 * enabled: the box is scrolled again on each try, so that a box laid out again after the first scroll (a
 * late font, a re-rendered page) is read to its new end rather than left half way.
 */
export async function readTermsToTheEnd(page: Page, region: string, timeoutMs = 30_000): Promise<void> {
  const box = page.getByRole('region', { name: region });
  const agree = page.getByRole('button', { name: 'Agree', exact: true });
  await box.waitFor({ timeout: timeoutMs });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await box.evaluate((element) => {
      element.scrollTop = element.scrollHeight;
      element.dispatchEvent(new Event('scroll'));
    });
    if (await agree.isEnabled().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Agree stayed disabled after reading '${region}' to its end`);
    await page.waitForTimeout(250);
  }
}
