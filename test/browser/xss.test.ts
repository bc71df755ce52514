import assert from 'node:assert/strict';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { chromium, type Browser, type BrowserContext, type Frame, type Page } from 'playwright-core';
import {
  BASE_URL,
  DEMO_PASSWORD,
  launch,
  MAILDEV,
  type Mail,
  readTermsToTheEnd,
  signIn,
  watchPageErrors,
} from './browser.ts';
import { XSS_VECTORS, type XssVector } from './xss-vectors.ts';

/**
 * Issue 11 (production readiness): stored XSS. Every vector of xss-vectors.ts is stored through the API in
 * rich-text fields (announcement content, both terms, the Contact TEXT setting, popup texts) and in name
 * fields (watchlists, saved filters, Luca titles and questions, person names, tenant contacts, announcement and
 * popup titles, setting descriptions; organisation names must be refused), then every page showing them is
 * rendered in Chromium with `__xss` defined in every frame. An execution is a call of `__xss`, a dialog, an
 * error naming `__xss`, or a dangerous node in the DOM (an on* attribute, a javascript: URL, srcdoc, a script).
 * Everything is put back at the end: the originals of what was edited are kept in a file until then.
 */
const ADMIN = 'admin@ledgerscope.test';
const OWNER = 'owner@acme.test';
const ANALYST = 'analyst@acme.test';
const OTP_USER = 'otp@acme.test';
/**
 * The demo accounts whose agreement to the terms is given back after the original terms are republished (those
 * that had agreed and can still sign in with the demo password).
 */
const AGREEING = [
  OWNER,
  ANALYST,
  OTP_USER,
  'analyst@globex.test',
  'owner@initech.test',
  ADMIN,
  'sales@ledgerscope.test',
];
/** The settings whose description carries vectors (not the dataset, not a secret). */
const DESCRIBED_SETTINGS = [
  'contactAdmin',
  'filter',
  'idleTime',
  'providerEmailDomains',
  'subscriptionGracePeriodDays',
  'supportAddress',
  'lucaLlmModel',
  'lucaLlmUrl',
];
/** Info popups of the company dashboard's ticker panel, in the order of the console's grid. */
const POPUPS = ['pop_aud', 'pop_ex', 'pop_gics_s', 'pop_industry', 'pop_mcap', 'pop_rating'];
const ANNOUNCEMENTS = 8;
const PROBE_TENANTS = 3;
const ORIGINALS_FILE = join(tmpdir(), `ledgerscope-xss-originals-${new URL(BASE_URL).port || '80'}.json`);

const VECTORS = XSS_VECTORS;
const ALL_IDS = VECTORS.map((vector) => vector.id);
const PAYLOADS = new Set(VECTORS.map((vector) => vector.payload.trim()));

let browser: Browser;

// ---------------------------------------------------------------------------------------------------------
// The API

interface Reply<T> {
  status: number;
  body: T;
}

async function call<T>(
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply<T>> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method,
    headers: {
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed as T };
}

async function ok<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const reply = await call<T>(token, method, path, body);
  assert.ok(
    reply.status >= 200 && reply.status < 300,
    `${method} ${path} answered ${reply.status}: ${JSON.stringify(reply.body)}`,
  );
  return reply.body;
}

interface Principal {
  uid: string;
  tenantId: string;
  isAgree: boolean;
  idToken?: string;
  supportVarify?: boolean;
}

async function mails(): Promise<Mail[]> {
  return (await (await fetch(`${MAILDEV}/api/email`)).json()) as Mail[];
}

