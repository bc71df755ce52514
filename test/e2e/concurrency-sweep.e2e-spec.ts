import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { StartSubscription } from '../../src/contexts/billing/index.js';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import type { Role } from '../../src/shared/domain/roles.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { operationsOf, type OpenApiLike } from '../support/openapi-fuzz.js';
import { watchProcessFailures } from '../support/process-failures.js';
import { startTestApp } from '../support/test-app.js';
import { personsWorkbook } from '../support/xlsx.js';
import { loadUniverse } from '../support/screening-data.js';

/**
 * The concurrency sweep, beside the generated-request sweep: for every route of the OpenAPI document that
 * changes something, the same request 20 times at once, and for the routes that guard a limit (seats, a
 * unique name, a single-use link or checkout, a trial, the reset-mail allowance) 20 requests that compete
 * for it. No answer may be a 5xx, the process may see no unhandled failure, and the database must hold
 * what the invariants allow (one winner, no duplicates). Every POST route that only reads is listed in
 * READ_ONLY, so a new route fails here until it is swept or listed.
 */

const AT_ONCE = 20;
const DAY = 86_400_000;
const STRONG = 'Str0ng!Passw0rd-sweep';

/** POST routes that read only (a POST for the body's filter): nothing to race. */
const READ_ONLY = new Set([
  'POST /api/tenant/list',
  'POST /api/person/list',
  'POST /api/payment/estimateSubscription',
  'POST /api/watchlists/download',
  'POST /api/setting/idleTime',
  'POST /api/setting/filter',
  'POST /api/setting/contactAdmin',
  'POST /api/setting/list',
  'POST /api/setting/popup/list',
  'POST /api/tnc',
  'POST /api/subscription-tnc',
  'POST /api/announcement/current',
  'POST /api/share/open',
]);
const isReadOnly = (route: string) => READ_ONLY.has(route) || route.startsWith('POST /api/dashboard/');

/** Content every process shares: restored after the sweep. */
const RESTORED_TABLES = [
  'content.setting',
  'content.popup_text',
  'content.terms',
  'content.announcement',
  'content.announcement_acknowledgement',
];

interface Call {
  method?: 'post' | 'put' | 'patch' | 'delete';
  path: string;
  token?: string | null;
  body?: object;
  file?: { content: Buffer; name: string };
  headers?: Record<string, string>;
  /** For the check, not sent: the caller's tenant and account. */
  tenantId?: string;
  userId?: string;
}

interface Answer {
  status: number;
  body: unknown;
}

interface Case {
  route: string;
  /** What the 20 requests compete for, when it is more than sending the same thing twice. */
  limit?: string;
  prepare: () => Promise<Call>;
  /** The invariant after the 20 answers. */
  check?: (answers: Answer[]) => Promise<void> | void;
}

