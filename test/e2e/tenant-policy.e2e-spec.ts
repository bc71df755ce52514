import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { StartSubscription } from '../../src/contexts/billing/index.js';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { GenerateDataset } from '../../src/contexts/filings/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import type { Role } from '../../src/shared/domain/roles.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

/**
 * The tenant policy matrix: every route that takes the id of a tenant-owned resource (watchlists, saved
 * filters, share links, persons, tenants, subscriptions, tenant requests) and the lists that could leak
 * one, called by each caller {anonymous, USER, TENANT_ADMINISTRATOR, SALE, ADMINISTRATOR} on a resource of
 * each relation {own, another user of the same tenant, another tenant}, with real ids. Each case asserts
 * the allowed table below, and that no response names the other tenant (its ids or its canary string) or
 * another user's watchlists and saved filters, unless the case is allowed to read exactly that.
 *
 * USER and TENANT_ADMINISTRATOR live in tenant A, the staff in tenant S; tenant B is "another tenant".
 * "Own" is the caller's own resource (for a tenant-level resource: the caller's tenant); "peer" another
 * user's resource in the caller's tenant (for a tenant-level resource, which no user owns, the caller's
 * tenant again: the answer must not depend on who in the tenant asks); "other" tenant B's.
 */

type Caller = 'anonymous' | Role;
type Relation = 'own' | 'peer' | 'other';
const CALLERS: Caller[] = ['anonymous', 'USER', 'TENANT_ADMINISTRATOR', 'SALE', 'ADMINISTRATOR'];
const RELATIONS: Relation[] = ['own', 'peer', 'other'];
const STAFF: Caller[] = ['SALE', 'ADMINISTRATOR'];

/**
 * Who may act on what:
 * - owner: only the user who owns the resource (watchlists, saved filters), any role;
 * - tenant-members: any user of the owner's tenant (share links);
 * - list: any signed-in user, answering only their own resources;
 * - persons: a tenant administrator in their own tenant, staff in any tenant;
 * - staff: SALE and ADMINISTRATOR, any tenant;
 * - tenant-admin: a tenant administrator, their own tenant only (billing).
 */
type Access = 'owner' | 'tenant-members' | 'list' | 'persons' | 'staff' | 'tenant-admin';

function roleAdmitted(access: Access, caller: Caller): boolean {
  if (caller === 'anonymous') return false;
  switch (access) {
    case 'persons':
      return caller === 'TENANT_ADMINISTRATOR' || STAFF.includes(caller);
    case 'staff':
      return STAFF.includes(caller);
    case 'tenant-admin':
      return caller === 'TENANT_ADMINISTRATOR';
    case 'owner':
    case 'tenant-members':
    case 'list':
      return true;
  }
}

/** The allowed table. */
function allowed(access: Access, caller: Caller, relation: Relation): boolean {
  if (!roleAdmitted(access, caller)) return false;
  switch (access) {
    case 'owner':
      return relation === 'own';
    case 'tenant-members':
    case 'tenant-admin':
      return relation !== 'other';
    case 'persons':
      return STAFF.includes(caller) || relation !== 'other';
    case 'staff':
    case 'list':
      return true;
  }
}

const RUN = randomUUID().slice(0, 8);
/** In every name of tenant B and of its users' resources. */
const CANARY = `cnryB${RUN}`;
const DAY = 86_400_000;

interface Account {
  key: string;
  email: string;
  userId: string;
  tenantKey: TenantKey;
  displayName: string;
  token: string;
}

type TenantKey = 'A' | 'S' | 'B';

interface TenantFixture {
  key: TenantKey;
  id: string;
  companyId: number;
  organizationName: string;
  contactEmail: string;
  startDate: Date;
  providerSubscriptionId: string | null;
  /** A USER-type tenant request for this tenant. */
  requestId: string;
}

interface Personal {
  watchlistId: string;
  watchlistName: string;
  savedFilterId: string;
  savedFilterName: string;
  share: string;
  shareTag: string;
}

interface Case {
  caller: Caller;
  relation: Relation;
  /** Who acts: the caller's account (the USER's for anonymous, who sends no token). */
  actor: Account;
  token: string | null;
  /** Whose resource the case names. */
  subject: Account;
  tenant: TenantFixture;
  personal: Personal;
}