/** Signs in through the API (with the mailed one-time code when the account asks for one). */
async function login(email: string): Promise<Principal> {
  const reply = await call<Principal>(undefined, 'POST', '/auth/login', { email, password: DEMO_PASSWORD });
  assert.equal(reply.status, 200, `login ${email}: ${JSON.stringify(reply.body)}`);
  if (reply.body.idToken !== undefined) return reply.body;
  assert.equal(reply.body.supportVarify, true, `no token and no one-time code for ${email}`);
  const isCode = (mail: Mail) =>
    mail.to.some((to) => to.address === email) && /sign-in code is \d{6}/.test(mail.text ?? '');
  const before = (await mails()).filter(isCode).length;
  const sent = await call(undefined, 'POST', '/otp/sendOtpEmail', { email, password: DEMO_PASSWORD });
  assert.equal(sent.status, 200, `one-time code for ${email}`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const codes = (await mails()).filter(isCode);
    if (codes.length > before) {
      const otpnum = /sign-in code is (\d{6})/.exec(codes.at(-1)?.text ?? '')?.[1];
      const principal = await call<Principal>(undefined, 'POST', '/otp/validateOtp', { email, otpnum });
      assert.equal(principal.status, 200, `one-time code of ${email}`);
      return principal.body;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no sign-in code mailed to ${email}`);
}

async function tokenOf(email: string): Promise<string> {
  const principal = await login(email);
  assert.ok(principal.idToken);
  return principal.idToken;
}

// ---------------------------------------------------------------------------------------------------------
// Where the vectors go

/** The marker before a vector in rich text: it survives sanitising, so its text shows the block was rendered. */
const marker = (vector: XssVector): string => `[v${vector.id}]`;
/**
 * Written after each vector in rich text: ends what a vector leaves open (a quote, a tag, a comment, an svg or
 * a title whose content the sanitiser drops), so that one vector does not swallow the ones after it.
 */
const CLOSER = `"'>--></style></script></textarea></title></noscript></xmp></iframe></noembed></noframes></template></option></select></object></svg></math></svg></math>`;
const richBlock = (vectors: readonly XssVector[]): string =>
  vectors.map((vector) => `<p>${marker(vector)}</p>${vector.payload}\n${CLOSER}`).join('\n');
const plainBlock = (vectors: readonly XssVector[]): string =>
  vectors.map((vector) => `${marker(vector)} ${vector.payload}`).join('\n');

/** Vectors joined by a space into texts of at most `limit` characters (each text holds whole vectors). */
function pack(
  vectors: readonly XssVector[],
  limit: number,
  join: (group: XssVector[]) => string,
): Array<{ text: string; vectors: XssVector[] }> {
  const groups: Array<{ text: string; vectors: XssVector[] }> = [];
  let current: XssVector[] = [];
  for (const vector of vectors) {
    const next = [...current, vector];
    if (current.length > 0 && [...join(next)].length > limit) {
      groups.push({ text: join(current), vectors: current });
      current = [vector];
    } else {
      current = next;
    }
  }
  if (current.length > 0) groups.push({ text: join(current), vectors: current });
  for (const group of groups) assert.ok([...group.text].length <= limit, `a vector longer than ${limit}`);
  return groups;
}
const spaced = (group: XssVector[]): string => group.map((vector) => vector.payload.trim()).join(' ');

function chunks<T>(items: readonly T[], count: number): T[][] {
  const size = Math.ceil(items.length / count);
  return Array.from({ length: count }, (_, index) => items.slice(index * size, (index + 1) * size));
}

const fits = (limit: number) => (vector: XssVector) => [...vector.payload.trim()].length <= limit;
const nameVectors = (remainder: number) =>
  VECTORS.filter((vector, index) => index % 3 === remainder && fits(100)(vector));

/** Runs `work` on every item, a few at a time (the API is the slow part, and it takes requests in parallel). */
async function inParallel<T>(
  items: readonly T[],
  work: (item: T) => Promise<unknown>,
  width = 6,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker));
}

const today = (offset = 0): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** What the test edits and must put back, kept on disk until it is put back (a run that died is undone first). */
interface Originals {
  terms: Record<'GENERAL' | 'SUBSCRIPTION', string>;
  settings: Array<{ key: string; value: string; description: string }>;
  popups: Array<{ id: string; title: string; text: string }>;
  names: Array<{ tenantId: string; uid: string; displayName: string }>;
  agreed: string[];
}

/** Ids of what the test created, to delete. */
const created = {
  announcements: [] as string[],
  tenants: [] as string[],
};

/** Which vector went where (the report's figures). */
const stored = new Map<string, Set<number>>();
function storedIn(field: string, vectors: readonly XssVector[]): void {
  const set = stored.get(field) ?? new Set<number>();
  for (const vector of vectors) set.add(vector.id);
  stored.set(field, set);
}
const RICH_FIELDS = [
  'announcement content',
  'terms (general)',
  'terms (subscription)',
  'contactAdmin setting',
  'popup text',
];

// ---------------------------------------------------------------------------------------------------------
// Putting things back

async function deleteByContent(): Promise<void> {
  const admin = await tokenOf(ADMIN);
  const announcements = await ok<Array<{ id: string; title: string }>>(admin, 'GET', '/announcement/list');
  for (const announcement of announcements)
    if (PAYLOADS.has(announcement.title.trim()) || created.announcements.includes(announcement.id))
      await ok(admin, 'POST', '/announcement/delete', { id: announcement.id });
  const tenants = await ok<{ data: Array<{ id: string; organizationName: string }> }>(
    admin,
    'POST',
    `/tenant/list?searchInput=${encodeURIComponent('Xss Probe')}&pageSize=100`,
  );
  const probes = tenants.data.filter((candidate) => candidate.organizationName.startsWith('Xss Probe'));
  for (const tenant of [
    ...probes,
    ...created.tenants.filter((id) => !probes.some((probe) => probe.id === id)).map((id) => ({ id })),
  ]) {
    const persons = await ok<{ listUser: Array<{ uid: string }> }>(admin, 'POST', '/person/list', {
      tenantId: tenant.id,
    });
    const ids = persons.listUser.map((person) => person.uid);
    for (let from = 0; from < ids.length; from += 500)
      await ok(admin, 'POST', '/person/delete-multi', {
        tenantId: tenant.id,
        listIds: ids.slice(from, from + 500),
      });
    await ok(admin, 'POST', '/tenant/delete', { tenantId: tenant.id });
  }
  created.tenants.length = 0;
  const analyst = await tokenOf(ANALYST);
  const lists = await ok<Array<{ id: string; name: string }>>(analyst, 'GET', '/watchlists');
  for (const list of lists.filter((candidate) => PAYLOADS.has(candidate.name.trim())))
    await ok(analyst, 'DELETE', `/watchlists/${list.id}`);
  const filters = await ok<Array<{ id: string; name: string }>>(analyst, 'GET', '/saved-filters');
  for (const filter of filters.filter((candidate) => PAYLOADS.has(candidate.name.trim())))
    await ok(analyst, 'DELETE', `/saved-filters/${filter.id}`);
  const conversations = await ok<Array<{ id: string; title: string }>>(analyst, 'GET', '/luca/conversations');
  for (const conversation of conversations.filter(
    (candidate) => PAYLOADS.has(candidate.title.trim()) || candidate.title.startsWith('[v'),
  ))
    await ok(analyst, 'DELETE', `/luca/conversations/${conversation.id}`);
}

async function restore(originals: Originals): Promise<void> {
  const admin = await tokenOf(ADMIN);
  for (const person of originals.names) await ok(admin, 'POST', '/person/edit', person);
  for (const setting of originals.settings) await ok(admin, 'POST', '/setting/edit', setting);
  for (const popup of originals.popups) await ok(admin, 'POST', '/setting/popup/edit', popup);
  await ok(admin, 'POST', '/tnc/edit', { kind: 'SUBSCRIPTION', content: originals.terms.SUBSCRIPTION });
  await ok(admin, 'POST', '/tnc/edit', { kind: 'GENERAL', content: originals.terms.GENERAL });
  // Republished terms must be agreed again: the demo accounts that had agreed agree again.
  for (const email of originals.agreed) {
    const principal = await login(email);
    if (!principal.isAgree && principal.idToken !== undefined)
      await ok(principal.idToken, 'POST', '/auth/agreeTerms');
  }
}

async function putBack(): Promise<void> {
  await deleteByContent();
  if (existsSync(ORIGINALS_FILE)) {
    await restore(JSON.parse(readFileSync(ORIGINALS_FILE, 'utf8')) as Originals);
    rmSync(ORIGINALS_FILE);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Storing the vectors

interface Seeded {
  announcementTitles: string[];
  probeTenants: Array<{ id: string; name: string; persons: number }>;
  conversationWithQuestions: string;
  popupTitles: string[];
  refusedOrganisationNames: number;
}

const trace = (what: string): void => {
  if (process.env.XSS_TRACE) console.log(`${new Date().toISOString()} ${what}`);
};

async function seed(): Promise<Seeded> {
  // The analyst's own lists first: the terms published below must be agreed before they could be made.
  const analyst = await tokenOf(ANALYST);
  await inParallel(nameVectors(0), (vector) =>
    ok(analyst, 'POST', '/watchlists', { name: vector.payload.trim() }),
  );
  storedIn('watchlist name', nameVectors(0));
  await inParallel(nameVectors(1), (vector) =>
    ok(analyst, 'POST', '/saved-filters', { name: vector.payload.trim(), order: ['EXC'], exchange: [1] }),
  );
  storedIn('saved filter name', nameVectors(1));
  await inParallel(nameVectors(2), (vector) =>
    ok(analyst, 'POST', '/luca/conversations', { title: vector.payload.trim() }),
  );
  storedIn('Luca conversation title', nameVectors(2));
  trace('names of the analyst');
  const questions = pack(VECTORS, 1000, (group) => `${marker(group[0]!)} ${spaced(group)}`);
  const conversation = await ok<{ id: string; title: string }>(analyst, 'POST', '/luca/conversations', {
    title: `[v${VECTORS[0]!.id}] questions`,
  });
  for (const question of questions)
    await ok(analyst, 'POST', `/luca/conversations/${conversation.id}/questions`, {
      question: question.text,
    });
  storedIn('Luca question', VECTORS);
  trace('questions');

  const admin = await tokenOf(ADMIN);
  const start = `${today()}T00:00:00.000Z`;
  const end = `${today(365)}T00:00:00.000Z`;

  // Organisation names: letters, digits and a few marks only, so every vector is refused.
  let refused = 0;
  await inParallel(VECTORS, async (vector) => {
    const reply = await call<{ id?: string; errorCode?: string }>(admin, 'POST', '/tenant/add', {
      organizationName: vector.payload,
      organizationUrl: 'https://xss-probe.test',
      contactName: 'Xss Probe',
      contactEmail: `org-${vector.id}@xss-probe.test`,
      startDate: start,
      endDate: end,
      region: [1],
    });
    if (reply.status === 400 && reply.body.errorCode === 'INVALID_DISPLAY_NAME') refused += 1;
    else if (reply.body.id !== undefined) created.tenants.push(reply.body.id);
  });

  trace('refusals');
  // Probe tenants: vectors as POC and tenant manager names and as the organisation URL; persons named with vectors.
  const personNames = pack(VECTORS, 255, spaced);
  // The grid shows one POC and one manager per tenant.
  const contactNames = pack(VECTORS.filter(fits(100)), 255, spaced).slice(0, 2 * PROBE_TENANTS);
  const urls = VECTORS.filter((vector) => /^(javascript|vbscript|data):/i.test(vector.payload));
  const probeTenants: Seeded['probeTenants'] = [];
  const tenantsOfContacts = chunks(contactNames, PROBE_TENANTS);
  // All the persons in the first probe tenant: one page of the console to go through.
  const personsOf = [personNames, ...Array.from({ length: PROBE_TENANTS - 1 }, () => [])];
  for (let index = 0; index < PROBE_TENANTS; index += 1) {
    const contacts = tenantsOfContacts[index]!;
    const name = `Xss Probe ${index + 1} ${Date.now() % 100_000}`;
    const tenant = await ok<{ id: string }>(admin, 'POST', '/tenant/add', {
      organizationName: name,
      organizationUrl: urls[index % urls.length]!.payload,
      contactName: contacts[0]!.text,
      contactEmail: `poc-${index}@xss-probe.test`,
      tenantManagerName: (contacts[1] ?? contacts[0]!).text,
      tenantManagerEmail: `manager-${index}@xss-probe.test`,
      startDate: start,
      endDate: end,
      region: [1],
    });
    created.tenants.push(tenant.id);
    const persons = personsOf[index]!;
    await inParallel([...persons.entries()], ([number, person]) =>
      ok(admin, 'POST', '/person/add', {
        tenantId: tenant.id,
        displayName: person.text,
        email: `p${index}-${number}@xss-probe.test`,
      }),
    );
    storedIn('tenant POC / manager name', [
      ...contacts[0]!.vectors,
      ...(contacts[1] ?? contacts[0]!).vectors,
    ]);
    probeTenants.push({ id: tenant.id, name, persons: persons.length });
  }
  storedIn('organisation URL', urls.slice(0, PROBE_TENANTS));
  storedIn('person name', VECTORS);

  trace('probe tenants');
  // Acme's people: their names show in Manage Users, the console and the analyst's own header.
  const acme = (await login(OWNER)).tenantId;
  const acmePersons = await ok<{ listUser: Array<{ uid: string; email: string; displayName: string }> }>(
    admin,
    'POST',
    '/person/list',
    { tenantId: acme },
  );
  const renamed = acmePersons.listUser.filter((person) => [OWNER, ANALYST, OTP_USER].includes(person.email));
  const acmeNames = pack(VECTORS.filter(fits(80)).slice(0, 12), 255, spaced);

  // Announcements: titles and content.
  const titles = VECTORS.filter(fits(255))
    .filter((_, index) => index % 37 === 5)
    .slice(0, ANNOUNCEMENTS);
  for (const [index, part] of chunks(VECTORS, ANNOUNCEMENTS).entries()) {
    const announcement = await ok<{ id: string }>(admin, 'POST', '/announcement/add', {
      title: titles[index]!.payload.trim(),
      content: richBlock(part),
      startDate: today(),
      endDate: today(1),
    });
    created.announcements.push(announcement.id);
  }
  storedIn('announcement title', titles);
  storedIn('announcement content', VECTORS);

  trace('announcements');
  // What is edited in place: the originals go to disk before anything changes.
  const settings = await ok<Array<{ key: string; type: string; value: string; description: string }>>(
    admin,
    'POST',
    '/setting/list',
  );
  const popups = await ok<Array<{ id: string; title: string; text: string }>>(
    admin,
    'POST',
    '/setting/popup/list',
  );
  const general = await ok<{ content: string }>(admin, 'POST', '/tnc');
  const subscription = await ok<{ content: string }>(admin, 'POST', '/subscription-tnc');
  const agreed: string[] = [];
  for (const email of AGREEING) {
    // An account another test gave a new password cannot be signed in here, nor given its agreement back.
    const principal = await login(email).catch(() => undefined);
    if (principal?.isAgree === true) agreed.push(email);
  }
  const originals: Originals = {
    terms: { GENERAL: general.content, SUBSCRIPTION: subscription.content },
    settings: DESCRIBED_SETTINGS.map((key) => {
      const setting = settings.find((candidate) => candidate.key === key);
      assert.ok(setting, `setting ${key}`);
      return { key, value: setting.value, description: setting.description };
    }),
    popups: POPUPS.map((id) => {
      const popup = popups.find((candidate) => candidate.id === id);
      assert.ok(popup, `popup ${id}`);
      return { id, title: popup.title, text: popup.text };
    }),
    names: renamed.map((person) => ({ tenantId: acme, uid: person.uid, displayName: person.displayName })),
    agreed,
  };
  writeFileSync(ORIGINALS_FILE, JSON.stringify(originals));
  const adminToken = await tokenOf(ADMIN);
  trace('originals');

  for (const [index, person] of renamed.entries()) {
    const name = acmeNames[index % acmeNames.length]!;
    await ok(adminToken, 'POST', '/person/edit', { tenantId: acme, uid: person.uid, displayName: name.text });
    storedIn('person name', name.vectors);
  }

  // The Contact text: as many vectors as its 20,000 characters take.
  const contact = pack(VECTORS, 20_000, richBlock)[0]!;
  const descriptions = pack(VECTORS, 1000, spaced);
  for (const [index, key] of DESCRIBED_SETTINGS.entries()) {
    const original = originals.settings.find((setting) => setting.key === key)!;
    const description = descriptions[index % descriptions.length]!;
    await ok(adminToken, 'POST', '/setting/edit', {
      key,
      value: key === 'contactAdmin' ? contact.text : original.value,
      description: description.text,
    });
    storedIn('setting description', description.vectors);
  }
  storedIn('contactAdmin setting', contact.vectors);

  const popupTexts = pack(VECTORS, 2000, plainBlock);
  const popupTitles = VECTORS.filter(fits(255))
    .filter((_, index) => index % 41 === 7)
    .slice(0, POPUPS.length);
  for (const [index, id] of POPUPS.entries()) {
    const text = popupTexts[index % popupTexts.length]!;
    const title = popupTitles[index % popupTitles.length]!;
    await ok(adminToken, 'POST', '/setting/popup/edit', { id, title: title.payload.trim(), text: text.text });
    storedIn('popup text', text.vectors);
    storedIn('popup title', [title]);
  }

  trace('settings and popups');
  await ok(adminToken, 'POST', '/tnc/edit', { kind: 'SUBSCRIPTION', content: richBlock(VECTORS) });
  storedIn('terms (subscription)', VECTORS);
  await ok(adminToken, 'POST', '/tnc/edit', { kind: 'GENERAL', content: richBlock(VECTORS) });
  storedIn('terms (general)', VECTORS);

  return {
    announcementTitles: titles.map((vector) => vector.payload.trim()),
    probeTenants,
    conversationWithQuestions: conversation.title,
    popupTitles: popupTitles.map((vector) => vector.payload.trim()),
    refusedOrganisationNames: refused,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Watching the browser

interface Findings {
  /** `__xss` calls: the vector id and the script's address. */
  hits: string[];
  dialogs: string[];
  /** Console messages and page errors that show script ran without the hook (`__xss is not defined`). */
  traces: string[];
  /** Dangerous nodes found in the DOM after a page was rendered. */
  dangerous: string[];
  /** Each rendered state: its name and the vectors it showed. */
  states: Array<{ name: string; kind: 'rich' | 'name'; shown: number[] }>;
}

const findings: Findings = { hits: [], dialogs: [], traces: [], dangerous: [], states: [] };
const EXECUTION_TRACE = /__xss|__XSS|xss is not defined|Uncaught 1\d{3}\b/i;

function watch(page: Page, into: Findings): void {
  page.on('dialog', (dialog) => {
    into.dialogs.push(`${dialog.type()}: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('XSS-EXEC '))
      into.hits.push(`${text.slice(9)} in ${message.location().url.slice(0, 120)}`);
    else if (EXECUTION_TRACE.test(text)) into.traces.push(`console ${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => {
    const text = `${error.message}\n${error.stack ?? ''}`;
    if (EXECUTION_TRACE.test(text)) into.traces.push(`page error: ${error.message}`);
  });
}

/**
 * A context whose every frame has `__xss`, which logs `XSS-EXEC <id>` (console messages of every frame reach
 * the page, also from a frame that navigated or has another origin). The app's Content-Security-Policy is
 * bypassed: what is counted is what the sanitising lets through, not what the CSP would still stop.
 */
async function watchedContext(
  on: Browser,
  into: Findings,
  width = 1600,
  height = 1000,
): Promise<BrowserContext> {
  const context = await on.newContext({ viewport: { width, height }, bypassCSP: true });
  await context.addInitScript(() => {
    // Once a vector (a focus or animation event may fire it over and over).
    const seen = new Set<string>();
    Object.defineProperty(window, '__xss', {
      value: (...args: unknown[]) => {
        const id = String(args[0]);
        if (seen.has(id)) return;
        seen.add(id);
        console.error(`XSS-EXEC ${id}`);
      },
      writable: false,
      configurable: false,
    });
    window.addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.startsWith('xss:'))
        console.error(`XSS-EXEC ${event.data}`);
    });
  });
  context.on('page', (page) => {
    watch(page, into);
  });
  return context;
}

/** Runs in a frame: what in its DOM could run script (on* attributes, javascript: URLs, srcdoc, scripts...). */
function dangerousNodesInFrame(): string[] {
  const found: string[] = [];
  const URL_ATTRIBUTES = new Set([
    'href',
    'xlink:href',
    'src',
    'action',
    'formaction',
    'data',
    'poster',
    'background',
    'dynsrc',
    'lowsrc',
    'code',
    'values',
    'to',
    'from',
    'content',
  ]);
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.localName;
    const describe = () => element.outerHTML.slice(0, 160);
    if (
      ['iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'base', 'bgsound', 'isindex'].includes(tag)
    )
      found.push(`<${tag}>: ${describe()}`);
    if (tag === 'meta' && element.hasAttribute('http-equiv')) found.push(`meta refresh: ${describe()}`);
    if (tag === 'script') {
      const source = element.getAttribute('src') ?? '';
      const appScript = source.startsWith('/assets/') || source.startsWith(`${location.origin}/assets/`);
      if (!appScript || /xss/i.test(element.textContent ?? '')) found.push(`script: ${describe()}`);
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      // What a URL parser ignores (controls, spaces) goes before the scheme is compared.
      const value = [...attribute.value]
        .filter(
          (character) => character.charCodeAt(0) > 0x20 && (character < '\u007f' || character > '\u00a0'),
        )
        .join('')
        .toLowerCase();
      if (name.startsWith('on')) found.push(`${name} on <${tag}>: ${describe()}`);
      if (name === 'srcdoc') found.push(`srcdoc on <${tag}>: ${describe()}`);
      if (
        URL_ATTRIBUTES.has(name) &&
        /^(javascript|vbscript|livescript):|^data:(text\/html|image\/svg|text\/javascript)/.test(value)
      )
        found.push(`${name}=${value.slice(0, 40)} on <${tag}>`);
      if (name === 'style' && /expression\(|javascript:|behavior:|binding:/.test(value))
        found.push(`style ${value.slice(0, 60)} on <${tag}>`);
    }
  }
  return found;
}

/** Runs in a frame: the needles (whitespace folded) found in its text and its form fields' values. */
function needlesInFrame(needles: Array<[number, string]>): number[] {
  const fold = (text: string) => text.replace(/\s+/g, ' ');
  const fields = Array.from(document.querySelectorAll('input, textarea'))
    .map((field) => (field as HTMLInputElement).value)
    .join('\n');
  const text = fold(`${document.documentElement.textContent ?? ''}\n${fields}`);
  return needles.filter(([, needle]) => text.includes(fold(needle))).map(([id]) => id);
}

const NAME_NEEDLES: Array<[number, string]> = VECTORS.map((vector) => [vector.id, vector.payload.trim()]);
const RICH_NEEDLES: Array<[number, string]> = VECTORS.map((vector) => [vector.id, marker(vector)]);

const frames = (page: Page): Frame[] => page.frames().filter((frame) => !frame.isDetached());

/**
 * Lets what the page shows settle (image errors, autofocus, animations), then records the vectors it shows and
 * any dangerous node. `kind` says which needles count: payloads for names, markers for rich text.
 */
async function check(page: Page, name: string, kind: 'rich' | 'name', settle = 250): Promise<number[]> {
  const started = Date.now();
  await page.waitForTimeout(settle);
  const shown = new Set<number>();
  for (const frame of frames(page)) {
    try {
      for (const found of await frame.evaluate(dangerousNodesInFrame))
        findings.dangerous.push(`${name}: ${found}`);
      for (const id of await frame.evaluate(needlesInFrame, kind === 'rich' ? RICH_NEEDLES : NAME_NEEDLES))
        shown.add(id);
    } catch (error) {
      // A frame of another origin cannot be read: it is a frame the page should not have.
      findings.dangerous.push(`${name}: unreadable frame ${frame.url()} (${String(error).slice(0, 80)})`);
    }
  }
  const state = findings.states.find((candidate) => candidate.name === name && candidate.kind === kind);
  if (state) state.shown = [...new Set([...state.shown, ...shown])];
  else findings.states.push({ name, kind, shown: [...shown] });
  if (process.env.XSS_TRACE)
    console.log(`${new Date().toISOString()} ${name} (${kind}): ${shown.size} in ${Date.now() - started} ms`);
  return [...shown];
}

function assertNoExecution(where: string): void {
  assert.deepEqual(findings.hits, [], `${where}: vectors executed`);
  assert.deepEqual(findings.dialogs, [], `${where}: dialogs opened`);
  assert.deepEqual(findings.traces, [], `${where}: script ran`);
  assert.deepEqual(findings.dangerous, [], `${where}: dangerous nodes in the DOM`);
}

// ---------------------------------------------------------------------------------------------------------

/**
 * The control: how many vectors run when written unsanitised, each in a frame of its own on about:blank (no
 * CSP), watched as the app's pages are. Run while the vectors are being stored.
 */
async function runControl(): Promise<number> {
  // Site isolation is off in this browser only: Chromium's browser process crashes on a data: frame next to
  // a srcdoc frame in frames written with document.write().
  const observed: Findings = { hits: [], dialogs: [], traces: [], dangerous: [], states: [] };
  const controlBrowser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-site-isolation-trials',
      '--no-first-run',
    ],
  });
  try {
    const context = await watchedContext(controlBrowser, observed);
    const page = await context.newPage();
    await page.evaluate(
      (payloads: string[]) => {
        for (const payload of payloads) {
          const frame = document.createElement('iframe');
          document.body.append(frame);
          const written = frame.contentDocument!;
          written.open();
          written.write(payload);
          written.close();
        }
      },
      VECTORS.map((vector) => vector.payload),
    );
    if (process.env.XSS_TRACE)
      console.log(`${new Date().toISOString()} control written, ${observed.hits.length} ran`);
    // Until no vector has run for 2 s (image errors and focus events come late on a busy machine).
    let seen = -1;
    for (let waited = 0; waited < 20_000 && seen !== observed.hits.length; waited += 2000) {
      seen = observed.hits.length;
      await page.waitForTimeout(2000);
    }
  } finally {
    await controlBrowser.close();
  }
  if (process.env.XSS_TRACE) console.log(`${new Date().toISOString()} control done`);
  return new Set(observed.hits.map((hit) => /\b(1\d{3})\b/.exec(hit)?.[1]).filter(Boolean)).size;
}

let seeded: Seeded;
let control: Promise<number>;

/**
 * The announcements dialog that opens after the sign-in: read through, each one acknowledged, or only the
 * first one shown before Later puts them off (until the app is loaded again: then stay in the app).
 */
async function readAnnouncements(page: Page, all = true): Promise<void> {
  const dialog = page.getByTestId('announcements-dialog');
  const first = dialog.getByText(/^Announcement 1 of \d+/);
  await first.waitFor({ timeout: 15_000 });
  // Ours, and any other test left current.
  const total = Number(/ of (\d+)/.exec((await first.textContent()) ?? '')?.[1]);
  assert.ok(total >= ANNOUNCEMENTS, `${total} announcements shown`);
  for (let index = 0; index < (all ? total : 1); index += 1) {
    await dialog.getByText(new RegExp(`^Announcement ${index + 1} of \\d+`)).waitFor({ timeout: 15_000 });
    await check(page, 'announcements dialog', 'rich');
    await check(page, 'announcements dialog', 'name', 0);
    await dialog.getByRole('button', { name: all ? 'Acknowledge' : 'Later' }).click();
  }
  await dialog.waitFor({ state: 'hidden', timeout: 15_000 });
}

/** Clicks the cell of a paged console grid reading `text`, paging on until it shows. */
async function selectInPagedGrid(page: Page, text: string): Promise<void> {
  for (let turn = 0; turn < 20; turn += 1) {
    const cell = page
      .locator('[role="treegrid"] .ht_master tbody td')
      .filter({ hasText: new RegExp(`^${text}$`) });
    if ((await cell.count()) > 0) {
      await cell.first().click();
      return;
    }
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.waitForTimeout(100);
  }
  throw new Error(`${text} is on no page of the grid`);
}

before(async () => {
  browser = await launch();
  if (process.env.XSS_TRACE) console.log(`${new Date().toISOString()} start`);
  control = runControl();
  control.catch(() => undefined);
  await putBack();
  trace('put back');
  seeded = await seed();
  if (process.env.XSS_TRACE) console.log(`${new Date().toISOString()} seeded`);
});

after(async () => {
  try {
    await putBack();
  } finally {
    await browser.close();
    const rich = new Set(
      findings.states.filter((state) => state.kind === 'rich').flatMap((state) => state.shown),
    );
    const names = new Set(
      findings.states.filter((state) => state.kind === 'name').flatMap((state) => state.shown),
    );
    console.log(
      `XSS: ${VECTORS.length} vectors, ${stored.size} fields, ` +
        `${new Set(findings.states.map((state) => state.name)).size} views rendered ` +
        `(rich text showed ${rich.size}, names showed ${names.size}), ${findings.hits.length} executions, ` +
        `${findings.dialogs.length} dialogs, ${findings.dangerous.length} dangerous nodes; ` +
        `${seeded?.refusedOrganisationNames ?? 0} organisation names refused.`,
    );
  }
});

test(`the ${VECTORS.length} vectors run when written into a page unsanitised (the detection works)`, async () => {
  assert.ok(VECTORS.length >= 300, `${VECTORS.length} vectors`);
  assert.equal(new Set(VECTORS.map((vector) => vector.payload)).size, VECTORS.length, 'distinct vectors');
  const ran = await control;
  console.log(`control: ${ran} of ${VECTORS.length} vectors ran when written unsanitised`);
  assert.ok(ran >= 150, `only ${ran} vectors ran unsanitised: the detection does not work`);
});

test('what the API stored as rich HTML is sanitised (no script, no on* attribute, no javascript: URL)', async () => {
  const admin = await tokenOf(ADMIN);
  const htmls: Array<[string, string]> = [];
  for (const announcement of await ok<Array<{ id: string; content: string }>>(
    admin,
    'GET',
    '/announcement/list',
  ))
    if (created.announcements.includes(announcement.id))
      htmls.push([`announcement ${announcement.id}`, announcement.content]);
  htmls.push(['terms', (await ok<{ content: string }>(admin, 'POST', '/tnc')).content]);
  htmls.push([
    'subscription terms',
    (await ok<{ content: string }>(admin, 'POST', '/subscription-tnc')).content,
  ]);
  const settings = await ok<Array<{ key: string; value: string }>>(admin, 'POST', '/setting/list');
  htmls.push(['contactAdmin', settings.find((setting) => setting.key === 'contactAdmin')!.value]);
  assert.equal(htmls.length, ANNOUNCEMENTS + 3);
  for (const [where, html] of htmls) {
    assert.doesNotMatch(html, /<script/i, where);
    const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
    for (const tag of tags) {
      assert.doesNotMatch(tag, /\son[a-z]+\s*=/i, `${where}: ${tag}`);
      assert.doesNotMatch(tag, /(javascript|vbscript|data):/i, `${where}: ${tag}`);
      assert.match(
        tag,
        /^<(p|br|h[1-6]|strong|b|em|i|u|s|strike|del|sub|sup|code|pre|blockquote|ul|ol|li|hr|a|span|div|table|thead|tbody|tr|th|td)[\s>/]/i,
        `${where}: ${tag}`,
      );
    }
  }
  // The same through Chromium's own parser: only allowed elements, and no attribute that can run script.
  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = await page.evaluate((list: Array<[string, string]>) => {
    const found: string[] = [];
    for (const [where, html] of list) {
      const parsed = new DOMParser().parseFromString(html, 'text/html');
      for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
        if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
          found.push(`${where}: ${element.localName} outside HTML`);
        for (const attribute of Array.from(element.attributes)) {
          if (!['href', 'target', 'rel', 'style', 'colspan', 'rowspan', 'start'].includes(attribute.name))
            found.push(`${where}: ${attribute.name} on ${element.localName}`);
          // A relative link or a fragment is harmless; any scheme but these three is not.
          const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(attribute.value)?.[1]?.toLowerCase();
          if (
            attribute.name === 'href' &&
            scheme !== undefined &&
            !['http', 'https', 'mailto'].includes(scheme)
          )
            found.push(`${where}: href ${attribute.value.slice(0, 40)}`);
        }
      }
    }
    return found;
  }, htmls);
  await context.close();
  assert.deepEqual(problems, []);
  // Every vector was stored in a rich-text field and a name field.
  const inRich = new Set(RICH_FIELDS.flatMap((field) => [...(stored.get(field) ?? [])]));
  const inNames = new Set(
    [...stored.entries()].filter(([field]) => !RICH_FIELDS.includes(field)).flatMap(([, ids]) => [...ids]),
  );
  assert.deepEqual(
    ALL_IDS.filter((id) => !inRich.has(id)),
    [],
    'vectors in no rich-text field',
  );
  assert.deepEqual(
    ALL_IDS.filter((id) => !inNames.has(id)),
    [],
    'vectors in no name field',
  );
  assert.equal(
    seeded.refusedOrganisationNames,
    VECTORS.length,
    'every vector refused as an organisation name',
  );
});

test('analyst@acme.test: terms to agree, announcements, header, info popups, watchlists, saved filters, Contact and Luca', async () => {
  const context = await watchedContext(browser, findings, 1600, 1000);
  const page = await context.newPage();
  await signIn(page, ANALYST);
  await page.waitForURL('**/termsAndConditions', { timeout: 20_000 });
  const terms = page.getByRole('region', { name: 'Terms and Conditions text' });
  await terms.waitFor({ timeout: 15_000 });
  await page
    .getByText(marker(VECTORS.at(-1)!))
    .first()
    .waitFor({ timeout: 15_000 });
  assert.equal((await check(page, 'terms to agree (analyst)', 'rich')).length, VECTORS.length);
  await readTermsToTheEnd(page, 'Terms and Conditions text');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL(/\/(access|dashboard)/, { timeout: 20_000 });

  await readAnnouncements(page);

  // The account panel shows the analyst's own name.
  await page.goto(`${BASE_URL}/dashboard`);
  await page.getByRole('button', { name: 'Open account panel' }).click();
  await page.waitForTimeout(300);
  await check(page, 'account panel', 'name');
  await page.keyboard.press('Escape');

  // The ticker panel's info popups.
  const toolbar = page.getByRole('toolbar', { name: 'Company' });
  await toolbar
    .getByRole('button', { name: /watchlist/i })
    .first()
    .waitFor({ timeout: 30_000 });
  const info = page.getByRole('region', { name: 'Ticker info', exact: true });
  for (const title of seeded.popupTitles) {
    await info
      .getByRole('button', { name: `${title} information`, exact: true })
      .first()
      .hover({ timeout: 20_000 });
    await page.getByRole('tooltip').first().waitFor();
    await check(page, 'info popups', 'rich');
    await check(page, 'info popups', 'name', 0);
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'hidden' });
  }
  await page.mouse.move(0, 0);

  // Watchlists: the star's popup lists them all, so does the Watchlists tab's choice.
  await toolbar
    .getByRole('button', { name: /watchlist/i })
    .first()
    .click();
  const star = page.getByRole('dialog', { name: 'Add to watchlist' });
  await star
    .getByRole('checkbox')
    .nth(nameVectors(0).length - 1)
    .waitFor({ timeout: 20_000 });
  await check(page, 'add to watchlist popup', 'name');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Watchlists' }).click();
  await page.getByRole('combobox', { name: 'Watchlist' }).click();
  await page
    .getByRole('option')
    .nth(nameVectors(0).length - 1)
    .waitFor({ timeout: 20_000 });
  await check(page, 'watchlists tab', 'name');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await page
    .getByRole('dialog', { name: 'Download watchlists' })
    .getByRole('checkbox')
    .nth(nameVectors(0).length - 1)
    .waitFor({ timeout: 20_000 });
  await check(page, 'watchlist download dialog', 'name');
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Results' }).click();

  // Saved filters.
  await page.getByRole('button', { name: 'Load filter' }).click();
  const load = page.getByRole('dialog', { name: 'Load filter' });
  await load
    .getByRole('button', { name: /^Load / })
    .nth(nameVectors(1).length - 1)
    .waitFor({ timeout: 20_000 });
  await check(page, 'load filter dialog', 'name');
  await page.keyboard.press('Escape');

  // The Contact text.
  await page.getByRole('button', { name: 'Contact' }).click();
  await page.getByRole('dialog', { name: 'Contact' }).waitFor();
  await check(page, 'contact dialog', 'rich');
  await page.keyboard.press('Escape');

  // Luca: the conversations and the one with the questions.
  await page.goto(`${BASE_URL}/luca`);
  const conversations = page.getByRole('navigation', { name: 'Conversations' });
  await conversations.getByText(seeded.conversationWithQuestions).waitFor({ timeout: 20_000 });
  await check(page, 'Luca conversations', 'name');
  await conversations.getByText(seeded.conversationWithQuestions).click();
  await page.getByRole('article', { name: 'Question 1', exact: true }).waitFor({ timeout: 20_000 });
  await check(page, 'Luca questions', 'name');
  await context.close();
  assertNoExecution('analyst');
});