describe('Concurrency sweep: 20 identical requests at once on every mutating route', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  let saved: Map<string, unknown[]>;
  let watcher: ReturnType<typeof watchProcessFailures>;
  const swept = new Set<string>();
  /** The request of the case being checked. */
  let lastCalls: Call[] = [];

  const suffix = () => randomUUID().slice(0, 8);
  const wins = (answers: Answer[]) => answers.filter((answer) => answer.status < 300).length;

  async function rows<T extends object>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await db.query<T>(sql, params)).rows;
  }
  async function count(sql: string, params: unknown[] = []): Promise<number> {
    return Number((await rows<{ count: string }>(sql, params))[0]!.count);
  }

  function send(call: Call): Promise<Answer> {
    const method = call.method ?? 'post';
    let pending = request(app.getHttpServer())[method](`/api${call.path}`);
    if (call.token) pending = pending.set('Authorization', `Bearer ${call.token}`);
    for (const [name, value] of Object.entries(call.headers ?? {})) pending = pending.set(name, value);
    const sent = call.file
      ? pending.attach('file', call.file.content, call.file.name)
      : call.body
        ? pending.send(call.body)
        : pending;
    return sent.then((response) => ({ status: response.status, body: response.body as unknown }));
  }

  /** A self-service tenant (with a paid subscription of `seats`, unless null) and its signed-in administrator. */
  async function tenant(seats: number | null, regionIds = [1]) {
    const tag = suffix();
    const email = `sweep-owner-${tag}@sweep.test`;
    const tenantId = await inContext(app, async (commands) => {
      const id = await commands.execute(
        new CreateTenant({
          organizationName: `Sweep ${tag}`,
          organizationUrl: 'https://sweep.test',
          contactName: 'Sam Sweep',
          contactEmail: email,
          regionIds,
          startDate: new Date(Date.now() - DAY),
          ssp: true,
        }),
      );
      if (seats !== null) {
        await commands.execute(
          new StartSubscription({
            kind: 'paid',
            tenantId: id,
            productId: 'ledgerscope-professional',
            interval: 'monthly',
            seatCount: seats,
            regionIds,
            providerSubscriptionId: `sweep-${tag}`,
            agreedTerms: true,
          }),
        );
      }
      return id;
    });
    const owner = await user(tenantId, 'TENANT_ADMINISTRATOR', email);
    const companyId = (
      await rows<{ company_id: number }>('select company_id from tenancy.tenant where id = $1', [tenantId])
    )[0]!.company_id;
    return { tenantId, companyId, ...owner };
  }

  /** An account of the tenant, signed in. */
  async function user(tenantId: string, role: Role = 'USER', email = `sweep-${suffix()}@sweep.test`) {
    const userId = await inContext(app, (commands) =>
      commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName: `Sweep ${role}`,
          role,
          tenantId,
          termsAgreed: true,
          lucaAccessible: true,
        }),
      ),
    );
    return { userId, email, token: await signIn(app, email) };
  }

  async function ticker(offset = 0): Promise<{ tickerId: string; isin: string }> {
    const [row] = await rows<{ ticker_id: string; isin: string }>(
      `select c.ticker_id, c.isin from screening.company c where c.exchange_country_id = 1
         and exists (select 1 from screening.ticker_year y where y.ticker_id = c.ticker_id and y.final_score is not null)
       order by c.ticker_id offset $1 limit 1`,
      [offset],
    );
    return { tickerId: row!.ticker_id, isin: row!.isin };
  }

  async function watchlist(token: string, tickerIds: string[] = []): Promise<string> {
    const created = await send({ path: '/watchlists', token, body: { name: `List ${suffix()}`, tickerIds } });
    return (created.body as { id: string }).id;
  }

  /** The link parameter of the last mail to this address that holds one. */
  async function linkCode(email: string, name = 'oobCode'): Promise<string> {
    const [mail] = await rows<{ text: string }>(
      `select text from mail.outbox where recipient = $1 and text like '%' || $2 || '=%' order by id desc limit 1`,
      [email, name],
    );
    const code = new RegExp(`[?&]${name}=([^&\\s]+)`).exec(mail?.text ?? '')?.[1];
    if (!code) throw new Error(`No ${name} in the mails to ${email}`);
    return decodeURIComponent(code);
  }

  const tenantForm = (name: string) => ({
    organizationName: name,
    organizationUrl: 'https://sweep.test',
    contactName: 'Sam Sweep',
    contactEmail: `sweep-contact-${suffix()}@sweep.test`,
    startDate: new Date(Date.now() - DAY).toISOString(),
    endDate: new Date(Date.now() + 365 * DAY).toISOString(),
    region: [1],
  });

  const cases: Case[] = [
    // identity
    {
      route: 'POST /api/auth/login',
      prepare: async () => {
        const { email } = await tenant(5);
        return { path: '/auth/login', body: { email, password: PASSWORD } };
      },
    },
    {
      route: 'POST /api/auth/loginv2',
      prepare: async () => {
        const { email } = await tenant(5);
        return { path: '/auth/loginv2', body: { email, password: PASSWORD } };
      },
    },
    {
      route: 'POST /api/auth/mfaSignIn',
      prepare: () =>
        Promise.resolve({
          path: '/auth/mfaSignIn',
          body: { code: '123456', sessionInfo: 'sweep', mfaPendingCredential: 'not-a-token' },
        }),
    },
    {
      route: 'POST /api/auth/logout',
      prepare: async () => ({ path: '/auth/logout', token: (await tenant(5)).token }),
      check: (answers) => expect(wins(answers)).toBeGreaterThanOrEqual(1),
    },
    {
      route: 'POST /api/auth/changePassword',
      prepare: async () => ({
        path: '/auth/changePassword',
        token: (await tenant(5)).token,
        body: { password: STRONG },
      }),
    },
    {
      route: 'POST /api/auth/forgotPassword',
      limit: 'the reset mails one address may be sent in a window (3)',
      prepare: async () => {
        const { email } = await tenant(5);
        return { path: '/auth/forgotPassword', body: { email } };
      },
      check: async () => {
        const [call] = lastCalls;
        const email = (call!.body as { email: string }).email;
        expect(
          await count(`select count(*) from mail.outbox where recipient = $1 and subject ilike '%reset%'`, [
            email,
          ]),
        ).toBe(3);
      },
    },
    {
      route: 'POST /api/auth/resetPassword',
      limit: 'a single-use reset link',
      prepare: async () => {
        const { email } = await tenant(5);
        await send({ path: '/auth/forgotPassword', body: { email } });
        return { path: '/auth/resetPassword', body: { oobCode: await linkCode(email), newPassword: STRONG } };
      },
      check: (answers) => expect(wins(answers)).toBe(1),
    },
    {
      route: 'POST /api/auth/sendPasswordResetLink',
      prepare: async () => ({ path: '/auth/sendPasswordResetLink', token: (await tenant(5)).token }),
    },
    {
      route: 'POST /api/auth/agreeTerms',
      prepare: async () => ({ path: '/auth/agreeTerms', token: (await tenant(5)).token }),
    },
    {
      route: 'POST /api/auth/mfa/enroll',
      limit: 'one second factor per account',
      prepare: async () => {
        const { token, userId } = await tenant(5);
        return { path: '/auth/mfa/enroll', token, userId };
      },
      check: async () =>
        expect(
          await count('select count(*) from identity.mfa_factor where user_id = $1', [lastCalls[0]!.userId]),
        ).toBe(1),
    },
    {
      route: 'POST /api/auth/mfa/confirm',
      prepare: async () => {
        const { token } = await tenant(5);
        await send({ path: '/auth/mfa/enroll', token });
        return { path: '/auth/mfa/confirm', token, body: { code: '000000' } };
      },
    },
    {
      route: 'POST /api/auth/mfa/disable',
      prepare: async () => ({
        path: '/auth/mfa/disable',
        token: (await tenant(5)).token,
        body: { code: '000000' },
      }),
    },
    {
      route: 'POST /api/otp/sendOtpEmail',
      prepare: async () => ({
        path: '/otp/sendOtpEmail',
        body: { email: (await tenant(5)).email, password: PASSWORD },
      }),
    },
    {
      route: 'POST /api/otp/sendOtpSms',
      prepare: async () => ({
        path: '/otp/sendOtpSms',
        body: { email: (await tenant(5)).email, password: PASSWORD },
      }),
    },
    {
      route: 'POST /api/otp/validateOtp',
      prepare: async () => ({
        path: '/otp/validateOtp',
        body: { email: (await tenant(5)).email, otpnum: '000000' },
      }),
    },
    // tenancy
    {
      route: 'POST /api/tenant/new-password',
      limit: 'a single-use first-administrator link',
      prepare: async () => {
        const email = `sweep-first-${suffix()}@sweep.test`;
        const signUp = await send({
          path: '/tenant/addWithAdmin',
          body: {
            organizationName: `Sweep signup ${suffix()}`,
            organizationUrl: 'https://sweep.test',
            contactName: 'First Admin',
            contactEmail: email,
            productId: 'ledgerscope-professional',
          },
        });
        expect(signUp.status).toBeLessThan(300);
        return {
          path: '/tenant/new-password',
          body: { token: await linkCode(email, 'token'), newPassword: STRONG },
        };
      },
      check: (answers) => expect(wins(answers)).toBe(1),
    },
    {
      route: 'POST /api/tenant/request-future-create',
      prepare: () => {
        const tag = suffix();
        const tomorrow = new Date(Date.now() + 2 * DAY).toISOString().slice(0, 10);
        const nextWeek = new Date(Date.now() + 9 * DAY).toISOString().slice(0, 10);
        return Promise.resolve({
          path: '/tenant/request-future-create',
          token: admin,
          body: {
            requestType: 'TENANT',
            country: 'Asia/Singapore',
            startDate: `${tomorrow}T09:00:00`,
            endDate: `${nextWeek}T09:00:00`,
            organizationName: `Sweep request ${tag}`,
            organizationUrl: 'https://sweep.test',
            contactName: 'Pat Sweep',
            contactEmail: `pat-${tag}@sweep.test`,
            tenantManagerName: 'Pat Sweep',
            tenantManagerEmail: `pat-${tag}@sweep.test`,
            regions: [1],
            selectAllRegions: false,
            personList: [],
          },
        });
      },
    },
    {
      route: 'POST /api/tenant/request-future-create/delete/{featureRequestId}',
      prepare: async () => {
        const [row] = await rows<{ id: string }>(
          'select id from tenancy.tenant_request order by created_at desc limit 1',
        );
        return { path: `/tenant/request-future-create/delete/${row?.id ?? randomUUID()}`, token: admin };
      },
    },
    {
      route: 'POST /api/tenant/request-future-create/upload',
      prepare: () =>
        Promise.resolve({
          path: '/tenant/request-future-create/upload',
          token: admin,
          file: {
            content: personsWorkbook([['Up Loaded', `up-${suffix()}@sweep.test`, 'No']]),
            name: 'persons.xlsx',
          },
        }),
    },
    {
      route: 'POST /api/tenant/add',
      limit: 'a unique organisation name',
      prepare: () =>
        Promise.resolve({ path: '/tenant/add', token: admin, body: tenantForm(`Sweep unique ${suffix()}`) }),
      check: async (answers) => {
        expect(wins(answers)).toBe(1);
        const name = (lastCalls[0]!.body as { organizationName: string }).organizationName;
        expect(await count('select count(*) from tenancy.tenant where organization_name = $1', [name])).toBe(
          1,
        );
      },
    },
    {
      route: 'POST /api/tenant/edit',
      prepare: async () => {
        const { tenantId } = await tenant(5);
        return {
          path: '/tenant/edit',
          token: admin,
          body: { ...tenantForm(`Sweep edited ${suffix()}`), id: tenantId },
        };
      },
    },
    {
      route: 'POST /api/tenant/edit-status',
      prepare: async () => ({
        path: '/tenant/edit-status',
        token: admin,
        body: { tenantId: (await tenant(5)).tenantId, status: false },
      }),
    },
    {
      route: 'POST /api/tenant/delete',
      prepare: async () => {
        const created = await send({
          path: '/tenant/add',
          token: admin,
          body: tenantForm(`Sweep doomed ${suffix()}`),
        });
        return {
          path: '/tenant/delete',
          token: admin,
          body: { tenantId: (created.body as { id: string }).id },
        };
      },
      check: async (answers) => {
        expect(wins(answers)).toBeGreaterThanOrEqual(1);
        const id = (lastCalls[0]!.body as { tenantId: string }).tenantId;
        expect(await count('select count(*) from tenancy.tenant where id = $1', [id])).toBe(0);
      },
    },
    {
      route: 'POST /api/tenant/convert-ssp-to-enterprise/{id}',
      prepare: async () => ({
        path: `/tenant/convert-ssp-to-enterprise/${(await tenant(5)).tenantId}`,
        token: admin,
      }),
    },
    {
      route: 'POST /api/tenant/update-tenant-manager',
      prepare: async () => {
        const owner = await tenant(5);
        return {
          path: '/tenant/update-tenant-manager',
          token: admin,
          body: { tenantId: owner.tenantId, userId: owner.userId, limit: 5 },
        };
      },
    },
    {
      route: 'POST /api/tenant/addWithAdmin',
      limit: 'a unique organisation name at sign-up',
      prepare: () =>
        Promise.resolve({
          path: '/tenant/addWithAdmin',
          body: {
            organizationName: `Sweep signup ${suffix()}`,
            organizationUrl: 'https://sweep.test',
            contactName: 'First Admin',
            contactEmail: `sweep-first-${suffix()}@sweep.test`,
            productId: 'ledgerscope-professional',
          },
        }),
      check: async () => {
        const body = lastCalls[0]!.body as { organizationName: string; contactEmail: string };
        expect(
          await count('select count(*) from tenancy.tenant where organization_name = $1', [
            body.organizationName,
          ]),
        ).toBe(1);
        expect(
          await count('select count(*) from identity.user_account where email = $1', [body.contactEmail]),
        ).toBe(1);
        expect(
          await count('select count(*) from mail.outbox where recipient = $1', [body.contactEmail]),
        ).toBe(1);
      },
    },
    {
      route: 'POST /api/person/add',
      limit: 'one email address, once',
      prepare: async () => {
        const owner = await tenant(50);
        return {
          path: '/person/add',
          token: owner.token,
          body: { tenantId: owner.tenantId, displayName: 'Same', email: `same-${suffix()}@sweep.test` },
        };
      },
      check: async (answers) => {
        expect(wins(answers)).toBe(1);
        const email = (lastCalls[0]!.body as { email: string }).email;
        expect(await count('select count(*) from identity.user_account where email = $1', [email])).toBe(1);
        expect(await count('select count(*) from mail.outbox where recipient = $1', [email])).toBe(1);
      },
    },
    {
      route: 'POST /api/person/edit',
      prepare: async () => {
        const owner = await tenant(5);
        const peer = await user(owner.tenantId);
        return {
          path: '/person/edit',
          token: owner.token,
          body: { tenantId: owner.tenantId, uid: peer.userId, displayName: 'Edited' },
        };
      },
    },
    {
      route: 'POST /api/person/delete',
      prepare: async () => {
        const owner = await tenant(5);
        const peer = await user(owner.tenantId);
        return {
          path: '/person/delete',
          token: owner.token,
          body: { tenantId: owner.tenantId, uid: peer.userId },
        };
      },
      check: async (answers) => {
        expect(wins(answers)).toBeGreaterThanOrEqual(1);
        const uid = (lastCalls[0]!.body as { uid: string }).uid;
        expect(await count('select count(*) from identity.user_account where id = $1', [uid])).toBe(0);
      },
    },
    {
      route: 'POST /api/person/delete-multi',
      prepare: async () => {
        const owner = await tenant(5);
        const peers = [await user(owner.tenantId), await user(owner.tenantId)];
        return {
          path: '/person/delete-multi',
          token: owner.token,
          body: { tenantId: owner.tenantId, listIds: peers.map((peer) => peer.userId) },
        };
      },
      check: async () => {
        const ids = (lastCalls[0]!.body as { listIds: string[] }).listIds;
        expect(await count('select count(*) from identity.user_account where id = any($1)', [ids])).toBe(0);
      },
    },
    {
      route: 'POST /api/person/batch-status',
      prepare: async () => {
        const owner = await tenant(5);
        const peer = await user(owner.tenantId);
        return {
          path: '/person/batch-status',
          token: owner.token,
          body: { tenantId: owner.tenantId, listIds: [peer.userId], disabled: true },
        };
      },
    },
    {
      route: 'POST /api/person/batch-luca',
      prepare: async () => {
        const owner = await tenant(5);
        const peer = await user(owner.tenantId);
        return {
          path: '/person/batch-luca',
          token: admin,
          body: { tenantId: owner.tenantId, listIds: [peer.userId], lucaAccessible: false },
        };
      },
    },
    {
      route: 'POST /api/person/reset-password',
      prepare: async () => {
        const owner = await tenant(5);
        const peer = await user(owner.tenantId);
        return {
          path: '/person/reset-password',
          token: owner.token,
          body: { tenantId: owner.tenantId, uid: peer.userId },
        };
      },
    },
    // billing
    {
      route: 'POST /api/payment/agreeSubscriptionTerms',
      limit: 'one subscription per tenant',
      prepare: async () => {
        const owner = await tenant(null);
        return {
          path: '/payment/agreeSubscriptionTerms',
          token: owner.token,
          tenantId: owner.tenantId,
          body: { companyId: owner.companyId, agreedTerms: true },
        };
      },
      check: async (answers) => {
        expect(wins(answers)).toBe(AT_ONCE);
        expect(
          await count('select count(*) from billing.subscription where tenant_id = $1', [
            lastCalls[0]!.tenantId,
          ]),
        ).toBe(1);
      },
    },
    {
      route: 'POST /api/payment/startTrial',
      limit: 'one trial per tenant',
      prepare: async () => {
        const owner = await tenant(null);
        return { path: '/payment/startTrial', token: owner.token, tenantId: owner.tenantId, body: {} };
      },
      check: async (answers) => {
        expect(wins(answers)).toBe(1);
        expect(
          await count('select count(*) from billing.subscription where tenant_id = $1', [
            lastCalls[0]!.tenantId,
          ]),
        ).toBe(1);
      },
    },
    {
      route: 'POST /api/payment/checkout',
      prepare: async () => {
        const owner = await tenant(null);
        return {
          path: '/payment/checkout',
          token: owner.token,
          body: { productId: 'ledgerscope-professional', seatCount: 5, regionCount: 1, regionIds: [1] },
        };
      },
    },
    {
      route: 'POST /api/payment/sandbox/checkout/{sessionId}/pay',
      limit: 'one payment per checkout',
      prepare: async () => {
        const owner = await tenant(null);
        await send({
          path: '/payment/agreeSubscriptionTerms',
          token: owner.token,
          body: { companyId: owner.companyId, agreedTerms: true },
        });
        const checkout = await send({
          path: '/payment/checkout',
          token: owner.token,
          body: { productId: 'ledgerscope-professional', seatCount: 5, regionCount: 1, regionIds: [1] },
        });
        const { sessionId } = checkout.body as { sessionId: string };
        return {
          path: `/payment/sandbox/checkout/${sessionId}/pay`,
          tenantId: owner.tenantId,
          body: {
            cardNumber: '4242 4242 4242 4242',
            expiry: '12/39',
            cvc: '123',
            cardholderName: 'Sam Sweep',
            country: 'SG',
          },
        };
      },
      check: async (answers) => {
        expect(wins(answers)).toBe(1);
        expect(
          await count(
            `select count(*) from billing.sandbox_order where tenant_id = $1 and kind = 'CHECKOUT'`,
            [lastCalls[0]!.tenantId],
          ),
        ).toBe(1);
      },
    },
    {
      route: 'POST /api/payment/addSubscription',
      prepare: async () => ({
        path: '/payment/addSubscription',
        token: (await tenant(null)).token,
        body: { orderId: `none-${suffix()}` },
      }),
    },
    {
      route: 'POST /api/payment/updateSubscription',
      prepare: async () => ({
        path: '/payment/updateSubscription',
        token: (await tenant(5)).token,
        body: { productId: 'ledgerscope-professional', seatCount: 6, regionCount: 1, regionIds: [1] },
      }),
    },
    {
      route: 'POST /api/payment/cancelSubscription',
      prepare: async () => ({
        path: '/payment/cancelSubscription',
        token: (await tenant(5)).token,
        body: { cancellationReason: 'Too expensive' },
      }),
    },
    {
      route: 'POST /api/payment/resumeSubscription',
      prepare: async () => {
        const { token } = await tenant(5);
        await send({
          path: '/payment/cancelSubscription',
          token,
          body: { cancellationReason: 'Too expensive' },
        });
        return { path: '/payment/resumeSubscription', token, body: {} };
      },
    },
    {
      route: 'POST /api/payment/webhook',
      prepare: () =>
        Promise.resolve({
          path: '/payment/webhook',
          headers: { 'X-FS-Signature': 'not-a-signature' },
          body: { events: [] },
        }),
    },
    {
      route: 'POST /api/payment/sandbox/billing-run',
      prepare: () => Promise.resolve({ path: '/payment/sandbox/billing-run', token: admin, body: {} }),
    },
    // screening, watchlists
    {
      route: 'POST /api/share',
      prepare: async () => ({
        path: '/share',
        token: (await tenant(5)).token,
        body: { filter: { exchange: [1], year: 2025 } },
      }),
    },
    {
      route: 'PUT /api/watchlists/alert-settings',
      prepare: async () => ({
        method: 'put',
        path: '/watchlists/alert-settings',
        token: (await tenant(5)).token,
        body: { frequency: 'WEEKLY' },
      }),
    },
    {
      route: 'POST /api/watchlists',
      limit: 'a unique watchlist name per user',
      prepare: async () => ({
        path: '/watchlists',
        token: (await tenant(5)).token,
        body: { name: `Same ${suffix()}` },
      }),
      check: async (answers) => {
        expect(wins(answers)).toBe(1);
        const name = (lastCalls[0]!.body as { name: string }).name;
        expect(await count('select count(*) from watchlists.watchlist where name = $1', [name])).toBe(1);
      },
    },
    {
      route: 'PATCH /api/watchlists/{id}',
      prepare: async () => {
        const { token } = await tenant(5);
        return {
          method: 'patch',
          path: `/watchlists/${await watchlist(token)}`,
          token,
          body: { name: `Renamed ${suffix()}` },
        };
      },
    },
    {
      route: 'DELETE /api/watchlists/{id}',
      prepare: async () => {
        const { token } = await tenant(5);
        return { method: 'delete', path: `/watchlists/${await watchlist(token)}`, token };
      },
    },
    {
      route: 'POST /api/watchlists/{id}/companies',
      limit: 'a company once in a list',
      prepare: async () => {
        const { token } = await tenant(5);
        return {
          path: `/watchlists/${await watchlist(token)}/companies`,
          token,
          body: { tickerIds: [(await ticker()).tickerId] },
        };
      },
      check: async () => {
        const id = /watchlists\/([^/]+)\//.exec(lastCalls[0]!.path)![1];
        const [list] = await rows<{ ticker_ids: string[] }>(
          'select ticker_ids from watchlists.watchlist where id = $1',
          [id],
        );
        expect(list!.ticker_ids).toHaveLength(1);
      },
    },
    {
      route: 'DELETE /api/watchlists/{id}/companies/{tickerId}',
      prepare: async () => {
        const { token } = await tenant(5);
        const { tickerId } = await ticker();
        return {
          method: 'delete',
          path: `/watchlists/${await watchlist(token, [tickerId])}/companies/${tickerId}`,
          token,
        };
      },
    },
    {
      route: 'POST /api/watchlists/{id}/upload',
      limit: 'a company once in a list',
      prepare: async () => {
        const { token } = await tenant(5);
        const { isin } = await ticker(1);
        return {
          path: `/watchlists/${await watchlist(token)}/upload`,
          token,
          file: { content: Buffer.from(`isin\n${isin}\n`), name: 'list.csv' },
        };
      },
      check: async () => {
        const id = /watchlists\/([^/]+)\//.exec(lastCalls[0]!.path)![1];
        const [list] = await rows<{ ticker_ids: string[] }>(
          'select ticker_ids from watchlists.watchlist where id = $1',
          [id],
        );
        expect(list!.ticker_ids).toHaveLength(1);
      },
    },
    {
      route: 'POST /api/saved-filters',
      limit: 'a unique filter name per user',
      prepare: async () => ({
        path: '/saved-filters',
        token: (await tenant(5)).token,
        body: { name: `Same ${suffix()}`, exchange: [1] },
      }),
      check: async (answers) => {
        expect(wins(answers)).toBe(1);
        const name = (lastCalls[0]!.body as { name: string }).name;
        expect(await count('select count(*) from watchlists.saved_filter where name = $1', [name])).toBe(1);
      },
    },
    {
      route: 'DELETE /api/saved-filters/{id}',
      prepare: async () => {
        const { token } = await tenant(5);
        const created = await send({
          path: '/saved-filters',
          token,
          body: { name: `Doomed ${suffix()}`, exchange: [1] },
        });
        return { method: 'delete', path: `/saved-filters/${(created.body as { id: string }).id}`, token };
      },
    },
    // content
    {
      route: 'POST /api/setting/edit',
      prepare: () =>
        Promise.resolve({ path: '/setting/edit', token: admin, body: { key: 'idleTime', value: '900' } }),
    },
    {
      route: 'POST /api/setting/testConnection',
      prepare: () =>
        Promise.resolve({ path: '/setting/testConnection', token: admin, body: { value: 'data/none.csv' } }),
    },
    {
      route: 'POST /api/setting/popup/edit',
      prepare: () =>
        Promise.resolve({
          path: '/setting/popup/edit',
          token: admin,
          body: { id: 'pop_history', title: 'Sweep', text: '<p>Sweep</p>' },
        }),
      check: async () =>
        expect(await count(`select count(*) from content.popup_text where id = 'pop_history'`)).toBe(1),
    },
    {
      route: 'POST /api/tnc/edit',
      prepare: () =>
        Promise.resolve({
          path: '/tnc/edit',
          token: admin,
          body: { content: '<p>Sweep terms</p>', kind: 'GENERAL' },
        }),
      check: async () =>
        expect(await count(`select count(*) from content.terms where kind = 'GENERAL'`)).toBe(1),
    },
    {
      route: 'POST /api/announcement/add',
      prepare: () =>
        Promise.resolve({
          path: '/announcement/add',
          token: admin,
          body: {
            title: 'Sweep',
            content: '<p>Sweep</p>',
            startDate: new Date(Date.now() + 30 * DAY).toISOString(),
            endDate: new Date(Date.now() + 31 * DAY).toISOString(),
          },
        }),
    },
    {
      route: 'POST /api/announcement/edit',
      prepare: async () => {
        const [row] = await rows<{ id: string }>('select id from content.announcement limit 1');
        return {
          path: '/announcement/edit',
          token: admin,
          body: {
            id: row?.id ?? randomUUID(),
            title: 'Sweep edited',
            content: '<p>Sweep</p>',
            startDate: new Date(Date.now() + 30 * DAY).toISOString(),
            endDate: new Date(Date.now() + 31 * DAY).toISOString(),
          },
        };
      },
    },
    {
      route: 'POST /api/announcement/acknowledge',
      limit: 'one acknowledgement per reader and version',
      prepare: async () => {
        const created = await send({
          path: '/announcement/add',
          token: admin,
          body: {
            title: 'Sweep now',
            content: '<p>Sweep</p>',
            startDate: new Date(Date.now() - DAY).toISOString(),
            endDate: new Date(Date.now() + DAY).toISOString(),
          },
        });
        return {
          path: '/announcement/acknowledge',
          token: (await tenant(5)).token,
          body: { id: (created.body as { id: string }).id },
        };
      },
      check: async () => {
        const id = (lastCalls[0]!.body as { id: string }).id;
        expect(
          await count(
            'select count(*) from content.announcement_acknowledgement where announcement_id = $1',
            [id],
          ),
        ).toBeLessThanOrEqual(1);
      },
    },
    {
      route: 'POST /api/announcement/delete',
      prepare: async () => {
        const [row] = await rows<{ id: string }>('select id from content.announcement limit 1');
        return { path: '/announcement/delete', token: admin, body: { id: row?.id ?? randomUUID() } };
      },
    },
    {
      route: 'POST /api/ticket',
      prepare: async () => ({
        path: '/ticket',
        token: (await tenant(5)).token,
        body: { ticketTitle: 'Sweep', ticketBody: 'Twenty at once' },
      }),
    },
    // luca
    {
      route: 'POST /api/luca/open',
      limit: 'the first visit of a session, once',
      prepare: async () => ({ path: '/luca/open', token: (await tenant(5)).token }),
    },
    {
      route: 'POST /api/luca/conversations',
      prepare: async () => ({
        path: '/luca/conversations',
        token: (await tenant(5)).token,
        body: { title: 'Sweep' },
      }),
    },
    {
      route: 'PATCH /api/luca/conversations/{id}',
      prepare: async () => {
        const { token } = await tenant(5);
        const created = await send({ path: '/luca/conversations', token, body: { title: 'Sweep' } });
        return {
          method: 'patch',
          path: `/luca/conversations/${(created.body as { id: string }).id}`,
          token,
          body: { title: 'Renamed' },
        };
      },
    },
    {
      route: 'DELETE /api/luca/conversations/{id}',
      prepare: async () => {
        const { token } = await tenant(5);
        const created = await send({ path: '/luca/conversations', token, body: { title: 'Sweep' } });
        return {
          method: 'delete',
          path: `/luca/conversations/${(created.body as { id: string }).id}`,
          token,
        };
      },
    },
    {
      route: 'POST /api/luca/conversations/{id}/questions',
      limit: 'one turn per position of a conversation',
      prepare: async () => {
        const { token } = await tenant(5);
        const created = await send({ path: '/luca/conversations', token, body: { title: 'Sweep' } });
        return {
          path: `/luca/conversations/${(created.body as { id: string }).id}/questions`,
          token,
          body: { question: 'What is the riskiest company?' },
        };
      },
      check: async () => {
        const id = /conversations\/([^/]+)\//.exec(lastCalls[0]!.path)![1];
        expect(
          await count(
            `select count(*) from (select position from luca.turn where conversation_id = $1 group by position having count(*) > 1) d`,
            [id],
          ),
        ).toBe(0);
      },
    },
  ];

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    saved = new Map();
    for (const table of RESTORED_TABLES) saved.set(table, (await db.query(`select * from ${table}`)).rows);
    admin = await signIn(app, 'admin@ledgerscope.test');
    // Watchlists need scored companies: a small universe when no earlier test has loaded one.
    const scored = await count(
      `select count(*) from screening.company c where c.exchange_country_id = 1
         and exists (select 1 from screening.ticker_year y where y.ticker_id = c.ticker_id and y.final_score is not null)`,
    );
    if (scored < 2)
      await (await loadUniverse(app, { companies: 300, years: 3, seed: 20, lastYear: 2025 })).end();
    watcher = watchProcessFailures();
  });

  afterAll(async () => {
    watcher?.stop();
    if (saved) {
      for (const table of [...RESTORED_TABLES].reverse()) await db.query(`delete from ${table}`);
      for (const table of RESTORED_TABLES)
        await db.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1)`, [
          JSON.stringify(saved.get(table)),
        ]);
    }
    await db.end();
    await app.close();
  });

  it.each(cases.map((one) => [one.route, one] as const))('%s', async (_route, one) => {
    const call = await one.prepare();
    lastCalls = [call];
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => send(call)));
    swept.add(one.route);
    const failures = answers.filter((answer) => answer.status >= 500);
    expect(failures.map((answer) => JSON.stringify(answer.body))).toEqual([]);
    await one.check?.(answers);
    expect(watcher.failures).toEqual([]);
  });

  it('sweeps every route of the OpenAPI document that changes something', () => {
    const document = JSON.parse(readFileSync('docs/openapi.json', 'utf8')) as OpenApiLike;
    const mutating = operationsOf(document)
      .filter((operation) => operation.method !== 'get' && !isReadOnly(operation.name))
      .map((operation) => operation.name);
    expect(mutating.filter((route) => !cases.some((one) => one.route === route))).toEqual([]);
    expect(mutating.filter((route) => !swept.has(route))).toEqual([]);
  });
});
