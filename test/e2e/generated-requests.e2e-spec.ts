import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import fc from 'fast-check';
import pg from 'pg';
import request from 'supertest';
import type * as CreateAppModule from '../../src/app/create-app.js';
import type * as BillingModule from '../../src/contexts/billing/index.js';
import type * as IdentityModule from '../../src/contexts/identity/index.js';
import type * as ScreeningModule from '../../src/contexts/screening/index.js';
import type * as FilingsModule from '../../src/contexts/filings/index.js';
import type * as TenancyModule from '../../src/contexts/tenancy/index.js';
import type { Role } from '../../src/shared/domain/roles.js';
import type * as AccountsModule from '../support/accounts.js';
import {
  HOSTILE_STRINGS,
  jsonBody,
  leaksIn,
  multipartBody,
  operationsOf,
  pathValue,
  queryString,
  validValue,
  type GeneratedBody,
  type GeneratedMultipart,
  type OpenApiLike,
  type Operation,
  type SchemaContext,
  type SchemaObject,
} from '../support/openapi-fuzz.js';
import { personsWorkbook } from '../support/xlsx.js';
import { watchProcessFailures } from '../support/process-failures.js';
import { routeAccess, type RouteAccess } from '../support/route-access.js';
import type * as TestAppModule from '../support/test-app.js';

/**
 * Generated requests: for every operation of the OpenAPI document, FUZZ_RUNS requests (default 20; 200 for the
 * figure of docs/security.md) built from its schemas by fast-check, mixing values of the declared shape (with
 * ids that exist) and hostile ones, sent in-process as an ADMINISTRATOR, as a tenant's user (a tenant
 * administrator) and anonymously. No answer may be a 5xx, hold a stack trace or SQL, or pollute
 * Object.prototype, and the process must see no unhandled rejection or uncaught exception.
 *
 * Routes that would end the callers' sessions (logout, password change, second factor, reset link) are called
 * with throwaway accounts that sign in again when needed; billing routes with the administrator of a tenant of
 * their own; routes that change platform-wide content (settings, pop-up texts, terms, announcements) run last,
 * and the content tables are restored afterwards. Ids in bodies that could disable or demote a caller
 * (tenants, persons) name only the target tenant's and the callers' peers' records, never a caller's own.
 *
 * FUZZ_RUNS=200 FUZZ_SEED=<n> reproduce a run (the seed is printed).
 */

/**
 * The QR code of a second-factor enrolment is a PNG drawn in JavaScript (pngjs): 20 ms in Node, 2 to 3 s inside
 * jest's VM, which would make POST /api/auth/mfa/enroll alone take minutes. Its input is the account's email
 * and a server secret, nothing a request carries, so a fixed image stands in for it here. The application is
 * loaded after this (dynamic imports in beforeAll) so that it sees the stand-in.
 */
jest.unstable_mockModule('qrcode', () => ({
  default: { toDataURL: () => Promise.resolve('data:image/png;base64,iVBORw0KGgo=') },
}));
type AppModules = {
  createApp: typeof CreateAppModule;
  billing: typeof BillingModule;
  identity: typeof IdentityModule;
  screening: typeof ScreeningModule;
  filings: typeof FilingsModule;
  tenancy: typeof TenancyModule;
  accounts: typeof AccountsModule;
  testApp: typeof TestAppModule;
};

const DEFAULT_RUNS = 20;
const RUNS = Math.max(1, Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS));
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const CONCURRENCY = Math.max(1, Number(process.env.FUZZ_CONCURRENCY ?? 4));
const RUN = randomUUID().slice(0, 8);
const DAY = 86_400_000;

type CallerKey = 'admin' | 'tenant' | 'anonymous';
type AuthMode = 'token' | 'none' | 'garbage';

/** Routes acting on the caller's own session or credentials: throwaway accounts call them. */
const SELF_ROUTES = new Set([
  'POST /api/auth/logout',
  'POST /api/auth/changePassword',
  'POST /api/auth/mfa/enroll',
  'POST /api/auth/mfa/confirm',
  'POST /api/auth/mfa/disable',
  'POST /api/auth/sendPasswordResetLink',
]);
/** Platform-wide content: run last, restored afterwards. */
const GLOBAL_ROUTES = [
  'POST /api/setting/edit',
  'POST /api/setting/popup/edit',
  'POST /api/announcement/add',
  'POST /api/announcement/edit',
  'POST /api/announcement/delete',
  'POST /api/payment/sandbox/billing-run',
  'POST /api/tnc/edit',
];
const RESTORED_TABLES = [
  'content.setting',
  'content.popup_text',
  'content.terms',
  'content.announcement',
  'content.announcement_acknowledgement',
];

const DOCUMENT = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenApiLike;
/** FUZZ_ONLY=<regex> fuzzes the matching operations only (to reproduce a finding). */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
const ROUTE_NAMES = operationsOf(DOCUMENT)
  .map((operation) => operation.name)
  .filter((name) => !ONLY || ONLY.test(name))
  .sort((a, b) => GLOBAL_ROUTES.indexOf(a) - GLOBAL_ROUTES.indexOf(b));