test('owner@acme.test: terms to agree and Manage Users with the edit dialog', async () => {
  const context = await watchedContext(browser, findings, 1600, 1000);
  const page = await context.newPage();
  const watched = watchPageErrors(page);
  await signIn(page, OWNER);
  await page.waitForURL('**/termsAndConditions', { timeout: 20_000 });
  await page
    .getByText(marker(VECTORS.at(-1)!))
    .first()
    .waitFor({ timeout: 15_000 });
  await check(page, 'terms to agree (owner)', 'rich');
  await readTermsToTheEnd(page, 'Terms and Conditions text');
  await page.getByRole('button', { name: 'Agree' }).click();
  await page.waitForURL((url) => url.pathname !== '/termsAndConditions', { timeout: 20_000 });
  await readAnnouncements(page);
  await page.goto(`${BASE_URL}/manageUsers`);
  await page.getByText(/seat\(s\) left!/).waitFor({ timeout: 20_000 });
  // The grid's code loads after the seats line (its own chunk): the names are read once its rows are there.
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  // Twice in CI (never locally) the page showed everything but the grid for 45 s, with no error and no failed
  // request. That is a defect of its own (noted in the closing note of stop 26, not this test's subject): the
  // test says so in its output with what the page was waiting for, reloads once, and goes on to the XSS checks.
  const shown = await edit.waitFor({ timeout: 30_000 }).then(
    () => true,
    () => false,
  );
  if (!shown) {
    await watched.explain('xss-manage-users (reloading once)');
    await page.reload();
    await page.getByText(/seat\(s\) left!/).waitFor({ timeout: 20_000 });
    await edit.waitFor({ timeout: 45_000 }).catch(async (error: unknown) => {
      await watched.explain('xss-manage-users');
      throw error;
    });
  }
  await check(page, 'manage users', 'name');
  await edit.click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'edit user dialog', 'name');
  await page.keyboard.press('Escape');
  await context.close();
  assertNoExecution('owner');
});

