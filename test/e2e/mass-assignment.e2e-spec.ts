import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { StartSubscription } from '../../src/contexts/billing/index.js';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { buildOpenApiDocument } from '../../src/app/create-app.js';
import type { Role } from '../../src/shared/domain/roles.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

/**
 * Mass assignment: `role`, `tenantId`, `administrator` and `lucaAccessible` in a request body never change
 * anything the caller may not change. A sweep sends each field (and all four at once) to every route that
 * takes a body, as every caller; then the routes whose bodies do declare one of them are checked one by one.
 */

type Caller = 'anonymous' | Role;
const CALLERS: Caller[] = ['anonymous', 'USER', 'TENANT_ADMINISTRATOR', 'SALE', 'ADMINISTRATOR'];
const RUN = randomUUID().slice(0, 8);
const DAY = 86_400_000;

interface Account {
  email: string;
  userId: string;
  tenantId: string;
  token: string;
}

describe('Mass assignment: role, tenantId, administrator, lucaAccessible in bodies', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let providerTenantId: string;
  let tenantA: string;
  let tenantB: string;
  const people: Record<string, Account> = {};
  const http = () => request(app.getHttpServer());
  const post = (token: string | null, path: string, body: object) => {
    const call = http().post(path);
    return (token ? call.set('Authorization', `Bearer ${token}`) : call).send(body);
  };
  let watchlistOfB: string;
  let savedFilterOfB: string;

  /** What these fields could change: who is in which tenant with which role and Luca access, and what they own. */
  const snapshot = async () => ({
    accounts: (
      await db.query(
        `select id, role, tenant_id, luca_accessible, disabled from identity.user_account
          where tenant_id = any($1) order by id`,
        [[tenantA, tenantB, providerTenantId]],
      )
    ).rows,
    watchlists: (
      await db.query(
        'select id, tenant_id, user_id, name from watchlists.watchlist where tenant_id = any($1) order by id',
        [[tenantA, tenantB]],
      )
    ).rows,
    savedFilters: (
      await db.query(
        'select id, tenant_id, user_id, name from watchlists.saved_filter where tenant_id = any($1) order by id',
        [[tenantA, tenantB]],
      )
    ).rows,
    tenants: (
      await db.query(
        'select id, organization_name, status, provider from tenancy.tenant where id = any($1) order by id',
        [[tenantA, tenantB]],
      )
    ).rows,
  });

  async function register(key: string, tenantId: string, role: Role, domain = 'mass.test'): Promise<void> {
    const email = `mass-${key.toLowerCase()}-${RUN}@${domain}`;
    const userId = await inContext(app, (commands) =>
      commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName: `Mass ${key}`,
          role,
          tenantId,
          termsAgreed: true,
        }),
      ),
    );
    people[key] = { email, userId, tenantId, token: await signIn(app, email) };
  }

  const token = (caller: Caller) => (caller === 'anonymous' ? null : people[caller]!.token);

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    providerTenantId = (
      await db.query<{ id: string }>('select id from tenancy.tenant where provider limit 1')
    ).rows[0]!.id;
    [tenantA, tenantB] = await inContext(app, async (commands) => {
      const ids: string[] = [];
      for (const key of ['A', 'B']) {
        const id = await commands.execute(
          new CreateTenant({
            organizationName: `Mass ${key} ${RUN}`,
            organizationUrl: 'https://mass.test',
            contactName: 'Mass Contact',
            contactEmail: `mass-contact-${key.toLowerCase()}-${RUN}@mass.test`,
            regionIds: [1],
            startDate: new Date(Date.now() - DAY),
            ssp: true,
          }),
        );
        await commands.execute(
          new StartSubscription({
            kind: 'paid',
            tenantId: id,
            productId: 'ledgerscope-professional',
            interval: 'monthly',
            seatCount: 20,
            regionIds: [1],
            providerSubscriptionId: `mass-${key}-${RUN}`,
            agreedTerms: true,
          }),
        );
        ids.push(id);
      }
      return ids as [string, string];
    });
    await register('USER', tenantA, 'USER');
    await register('TENANT_ADMINISTRATOR', tenantA, 'TENANT_ADMINISTRATOR');
    await register('peerA', tenantA, 'USER');
    await register('userB', tenantB, 'USER');
    await register('SALE', providerTenantId, 'SALE', 'ledgerscope.test');
    await register('ADMINISTRATOR', providerTenantId, 'ADMINISTRATOR', 'ledgerscope.test');
    await register('staffPeer', providerTenantId, 'SALE', 'ledgerscope.test');
    watchlistOfB = (await post(people.userB!.token, '/api/watchlists', { name: `B list ${RUN}` }).expect(201))
      .body.id as string;
    savedFilterOfB = (
      await post(people.userB!.token, '/api/saved-filters', {
        name: `B filter ${RUN}`,
        exchange: [1],
      }).expect(201)
    ).body.id as string;
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  describe('sweep: every route that takes a body', () => {
    const FIELDS: Array<[string, () => object]> = [
      ['role', () => ({ role: 'ADMINISTRATOR' })],
      ['tenantId', () => ({ tenantId: tenantB })],
      ['administrator', () => ({ administrator: true })],
      ['lucaAccessible', () => ({ lucaAccessible: true })],
      [
        'all four',
        () => ({ role: 'ADMINISTRATOR', tenantId: tenantB, administrator: true, lucaAccessible: true }),
      ],
    ];

    /** Path parameters filled with tenant B's ids, so a body's tenantId has something to aim at. */
    const fill = (path: string): string =>
      path
        .replace('{tenantId}', tenantB)
        .replace(/^\/api\/watchlists\/\{id\}/, `/api/watchlists/${watchlistOfB}`)
        .replace(/^\/api\/saved-filters\/\{id\}/, `/api/saved-filters/${savedFilterOfB}`)
        .replace('{id}', tenantB)
        .replace(/\{\w+\}/g, 'x');

    it.each(FIELDS.flatMap(([field, body]) => CALLERS.map((caller) => [field, caller, body] as const)))(
      '{%s} changes nothing it may not, as %s',
      async (field, caller, body) => {
        const document = buildOpenApiDocument(app);
        const routes = Object.entries(document.paths).flatMap(([path, item]) =>
          (['post', 'put', 'patch'] as const)
            .filter((method) => item[method])
            // Logout would end the caller's session for the routes after it.
            .filter(() => path !== '/api/auth/logout')
            .map((method) => ({ method, path: fill(path) })),
        );
        expect(routes.length).toBeGreaterThan(60);
        if (caller === 'anonymous' && field === 'role') console.info(`${routes.length} routes take a body`);
        const before = await snapshot();
        const statuses: Record<string, number> = {};
        for (const route of routes) {
          let call = http()[route.method](route.path);
          const bearer = token(caller);
          if (bearer) call = call.set('Authorization', `Bearer ${bearer}`);
          const response = await call.send(body());
          statuses[`${route.method} ${route.path}`] = response.status;
        }
        expect(Object.entries(statuses).filter(([, status]) => status >= 500)).toEqual([]);
        expect(await snapshot()).toEqual(before);
      },
      120_000,
    );
  });

  describe('routes whose bodies declare one of the fields', () => {
    const personRow = async (userId: string) =>
      (
        await db.query<{ role: string; tenant_id: string; luca_accessible: boolean; display_name: string }>(
          'select role, tenant_id, luca_accessible, display_name from identity.user_account where id = $1',
          [userId],
        )
      ).rows[0];
    const usersOf = async (tenantId: string) =>
      Number(
        (await db.query('select count(*) from identity.user_account where tenant_id = $1', [tenantId]))
          .rows[0].count,
      );

    it('person/add: a tenant administrator gets neither Luca access, nor a role, nor another tenant', async () => {
      const admin = people.TENANT_ADMINISTRATOR!.token;
      const add = (extra: object) =>
        post(admin, '/api/person/add', {
          tenantId: tenantA,
          displayName: 'Mass Added',
          email: `added-${randomUUID().slice(0, 8)}@mass.test`,
          ...extra,
        });
      const [inA, inB] = [await usersOf(tenantA), await usersOf(tenantB)];
      expect((await add({ lucaAccessible: true })).status).toBe(403);
      expect((await add({ tenantId: tenantB })).body.errorCode).toBe('TENANT_NOT_FOUND');
      expect((await add({ role: 'ADMINISTRATOR' })).status).toBe(400);
      expect((await add({ administrator: true })).status).toBe(400);
      expect([await usersOf(tenantA), await usersOf(tenantB)]).toEqual([inA, inB]);
      const plain = await add({}).expect(201);
      expect(await personRow(plain.body.uid as string)).toMatchObject({
        role: 'USER',
        tenant_id: tenantA,
        luca_accessible: false,
      });
    });

    it('person/edit: a tenant administrator changes no role or Luca access, of others or of themself', async () => {
      const admin = people.TENANT_ADMINISTRATOR!;
      const peer = people.peerA!;
      const edit = (uid: string, extra: object) =>
        post(admin.token, '/api/person/edit', { tenantId: tenantA, uid, ...extra });
      const before = [await personRow(admin.userId), await personRow(peer.userId)];
      for (const uid of [admin.userId, peer.userId]) {
        expect((await edit(uid, { role: 'SALE' })).body.errorCode).toBe('INSUFFICIENT_PERMISSION');
        expect((await edit(uid, { lucaAccessible: true })).body.errorCode).toBe('INSUFFICIENT_PERMISSION');
        expect((await edit(uid, { role: 'ADMINISTRATOR' })).status).toBe(400);
        expect((await edit(uid, { role: 'TENANT_ADMINISTRATOR' })).status).toBe(400);
        expect((await edit(uid, { administrator: true })).status).toBe(400);
        expect((await edit(uid, { tenantId: tenantB, displayName: 'Moved' })).status).toBe(404);
      }
      // Another tenant's person, named under the caller's own tenant.
      expect((await edit(people.userB!.userId, { displayName: 'Taken' })).body.errorCode).toBe(
        'USER_NOT_FOUND',
      );
      expect([await personRow(admin.userId), await personRow(peer.userId)]).toEqual(before);
      expect((await personRow(people.userB!.userId))!.display_name).toBe('Mass userB');
    });

    it('person/edit and batch-luca: SALE changes no role; nobody grants the role ADMINISTRATOR', async () => {
      const target = people.staffPeer!;
      const bySale = await post(people.SALE!.token, '/api/person/edit', {
        tenantId: providerTenantId,
        uid: target.userId,
        role: 'USER',
      });
      expect([bySale.status, bySale.body.errorCode]).toEqual([403, 'ROLE_EDIT_NOT_ALLOWED']);
      const byAdmin = await post(people.ADMINISTRATOR!.token, '/api/person/edit', {
        tenantId: providerTenantId,
        uid: target.userId,
        role: 'ADMINISTRATOR',
      });
      expect(byAdmin.status).toBe(400);
      const lucaByTenantAdmin = await post(people.TENANT_ADMINISTRATOR!.token, '/api/person/batch-luca', {
        tenantId: tenantA,
        listIds: [people.peerA!.userId],
        lucaAccessible: true,
      });
      expect(lucaByTenantAdmin.status).toBe(403);
      expect(await personRow(target.userId)).toMatchObject({ role: 'SALE' });
      expect(await personRow(people.peerA!.userId)).toMatchObject({ luca_accessible: false });
    });

    it("update-tenant-manager: staff cannot turn a staff account into a tenant's user admin", async () => {
      for (const [caller, target] of [
        ['SALE', 'ADMINISTRATOR'],
        ['SALE', 'staffPeer'],
        ['ADMINISTRATOR', 'SALE'],
      ] as const) {
        const response = await post(people[caller]!.token, '/api/tenant/update-tenant-manager', {
          tenantId: providerTenantId,
          userId: people[target]!.userId,
          limit: 10,
        });
        expect([caller, target, response.status, response.body.errorCode]).toEqual([
          caller,
          target,
          403,
          'ROLE_EDIT_NOT_ALLOWED',
        ]);
      }
      expect((await personRow(people.ADMINISTRATOR!.userId))!.role).toBe('ADMINISTRATOR');
      expect((await personRow(people.SALE!.userId))!.role).toBe('SALE');
      expect((await personRow(people.staffPeer!.userId))!.role).toBe('SALE');
      // A tenant's own user still becomes its user admin.
      const userB = people.userB!;
      await post(people.SALE!.token, '/api/tenant/update-tenant-manager', {
        tenantId: tenantB,
        userId: userB.userId,
        limit: 10,
      }).expect(200);
      expect((await personRow(userB.userId))!.role).toBe('TENANT_ADMINISTRATOR');
    });

    it('public sign-up takes no role, tenant, administrator flag or Luca access', async () => {
      for (const extra of [
        { role: 'ADMINISTRATOR' },
        { tenantId: tenantB },
        { administrator: true },
        { lucaAccessible: true },
      ]) {
        const name = `Mass Signup ${randomUUID().slice(0, 8)}`;
        const response = await post(null, '/api/tenant/addWithAdmin', {
          organizationName: name,
          contactName: 'Sign Up',
          organizationUrl: 'https://signup.test',
          contactEmail: `signup-${randomUUID().slice(0, 8)}@mass.test`,
          productId: 'ledgerscope-professional',
          ...extra,
        });
        expect(response.status).toBe(400);
        const created = await db.query('select 1 from tenancy.tenant where organization_name = $1', [name]);
        expect(created.rowCount).toBe(0);
      }
    });

    it("a user's own watchlists, filters and shares cannot be written into another tenant or user", async () => {
      const user = people.USER!.token;
      for (const extra of [
        { tenantId: tenantB },
        { userId: people.userB!.userId },
        { role: 'ADMINISTRATOR' },
      ]) {
        expect((await post(user, '/api/watchlists', { name: `Mass ${randomUUID()}`, ...extra })).status).toBe(
          400,
        );
        expect(
          (await post(user, '/api/saved-filters', { name: `Mass ${randomUUID()}`, exchange: [1], ...extra }))
            .status,
        ).toBe(400);
      }
      const shared = await post(user, '/api/share', {
        filter: { exchange: [1] },
        selected: { tickerId: 'X', exchangeCountryId: 1 },
        tenantId: tenantB,
      });
      expect(shared.status).toBe(400);
    });

    it('billing bodies naming another tenant answer 403 and change nothing', async () => {
      const admin = people.TENANT_ADMINISTRATOR!.token;
      const before = await snapshot();
      for (const path of ['/api/payment/startTrial', '/api/payment/resumeSubscription']) {
        expect((await post(admin, path, { tenantId: tenantB })).status).toBe(403);
      }
      expect(
        (
          await post(admin, '/api/payment/cancelSubscription', {
            tenantId: tenantB,
            cancellationReason: 'other',
          })
        ).status,
      ).toBe(403);
      expect(await snapshot()).toEqual(before);
    });
  });
});
