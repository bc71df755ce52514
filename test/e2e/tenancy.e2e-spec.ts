import { randomUUID } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { StartSubscription } from '../../src/contexts/billing/index.js';
import { RegisterUserAccount } from '../../src/contexts/identity/index.js';
import { CreateTenant } from '../../src/contexts/tenancy/index.js';
import { MESSAGES } from '../../src/shared/http/messages.js';
import { inContext, PASSWORD, signIn } from '../support/accounts.js';
import { waitForMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

interface TenantBody {
  id: string;
  companyId: number;
  organizationName: string;
  contactEmail: string;
  userAdmin: string | null;
  regionName: string;
  region: number[];
  status: boolean;
  ssp: boolean;
  usersLimit: number;
  userCount: number;
  seatsLeft: number;
}

interface PersonBody {
  uid: string;
  tenantId: string;
  email: string;
  displayName: string;
  disabled: boolean;
  status: string;
  lucaAccessible: boolean;
  isManager: boolean;
  role: string;
}

interface PersonListBody {
  listUser: PersonBody[];
  limit: number;
  seatsLeft: number;
  tenant: { id: string; provider: boolean };
}

const DAY = 86_400_000;

describe('Tenancy: tenants, persons, seats and sign-up', () => {
  let app: NestExpressApplication;
  let admin: string;
  let sales: string;
  let acmeOwner: string;

  const post = (token: string | null, path: string, body: object = {}) => {
    const call = request(app.getHttpServer()).post(`/api${path}`);
    return (token ? call.set('Authorization', `Bearer ${token}`) : call).send(body);
  };
  const get = (token: string, path: string) =>
    request(app.getHttpServer()).get(`/api${path}`).set('Authorization', `Bearer ${token}`);

  const tenantForm = (overrides: object = {}) => {
    const suffix = randomUUID().slice(0, 8);
    return {
      organizationName: `Northwind ${suffix}`,
      organizationUrl: 'https://northwind.test',
      contactName: 'Nora North',
      contactEmail: `nora-${suffix}@northwind.test`,
      startDate: new Date(Date.now() - DAY).toISOString(),
      endDate: new Date(Date.now() + 365 * DAY).toISOString(),
      region: [1, 3],
      ...overrides,
    };
  };

  async function tenantId(search: string): Promise<string> {
    const response = await post(admin, `/tenant/list?searchInput=${encodeURIComponent(search)}`);
    return (response.body as { data: TenantBody[] }).data[0]!.id;
  }

  /** A self-service tenant with `seats` paid seats (none: no subscription) and its signed-in administrator. */
  async function sspTenant(
    seats: number | null,
  ): Promise<{ tenantId: string; email: string; token: string }> {
    const suffix = randomUUID().slice(0, 8);
    const email = `owner-${suffix}@seats.test`;
    const tenantId = await inContext(app, async (commands) => {
      const id = await commands.execute(
        new CreateTenant({
          organizationName: `Seats ${suffix}`,
          organizationUrl: 'https://seats.test',
          contactName: 'Sam Seats',
          contactEmail: email,
          regionIds: [1],
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
            regionIds: [1],
            providerSubscriptionId: `test-${suffix}`,
            agreedTerms: true,
          }),
        );
      }
      await commands.execute(
        new RegisterUserAccount({
          email,
          password: PASSWORD,
          displayName: 'Sam Seats',
          role: 'TENANT_ADMINISTRATOR',
          tenantId: id,
          termsAgreed: true,
        }),
      );
      return id;
    });
    return { tenantId, email, token: await signIn(app, email) };
  }

  beforeAll(async () => {
    app = await startTestApp();
    admin = await signIn(app, 'admin@ledgerscope.test');
    sales = await signIn(app, 'sales@ledgerscope.test');
    acmeOwner = await signIn(app, 'owner@acme.test');
  });

  afterAll(async () => {
    await app.close();
  });

  describe('tenants (staff)', () => {
    it('adds an enterprise tenant and answers the Tenant entity with region names', async () => {
      const form = tenantForm();
      const response = await post(admin, '/tenant/add', form);
      expect(response.status).toBe(201);
      const tenant = response.body as TenantBody;
      expect(tenant).toMatchObject({
        organizationName: form.organizationName,
        contactEmail: form.contactEmail,
        region: [1, 3],
        regionName: 'United States, United Kingdom',
        status: true,
        ssp: false,
        userCount: 0,
        usersLimit: 0,
        seatsLeft: 0,
        userAdmin: null,
      });
      expect(tenant.companyId).toBeGreaterThan(0);
    });

    it.each([
      [{ region: [] }, MESSAGES.REGION_REQUIRED],
      [{ organizationUrl: '' }, MESSAGES.ORGANIZATION_URL_REQUIRED],
      [{ contactName: ' ' }, MESSAGES.POC_NAME_REQUIRED],
      [{ contactEmail: '' }, MESSAGES.POC_EMAIL_REQUIRED],
      [{ contactEmail: 'nora@northwind' }, MESSAGES.INVALID_EMAIL],
      [{ startDate: undefined }, MESSAGES.START_DATE_REQUIRED],
      [{ endDate: 'not a date' }, MESSAGES.END_DATE_REQUIRED],
      [{ organizationName: 'Evil <script>' }, MESSAGES.INVALID_DISPLAY_NAME],
      [
        { startDate: new Date(Date.now() + DAY).toISOString(), endDate: new Date().toISOString() },
        'End Date must greater than Start Access',
      ],
    ])('refuses %j with the spec text', async (override, message) => {
      const response = await post(admin, '/tenant/add', tenantForm(override));
      expect(response.status).toBe(400);
      expect((response.body as { message: string }).message).toBe(message);
    });

    it('refuses a second tenant of the same name (any case)', async () => {
      const form = tenantForm();
      expect((await post(admin, '/tenant/add', form)).status).toBe(201);
      const again = await post(admin, '/tenant/add', {
        ...tenantForm(),
        organizationName: form.organizationName.toUpperCase(),
      });
      expect(again.status).toBe(409);
      expect(again.body.errorCode).toBe('ORGANIZATION_ALREADY_EXISTS');
    });

    it('lists 10 per page, searches name and POC email, sorts by companyId ascending by default', async () => {
      const marker = `Pager${randomUUID().slice(0, 6)}`;
      for (let index = 0; index < 12; index += 1) {
        const status = (
          await post(sales, '/tenant/add', tenantForm({ organizationName: `${marker} ${index}` }))
        ).status;
        expect(status).toBe(201);
      }
      const first = await post(admin, `/tenant/list?searchInput=${marker.toLowerCase()}`);
      const page1 = first.body as { data: TenantBody[]; total: number };
      expect(page1.total).toBe(12);
      expect(page1.data).toHaveLength(10);
      const ids = page1.data.map((tenant) => tenant.companyId);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const page2 = (await post(admin, `/tenant/list?searchInput=${marker}&page=2`)).body as {
        data: TenantBody[];
      };
      expect(page2.data).toHaveLength(2);
      const byName = (
        await post(
          admin,
          `/tenant/list?searchInput=${marker}&sortField=organizationName&sortDir=desc&pageSize=3`,
        )
      ).body as { data: TenantBody[] };
      expect(byName.data.map((tenant) => tenant.organizationName)).toEqual([
        `${marker} 9`,
        `${marker} 8`,
        `${marker} 7`,
      ]);
      const byEmail = (await post(admin, '/tenant/list?searchInput=owner@acme.test')).body as {
        data: TenantBody[];
      };
      expect(byEmail.data.map((tenant) => tenant.organizationName)).toEqual(['Acme Capital']);
      expect((await post(admin, `/tenant/list?searchInput=${'x'.repeat(256)}`)).status).toBe(400);
    });

    it('edits a tenant, with the edit date rule', async () => {
      const created = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const edit = tenantForm({ organizationName: `${created.organizationName} Renamed`, region: [4] });
      const response = await post(admin, '/tenant/edit', { ...edit, id: created.id });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ organizationName: edit.organizationName, regionName: 'Germany' });
      const same = new Date().toISOString();
      const bad = await post(admin, '/tenant/edit', {
        ...edit,
        id: created.id,
        startDate: same,
        endDate: same,
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Start Date cannot after or equal End Date');
      const missing = await post(admin, '/tenant/edit', { ...edit, id: randomUUID() });
      expect(missing.status).toBe(404);
    });

    it('refuses to delete a tenant with users, with the spec text; deletes an empty one', async () => {
      const created = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const person = await post(admin, '/person/add', {
        tenantId: created.id,
        displayName: 'Del Person',
        email: `del-${randomUUID().slice(0, 8)}@northwind.test`,
      });
      expect(person.status).toBe(201);
      const refused = await post(admin, '/tenant/delete', { tenantId: created.id });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        errorCode: 'DELETE_TENANT_USER_EXIST',
        message:
          'This tenant cannot be deleted since the user is still exists. If you want to delete this tenant, please delete all user associated with this tenant.',
      });
      const uid = (person.body as PersonBody).uid;
      expect((await post(admin, '/person/delete', { tenantId: created.id, uid })).status).toBe(204);
      expect((await post(admin, '/tenant/delete', { tenantId: created.id })).status).toBe(204);
      expect((await get(admin, `/tenant/detail/${created.id}`)).status).toBe(404);
    });

    it('switches only SSP tenants to Enterprise', async () => {
      const enterprise = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const refused = await post(admin, `/tenant/convert-ssp-to-enterprise/${enterprise.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This tenant cannot be switched to Enterprise');
      const { tenantId: ssp } = await sspTenant(3);
      const converted = await post(sales, `/tenant/convert-ssp-to-enterprise/${ssp}`);
      expect(converted.status).toBe(200);
      expect(converted.body).toMatchObject({ ssp: false });
    });

    it('edits the status, and sets the user admin with a users limit (one user admin per tenant)', async () => {
      const created = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const disabled = await post(admin, '/tenant/edit-status', { tenantId: created.id, status: false });
      expect(disabled.body).toMatchObject({ status: false });
      const add = (email: string) =>
        post(admin, '/person/add', { tenantId: created.id, displayName: email.split('@')[0], email });
      const suffix = randomUUID().slice(0, 8);
      const first = (await add(`first-${suffix}@northwind.test`)).body as PersonBody;
      const second = (await add(`second-${suffix}@northwind.test`)).body as PersonBody;
      const set = await post(admin, '/tenant/update-tenant-manager', {
        tenantId: created.id,
        userId: first.uid,
        limit: 5,
      });
      expect(set.status).toBe(200);
      expect(set.body).toMatchObject({ userAdmin: first.email, usersLimit: 5, userCount: 2, seatsLeft: 3 });
      await post(admin, '/tenant/update-tenant-manager', {
        tenantId: created.id,
        userId: second.uid,
        limit: 5,
      });
      const people = (await post(admin, '/person/list', { tenantId: created.id })).body as PersonListBody;
      const roles = Object.fromEntries(people.listUser.map((person) => [person.email, person.role]));
      expect(roles).toEqual({ [first.email]: 'USER', [second.email]: 'TENANT_ADMINISTRATOR' });
      const negative = await post(admin, '/tenant/update-tenant-manager', {
        tenantId: created.id,
        userId: second.uid,
        limit: -1,
      });
      expect(negative.status).toBe(400);
    });
  });

  describe('persons', () => {
    it('adds a person without ever returning a password and mails a 3-day setup link', async () => {
      const created = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const email = `setup-${randomUUID().slice(0, 8)}@northwind.test`;
      const response = await post(admin, '/person/add', {
        tenantId: created.id,
        displayName: 'Sue Setup',
        email: email.toUpperCase(),
        lucaAccessible: true,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({ email, lucaAccessible: true, status: 'Active', role: 'USER' });
      expect(JSON.stringify(response.body)).not.toMatch(/password/i);
      const mail = await waitForMail(email, /set your password/i);
      expect(mail.text).toContain('expires in 3 days');
      const token = /resetPassword\?token=([^&\s]+)/.exec(mail.text ?? '')?.[1];
      expect(token).toBeDefined();
      const set = await post(null, '/tenant/new-password', { token, newPassword: 'Fresh!Passw0rd' });
      expect(set.status).toBe(200);
      expect(await signIn(app, email, 'Fresh!Passw0rd')).toBeTruthy();

      const duplicate = await post(admin, '/person/add', {
        tenantId: created.id,
        displayName: 'Again',
        email,
      });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({
        errorCode: 'EMAIL_ALREADY_EXISTS',
        message: 'The user with the provided email already exists',
      });
    });

    it.each([
      [{ displayName: '' }, 'User Name is required.'],
      [{ email: '' }, 'Email is required.'],
      [{ email: 'not-an-email' }, 'Please enter a valid email.'],
    ])('refuses person %j with the spec text', async (override, message) => {
      const { tenantId } = await sspTenant(5);
      const response = await post(admin, '/person/add', {
        tenantId,
        displayName: 'Valid Name',
        email: `valid-${randomUUID().slice(0, 8)}@seats.test`,
        ...override,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });

    it('sets Active/Disabled and Luca access one by one and in batches', async () => {
      const created = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const ids: string[] = [];
      for (const name of ['a', 'b', 'c']) {
        const body = (
          await post(admin, '/person/add', {
            tenantId: created.id,
            displayName: name,
            email: `${name}-${randomUUID().slice(0, 8)}@northwind.test`,
          })
        ).body as PersonBody;
        ids.push(body.uid);
      }
      const batch = await post(admin, '/person/batch-status', {
        tenantId: created.id,
        listIds: ids.slice(0, 2),
        disabled: true,
      });
      expect(batch.body).toEqual({ updated: 2 });
      const luca = await post(sales, '/person/batch-luca', {
        tenantId: created.id,
        listIds: ids,
        lucaAccessible: true,
      });
      expect(luca.body).toEqual({ updated: 3 });
      const single = await post(admin, '/person/edit', {
        tenantId: created.id,
        uid: ids[0],
        disabled: false,
      });
      expect(single.body).toMatchObject({ disabled: false, status: 'Active', lucaAccessible: true });
      const list = (await post(admin, '/person/list', { tenantId: created.id })).body as PersonListBody;
      expect(
        list.listUser.map((person) => [person.displayName, person.status, person.lucaAccessible]),
      ).toEqual([
        ['a', 'Active', true],
        ['b', 'Inactive', true],
        ['c', 'Active', true],
      ]);
    });

    it('edits roles only as an administrator, in the provider tenant, for provider email domains', async () => {
      const provider = await tenantId('Ledgerscope');
      const email = `staff-${randomUUID().slice(0, 8)}@ledgerscope.test`;
      const staff = (
        await post(admin, '/person/add', { tenantId: provider, displayName: 'New Staff', email })
      ).body as PersonBody;
      const promoted = await post(admin, '/person/edit', {
        tenantId: provider,
        uid: staff.uid,
        role: 'SALE',
      });
      expect(promoted.status).toBe(200);
      expect(promoted.body).toMatchObject({ role: 'SALE' });
      const bySales = await post(sales, '/person/edit', { tenantId: provider, uid: staff.uid, role: 'USER' });
      expect(bySales.status).toBe(403);
      expect(bySales.body.errorCode).toBe('ROLE_EDIT_NOT_ALLOWED');

      const outsider = (
        await post(admin, '/person/add', {
          tenantId: provider,
          displayName: 'Contractor',
          email: `contractor-${randomUUID().slice(0, 8)}@example.test`,
        })
      ).body as PersonBody;
      const foreign = await post(admin, '/person/edit', {
        tenantId: provider,
        uid: outsider.uid,
        role: 'SALE',
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body.errorCode).toBe('ROLE_EDIT_NOT_ALLOWED');

      const customer = (await post(admin, '/tenant/add', tenantForm())).body as TenantBody;
      const user = (
        await post(admin, '/person/add', {
          tenantId: customer.id,
          displayName: 'Customer With Provider Domain',
          email: `c-${randomUUID().slice(0, 8)}@ledgerscope.test`,
        })
      ).body as PersonBody;
      const notProvider = await post(admin, '/person/edit', {
        tenantId: customer.id,
        uid: user.uid,
        role: 'SALE',
      });
      expect(notProvider.status).toBe(403);
      const administrator = await post(admin, '/person/edit', {
        tenantId: provider,
        uid: staff.uid,
        role: 'ADMINISTRATOR',
      });
      expect(administrator.status).toBe(400);
    });
    it("takes a deleted person's watchlists and saved filters with them", async () => {
      const owner = await sspTenant(5);
      const email = `leaver-${randomUUID().slice(0, 8)}@seats.test`;
      const userId = await inContext(app, (commands) =>
        commands.execute(
          new RegisterUserAccount({
            email,
            password: PASSWORD,
            displayName: 'Leaving Soon',
            role: 'USER',
            tenantId: owner.tenantId,
            termsAgreed: true,
          }),
        ),
      );
      const token = await signIn(app, email);
      const list = await post(token, '/watchlists', { name: 'Mine' });
      expect(list.status).toBe(201);
      const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await db.connect();
      try {
        const count = async () =>
          Number(
            (await db.query('select count(*) from watchlists.watchlist where user_id = $1', [userId])).rows[0]
              .count,
          );
        expect(await count()).toBe(1);
        expect(
          (await post(owner.token, '/person/delete', { tenantId: owner.tenantId, uid: userId })).status,
        ).toBe(204);
        const deadline = Date.now() + 5000;
        while ((await count()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
        expect(await count()).toBe(0);
        expect((await post(token, '/watchlists', { name: 'Ghost' })).status).toBe(401);
      } finally {
        await db.end();
      }
    });
  });

  describe('a tenant administrator', () => {
    it('adds users until the seats run out, then gets the seat message', async () => {
      const owner = await sspTenant(2);
      const listed = (await get(owner.token, '/person/list-user-manage')).body as PersonListBody;
      expect(listed).toMatchObject({ limit: 2, seatsLeft: 1 });
      const add = (index: number) =>
        post(owner.token, '/person/add', {
          tenantId: owner.tenantId,
          displayName: `Seat ${index}`,
          email: `seat-${index}-${randomUUID().slice(0, 8)}@seats.test`,
        });
      expect((await add(1)).status).toBe(201);
      const full = await add(2);
      expect(full.status).toBe(409);
      expect(full.body).toEqual({
        statusCode: 409,
        errorCode: 'NOT_ENOUGH_SEATS',
        message: "You don't have enough seats. Please update your subscription to add more users.",
      });
      expect(((await get(owner.token, '/person/list-user-manage')).body as PersonListBody).seatsLeft).toBe(0);
    });

    it('without a subscription is told to subscribe first', async () => {
      const owner = await sspTenant(null);
      const response = await post(owner.token, '/person/add', {
        tenantId: owner.tenantId,
        displayName: 'Nobody',
        email: `nobody-${randomUUID().slice(0, 8)}@seats.test`,
      });
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(
        "You haven't subscribed to any bundle yet. Please update your subscription first.",
      );
    });

    it('cannot delete or disable themself, alone or in a batch, and nothing changes', async () => {
      const owner = await sspTenant(5);
      const list = (await get(owner.token, '/person/list-user-manage')).body as PersonListBody;
      const self = list.listUser.find((person) => person.email === owner.email)!;
      const other = (
        await post(owner.token, '/person/add', {
          tenantId: owner.tenantId,
          displayName: 'Other',
          email: `other-${randomUUID().slice(0, 8)}@seats.test`,
        })
      ).body as PersonBody;
      const single = await post(owner.token, '/person/delete', { tenantId: owner.tenantId, uid: self.uid });
      expect(single.status).toBe(409);
      expect(single.body.errorCode).toBe('CANNOT_DELETE_SELF');
      const batch = await post(owner.token, '/person/delete-multi', {
        tenantId: owner.tenantId,
        listIds: [other.uid, self.uid],
      });
      expect(batch.status).toBe(409);
      const disable = await post(owner.token, '/person/batch-status', {
        tenantId: owner.tenantId,
        listIds: [self.uid],
        disabled: true,
      });
      expect(disable.body.errorCode).toBe('CANNOT_DISABLE_SELF');
      const after = (await get(owner.token, '/person/list-user-manage')).body as PersonListBody;
      expect(after.listUser).toHaveLength(2);
      expect(after.listUser.every((person) => !person.disabled)).toBe(true);
      const deleted = await post(owner.token, '/person/delete-multi', {
        tenantId: owner.tenantId,
        listIds: [other.uid],
      });
      expect(deleted.body).toEqual({ deleted: 1 });
    });

    it('cannot grant Luca access or a role (mass assignment)', async () => {
      const owner = await sspTenant(5);
      const added = await post(owner.token, '/person/add', {
        tenantId: owner.tenantId,
        displayName: 'Wants Luca',
        email: `luca-${randomUUID().slice(0, 8)}@seats.test`,
        lucaAccessible: true,
      });
      expect(added.status).toBe(403);
      const plain = (
        await post(owner.token, '/person/add', {
          tenantId: owner.tenantId,
          displayName: 'Plain',
          email: `plain-${randomUUID().slice(0, 8)}@seats.test`,
        })
      ).body as PersonBody;
      for (const change of [{ lucaAccessible: true }, { role: 'SALE' }]) {
        const response = await post(owner.token, '/person/edit', {
          tenantId: owner.tenantId,
          uid: plain.uid,
          ...change,
        });
        expect(response.status).toBe(403);
      }
      const tenantSwap = await post(owner.token, '/person/edit', {
        tenantId: owner.tenantId,
        uid: plain.uid,
        displayName: 'Renamed',
        email: 'hijack@example.test',
      });
      expect(tenantSwap.status).toBe(400);
      const list = (await get(owner.token, '/person/list-user-manage')).body as PersonListBody;
      expect(list.listUser.find((person) => person.uid === plain.uid)).toMatchObject({
        displayName: 'Plain',
        lucaAccessible: false,
        role: 'USER',
      });
      expect(
        (
          await post(owner.token, '/person/batch-luca', {
            tenantId: owner.tenantId,
            listIds: [plain.uid],
            lucaAccessible: true,
          })
        ).status,
      ).toBe(403);
    });

    it("never reaches another tenant's persons: by id in body, path and query", async () => {
      const globex = await tenantId('Globex');
      const acme = await tenantId('Acme Capital');
      const globexPeople = ((await post(admin, '/person/list', { tenantId: globex })).body as PersonListBody)
        .listUser;
      const globexUser = globexPeople[0]!;
      const attempts = [
        post(acmeOwner, '/person/list', { tenantId: globex }),
        get(acmeOwner, `/person/list-user-manage?tenantId=${globex}`),
        post(acmeOwner, '/person/add', { tenantId: globex, displayName: 'Spy', email: 'spy@acme.test' }),
        post(acmeOwner, '/person/edit', { tenantId: globex, uid: globexUser.uid, displayName: 'Owned' }),
        post(acmeOwner, '/person/edit', { tenantId: acme, uid: globexUser.uid, displayName: 'Owned' }),
        post(acmeOwner, '/person/delete', { tenantId: globex, uid: globexUser.uid }),
        post(acmeOwner, '/person/delete', { tenantId: acme, uid: globexUser.uid }),
        post(acmeOwner, '/person/delete-multi', { tenantId: acme, listIds: [globexUser.uid] }),
        post(acmeOwner, '/person/batch-status', {
          tenantId: acme,
          listIds: [globexUser.uid],
          disabled: true,
        }),
        post(acmeOwner, '/person/batch-status', {
          tenantId: globex,
          listIds: [globexUser.uid],
          disabled: true,
        }),
        post(acmeOwner, '/person/reset-password', { tenantId: globex, uid: globexUser.uid }),
        post(acmeOwner, '/person/reset-password', { tenantId: acme, uid: globexUser.uid }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.status).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain('globex');
      }
      const staffOnly = [
        get(acmeOwner, `/tenant/detail/${globex}`),
        get(acmeOwner, `/tenant/admin/user-by-tenant?tenantId=${globex}`),
        post(acmeOwner, '/tenant/edit-status', { tenantId: globex, status: false }),
        post(acmeOwner, '/person/batch-luca', {
          tenantId: globex,
          listIds: [globexUser.uid],
          lucaAccessible: true,
        }),
      ];
      for (const response of await Promise.all(staffOnly)) expect(response.status).toBe(403);
      const after = ((await post(admin, '/person/list', { tenantId: globex })).body as PersonListBody)
        .listUser;
      expect(after).toEqual(globexPeople);
      const own = (await get(acmeOwner, '/person/list-user-manage')).body as PersonListBody;
      // Other suites add people to Acme too: what matters is that they are all Acme's, none Globex's.
      expect(own.listUser.length).toBeGreaterThan(0);
      expect(own.listUser.every((person) => person.tenantId === acme)).toBe(true);
      const globexIds = new Set(globexPeople.map((person) => person.uid));
      expect(own.listUser.some((person) => globexIds.has(person.uid))).toBe(false);
    });
  });

  describe('public sign-up', () => {
    it('creates an SSP tenant and its first administrator, who sets a password through the mailed link', async () => {
      const suffix = randomUUID().slice(0, 8);
      const email = `founder-${suffix}@startup.test`;
      const response = await post(null, '/tenant/addWithAdmin', {
        organizationName: `Startup ${suffix}`,
        contactName: 'Fran Founder',
        organizationUrl: 'https://startup.test',
        contactEmail: email,
        productId: 'ledgerscope-professional',
      });
      expect(response.status).toBe(201);
      expect(response.body.message).toContain(email);
      const mail = await waitForMail(email, /set your password/i);
      const token = /resetPassword\?token=([^&\s]+)/.exec(mail.text ?? '')?.[1];
      const set = await post(null, '/tenant/new-password', { token, newPassword: 'Founder!Passw0rd' });
      expect(set.status).toBe(200);
      const principal = await post(null, '/auth/login', { email, password: 'Founder!Passw0rd' });
      expect(principal.body).toMatchObject({ tenantAdministrator: true });
      const tenants = (await post(admin, `/tenant/list?searchInput=Startup ${suffix}`)).body as {
        data: TenantBody[];
      };
      expect(tenants.data[0]).toMatchObject({ ssp: true, userAdmin: email, userCount: 1 });
    });

    it('refuses malicious names, taken names and taken emails, leaving nothing behind', async () => {
      const base = {
        contactName: 'Fran Founder',
        organizationUrl: 'https://startup.test',
        productId: 'ledgerscope-professional',
      };
      const evil = await post(null, '/tenant/addWithAdmin', {
        ...base,
        organizationName: '<img src=x onerror=alert(1)>',
        contactEmail: `evil-${randomUUID().slice(0, 8)}@startup.test`,
      });
      expect(evil.status).toBe(400);
      expect(evil.body.errorCode).toBe('INVALID_DISPLAY_NAME');
      const takenName = await post(null, '/tenant/addWithAdmin', {
        ...base,
        organizationName: 'Acme Capital',
        contactEmail: `x-${randomUUID().slice(0, 8)}@startup.test`,
      });
      expect(takenName.status).toBe(409);
      const name = `Taken Email ${randomUUID().slice(0, 8)}`;
      const takenEmail = await post(null, '/tenant/addWithAdmin', {
        ...base,
        organizationName: name,
        contactEmail: 'owner@acme.test',
      });
      expect(takenEmail.status).toBe(409);
      expect(takenEmail.body.errorCode).toBe('EMAIL_ALREADY_EXISTS');
      const left = (await post(admin, `/tenant/list?searchInput=${encodeURIComponent(name)}`)).body as {
        total: number;
      };
      expect(left.total).toBe(0);
    });
  });
});