test('admin@ledgerscope.test: tenants, users, announcements, terms and settings with their editors', async () => {
  const context = await watchedContext(browser, findings, 2560, 1400);
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await page.waitForURL('**/administrator/tenant', { timeout: 20_000 });
  // The analyst and the owner read them all; here the first, and the pages are reached through the app's links.
  await readAnnouncements(page, false);

  // Tenants: the probe tenants' POC, manager and URL; the edit dialog of one.
  await page.getByLabel('Search tenants').fill('Xss Probe');
  await page.getByText(seeded.probeTenants[0]!.name).first().waitFor({ timeout: 15_000 });
  await check(page, 'tenants grid', 'name');
  // A click on a row opens its menu of actions (issue 19): the menu names the row too.
  await page.getByText(seeded.probeTenants[0]!.name).first().click();
  await page.getByRole('menuitem', { name: 'Edit Tenant', exact: true }).waitFor();
  await check(page, 'tenant row menu', 'name');
  await page.getByRole('menuitem', { name: 'Edit Tenant', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await check(page, 'tenant edit dialog', 'name');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });

  // The probe tenant's users (all in the first one), page by page.
  const withPersons = seeded.probeTenants[0]!;
  await page.getByText(seeded.probeTenants[0]!.name).first().click();
  await page.getByRole('menuitem', { name: 'Manage User', exact: true }).click();
  await page.waitForURL(`**/administrator/tenant/${withPersons.id}`, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Add User' }).waitFor({ timeout: 20_000 });
  for (let shown = 0; shown < withPersons.persons; shown += 10) {
    await page.locator('[role="treegrid"] .ht_master tbody tr').first().waitFor({ timeout: 15_000 });
    await check(page, 'tenant users grid', 'name');
    if (shown + 10 < withPersons.persons) await page.getByRole('button', { name: 'Go to next page' }).click();
  }

  // Announcements: the grid, a row's menu and the editor (the terms' editor below is the same
  // component with all the vectors).
  await page.getByRole('link', { name: 'Announcements' }).click();
  await page.waitForURL('**/administrator/announcement', { timeout: 15_000 });
  const rows = page.locator('[role="treegrid"][aria-label="Announcements"] .ht_master tbody tr');
  await rows.first().waitFor({ timeout: 20_000 });
  await check(page, 'announcements grid', 'name');
  for (const title of [seeded.announcementTitles[0]!, seeded.announcementTitles.at(-1)!]) {
    await page
      .locator('[role="treegrid"][aria-label="Announcements"] .ht_master tbody td')
      .filter({ hasText: title })
      .first()
      .click();
    await page.getByRole('menuitem', { name: /^Edit/ }).click();
    const editor = page.getByRole('dialog');
    await editor.getByRole('textbox', { name: 'Content' }).waitFor({ timeout: 15_000 });
    await check(page, 'announcement editor', 'rich');
    await check(page, 'announcement editor', 'name', 0);
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await editor.waitFor({ state: 'hidden' });
  }

  // Terms: both kinds, read and in the editor.
  await page.getByRole('link', { name: 'Terms and Conditions' }).click();
  await page.waitForURL('**/administrator/termandcondition', { timeout: 15_000 });
  for (const tab of ['Terms and Conditions', 'Subscription Terms']) {
    await page.getByRole('tab', { name: tab }).click();
    await page
      .getByRole('tabpanel')
      .getByText(marker(VECTORS.at(-1)!))
      .first()
      .waitFor({ timeout: 15_000 });
    await check(page, `${tab} page`, 'rich');
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox', { name: `${tab} content` }).waitFor({ timeout: 15_000 });
    await check(page, `${tab} editor`, 'rich');
    await page.getByRole('button', { name: 'Cancel' }).click();
  }

  // Settings: the grid, the Contact text's editor, the popup texts and their edit dialog.
  await page.getByRole('link', { name: 'Settings' }).click();
  await page.getByText('contactAdmin', { exact: true }).first().waitFor({ timeout: 15_000 });
  await check(page, 'settings grid', 'name');
  await page.getByText('contactAdmin', { exact: true }).first().click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Setting/ });
  await edit.getByRole('textbox', { name: 'Value' }).waitFor({ timeout: 15_000 });
  await check(page, 'setting editor', 'rich');
  await check(page, 'setting editor', 'name', 0);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Popup texts' }).click();
  await page.getByText('pop_aud', { exact: true }).first().waitFor({ timeout: 15_000 });
  await check(page, 'popup texts grid', 'name');
  for (const id of POPUPS.slice(0, 2)) {
    await selectInPagedGrid(page, id);
    await page.getByRole('menuitem', { name: /^Edit/ }).click();
    const popup = page.getByRole('dialog', { name: /Edit Popup Text/ });
    await popup.getByRole('textbox', { name: 'Text' }).waitFor();
    await check(page, 'popup text editor', 'rich');
    await check(page, 'popup text editor', 'name', 0);
    await popup.getByRole('button', { name: 'Cancel' }).click();
    await popup.waitFor({ state: 'hidden' });
  }
  await context.close();
  assertNoExecution('admin');
});

test('every vector was rendered from a rich-text field and from a name field, and none ran', () => {
  const rich = new Set(
    findings.states.filter((state) => state.kind === 'rich').flatMap((state) => state.shown),
  );
  const names = new Set(
    findings.states.filter((state) => state.kind === 'name').flatMap((state) => state.shown),
  );
  assert.deepEqual(
    ALL_IDS.filter((id) => !rich.has(id)),
    [],
    'vectors never rendered from rich text',
  );
  assert.deepEqual(
    ALL_IDS.filter((id) => !names.has(id)),
    [],
    'vectors never rendered from a name',
  );
  for (const state of findings.states)
    console.log(`  ${state.name} (${state.kind}): ${state.shown.length} vectors`);
  assertNoExecution('all pages');
});