interface Account {
  email: string;
  password: string;
  userId: string;
  tenantId: string;
  role: Role;
  token: string | null;
}

interface GeneratedRequest {
  caller: CallerKey;
  auth: AuthMode;
  path: string;
  query: string;
  body?: GeneratedBody;
  multipart?: GeneratedMultipart;
  headers: Record<string, string>;
}

interface Finding {
  route: string;
  problems: string[];
  status: number;
  caller: string;
  url: string;
  body: string;
  response: string;
}

interface RouteStats {
  route: string;
  requests: number;
  statuses: Record<string, number>;
  pastGuard: number;
  ms: number;
  slowest: { ms: number; what: string };
}

describe('Generated requests from the OpenAPI document', () => {
  let app: NestExpressApplication;
  let m: AppModules;
  let db: pg.Client;
  let components: Record<string, SchemaObject>;
  let runtime: Map<string, Operation>;
  let access: Map<string, RouteAccess>;
  const accounts = {} as Record<
    'admin' | 'ta' | 'billingTa' | 'selfAdmin' | 'selfUser' | 'loginTarget',
    Account
  >;
  const tenants = {} as Record<'provider' | 'F' | 'FB' | 'T', string>;
  const peersF: string[] = [];
  const usersT: string[] = [];
  const ids = {
    watchlists: [] as string[],
    savedFilters: [] as string[],
    shares: [] as string[],
    reportTokens: [] as string[],
    conversations: [] as string[],
    announcements: [] as string[],
    popups: [] as string[],
    requests: [] as string[],
    sessions: [] as string[],
    products: [] as string[],
    tickers: [] as string[],
    isins: [] as string[],
    sectors: [] as number[],
    industries: [] as number[],
    auditors: [] as number[],
    countries: [] as string[],
    statuses: [] as string[],
  };
  let providerSubscriptionFB = '';
  let goodCsv: Buffer[] = [];
  let goodSheets: Buffer[] = [];
  let snapshot: Map<string, unknown[]>;
  let watcher: ReturnType<typeof watchProcessFailures>;
  let initialPrototypeKeys: string[];
  const findings: Finding[] = [];
  const stats: RouteStats[] = [];
  let signIns = 0;
  let ipCounter = 0;
  const started = Date.now();

  const server = () => app.getHttpServer();
  const nextIp = () => {
    ipCounter += 1;
    return `198.18.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
  };

  /** Signs an account in (agreeing to new terms if asked); a throwaway that cannot sign in is replaced. */
  async function signIn(account: Account): Promise<string> {
    const response = await request(server())
      .post('/api/auth/login')
      .set('X-Forwarded-For', nextIp())
      .send({ email: account.email, password: account.password });
    signIns += 1;
    const token = (response.body as { idToken?: string }).idToken;
    if (response.status !== 200 || !token) {
      throw new Error(
        `Sign-in of ${account.email} failed: ${response.status} ${JSON.stringify(response.body)}`,
      );
    }
    if ((response.body as { isAgree?: boolean }).isAgree === false) {
      await request(server()).post('/api/auth/agreeTerms').set('Authorization', `Bearer ${token}`);
    }
    account.token = token;
    return token;
  }

  async function register(
    key: string,
    tenantId: string,
    role: Role,
    options: { lucaAccessible?: boolean; domain?: string } = {},
  ): Promise<Account> {
    const email = `fuzz-${key.toLowerCase()}-${RUN}-${randomUUID().slice(0, 4)}@${options.domain ?? 'fuzz.test'}`;
    const userId = await m.accounts.inContext(app, (commands) =>
      commands.execute(
        new m.identity.RegisterUserAccount({
          email,
          password: m.accounts.PASSWORD,
          displayName: `Fuzz ${key}`,
          role,
          tenantId,
          termsAgreed: true,
          lucaAccessible: options.lucaAccessible ?? false,
        }),
      ),
    );
    return { email, password: m.accounts.PASSWORD, userId, tenantId, role, token: null };
  }

  async function tenant(name: string, regionIds: number[], subscription?: string): Promise<string> {
    return m.accounts.inContext(app, async (commands) => {
      const id = await commands.execute(
        new m.tenancy.CreateTenant({
          organizationName: `Fuzz ${name} ${RUN}`,
          organizationUrl: 'https://fuzz.test',
          contactName: 'Fuzz Contact',
          contactEmail: `fuzz-contact-${name.toLowerCase()}-${RUN}@fuzz.test`,
          regionIds,
          startDate: new Date(Date.now() - DAY),
          ssp: true,
        }),
      );
      if (subscription) {
        await commands.execute(
          new m.billing.StartSubscription({
            kind: 'paid',
            tenantId: id,
            productId: 'ledgerscope-professional',
            interval: 'monthly',
            seatCount: 50,
            regionIds,
            providerSubscriptionId: subscription,
            agreedTerms: true,
          }),
        );
      }
      return id;
    });
  }

  const as = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

  /** The account a caller uses on a route. */
  function accountFor(route: string, caller: CallerKey): Account | null {
    if (caller === 'anonymous') return null;
    if (SELF_ROUTES.has(route)) return caller === 'admin' ? accounts.selfAdmin : accounts.selfUser;
    if (caller === 'admin') return accounts.admin;
    return route.startsWith('POST /api/payment/') || route.startsWith('GET /api/payment/')
      ? accounts.billingTa
      : accounts.ta;
  }

  /** Known values by field name, for a caller on a route: ids that exist, never ones that would lock a caller out. */
  function poolsFor(route: string, caller: CallerKey): SchemaContext['pools'] {
    const account = accountFor(route, caller);
    const isTenant = caller === 'tenant';
    const billing = account === accounts.billingTa;
    const tenantIds = billing ? [tenants.FB, tenants.T] : isTenant ? [tenants.F, tenants.T] : [tenants.T];
    const personIds = isTenant && !billing ? [...peersF, ...usersT.slice(0, 2)] : usersT;
    const exchangeIds = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    const years = [2023, 2024, 2025, 1900, 3000];
    const byRoute = (): readonly unknown[] | undefined => {
      if (route.includes('/watchlists/{id}')) return ids.watchlists;
      if (route.includes('/saved-filters/{id}')) return ids.savedFilters;
      if (route.includes('/luca/conversations/{id}')) return ids.conversations;
      if (route.includes('/announcement/')) return ids.announcements;
      if (route.includes('/setting/popup/')) return ids.popups;
      if (route.includes('convert-ssp-to-enterprise') || route.endsWith('/tenant/edit')) return [tenants.T];
      if (route.includes('/payment/subscriptions/{id}'))
        return [providerSubscriptionFB, 'demo-acme-subscription'];
      return undefined;
    };
    const pools: Record<string, readonly unknown[]> = {
      tenantId: tenantIds,
      uid: personIds,
      userId: personIds,
      'listIds[]': personIds,
      'uids[]': personIds,
      tickerId: ids.tickers,
      'tickerIds[]': ids.tickers,
      isin: ids.isins,
      exchangeCountryId: exchangeIds,
      exchange_countryID: exchangeIds,
      regionId: exchangeIds,
      selectedRegionID: exchangeIds,
      'exchange[]': exchangeIds,
      'region[]': exchangeIds,
      'regions[]': exchangeIds,
      'regionIds[]': exchangeIds,
      year: years,
      choosenYear: years,
      lastSelectedYear: years,
      'sectorId[]': ids.sectors,
      'industryGroupId[]': ids.industries,
      'auditorId[]': ids.auditors,
      'domicile[]': ids.countries,
      'incorporation[]': ids.countries,
      'status[]': ids.statuses,
      productId: ids.products,
      share: ids.shares,
      token: ids.reportTokens,
      featureRequestId: ids.requests,
      sessionId: ids.sessions,
      subscriptionId: [providerSubscriptionFB],
      'watchlistIds[]': ids.watchlists,
      email: [accounts.loginTarget.email],
      contactEmail: [`fuzz-new-${RUN}@fuzz.test`],
      code: ['123456', '000000'],
      otpnum: ['123456'],
      country: ['UTC', 'Asia/Singapore', 'Mars/Olympus', 'GB', 'SG'],
      key: [
        'idleTime',
        'filter',
        'contactAdmin',
        'supportAddress',
        'subscriptionGracePeriodDays',
        'noSuchKey',
      ],
      // The dataset test connects to what it is given: local addresses and files only.
      value: route.endsWith('/testConnection')
        ? [
            'postgres://fuzz@127.0.0.1:1/none?table=statements',
            'http://127.0.0.1:1/statements.csv',
            'data/none.csv',
            '../../../../etc/passwd.csv',
            'ftp://127.0.0.1/x.csv',
          ]
        : ['600', '5000', '<p>Fuzz</p>', 'support@fuzz.test', '-1', '1e309'],
      filter: [{ exchange: [1], year: 2025 }, { exchange: [99], riskScore: [0, 100] }, {}],
      selected: ids.tickers.slice(0, 3).map((tickerId) => ({ tickerId, exchangeCountryId: 1, year: 2025 })),
    };
    const routePool = byRoute();
    return (field) => {
      if ((field === 'id' || field === 'tenantId') && routePool && route.includes(`{${field}}`))
        return routePool;
      if (field === 'id' && routePool) return routePool;
      if (field === 'value' && !route.endsWith('/testConnection') && !route.endsWith('/setting/edit'))
        return undefined;
      return pools[field];
    };
  }

  function bodyArbitrary(
    operation: Operation,
    context: SchemaContext,
  ): fc.Arbitrary<{
    body?: GeneratedBody;
    multipart?: GeneratedMultipart;
  }> {
    if (operation.body?.kind === 'multipart') {
      const sheet = operation.path.includes('request-future-create');
      return fc.oneof(
        {
          weight: 9,
          arbitrary: multipartBody(sheet ? goodSheets : goodCsv, sheet ? 'persons.xlsx' : 'upload.csv').map(
            (multipart) => ({ multipart }),
          ),
        },
        { weight: 1, arbitrary: jsonBody({ type: 'object' }, context).map((body) => ({ body })) },
      );
    }
    if (operation.body?.kind === 'json') {
      return jsonBody(operation.body.schema, context).map((body) => ({ body }));
    }
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant({}) },
      { weight: 2, arbitrary: jsonBody({ type: 'object' }, context).map((body) => ({ body })) },
    );
  }

  /** Requests for one caller: path, query, headers and body. */
  function requestsAs(
    operation: Operation,
    caller: CallerKey,
    auth: AuthMode,
  ): fc.Arbitrary<GeneratedRequest> {
    const context: SchemaContext = { components, pools: poolsFor(operation.name, caller) };
    const path = fc
      .tuple(...operation.pathParams.map((parameter) => pathValue(parameter, context)))
      .map((values) =>
        operation.pathParams.reduce(
          (url, parameter, index) => url.replace(`{${parameter.name}}`, values[index]!),
          operation.path,
        ),
      );
    const headers = fc
      .tuple(
        ...operation.headerParams.map((parameter) =>
          fc
            .oneof(validValue(parameter.schema, context, parameter.name), fc.constantFrom(...HOSTILE_STRINGS))
            .map((value) => [parameter.name, String(value)] as const),
        ),
      )
      .map((pairs) =>
        Object.fromEntries(
          // Header values cannot hold control characters: those would fail in the client, not the server.
          pairs.map(([name, value]) => [name, value.replace(/[^\t\x20-\x7e]/g, '?').slice(0, 4_000)]),
        ),
      );
    return fc
      .record({
        path,
        query: queryString(operation.queryParams, context),
        headers,
        payload: bodyArbitrary(operation, context),
      })
      .map(({ path: url, query, headers: extra, payload }) => ({
        caller,
        auth,
        path: url,
        query,
        headers: extra,
        ...payload,
      }));
  }

  /** Mostly callers the guard admits, a few it refuses, some anonymous (a tenth with a garbage token). */
  function requestArbitrary(operation: Operation): fc.Arbitrary<GeneratedRequest> {
    const rule = access.get(operation.name);
    const admitted = (caller: 'admin' | 'tenant') => {
      if (!rule) return true;
      if (rule.public) return true;
      const account = accountFor(operation.name, caller);
      return account ? rule.roles.includes(account.role) : false;
    };
    const signedIn = (['admin', 'tenant'] as const).map((caller) => ({
      caller,
      weight: admitted(caller) ? 85 : 5,
    }));
    const admittedCount = signedIn.filter(({ weight }) => weight === 85).length;
    return fc.oneof(
      ...signedIn.map(({ caller, weight }) => ({
        weight: admittedCount === 2 ? Math.round(weight / 2) + 2 : weight,
        arbitrary: requestsAs(operation, caller, 'token'),
      })),
      { weight: 7, arbitrary: requestsAs(operation, 'anonymous', 'none') },
      { weight: 3, arbitrary: requestsAs(operation, 'anonymous', 'garbage') },
    );
  }

  const textOf = (response: request.Response): string => {
    if (typeof response.text === 'string') return response.text;
    if (Buffer.isBuffer(response.body)) return response.body.toString('latin1');
    return JSON.stringify(response.body ?? '');
  };

  async function send(operation: Operation, generated: GeneratedRequest): Promise<request.Response> {
    const account = generated.caller === 'anonymous' ? null : accountFor(operation.name, generated.caller);
    if (account && !account.token) await signIn(account);
    const url = generated.query ? `${generated.path}?${generated.query}` : generated.path;
    let call = request(server())[operation.method](url).set('X-Forwarded-For', nextIp());
    for (const [name, value] of Object.entries(generated.headers)) call = call.set(name, value);
    if (generated.auth === 'token' && account) call = call.set(as(account));
    if (generated.auth === 'garbage')
      call = call.set('Authorization', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    if (generated.multipart) {
      for (const file of generated.multipart.files) call = call.attach(file.field, file.content, file.name);
      for (const [name, value] of generated.multipart.fields) call = call.field(name, value);
      return call;
    }
    if (generated.body?.headers) call = call.set(generated.body.headers);
    if (generated.body?.text !== undefined) {
      call = call
        .set('Content-Type', generated.body.contentType ?? 'application/json')
        .send(generated.body.text);
    }
    return call;
  }

  /** Keeps the throwaway accounts usable: a new session after logout, the new password after a change. */
  async function afterSelfRoute(
    operation: Operation,
    generated: GeneratedRequest,
    response: request.Response,
  ) {
    const account = generated.caller === 'anonymous' ? null : accountFor(operation.name, generated.caller);
    if (!account || generated.auth !== 'token') return;
    if (response.status === 401) account.token = null;
    if (operation.name === 'POST /api/auth/logout' && response.status < 300) account.token = null;
    if (operation.name === 'POST /api/auth/changePassword' && response.status === 200) {
      account.password = String(
        (JSON.parse(generated.body?.text ?? '{}') as { password?: unknown }).password,
      );
      account.token = (response.body as { idToken?: string }).idToken ?? null;
    }
    if (operation.name === 'POST /api/auth/mfa/confirm' && response.status < 300) {
      // A second factor now guards this account's sign-in: use a fresh one from here on.
      const fresh = await register(`self-${account.role}`, account.tenantId, account.role, {
        domain: account.email.split('@')[1],
      });
      Object.assign(account, fresh);
    }
  }

  function requestText(generated: GeneratedRequest): string {
    return [
      generated.path,
      decodeURIComponentSafe(generated.path),
      generated.query,
      decodeURIComponentSafe(generated.query),
      JSON.stringify(generated.headers),
      generated.body?.text ?? '',
      ...(generated.multipart?.files.map((file) => `${file.name}\n${file.content.toString('latin1')}`) ?? []),
      ...(generated.multipart?.fields.map(([name, value]) => `${name}=${value}`) ?? []),
    ].join('\n');
  }

  function decodeURIComponentSafe(text: string): string {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch {
      return text;
    }
  }

  async function fuzz(operation: Operation, index: number): Promise<void> {
    const arbitrary = requestArbitrary(operation);
    const samples = fc.sample(arbitrary, { numRuns: RUNS, seed: SEED + index });
    const stat: RouteStats = {
      route: operation.name,
      requests: 0,
      statuses: {},
      pastGuard: 0,
      ms: 0,
      slowest: { ms: 0, what: '' },
    };
    const begin = Date.now();
    const one = async (generated: GeneratedRequest): Promise<void> => {
      let response: request.Response;
      const sentAt = Date.now();
      try {
        response = await send(operation, generated);
        const took = Date.now() - sentAt;
        if (took > stat.slowest.ms) {
          stat.slowest = {
            ms: took,
            what: `${generated.caller} ${response.status} ${generated.body?.kind ?? generated.multipart?.kind ?? ''}`,
          };
        }
      } catch (error) {
        findings.push({
          route: operation.name,
          problems: [`no answer: ${(error as Error).message}`],
          status: 0,
          caller: generated.caller,
          url: `${generated.path}${generated.query ? `?${generated.query}` : ''}`.slice(0, 300),
          body: (generated.body?.text ?? generated.multipart?.kind ?? '').slice(0, 300),
          response: '',
        });
        return;
      }
      stat.requests += 1;
      stat.statuses[response.status] = (stat.statuses[response.status] ?? 0) + 1;
      const errorCode = (response.body as { errorCode?: string } | undefined)?.errorCode;
      if (response.status !== 401 && !(response.status === 403 && errorCode === 'INSUFFICIENT_PERMISSION')) {
        stat.pastGuard += 1;
      }
      const text = textOf(response);
      const problems: string[] = [];
      if (response.status >= 500) problems.push(`status ${response.status}`);
      problems.push(...leaksIn(text, requestText(generated)).map((leak) => `leak: ${leak}`));
      const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
      if (prototypeKeys.length !== initialPrototypeKeys.length) {
        problems.push(
          `Object.prototype polluted: ${prototypeKeys.filter((key) => !initialPrototypeKeys.includes(key)).join(', ')}`,
        );
        for (const key of prototypeKeys.filter((name) => !initialPrototypeKeys.includes(name))) {
          delete (Object.prototype as Record<string, unknown>)[key];
        }
      }
      if (problems.length > 0) {
        findings.push({
          route: operation.name,
          problems,
          status: response.status,
          caller: `${generated.caller}/${generated.auth}`,
          url: `${generated.path}${generated.query ? `?${generated.query}` : ''}`.slice(0, 300),
          body: (generated.body
            ? `[${generated.body.kind}] ${generated.body.text ?? ''}`
            : (generated.multipart?.kind ?? '')
          ).slice(0, 400),
          response: text.slice(0, 600),
        });
      }
      if (SELF_ROUTES.has(operation.name) || response.status === 401)
        await afterSelfRoute(operation, generated, response);
    };
    // A few requests in flight at once (the database works while the app parses); one at a time on the
    // routes that end or change the caller's session.
    const lanes = SELF_ROUTES.has(operation.name) ? 1 : CONCURRENCY;
    let next = 0;
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < samples.length) {
          next += 1;
          await one(samples[next - 1]!);
        }
      }),
    );
    stat.ms = Date.now() - begin;
    stats.push(stat);
  }

  /** The callers' sessions after a route: a caller the route signed out (idle time, terms) signs in again. */
  async function keepCallersSignedIn(): Promise<void> {
    for (const account of [accounts.admin, accounts.ta, accounts.billingTa]) {
      const me = await request(server()).get('/api/auth/me').set(as(account));
      if (me.status === 401) await signIn(account);
    }
  }

  async function snapshotTables(): Promise<Map<string, unknown[]>> {
    const saved = new Map<string, unknown[]>();
    for (const table of RESTORED_TABLES) saved.set(table, (await db.query(`select * from ${table}`)).rows);
    return saved;
  }

  async function restoreTables(saved: Map<string, unknown[]>): Promise<void> {
    await db.query('begin');
    for (const table of [...RESTORED_TABLES].reverse()) await db.query(`delete from ${table}`);
    for (const table of RESTORED_TABLES) {
      await db.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
        JSON.stringify(saved.get(table)),
      ]);
    }
    await db.query('commit');
  }

  beforeAll(async () => {
    m = {
      createApp: await import('../../src/app/create-app.js'),
      billing: await import('../../src/contexts/billing/index.js'),
      identity: await import('../../src/contexts/identity/index.js'),
      screening: await import('../../src/contexts/screening/index.js'),
      filings: await import('../../src/contexts/filings/index.js'),
      tenancy: await import('../../src/contexts/tenancy/index.js'),
      accounts: await import('../support/accounts.js'),
      testApp: await import('../support/test-app.js'),
    };
    app = await m.testApp.startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    snapshot = await snapshotTables();
    const document = m.createApp.buildOpenApiDocument(app) as unknown as OpenApiLike;
    components = document.components?.schemas ?? {};
    runtime = new Map(operationsOf(document).map((operation) => [operation.name, operation]));
    access = routeAccess(app, m.createApp.API_PREFIX);
    await m.accounts.inContext(app, (commands) =>
      commands.execute(
        new m.filings.GenerateDataset({ companies: 80, years: 3, seed: 4_242, lastYear: 2025 }),
      ),
    );

    tenants.provider = (
      await db.query<{ id: string }>('select id from tenancy.tenant where provider limit 1')
    ).rows[0]!.id;
    providerSubscriptionFB = `fuzz-sub-${RUN}`;
    tenants.F = await tenant('F', [1, 3, 4], `fuzz-f-${RUN}`);
    tenants.FB = await tenant('FB', [1], providerSubscriptionFB);
    tenants.T = await tenant('T', [1]);
    accounts.admin = await register('admin', tenants.provider, 'ADMINISTRATOR', {
      lucaAccessible: true,
      domain: 'ledgerscope.test',
    });
    accounts.selfAdmin = await register('self-admin', tenants.provider, 'ADMINISTRATOR', {
      domain: 'ledgerscope.test',
    });
    accounts.ta = await register('ta', tenants.F, 'TENANT_ADMINISTRATOR', { lucaAccessible: true });
    accounts.selfUser = await register('self-user', tenants.F, 'USER');
    accounts.billingTa = await register('billing', tenants.FB, 'TENANT_ADMINISTRATOR');
    accounts.loginTarget = await register('login-target', tenants.T, 'USER');
    for (let index = 0; index < 8; index += 1)
      peersF.push((await register(`peer-f-${index}`, tenants.F, 'USER')).userId);
    for (let index = 0; index < 8; index += 1)
      usersT.push((await register(`user-t-${index}`, tenants.T, 'USER')).userId);
    for (const account of [
      accounts.admin,
      accounts.ta,
      accounts.billingTa,
      accounts.selfAdmin,
      accounts.selfUser,
    ]) {
      await signIn(account);
    }

    const companies = (
      await db.query<{ ticker_id: string; isin: string; exchange_country_id: number }>(
        'select ticker_id, isin, exchange_country_id from screening.company order by ticker_id',
      )
    ).rows;
    const allowed = companies.filter((company) => [1, 3, 4].includes(company.exchange_country_id));
    ids.tickers = [
      ...allowed.slice(0, 8),
      ...companies.filter((company) => ![1, 3, 4].includes(company.exchange_country_id)).slice(0, 4),
    ].map((company) => company.ticker_id);
    ids.isins = [...allowed.slice(0, 8), ...companies.slice(-4)].map((company) => company.isin);
    const distinct = async <T>(column: string) =>
      (
        await db.query<{ value: T }>(
          `select distinct ${column} as value from screening.company order by 1 limit 6`,
        )
      ).rows.map((row) => row.value);
    ids.sectors = await distinct<number>('sector_id');
    ids.industries = await distinct<number>('industry_group_id');
    ids.countries = await distinct<string>('domicile_iso2');
    ids.statuses = await distinct<string>('trading_status');
    ids.auditors = [1, 2, 3, 999_999];
    goodCsv = [
      Buffer.from(`ISIN\n${ids.isins.join('\n')}\n`),
      Buffer.from(`Name;isin\r\n"A; ""quoted""";${ids.isins[0]}\r\nB;XX0000000000\r\n`),
      Buffer.from(`\uFEFFisin,other\n${ids.isins.slice(0, 3).join(',x\n')},x\n`),
    ];
    goodSheets = [
      personsWorkbook([
        ['Nora North', `nora-${RUN}@fuzz.test`, 'Yes'],
        ['Ned <b>', 'not-an-email', 'Maybe'],
      ]),
      Buffer.from(`User Name,Email,Luca Access\nNia,nia-${RUN}@fuzz.test,No\n`),
    ];

    // Resources of the callers, so generated ids reach past "not found".
    const post = (account: Account, path: string, body: object) =>
      request(server()).post(path).set(as(account)).send(body);
    for (const account of [accounts.admin, accounts.ta]) {
      for (let index = 0; index < 4; index += 1) {
        const list = await post(account, '/api/watchlists', {
          name: `fuzz list ${index}`,
          tickerIds: ids.tickers.slice(0, 2),
        });
        expect(list.status).toBe(201);
        ids.watchlists.push(list.body.id as string);
        const filter = await post(account, '/api/saved-filters', {
          name: `fuzz filter ${index}`,
          exchange: [1],
        });
        expect(filter.status).toBe(201);
        ids.savedFilters.push(filter.body.id as string);
      }
      const share = await post(account, '/api/share', {
        filter: { exchange: [1], year: 2025 },
        selected: { tickerId: ids.tickers[0], exchangeCountryId: 1, year: 2025 },
      });
      expect(share.status).toBe(200);
      ids.shares.push(share.body.share as string);
      const report = await post(account, '/api/dashboard/full-report-url', {
        isin: ids.isins[0],
        year: 2025,
        regionId: 1,
      });
      if (report.status === 200)
        ids.reportTokens.push(new URL(report.body.url as string, 'http://x').searchParams.get('token') ?? '');
      const conversation = await post(account, '/api/luca/conversations', { title: 'fuzz' });
      expect(conversation.status).toBe(201);
      ids.conversations.push(conversation.body.id as string);
    }
    for (let index = 0; index < 3; index += 1) {
      const announcement = await post(accounts.admin, '/api/announcement/add', {
        title: `fuzz ${index}`,
        content: '<p>fuzz</p>',
        startDate: '2030-01-01',
        endDate: '2030-01-02',
      });
      expect(announcement.status).toBe(200);
      ids.announcements.push(announcement.body.id as string);
      const tenantRequest = await post(accounts.admin, '/api/tenant/request-future-create', {
        requestType: 'USER',
        tenantId: tenants.T,
        country: 'UTC',
        startDate: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 19),
        endDate: new Date(Date.now() + 60 * DAY).toISOString().slice(0, 19),
        personList: [
          {
            displayName: 'Fuzz requested',
            email: `requested-${index}-${RUN}@fuzz.test`,
            lucaAccessible: false,
          },
        ],
      });
      expect(tenantRequest.status).toBe(201);
      ids.requests.push(tenantRequest.body.featureRequestId as string);
    }
    ids.popups = (
      (await post(accounts.admin, '/api/setting/popup/list', {})).body as Array<{ id: string }>
    ).map((entry) => entry.id);
    const plans = (await request(server()).get('/api/payment/plans')).body as {
      bundles: Array<{ pid: string }>;
      trial?: { pid: string };
    };
    ids.products = [
      ...plans.bundles.map((bundle) => bundle.pid),
      ...(plans.trial ? [plans.trial.pid] : []),
      'no-such-product',
    ];
    const checkout = await post(accounts.billingTa, '/api/payment/checkout', {
      productId: ids.products[0],
      seatCount: 3,
      regionCount: 1,
      regionIds: [1],
    });
    if (checkout.status === 200) ids.sessions.push(checkout.body.sessionId as string);
    ids.sessions.push(randomUUID());

    console.info(`Generated requests: fixtures ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    initialPrototypeKeys = Object.getOwnPropertyNames(Object.prototype);
    watcher = watchProcessFailures();
    console.info(
      `Generated requests: ${ROUTE_NAMES.length} operations x ${RUNS} runs, seed ${SEED} (FUZZ_RUNS=${RUNS} FUZZ_SEED=${SEED})`,
    );
  }, 180_000);

  afterAll(async () => {
    watcher?.stop();
    if (snapshot) await restoreTables(snapshot);
    const total = stats.reduce((sum, stat) => sum + stat.requests, 0);
    const pastGuard = stats.reduce((sum, stat) => sum + stat.pastGuard, 0);
    const statuses: Record<string, number> = {};
    for (const stat of stats) {
      for (const [status, count] of Object.entries(stat.statuses))
        statuses[status] = (statuses[status] ?? 0) + count;
    }
    console.info(
      [
        `Generated requests: ${stats.length} routes, ${total} requests (${pastGuard} past the guard), ` +
          `min ${Math.min(...stats.map((stat) => stat.requests))} per route, ${findings.length} findings, ` +
          `${signIns} sign-ins, ${((Date.now() - started) / 1000).toFixed(1)} s, seed ${SEED}`,
        `statuses: ${JSON.stringify(statuses)}`,
        'slowest routes: ' +
          [...stats]
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 8)
            .map(
              (stat) => `${stat.route} ${stat.ms} ms (slowest ${stat.slowest.ms} ms: ${stat.slowest.what})`,
            )
            .join('; '),
      ].join('\n'),
    );
    await db?.end();
    await app?.close();
  });

  it('fuzzes every operation the application serves (docs/openapi.json is current)', () => {
    const listed = new Set(ROUTE_NAMES);
    if (!ONLY) expect([...runtime.keys()].filter((name) => !listed.has(name))).toEqual([]);
    expect(ROUTE_NAMES.filter((name) => !access.has(name))).toEqual([]);
  });

  describe('the findings, as fixed', () => {
    const post = (path: string, body: string, account: Account | null = accounts.admin) => {
      const call = request(server())
        .post(path)
        .set('X-Forwarded-For', nextIp())
        .set('Content-Type', 'application/json');
      return (account ? call.set(as(account)) : call).send(body);
    };

    it('refuses a body nested thousands deep with 400 (the validation pipe overflowed its stack: 500)', async () => {
      for (const path of ['/api/auth/login', '/api/watchlists', '/api/dashboard/filter']) {
        for (const body of [
          `${'['.repeat(5_000)}1${']'.repeat(5_000)}`,
          `{"name":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`,
        ]) {
          const response = await post(path, body);
          expect([path, response.status]).toEqual([path, 400]);
        }
      }
      // 32 levels still pass the guard (and fail validation as any odd body does).
      const fine = await post(
        '/api/share',
        JSON.stringify({ filter: JSON.parse(`${'{"a":'.repeat(30)}1${'}'.repeat(30)}`) }),
      );
      expect(fine.status).toBe(400);
      expect(fine.body.errorCode).toBe('STOCK_NOT_SELECTED');
    });

    it('refuses an object that cannot become a number with 400 (Number() threw in the transform: 500)', async () => {
      const response = await post(
        '/api/dashboard/riskHistory',
        '{"tickerId":"X","exchangeCountryId":{"toString":1,"valueOf":1}}',
        accounts.ta,
      );
      expect([response.status, response.body.errorCode]).toEqual([400, 'INVALID_REQUEST']);
      const inArray = await post(
        '/api/dashboard/filter',
        '{"exchange":[{"valueOf":1,"toString":1}]}',
        accounts.ta,
      );
      expect(inArray.status).toBe(400);
    });

    it('refuses a fractional page offset or size with 400 (PostgreSQL refused it: 500)', async () => {
      for (const body of ['{"keywords":"A","index":0.5}', '{"keywords":"A","maxResult":1.5}']) {
        expect((await post('/api/dashboard/search', body, accounts.ta)).status).toBe(400);
      }
      for (const body of ['{"pageSkip":1e-300}', '{"pageTake":2.5}']) {
        expect((await post('/api/dashboard/filter', body, accounts.ta)).status).toBe(400);
      }
      expect(
        (await post('/api/dashboard/search', '{"keywords":"A","index":1,"maxResult":5}', accounts.ta)).status,
      ).toBe(200);
    });

    it('refuses a NUL character in the path, query or body with 400 (PostgreSQL refused it: 500)', async () => {
      const get = (path: string) => request(server()).get(path).set(as(accounts.billingTa));
      expect((await get('/api/payment/subscriptions/%00')).status).toBe(400);
      expect((await get(`/api/payment/subscriptions/${providerSubscriptionFB}?x=%00`)).status).toBe(400);
      expect((await get(`/api/payment/subscriptions/${providerSubscriptionFB}`)).status).toBe(200);
      expect((await post('/api/watchlists', '{"name":"a\\u0000b"}')).status).toBe(400);
    });

    it('answers parallel sign-ups of one email or one organisation with 409, once each, leaving no tenant behind', async () => {
      const email = `race-${RUN}@fuzz.test`;
      const signUp = (organizationName: string, contactEmail: string) =>
        request(server()).post('/api/tenant/addWithAdmin').set('X-Forwarded-For', nextIp()).send({
          organizationName,
          organizationUrl: 'https://race.test',
          contactName: 'Race',
          contactEmail,
          productId: ids.products[0],
        });
      const sameEmail = await Promise.all(
        Array.from({ length: 6 }, (_, index) => signUp(`Race ${RUN} ${index}`, email)),
      );
      expect(sameEmail.map((response) => response.status).sort()).toEqual(
        [201, 409, 409, 409, 409, 409].sort(),
      );
      const orphans = await db.query<{ count: string }>(
        'select count(*) from tenancy.tenant where organization_name like $1 and not exists (select 1 from identity.user_account u where u.tenant_id = tenant.id)',
        [`Race ${RUN} %`],
      );
      expect(Number(orphans.rows[0]!.count)).toBe(0);
      const sameName = await Promise.all(
        Array.from({ length: 6 }, (_, index) => signUp(`Race name ${RUN}`, `race-${index}-${RUN}@fuzz.test`)),
      );
      expect(sameName.map((response) => response.status).sort()).toEqual(
        [201, 409, 409, 409, 409, 409].sort(),
      );
      expect(
        sameName.filter((response) => response.status === 409).map((response) => response.body.errorCode),
      ).toEqual(Array(5).fill('ORGANIZATION_ALREADY_EXISTS'));
    });
  });

  it.each(ROUTE_NAMES.map((name, index) => [name, index] as const))(
    '%s',
    async (name, index) => {
      const operation =
        runtime.get(name) ?? operationsOf(DOCUMENT).find((candidate) => candidate.name === name)!;
      const before = findings.length;
      const failuresBefore = watcher.failures.length;
      await fuzz(operation, index);
      await keepCallersSignedIn();
      // Let work that outlives the answer (mails, audit writes) settle before the process is checked.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const mine = findings.slice(before);
      const processFailures = watcher.failures.slice(failuresBefore);
      expect({ findings: mine.slice(0, 5), count: mine.length, processFailures }).toEqual({
        findings: [],
        count: 0,
        processFailures: [],
      });
      const stat = stats.at(-1)!;
      expect(stat.requests).toBe(RUNS);
    },
    Math.max(60_000, RUNS * 1_500),
  );
});