interface Target {
  /** Strings of the named resource: they must not appear in any answer that is not allowed to read it. */
  strings: string[];
}

interface PolicyRoute {
  name: string;
  access: Access;
  /** What a caller admitted by role but not by ownership gets: status and error codes. */
  notYours: { status: number; codes: string[] };
  /** Sends the call (or, for a few, the calls) of one case. */
  send: (c: Case) => Promise<{ responses: request.Response[]; target: Target }>;
  /** More checks for an allowed case. */
  whenAllowed?: (response: request.Response, c: Case) => void;
}

describe('Tenant policy matrix: every id-taking route x caller x relation', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let ticker: { id: string; isin: string };
  let secondTicker: { id: string; isin: string };
  const tenants = {} as Record<TenantKey, TenantFixture>;
  const accounts = new Map<string, Account>();
  const personal = new Map<string, Personal>();
  let counter = 0;
  const unique = () => `${RUN}-${(counter += 1)}x`;

  const http = (
    method: 'get' | 'post' | 'put' | 'patch' | 'delete',
    path: string,
    token: string | null,
    body?: object,
  ): request.Test => {
    let call = request(app.getHttpServer())[method](path);
    if (token) call = call.set('Authorization', `Bearer ${token}`);
    return body === undefined ? call : call.send(body);
  };
  const one = async (call: request.Test, strings: string[]) => ({
    responses: [await call],
    target: { strings },
  });

  const account = (key: string): Account => {
    const found = accounts.get(key);
    if (!found) throw new Error(`no account ${key}`);
    return found;
  };
  const mine = (owner: Account): Personal => {
    const found = personal.get(owner.key);
    if (!found) throw new Error(`no resources of ${owner.key}`);
    return found;
  };
  const isB = (owner: Account) => owner.tenantKey === 'B';
  const tag = (owner: Account, what: string) =>
    `${isB(owner) ? CANARY : 'pol'} ${what} ${owner.key} ${unique()}`;

  async function newWatchlist(owner: Account): Promise<{ id: string; name: string }> {
    const name = tag(owner, 'watchlist');
    const response = await http('post', '/api/watchlists', owner.token, {
      name,
      tickerIds: [ticker.id],
    }).expect(201);
    return { id: response.body.id as string, name };
  }

  async function newSavedFilter(owner: Account): Promise<{ id: string; name: string }> {
    const name = tag(owner, 'filter');
    const response = await http('post', '/api/saved-filters', owner.token, { name, exchange: [1] }).expect(
      201,
    );
    return { id: response.body.id as string, name };
  }

  async function newPerson(tenant: TenantFixture): Promise<Account> {
    const key = `fresh-${unique()}`;
    const email = `${tenant.key === 'B' ? CANARY.toLowerCase() : 'pol'}-${key}@policy.test`;
    const displayName = `${tenant.key === 'B' ? CANARY : 'pol'} person ${key}`;
    const userId = await inContext(app, (commands) =>
      commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName,
          role: 'USER',
          tenantId: tenant.id,
          termsAgreed: true,
        }),
      ),
    );
    return { key, email, userId, tenantKey: tenant.key, displayName, token: '' };
  }

  async function newTenantRequest(tenant: TenantFixture, staffToken: string): Promise<string> {
    const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
    const response = await http('post', '/api/tenant/request-future-create', staffToken, {
      requestType: 'USER',
      tenantId: tenant.id,
      country: 'UTC',
      startDate: `${day(30)}T09:00:00`,
      endDate: `${day(60)}T09:00:00`,
      personList: [
        {
          displayName: `${tenant.key === 'B' ? CANARY : 'pol'} requested`,
          email: `requested-${unique()}@policy.test`,
          lucaAccessible: false,
        },
      ],
    }).expect(201);
    return response.body.featureRequestId as string;
  }

  const tenantStrings = (tenant: TenantFixture) => [tenant.id, tenant.organizationName];
  const personStrings = (person: Account) => [person.userId, person.email, person.displayName];

  /** The persons routes name a person by tenant and uid; a tenant administrator also tries B's uid under A. */
  const personCall = async (
    c: Case,
    path: string,
    body: (tenantId: string, userId: string) => object,
    person: Account = c.subject,
  ) => {
    const responses = [await http('post', path, c.token, body(c.tenant.id, person.userId))];
    if (c.relation === 'other' && c.caller === 'TENANT_ADMINISTRATOR') {
      responses.push(await http('post', path, c.token, body(tenants.A.id, person.userId)));
    }
    return { responses, target: { strings: personStrings(person) } };
  };
  /** A person that can be deleted: the caller themself for "own" (refused: not yourself), else a new one. */
  const deletable = async (c: Case): Promise<Account> =>
    c.relation === 'own' ? c.subject : newPerson(c.tenant);

  const plan = { productId: 'ledgerscope-professional', seatCount: 3, regionCount: 1, regionIds: [1] };
  const WATCHLIST_NOT_FOUND = { status: 404, codes: ['WATCHLIST_NOT_FOUND'] };
  const FILTER_NOT_FOUND = { status: 404, codes: ['SAVED_FILTER_NOT_FOUND'] };
  const PERSON_NOT_FOUND = { status: 404, codes: ['TENANT_NOT_FOUND', 'USER_NOT_FOUND'] };
  const NOT_YOURS = { status: 403, codes: ['INSUFFICIENT_PERMISSION'] };
  const NONE = { status: 0, codes: [] };

  const ROUTES: PolicyRoute[] = [
    // Personal resources: the owner only.
    {
      name: 'GET /api/watchlists/{id}',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: (c) =>
        one(http('get', `/api/watchlists/${c.personal.watchlistId}`, c.token), [
          c.personal.watchlistId,
          c.personal.watchlistName,
        ]),
      whenAllowed: (response, c) => expect(response.body.name).toBe(c.personal.watchlistName),
    },
    {
      name: 'PATCH /api/watchlists/{id}',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: async (c) => {
        const list = await newWatchlist(c.subject);
        return one(http('patch', `/api/watchlists/${list.id}`, c.token, { name: `${list.name} renamed` }), [
          list.id,
          list.name,
        ]);
      },
      whenAllowed: (response) => expect(response.body.name).toMatch(/renamed$/),
    },
    {
      name: 'DELETE /api/watchlists/{id}',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: async (c) => {
        const list = await newWatchlist(c.subject);
        return one(http('delete', `/api/watchlists/${list.id}`, c.token), [list.id, list.name]);
      },
      whenAllowed: (response) => expect(response.status).toBe(204),
    },
    {
      name: 'POST /api/watchlists/{id}/companies',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: async (c) => {
        const list = await newWatchlist(c.subject);
        return one(
          http('post', `/api/watchlists/${list.id}/companies`, c.token, { tickerIds: [secondTicker.id] }),
          [list.id, list.name],
        );
      },
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'DELETE /api/watchlists/{id}/companies/{tickerId}',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: async (c) => {
        const list = await newWatchlist(c.subject);
        return one(
          http('delete', `/api/watchlists/${list.id}/companies/${encodeURIComponent(ticker.id)}`, c.token),
          [list.id, list.name],
        );
      },
      whenAllowed: (response) => expect(response.body.companies).toEqual([]),
    },
    {
      name: 'POST /api/watchlists/{id}/upload',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: async (c) => {
        const list = await newWatchlist(c.subject);
        let call = request(app.getHttpServer()).post(`/api/watchlists/${list.id}/upload`);
        if (c.token) call = call.set('Authorization', `Bearer ${c.token}`);
        return one(call.attach('file', Buffer.from(`ISIN\n${secondTicker.isin}\n`), 'upload.csv'), [
          list.id,
          list.name,
        ]);
      },
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'POST /api/watchlists/download',
      access: 'owner',
      notYours: WATCHLIST_NOT_FOUND,
      send: (c) =>
        one(
          http('post', '/api/watchlists/download', c.token, {
            watchlistIds: [c.personal.watchlistId],
            fileName: 'policy',
          }),
          [c.personal.watchlistId, c.personal.watchlistName],
        ),
      whenAllowed: (response, c) => expect(response.text).toContain(c.personal.watchlistName),
    },
    {
      name: 'GET /api/saved-filters/{id}',
      access: 'owner',
      notYours: FILTER_NOT_FOUND,
      send: (c) =>
        one(http('get', `/api/saved-filters/${c.personal.savedFilterId}`, c.token), [
          c.personal.savedFilterId,
          c.personal.savedFilterName,
        ]),
      whenAllowed: (response, c) => expect(response.text).toContain(c.personal.savedFilterName),
    },
    {
      name: 'DELETE /api/saved-filters/{id}',
      access: 'owner',
      notYours: FILTER_NOT_FOUND,
      send: async (c) => {
        const filter = await newSavedFilter(c.subject);
        return one(http('delete', `/api/saved-filters/${filter.id}`, c.token), [filter.id, filter.name]);
      },
      whenAllowed: (response) => expect(response.status).toBe(204),
    },
    // Share links: the users of the sharer's tenant.
    {
      name: 'POST /api/share/open',
      access: 'tenant-members',
      notYours: { status: 404, codes: ['SHARE_LINK_INVALID'] },
      send: (c) =>
        one(http('post', '/api/share/open', c.token, { share: c.personal.share }), [c.personal.shareTag]),
      whenAllowed: (response, c) => expect(response.body.filter.note).toBe(c.personal.shareTag),
    },
    // Lists: every signed-in user, their own resources only ("peer" and "other": the same call, whose
    // answer must hold none of the peer's or the other tenant's).
    {
      name: 'GET /api/watchlists',
      access: 'list',
      notYours: NONE,
      send: (c) =>
        one(http('get', '/api/watchlists', c.token), [
          ...(c.relation === 'own' ? [] : [c.personal.watchlistId, c.personal.watchlistName]),
        ]),
      whenAllowed: (response, c) => {
        const names = (response.body as Array<{ name: string }>).map((list) => list.name);
        if (c.relation === 'own') expect(names).toContain(c.personal.watchlistName);
        else expect(names).not.toContain(c.personal.watchlistName);
      },
    },
    {
      name: 'GET /api/watchlists/containing',
      access: 'list',
      notYours: NONE,
      send: (c) =>
        one(http('get', `/api/watchlists/containing?tickerId=${encodeURIComponent(ticker.id)}`, c.token), [
          ...(c.relation === 'own' ? [] : [c.personal.watchlistId, c.personal.watchlistName]),
        ]),
      whenAllowed: (response, c) => {
        if (c.relation === 'own') expect(response.text).toContain(c.personal.watchlistId);
      },
    },
    {
      name: 'GET /api/saved-filters',
      access: 'list',
      notYours: NONE,
      send: (c) =>
        one(http('get', '/api/saved-filters', c.token), [
          ...(c.relation === 'own' ? [] : [c.personal.savedFilterId, c.personal.savedFilterName]),
        ]),
      whenAllowed: (response, c) => {
        if (c.relation === 'own') expect(response.text).toContain(c.personal.savedFilterName);
      },
    },
    // Tenants: staff only, any tenant.
    {
      name: 'GET /api/tenant/detail/{tenantId}',
      access: 'staff',
      notYours: NONE,
      send: (c) => one(http('get', `/api/tenant/detail/${c.tenant.id}`, c.token), tenantStrings(c.tenant)),
      whenAllowed: (response, c) => expect(response.body.id).toBe(c.tenant.id),
    },
    {
      name: 'POST /api/tenant/list',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(
          http(
            'post',
            `/api/tenant/list?searchInput=${encodeURIComponent(c.tenant.organizationName)}`,
            c.token,
          ),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response, c) =>
        expect((response.body.data as Array<{ id: string }>).map((tenant) => tenant.id)).toEqual([
          c.tenant.id,
        ]),
    },
    {
      name: 'POST /api/tenant/edit',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(
          http('post', '/api/tenant/edit', c.token, {
            id: c.tenant.id,
            organizationName: c.tenant.organizationName,
            organizationUrl: 'https://policy.test',
            contactName: 'Policy Contact',
            contactEmail: c.tenant.contactEmail,
            startDate: c.tenant.startDate.toISOString(),
            endDate: new Date(Date.now() + 365 * DAY).toISOString(),
            region: [1],
          }),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'POST /api/tenant/edit-status',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(
          http('post', '/api/tenant/edit-status', c.token, { tenantId: c.tenant.id, status: true }),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'POST /api/tenant/delete',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(http('post', '/api/tenant/delete', c.token, { tenantId: c.tenant.id }), tenantStrings(c.tenant)),
      // Every tenant here has users: refused for that, after the access check.
      whenAllowed: (response) => expect(response.body.errorCode).toBe('DELETE_TENANT_USER_EXIST'),
    },
    {
      name: 'POST /api/tenant/convert-ssp-to-enterprise/{id}',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(
          http('post', `/api/tenant/convert-ssp-to-enterprise/${c.tenant.id}`, c.token),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) =>
        expect(response.status === 200 || response.body.errorCode === 'TENANT_NOT_SSP').toBe(true),
    },
    {
      name: 'POST /api/tenant/update-tenant-manager',
      access: 'staff',
      notYours: NONE,
      send: (c) => {
        // The tenant's own administrator stays its manager (A, B); in S a user that is no caller.
        const manager = { A: 'TENANT_ADMINISTRATOR', S: 'peerS', B: 'taB' }[c.tenant.key];
        return one(
          http('post', '/api/tenant/update-tenant-manager', c.token, {
            tenantId: c.tenant.id,
            userId: account(manager).userId,
            limit: 50,
          }),
          tenantStrings(c.tenant),
        );
      },
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'GET /api/tenant/admin/user-by-tenant',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(
          http('get', `/api/tenant/admin/user-by-tenant?tenantId=${c.tenant.id}`, c.token),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response, c) => expect(response.text).toContain(c.subject.email),
    },
    // Tenant requests: staff only.
    {
      name: 'GET /api/tenant/request-future-create/{featureRequestId}',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        one(http('get', `/api/tenant/request-future-create/${c.tenant.requestId}`, c.token), [
          c.tenant.requestId,
          ...tenantStrings(c.tenant),
        ]),
      whenAllowed: (response, c) => expect(response.body.tenantId).toBe(c.tenant.id),
    },
    {
      name: 'POST /api/tenant/request-future-create/delete/{featureRequestId}',
      access: 'staff',
      notYours: NONE,
      send: async (c) => {
        const id = await newTenantRequest(c.tenant, account('ADMINISTRATOR').token);
        return one(http('post', `/api/tenant/request-future-create/delete/${id}`, c.token), [id]);
      },
      whenAllowed: (response) => expect(response.status).toBe(204),
    },
    // Persons: a tenant administrator in their tenant, staff in any.
    {
      name: 'POST /api/person/list',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: (c) =>
        one(http('post', '/api/person/list', c.token, { tenantId: c.tenant.id }), tenantStrings(c.tenant)),
      whenAllowed: (response, c) => expect(response.text).toContain(c.subject.email),
    },
    {
      name: 'GET /api/person/list-user-manage',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: (c) =>
        one(
          http('get', `/api/person/list-user-manage?tenantId=${c.tenant.id}`, c.token),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response, c) => expect(response.text).toContain(c.subject.email),
    },
    {
      name: 'POST /api/person/add',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: (c) =>
        one(
          http('post', '/api/person/add', c.token, {
            tenantId: c.tenant.id,
            displayName: 'Policy Added',
            email: `added-${unique()}@policy.test`,
          }),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) => expect(response.status).toBe(201),
    },
    {
      name: 'POST /api/person/edit',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: (c) =>
        personCall(c, '/api/person/edit', (tenantId, uid) => ({
          tenantId,
          uid,
          displayName: c.subject.displayName,
        })),
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'POST /api/person/delete',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: async (c) =>
        personCall(c, '/api/person/delete', (tenantId, uid) => ({ tenantId, uid }), await deletable(c)),
      whenAllowed: (response, c) =>
        c.relation === 'own'
          ? expect(response.body.errorCode).toBe('CANNOT_DELETE_SELF')
          : expect(response.status).toBe(204),
    },
    {
      name: 'POST /api/person/delete-multi',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: async (c) =>
        personCall(
          c,
          '/api/person/delete-multi',
          (tenantId, uid) => ({ tenantId, listIds: [uid] }),
          await deletable(c),
        ),
      whenAllowed: (response, c) =>
        c.relation === 'own'
          ? expect(response.body.errorCode).toBe('CANNOT_DELETE_SELF')
          : expect(response.body).toEqual({ deleted: 1 }),
    },
    {
      name: 'POST /api/person/batch-status',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: (c) =>
        personCall(c, '/api/person/batch-status', (tenantId, uid) => ({
          tenantId,
          listIds: [uid],
          disabled: false,
        })),
      whenAllowed: (response) => expect(response.body).toEqual({ updated: 1 }),
    },
    {
      name: 'POST /api/person/batch-luca',
      access: 'staff',
      notYours: NONE,
      send: (c) =>
        personCall(c, '/api/person/batch-luca', (tenantId, uid) => ({
          tenantId,
          listIds: [uid],
          lucaAccessible: false,
        })),
      whenAllowed: (response) => expect(response.body).toEqual({ updated: 1 }),
    },
    {
      name: 'POST /api/person/reset-password',
      access: 'persons',
      notYours: PERSON_NOT_FOUND,
      send: (c) => personCall(c, '/api/person/reset-password', (tenantId, uid) => ({ tenantId, uid })),
      whenAllowed: (response) => expect(response.status).toBe(204),
    },
    // Billing: the tenant's administrator, their own tenant only.
    {
      name: 'GET /api/payment/subscription/{tenantId}',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(http('get', `/api/payment/subscription/${c.tenant.id}`, c.token), tenantStrings(c.tenant)),
      whenAllowed: (response, c) => expect(response.body.tenantId).toBe(c.tenant.id),
    },
    {
      name: 'GET /api/payment/subscriptions/{id}',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(http('get', `/api/payment/subscriptions/${c.tenant.providerSubscriptionId ?? 'none'}`, c.token), [
          ...tenantStrings(c.tenant),
          ...(c.tenant.providerSubscriptionId ? [c.tenant.providerSubscriptionId] : []),
        ]),
      whenAllowed: (response, c) =>
        expect([response.status, response.body.id]).toEqual([200, c.tenant.providerSubscriptionId]),
    },
    {
      name: 'POST /api/payment/agreeSubscriptionTerms',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/agreeSubscriptionTerms', c.token, {
            companyId: c.tenant.companyId,
            agreedTerms: true,
          }),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) => expect(response.status).toBe(200),
    },
    {
      name: 'POST /api/payment/startTrial',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/startTrial', c.token, { tenantId: c.tenant.id }),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) => expect(response.body.errorCode).toBe('TRIAL_NOT_AVAILABLE'),
    },
    {
      name: 'POST /api/payment/checkout',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/checkout', c.token, { ...plan, tenantId: c.tenant.id }),
          tenantStrings(c.tenant),
        ),
    },
    {
      name: 'POST /api/payment/addSubscription',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/addSubscription', c.token, {
            tenantId: c.tenant.id,
            orderId: `no-such-order-${RUN}`,
          }),
          tenantStrings(c.tenant),
        ),
      whenAllowed: (response) => expect(response.body.errorCode).toBe('ORDER_NOT_FOUND'),
    },
    {
      name: 'POST /api/payment/estimateSubscription',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/estimateSubscription', c.token, { ...plan, tenantId: c.tenant.id }),
          tenantStrings(c.tenant),
        ),
    },
    {
      name: 'POST /api/payment/updateSubscription',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/updateSubscription', c.token, { ...plan, tenantId: c.tenant.id }),
          tenantStrings(c.tenant),
        ),
    },
    {
      name: 'POST /api/payment/cancelSubscription',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/cancelSubscription', c.token, {
            tenantId: c.tenant.id,
            cancellationReason: 'expensive',
          }),
          tenantStrings(c.tenant),
        ),
    },
    {
      name: 'POST /api/payment/resumeSubscription',
      access: 'tenant-admin',
      notYours: NOT_YOURS,
      send: (c) =>
        one(
          http('post', '/api/payment/resumeSubscription', c.token, { tenantId: c.tenant.id }),
          tenantStrings(c.tenant),
        ),
    },
  ];

  const CASES = ROUTES.flatMap((route) =>
    CALLERS.flatMap((caller) => RELATIONS.map((relation) => [route.name, caller, relation, route] as const)),
  );

  /** The other tenant's ids and canary, and every account's own watchlists and filters. */
  const otherTenantStrings = (): string[] => [
    CANARY,
    tenants.B.id,
    ...(tenants.B.providerSubscriptionId ? [tenants.B.providerSubscriptionId] : []),
    tenants.B.requestId,
    ...[...accounts.values()].filter(isB).map((owner) => owner.userId),
  ];
  const personalStringsOtherThan = (actor: Account): string[] =>
    [...accounts.values()]
      .filter((owner) => owner.key !== actor.key && personal.has(owner.key))
      .flatMap((owner) => {
        const resources = mine(owner);
        return [
          resources.watchlistId,
          resources.watchlistName,
          resources.savedFilterId,
          resources.savedFilterName,
        ];
      });

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    await inContext(app, (commands) =>
      commands.execute(new GenerateDataset({ companies: 60, years: 3, seed: 97, lastYear: 2025 })),
    );
    const companies = (
      await db.query<{ ticker_id: string; isin: string }>(
        `select c.ticker_id, c.isin from screening.company c
          where c.exchange_country_id = 1 and c.isin is not null
            and exists (select 1 from screening.ticker_year y where y.ticker_id = c.ticker_id and y.final_score is not null)
          order by c.ticker_id limit 2`,
      )
    ).rows;
    ticker = { id: companies[0]!.ticker_id, isin: companies[0]!.isin };
    secondTicker = { id: companies[1]!.ticker_id, isin: companies[1]!.isin };

    const people: Array<{ key: string; tenantKey: TenantKey; role: Role }> = [
      { key: 'USER', tenantKey: 'A', role: 'USER' },
      { key: 'TENANT_ADMINISTRATOR', tenantKey: 'A', role: 'TENANT_ADMINISTRATOR' },
      { key: 'peerA', tenantKey: 'A', role: 'USER' },
      { key: 'SALE', tenantKey: 'S', role: 'SALE' },
      { key: 'ADMINISTRATOR', tenantKey: 'S', role: 'ADMINISTRATOR' },
      { key: 'peerS', tenantKey: 'S', role: 'USER' },
      { key: 'userB', tenantKey: 'B', role: 'USER' },
      { key: 'taB', tenantKey: 'B', role: 'TENANT_ADMINISTRATOR' },
    ];
    await inContext(app, async (commands) => {
      for (const key of ['A', 'S', 'B'] as const) {
        const organizationName = key === 'B' ? `${CANARY} Org` : `Policy ${key} ${RUN}`;
        const contactEmail = `${key === 'B' ? CANARY.toLowerCase() : 'pol'}-contact-${key}@policy.test`;
        const startDate = new Date(Date.now() - DAY);
        const id = await commands.execute(
          new CreateTenant({
            organizationName,
            organizationUrl: 'https://policy.test',
            contactName: 'Policy Contact',
            contactEmail,
            regionIds: [1],
            startDate,
            ssp: true,
          }),
        );
        const providerSubscriptionId =
          key === 'S' ? null : `${key === 'B' ? CANARY : 'pol'}-sub-${key}-${RUN}`;
        if (providerSubscriptionId) {
          await commands.execute(
            new StartSubscription({
              kind: 'paid',
              tenantId: id,
              productId: 'ledgerscope-professional',
              interval: 'monthly',
              seatCount: 40,
              regionIds: [1],
              providerSubscriptionId,
              agreedTerms: true,
            }),
          );
        }
        tenants[key] = {
          key,
          id,
          companyId: 0,
          organizationName,
          contactEmail,
          startDate,
          providerSubscriptionId,
          requestId: '',
        };
      }
      for (const person of people) {
        const email = `${person.tenantKey === 'B' ? CANARY.toLowerCase() : 'pol'}-${person.key.toLowerCase()}-${RUN}@policy.test`;
        const displayName = `${person.tenantKey === 'B' ? CANARY : 'pol'} ${person.key}`;
        const userId = await commands.execute(
          new RegisterUserAccount({
            email,
            password: PASSWORD,
            displayName,
            role: person.role,
            tenantId: tenants[person.tenantKey].id,
            termsAgreed: true,
          }),
        );
        accounts.set(person.key, {
          key: person.key,
          email,
          userId,
          tenantKey: person.tenantKey,
          displayName,
          token: '',
        });
      }
    });
    for (const owner of accounts.values()) owner.token = await signIn(app, owner.email);
    for (const key of ['A', 'S', 'B'] as const) {
      const detail = await http(
        'get',
        `/api/tenant/detail/${tenants[key].id}`,
        account('ADMINISTRATOR').token,
      );
      tenants[key].companyId = detail.body.companyId as number;
      tenants[key].requestId = await newTenantRequest(tenants[key], account('ADMINISTRATOR').token);
    }
    for (const owner of accounts.values()) {
      const list = await newWatchlist(owner);
      const filter = await newSavedFilter(owner);
      const shareTag = tag(owner, 'share');
      const share = await http('post', '/api/share', owner.token, {
        filter: { exchange: [1], note: shareTag },
        selected: { tickerId: ticker.id, exchangeCountryId: 1 },
      }).expect(200);
      personal.set(owner.key, {
        watchlistId: list.id,
        watchlistName: list.name,
        savedFilterId: filter.id,
        savedFilterName: filter.name,
        share: share.body.share as string,
        shareTag,
      });
    }
  }, 120_000);

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  it(`has at least 600 cases (${CASES.length})`, () => {
    expect(CASES.length).toBeGreaterThanOrEqual(600);
  });

  it.each(CASES)('%s as %s on %s', async (_name, caller, relation, route) => {
    const actor = account(caller === 'anonymous' ? 'USER' : caller);
    const home = actor.tenantKey;
    const subject =
      relation === 'own'
        ? actor
        : relation === 'peer'
          ? account(home === 'A' ? 'peerA' : 'peerS')
          : account('userB');
    const c: Case = {
      caller,
      relation,
      actor,
      token: caller === 'anonymous' ? null : actor.token,
      subject,
      tenant: tenants[subject.tenantKey],
      personal: mine(subject),
    };
    const { responses, target } = await route.send(c);
    const permitted = allowed(route.access, caller, relation);
    const readsSubject = permitted && route.access !== 'list';
    const forbidden = [
      ...personalStringsOtherThan(actor),
      ...(readsSubject && relation === 'other' ? [] : otherTenantStrings()),
      ...(readsSubject ? [] : target.strings),
    ].map((text) => text.toLowerCase());

    for (const response of responses) {
      const summary = `${response.status} ${response.text.slice(0, 300)}`;
      try {
        expect(response.status).toBeLessThan(500);
        if (caller === 'anonymous') {
          expect([response.status, response.body.errorCode]).toEqual([401, 'UNAUTHORIZED']);
        } else if (!roleAdmitted(route.access, caller)) {
          expect([response.status, response.body.errorCode]).toEqual([403, 'INSUFFICIENT_PERMISSION']);
        } else if (!permitted) {
          expect(route.notYours.codes).toContain(response.body.errorCode);
          expect(response.status).toBe(route.notYours.status);
        } else {
          expect([401, 403]).not.toContain(response.status);
          if (route.notYours.codes.length > 0)
            expect(route.notYours.codes).not.toContain(response.body.errorCode);
          route.whenAllowed?.(response, c);
        }
      } catch (error) {
        // The answer, with the assertion that failed.
        (error as Error).message += `\nAnswer: ${summary}`;
        throw error;
      }
      const text = response.text.toLowerCase();
      const leaked = forbidden.filter((value) => value !== '' && text.includes(value));
      expect({ leaked, summary }).toEqual({ leaked: [], summary });
    }
  });

  it("left the other tenant's resources as they were", async () => {
    const owner = account('userB');
    const resources = mine(owner);
    const list = await http('get', `/api/watchlists/${resources.watchlistId}`, owner.token).expect(200);
    expect(list.body).toMatchObject({ name: resources.watchlistName });
    const companies = list.body.companies as Array<{ tickerID: string }>;
    expect(companies.map((company) => company.tickerID)).toEqual([ticker.id]);
    await http('get', `/api/saved-filters/${resources.savedFilterId}`, owner.token).expect(200);
    const { rows } = await db.query<{ disabled: boolean; display_name: string }>(
      'select disabled, display_name from identity.user_account where id = $1',
      [owner.userId],
    );
    expect(rows[0]).toEqual({ disabled: false, display_name: owner.displayName });
  });
});
