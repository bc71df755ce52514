import { randomUUID } from 'node:crypto';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { RunDueTenantRequests } from '../../src/contexts/tenancy/application/commands/run-tenant-requests/run-tenant-requests.command.js';
import { DeletePersons } from '../../src/contexts/tenancy/index.js';
import { Clock } from '../../src/shared/domain/clock.js';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { createAccount, inContext, signIn } from '../support/accounts.js';
import { freePort } from '../support/free-port.js';
import { inboxUrl, type CaughtMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';
import { zipArchive } from '../support/xlsx.js';

const BASE = '/api/tenant/request-future-create';
const JOB = 'tenancy.tenant-requests';
const SETUP_SUBJECT = 'Your Ledgerscope account: set your password';
const DAY = 86_400_000;

/** A calendar day (YYYY-MM-DD) `days` after today in Singapore. */
function singaporeDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** The instant of hh:mm on that Singapore day (UTC+8, no daylight saving). */
function singaporeInstant(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00+08:00`));
}

const changedClocks = new Set<Clock>();

/** Sets an app's clock to `at` (until restored): the clock every handler and job of that process reads. */
function setClock(app: INestApplication, at: Date): void {
  const clock = app.get(Clock);
  clock.now = () => new Date(at.getTime());
  changedClocks.add(clock);
}

/** Back to the system clock (the method of the prototype). */
function restoreClocks(): void {
  for (const clock of changedClocks) delete (clock as { now?: unknown }).now;
  changedClocks.clear();
}

interface RequestView {
  featureRequestId: string;
  requestType: string;
  state: string;
  country: string;
  startDate: string;
  endDate: string;
  tenantId: string | null;
  organizationName: string | null;
  regions: number[];
  regionName: string;
  personList: Array<{
    displayName: string;
    email: string;
    lucaAccessible: boolean;
    uid: string | null;
    error: string | null;
  }>;
  uids: string[];
  failureReason: string | null;
}

/** A one-sheet .xlsx of these rows (inline strings), zipped with deflate. */
function xlsx(rows: string[][]): Buffer {
  const cell = (value: string) =>
    `<c t="inlineStr"><is><t>${value.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</t></is></c>`;
  const sheet = `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows
    .map((row, index) => `<row r="${index + 1}">${row.map(cell).join('')}</row>`)
    .join('')}</sheetData></worksheet>`;
  const parts: Record<string, string> = {
    '[Content_Types].xml': '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    'xl/workbook.xml':
      '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheet,
  };
  return zipArchive(parts);
}

describe('Tenant requests API: access, validation, edit, delete, upload', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  let sale: string;
  let owner: string;
  let analyst: string;
  const tomorrow = singaporeDay(1);
  const nextWeek = singaporeDay(8);

  const call = (token: string | null) => {
    const server = app.getHttpServer();
    const auth = (test: request.Test) => (token ? test.set('Authorization', `Bearer ${token}`) : test);
    return {
      get: (path: string) => auth(request(server).get(`${BASE}${path}`)),
      post: (path: string, body?: object) => auth(request(server).post(`${BASE}${path}`)).send(body),
      upload: (content: string | Buffer, fileName: string) =>
        auth(request(server).post(`${BASE}/upload`)).attach(
          'file',
          Buffer.isBuffer(content) ? content : Buffer.from(content),
          fileName,
        ),
    };
  };

  const tenantBody = (suffix: string) => ({
    requestType: 'TENANT',
    country: 'Asia/Singapore',
    startDate: `${tomorrow}T09:00:00`,
    endDate: `${nextWeek}T09:00:00`,
    organizationName: `Request Org ${suffix}`,
    organizationUrl: 'https://request.test',
    contactName: 'Pat Contact',
    contactEmail: `pat-${suffix}@request.test`,
    tenantManagerName: 'Pat Contact',
    tenantManagerEmail: `pat-${suffix}@request.test`,
    regions: [1, 3],
    selectAllRegions: false,
    personList: [{ displayName: 'Rae Requested', email: `rae-${suffix}@request.test`, lucaAccessible: true }],
  });

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = await signIn(app, 'admin@ledgerscope.test');
    sale = await signIn(app, 'sales@ledgerscope.test');
    owner = await signIn(app, 'owner@acme.test');
    analyst = await signIn(app, 'analyst@acme.test');
  });

  afterAll(async () => {
    restoreClocks();
    await db.end();
    await app.close();
  });

  it('is for staff only: 401 anonymous, 403 for a tenant administrator and a user', async () => {
    const someId = randomUUID();
    const routes = [
      (token: string | null) => call(token).get('/list'),
      (token: string | null) => call(token).get(`/${someId}`),
      (token: string | null) => call(token).post('', tenantBody('x')),
      (token: string | null) => call(token).post(`/delete/${someId}`),
      (token: string | null) => call(token).upload('Name,Email,Luca\nA,a@b.test,Yes', 'users.csv'),
    ];
    for (const route of routes) {
      const anonymous = await route(null);
      expect(anonymous.status).toBe(401);
      for (const token of [owner, analyst]) {
        const refused = await route(token);
        expect(refused.status).toBe(403);
        expect(refused.body.errorCode).toBe('INSUFFICIENT_PERMISSION');
      }
    }
    await call(sale).get('/list').expect(200);
    await call(admin).get('/list').expect(200);
    expect(
      (await db.query(`select 1 from tenancy.tenant_request where organization_name = 'Request Org x'`))
        .rowCount,
    ).toBe(0);
  });

  it('creates, reads, lists, edits and deletes a tenant request', async () => {
    const suffix = randomUUID().slice(0, 8);
    const created = await call(sale).post('', tenantBody(suffix)).expect(201);
    const view = created.body as RequestView;
    expect(view).toMatchObject({
      requestType: 'TENANT',
      state: 'PENDING',
      country: 'Asia/Singapore',
      startDate: `${tomorrow}T01:00:00.000Z`,
      endDate: `${nextWeek}T01:00:00.000Z`,
      tenantId: null,
      organizationName: `Request Org ${suffix}`,
      regions: [1, 3],
      regionName: 'United States, United Kingdom',
      uids: [],
      failureReason: null,
    });
    expect(view.personList).toEqual([
      {
        displayName: 'Rae Requested',
        email: `rae-${suffix}@request.test`,
        lucaAccessible: true,
        uid: null,
        error: null,
      },
    ]);

    const read = await call(admin).get(`/${view.featureRequestId}`).expect(200);
    expect(read.body).toEqual(view);
    const tenants = await call(admin).get('/list?requestType=TENANT').expect(200);
    expect((tenants.body.data as RequestView[]).map((item) => item.featureRequestId)).toContain(
      view.featureRequestId,
    );
    expect(tenants.body.total).toBe(tenants.body.data.length);
    const users = await call(admin).get('/list?requestType=USER,LUCA').expect(200);
    expect(
      (users.body.data as RequestView[]).some((item) => item.featureRequestId === view.featureRequestId),
    ).toBe(false);
    await call(admin).get('/list?requestType=OTHER').expect(400);

    // Edit: the body with featureRequestId replaces the request; the missing type means TENANT.
    const { requestType: _type, ...withoutType } = tenantBody(suffix);
    const edited = await call(admin)
      .post('', {
        ...withoutType,
        featureRequestId: view.featureRequestId,
        startDate: `${tomorrow}T00:00:00Z`,
        selectAllRegions: true,
        regions: [],
      })
      .expect(200);
    expect(edited.body).toMatchObject({
      featureRequestId: view.featureRequestId,
      requestType: 'TENANT',
      startDate: `${tomorrow}T00:00:00.000Z`,
      selectAllRegions: true,
      regionName: 'All',
    });
    expect((edited.body as RequestView).regions.length).toBeGreaterThan(10);

    // Another pending request cannot take the same organization name, nor can an existing tenant's.
    const taken = await call(admin).post('', {
      ...tenantBody(randomUUID().slice(0, 8)),
      organizationName: `request org ${suffix}`,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.errorCode).toBe('ORGANIZATION_ALREADY_EXISTS');
    const existing = await call(admin).post('', {
      ...tenantBody(randomUUID().slice(0, 8)),
      organizationName: 'Acme Capital',
    });
    expect(existing.status).toBe(409);
    expect(existing.body.errorCode).toBe('ORGANIZATION_ALREADY_EXISTS');

    await call(admin).post(`/delete/${view.featureRequestId}`).expect(204);
    const gone = await call(admin).get(`/${view.featureRequestId}`).expect(404);
    expect(gone.body).toEqual({
      statusCode: 404,
      errorCode: 'REQUEST_NOT_FOUND',
      message: 'The request could not be found.',
    });
    expect((await call(admin).post(`/delete/${view.featureRequestId}`)).status).toBe(404);
    expect((await call(admin).get('/not-a-uuid')).status).toBe(404);
    const editGone = await call(admin).post('', {
      ...tenantBody(suffix),
      featureRequestId: view.featureRequestId,
    });
    expect(editGone.status).toBe(404);
    expect(editGone.body.errorCode).toBe('REQUEST_NOT_FOUND');
  });

  it.each<[string, Record<string, unknown>, number, string, string]>([
    [
      'request type',
      { requestType: 'GROUP' },
      400,
      'INVALID_REQUEST_TYPE',
      'Request type must be TENANT, USER or LUCA.',
    ],
    ['time zone', { country: 'Mars/Base' }, 400, 'INVALID_TIMEZONE', 'Please select a valid timezone.'],
    [
      'organization name',
      { organizationName: '' },
      400,
      'ORGANIZATION_NAME_REQUIRED',
      'Organization name is required.',
    ],
    [
      'organization name characters',
      { organizationName: 'Bad <Org>' },
      400,
      'INVALID_DISPLAY_NAME',
      'Organization name should not be filled with special characters.',
    ],
    ['URL', { organizationUrl: ' ' }, 400, 'ORGANIZATION_URL_REQUIRED', 'Organization URL is required.'],
    ['POC name', { contactName: undefined }, 400, 'POC_NAME_REQUIRED', 'POC Name is required.'],
    ['POC email', { contactEmail: '' }, 400, 'POC_EMAIL_REQUIRED', 'POC Email is required.'],
    [
      'POC email pattern',
      { contactEmail: 'pat@request' },
      400,
      'INVALID_EMAIL',
      'Please enter a valid email.',
    ],
    [
      'manager name',
      { tenantManagerName: null },
      400,
      'TENANT_MANAGER_NAME_REQUIRED',
      'Tenant Manager Name is required.',
    ],
    [
      'manager email',
      { tenantManagerEmail: '' },
      400,
      'TENANT_MANAGER_EMAIL_REQUIRED',
      'Tenant Manager Email is required.',
    ],
    ['region', { regions: [] }, 400, 'REGION_REQUIRED', 'Region is required.'],
    ['region id', { regions: [1, 9999] }, 400, 'INVALID_REGION', 'Region is not valid.'],
    ['start date', { startDate: '' }, 400, 'START_DATE_REQUIRED', 'Start Date is required.'],
    [
      'start date format',
      { startDate: '23/11/2026' },
      400,
      'INVALID_START_DATE',
      'Start Date is not a valid date.',
    ],
    ['end date', { endDate: undefined }, 400, 'END_DATE_REQUIRED', 'End Date is required.'],
    ['end date format', { endDate: 'next week' }, 400, 'INVALID_END_DATE', 'End Date is not a valid date.'],
    [
      'start in the past',
      { startDate: singaporeDay(-1) },
      400,
      'START_DATE_IN_PAST',
      'Start Date cannot in the past',
    ],
    [
      'end in the past',
      { startDate: `${singaporeDay(0)}T23:00:00`, endDate: `${singaporeDay(-1)}T09:00:00` },
      400,
      'END_DATE_IN_PAST',
      'End Date cannot in the past',
    ],
    [
      'start after end',
      { startDate: `${singaporeDay(3)}T09:00:00`, endDate: `${singaporeDay(3)}T09:00:00+08:00` },
      400,
      'START_DATE_NOT_BEFORE_END',
      'Start Date cannot after or equal End Date',
    ],
    [
      'user name',
      { personList: [{ email: 'a@b.test', lucaAccessible: true }] },
      400,
      'USER_NAME_REQUIRED',
      'User Name is required.',
    ],
    [
      'user email',
      { personList: [{ displayName: 'A', email: '', lucaAccessible: true }] },
      400,
      'EMAIL_REQUIRED',
      'Email is required.',
    ],
    [
      'user email pattern',
      { personList: [{ displayName: 'A', email: 'a@b', lucaAccessible: true }] },
      400,
      'INVALID_EMAIL',
      'Please enter a valid email.',
    ],
    [
      'luca choice',
      { personList: [{ displayName: 'A', email: 'a@b.test' }] },
      400,
      'LUCA_ACCESS_REQUIRED',
      'Please select Access to Luca',
    ],
    [
      'same email twice',
      {
        personList: [
          { displayName: 'A', email: 'twice@b.test', lucaAccessible: true },
          { displayName: 'B', email: 'Twice@B.test', lucaAccessible: false },
        ],
      },
      400,
      'DUPLICATE_EMAIL',
      'The email twice@b.test is listed more than once.',
    ],
    [
      'an email with an account',
      { personList: [{ displayName: 'A', email: 'analyst@acme.test', lucaAccessible: true }] },
      409,
      'EMAIL_ALREADY_EXISTS',
      'The user with the provided email already exists',
    ],
    ['a wrong JSON type', { regions: 'all' }, 400, 'INVALID_REQUEST', ''],
  ])('answers the %s rule', async (_rule, change, status, errorCode, message) => {
    const response = await call(admin).post('', { ...tenantBody(randomUUID().slice(0, 8)), ...change });
    expect(response.status).toBe(status);
    expect(response.body.errorCode).toBe(errorCode);
    if (message) expect(response.body.message).toBe(message);
  });

  it('checks user and Luca requests against the existing tenant and its users', async () => {
    const other = await createAccount(app);
    const base = {
      country: 'Asia/Singapore',
      startDate: `${tomorrow}T09:00:00`,
      endDate: `${nextWeek}T09:00:00`,
    };
    const expectError = async (body: object, status: number, errorCode: string, message: string) => {
      const response = await call(admin).post('', body);
      expect(response.status).toBe(status);
      expect(response.body).toEqual({ statusCode: status, errorCode, message });
    };
    await expectError(
      { ...base, requestType: 'USER', personList: [] },
      400,
      'TENANT_REQUIRED',
      'Tenant is required.',
    );
    await expectError(
      { ...base, requestType: 'USER', tenantId: other.tenantId, personList: [] },
      400,
      'USER_LIST_EMPTY',
      'Please add at least one user.',
    );
    await expectError(
      {
        ...base,
        requestType: 'USER',
        tenantId: randomUUID(),
        personList: [{ displayName: 'A', email: 'new-a@b.test', lucaAccessible: true }],
      },
      404,
      'TENANT_NOT_FOUND',
      'The organization could not be found.',
    );
    await expectError(
      { ...base, requestType: 'LUCA', tenantId: other.tenantId, uids: [] },
      400,
      'NO_USER_SELECTED',
      'Please select at least one user',
    );
    const acmeUser = (
      await db.query<{ id: string }>(`select id from identity.user_account where email = 'analyst@acme.test'`)
    ).rows[0]!;
    await expectError(
      { ...base, requestType: 'LUCA', tenantId: other.tenantId, uids: [acmeUser.id] },
      404,
      'USER_NOT_FOUND',
      'The user could not be found.',
    );
    const luca = await call(sale)
      .post('', { ...base, requestType: 'LUCA', tenantId: other.tenantId, uids: [other.userId] })
      .expect(201);
    expect(luca.body).toMatchObject({
      requestType: 'LUCA',
      tenantId: other.tenantId,
      uids: [other.userId],
      personList: [{ email: other.email, uid: other.userId, lucaAccessible: true, error: null }],
    });
    expect((luca.body as RequestView).organizationName).toMatch(/^Test Org /);
    await call(sale)
      .post(`/delete/${(luca.body as RequestView).featureRequestId}`)
      .expect(204);
  });

  it('carries out user and Luca requests at their start and undoes them at their end; a started one with users cannot be deleted', async () => {
    const tenant = await createAccount(app);
    const suffix = randomUUID().slice(0, 8);
    const base = {
      country: 'Asia/Singapore',
      startDate: `${tomorrow}T09:00:00`,
      endDate: `${nextWeek}T09:00:00`,
      tenantId: tenant.tenantId,
    };
    const userRequest = (
      await call(admin)
        .post('', {
          ...base,
          requestType: 'USER',
          personList: [
            { displayName: 'Una User', email: `una-${suffix}@request.test`, lucaAccessible: false },
          ],
        })
        .expect(201)
    ).body as RequestView;
    const lucaRequest = (
      await call(admin)
        .post('', { ...base, requestType: 'LUCA', uids: [tenant.userId] })
        .expect(201)
    ).body as RequestView;

    const run = () => inContext(app, (commands) => commands.execute(new RunDueTenantRequests()));
    setClock(app, singaporeInstant(tomorrow, '08:59'));
    await run();
    restoreClocks();
    expect((await call(admin).get(`/${userRequest.featureRequestId}`)).body.state).toBe('PENDING');

    setClock(app, singaporeInstant(tomorrow, '09:00'));
    await run();
    restoreClocks();
    const startedUser = (await call(admin).get(`/${userRequest.featureRequestId}`).expect(200))
      .body as RequestView;
    expect(startedUser.state).toBe('STARTED');
    const una = (
      await db.query<{ id: string; tenant_id: string; disabled: boolean; luca_accessible: boolean }>(
        'select id, tenant_id, disabled, luca_accessible from identity.user_account where email = $1',
        [`una-${suffix}@request.test`],
      )
    ).rows;
    expect(una).toHaveLength(1);
    expect(una[0]).toMatchObject({ tenant_id: tenant.tenantId, disabled: false, luca_accessible: false });
    expect(startedUser.personList[0]).toMatchObject({ uid: una[0]!.id, error: null });
    const lucaOf = async (id: string) =>
      (
        await db.query<{ luca_accessible: boolean }>(
          'select luca_accessible from identity.user_account where id = $1',
          [id],
        )
      ).rows[0]?.luca_accessible;
    expect(await lucaOf(tenant.userId)).toBe(true);
    expect(((await call(admin).get(`/${lucaRequest.featureRequestId}`)).body as RequestView).state).toBe(
      'STARTED',
    );

    // Started: no more edits; not deleted while its users exist.
    const edit = await call(admin).post('', {
      ...base,
      requestType: 'LUCA',
      uids: [tenant.userId],
      featureRequestId: lucaRequest.featureRequestId,
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toEqual({
      statusCode: 409,
      errorCode: 'REQUEST_ALREADY_STARTED',
      message: 'This request has already started and can no longer be edited.',
    });
    const refused = await call(admin).post(`/delete/${userRequest.featureRequestId}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      statusCode: 409,
      errorCode: 'DELETE_REQUEST_USER_EXIST',
      message:
        'This request cannot be deleted since the user is still exists. If you want to delete this request, please delete all user associated with this request.',
    });

    setClock(app, singaporeInstant(nextWeek, '09:00'));
    await run();
    restoreClocks();
    const disabled = await db.query<{ disabled: boolean }>(
      'select disabled from identity.user_account where id = $1',
      [una[0]!.id],
    );
    expect(disabled.rows[0]?.disabled).toBe(true);
    expect(await lucaOf(tenant.userId)).toBe(false);
    expect(((await call(admin).get(`/${userRequest.featureRequestId}`)).body as RequestView).state).toBe(
      'ENDED',
    );
    expect(((await call(admin).get(`/${lucaRequest.featureRequestId}`)).body as RequestView).state).toBe(
      'ENDED',
    );

    // Once its users are gone, the request can be deleted; a Luca request always can.
    await inContext(app, (commands) =>
      commands.execute(new DeletePersons('SYSTEM', tenant.tenantId, [una[0]!.id])),
    );
    await call(admin).post(`/delete/${userRequest.featureRequestId}`).expect(204);
    await call(admin).post(`/delete/${lucaRequest.featureRequestId}`).expect(204);
  });

  it('reads an uploaded .csv or .xlsx of users: valid rows to fill personList, the others by line', async () => {
    const csv = await call(sale)
      .upload(
        'User Name,Email,Luca Access\nNora North,nora@north.test,Yes\nNo Mail,,No\nNed,ned@north.test,no\nBad,bad@north,Yes\nMaybe,maybe@north.test,perhaps\n',
        'users.csv',
      )
      .expect(200);
    expect(csv.body).toEqual({
      personList: [
        { displayName: 'Nora North', email: 'nora@north.test', lucaAccessible: true },
        { displayName: 'Ned', email: 'ned@north.test', lucaAccessible: false },
      ],
      errors: [
        { line: 3, message: 'Email is required.' },
        { line: 5, message: 'Please enter a valid email.' },
        { line: 6, message: 'Please select Access to Luca' },
      ],
      total: 5,
      accepted: 2,
    });
    const sheet = await call(admin)
      .upload(
        xlsx([
          ['User Name', 'Email', 'Luca Access'],
          ['Ola & Co', 'ola@north.test', 'No'],
          ['', 'nameless@north.test', 'Yes'],
        ]),
        'users.xlsx',
      )
      .expect(200);
    expect(sheet.body).toEqual({
      personList: [{ displayName: 'Ola & Co', email: 'ola@north.test', lucaAccessible: false }],
      errors: [{ line: 3, message: 'User Name is required.' }],
      total: 2,
      accepted: 1,
    });
  });

  it('refuses a missing, unsupported, damaged, empty or too large file', async () => {
    const server = app.getHttpServer();
    const none = await request(server)
      .post(`${BASE}/upload`)
      .set('Authorization', `Bearer ${admin}`)
      .field('name', 'x');
    expect(none.status).toBe(400);
    expect(none.body.errorCode).toBe('NO_FILE_UPLOADED');
    const types = await call(admin).upload('a,b,c', 'users.xls');
    expect(types.status).toBe(400);
    expect(types.body).toEqual({
      statusCode: 400,
      errorCode: 'UNSUPPORTED_FILE_TYPE',
      message: 'Unsupported file type',
    });
    const damaged = await call(admin).upload('not a zip at all', 'users.xlsx');
    expect(damaged.status).toBe(400);
    expect(damaged.body.errorCode).toBe('INVALID_SPREADSHEET');
    const empty = await call(admin).upload('User Name,Email,Luca Access\n', 'users.csv');
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ statusCode: 400, errorCode: 'EMPTY_DATA', message: 'Empty Data' });
    const large = await call(admin).upload(`Name,Email,Luca\n${'x'.repeat(102_400)}`, 'users.csv');
    expect(large.status).toBe(413);
    expect(large.body.errorCode).toBe('FILE_TOO_LARGE');
    expect(large.body.message).toMatch(/^File size is too large/);
  });
});

describe('A tenant request fires once at its start with two API processes, and ends at its end', () => {
  let first: NestExpressApplication;
  let second: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  const tomorrow = singaporeDay(1);
  const dayAfter = singaporeDay(2);
  const nextWeek = singaporeDay(8);
  const suffix = randomUUID().slice(0, 8);
  const organizationName = `Scheduled Org ${suffix}`;
  const manager = `manager-${suffix}@scheduled.test`;
  const analystEmail = `analyst-${suffix}@scheduled.test`;

  const post = (path: string, body?: object) =>
    request(first.getHttpServer()).post(`${BASE}${path}`).set('Authorization', `Bearer ${admin}`).send(body);
  const get = (path: string) =>
    request(second.getHttpServer()).get(`${BASE}${path}`).set('Authorization', `Bearer ${admin}`);

  const body = (name: string, extra: object = {}) => ({
    requestType: 'TENANT',
    country: 'Asia/Singapore',
    startDate: `${tomorrow}T09:00:00`,
    endDate: `${nextWeek}T09:00:00`,
    organizationName: name,
    organizationUrl: 'https://scheduled.test',
    contactName: 'Morgan Manager',
    contactEmail: manager,
    tenantManagerName: 'Morgan Manager',
    tenantManagerEmail: manager,
    regions: [1],
    personList: [{ displayName: 'Andy Analyst', email: analystEmail, lucaAccessible: false }],
    ...extra,
  });

  /** Both processes at `at`: the job sent through each one's queue at once; waits for both runs. */
  async function runOnBothAt(at: Date): Promise<void> {
    setClock(first, at);
    setClock(second, at);
    try {
      const runners = [first.get(JobRunner), second.get(JobRunner)];
      const ids = await Promise.all(runners.map((runner) => runner.trigger(JOB)));
      const states = await Promise.all(
        ids.map((id, index) => {
          if (!id) throw new Error('job not sent');
          return runners[index]!.waitFor(JOB, id);
        }),
      );
      expect(states).toEqual(['completed', 'completed']);
    } finally {
      restoreClocks();
    }
  }

  const tenantsNamed = async (name: string) =>
    (
      await db.query<{
        id: string;
        status: boolean;
        ssp: boolean;
        users_limit: number;
        manager_user_id: string | null;
        region_ids: number[];
      }>(
        'select id, status, ssp, users_limit, manager_user_id, region_ids from tenancy.tenant where organization_name = $1',
        [name],
      )
    ).rows;

  async function setupMailsTo(address: string): Promise<CaughtMail[]> {
    const mails = (await (await fetch(`${inboxUrl()}/api/email`)).json()) as CaughtMail[];
    return mails.filter(
      (mail) => mail.to.some((to) => to.address === address) && mail.subject === SETUP_SUBJECT,
    );
  }

  beforeAll(async () => {
    // Two replicas share their secrets, as behind a load balancer: a token of one is good at the other.
    const secret = process.env.JWT_SECRET;
    process.env.JWT_SECRET = 'tenant-requests-e2e-shared-secret-0123456789abcdef';
    // A mail catcher of its own: the first suite's may still hold its ports for a moment.
    process.env.MAILDEV_SMTP_PORT = String(await freePort());
    process.env.MAILDEV_WEB_PORT = String(await freePort());
    try {
      first = await startTestApp({ jobs: true });
      // The second process sends through the first one's mail catcher (one inbox for the test to read).
      process.env.SMTP_URL = `smtp://127.0.0.1:${process.env.MAILDEV_SMTP_PORT}`;
      second = await startTestApp({ jobs: true });
    } finally {
      delete process.env.SMTP_URL;
      if (secret === undefined) delete process.env.JWT_SECRET;
      else process.env.JWT_SECRET = secret;
    }
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = await signIn(first, 'admin@ledgerscope.test');
  });

  afterAll(async () => {
    restoreClocks();
    await db.end();
    await second.close();
    await first.close();
  });

  it('creates the tenant and its users exactly once at tomorrow 09:00 Singapore time; edited and deleted requests do not fire', async () => {
    const created = (await post('', body(organizationName)).expect(201)).body as RequestView;
    expect(created.startDate).toBe(singaporeInstant(tomorrow, '09:00').toISOString());

    // Edited before its start: moved to the day after; deleted before its start: never.
    const movedBody = body(`Moved Org ${suffix}`, {
      personList: [],
      contactEmail: `m-${suffix}@scheduled.test`,
      tenantManagerEmail: `m-${suffix}@scheduled.test`,
    });
    const moved = (await post('', movedBody).expect(201)).body as RequestView;
    await post('', {
      ...movedBody,
      featureRequestId: moved.featureRequestId,
      startDate: `${dayAfter}T09:00:00`,
    }).expect(200);
    const deleted = (
      await post(
        '',
        body(`Deleted Org ${suffix}`, {
          personList: [],
          contactEmail: `d-${suffix}@scheduled.test`,
          tenantManagerEmail: `d-${suffix}@scheduled.test`,
        }),
      ).expect(201)
    ).body as RequestView;
    await post(`/delete/${deleted.featureRequestId}`).expect(204);

    // A minute early: nothing.
    await runOnBothAt(singaporeInstant(tomorrow, '08:59'));
    expect(await tenantsNamed(organizationName)).toHaveLength(0);
    expect(((await get(`/${created.featureRequestId}`).expect(200)).body as RequestView).state).toBe(
      'PENDING',
    );

    // At 09:00, with both processes running the job at once (and again right after): once.
    await runOnBothAt(singaporeInstant(tomorrow, '09:00'));
    await runOnBothAt(singaporeInstant(tomorrow, '09:01'));
    const tenants = await tenantsNamed(organizationName);
    expect(tenants).toHaveLength(1);
    const tenant = tenants[0]!;
    expect(tenant).toMatchObject({ status: true, ssp: false, users_limit: 2, region_ids: [1] });
    const users = (
      await db.query<{
        id: string;
        email: string;
        role: string;
        tenant_id: string;
        luca_accessible: boolean;
      }>(
        'select id, email, role, tenant_id, luca_accessible from identity.user_account where email = any($1) order by email',
        [[manager, analystEmail]],
      )
    ).rows;
    expect(users.map(({ email, role, tenant_id }) => ({ email, role, tenant_id }))).toEqual([
      { email: analystEmail, role: 'USER', tenant_id: tenant.id },
      { email: manager, role: 'TENANT_ADMINISTRATOR', tenant_id: tenant.id },
    ]);
    expect(tenant.manager_user_id).toBe(users.find((user) => user.email === manager)!.id);

    const started = (await get(`/${created.featureRequestId}`).expect(200)).body as RequestView;
    expect(started).toMatchObject({ state: 'STARTED', tenantId: tenant.id, failureReason: null });
    expect(started.personList.map(({ email, uid, error }) => ({ email, uid, error }))).toEqual([
      { email: analystEmail, uid: users.find((user) => user.email === analystEmail)!.id, error: null },
      { email: manager, uid: users.find((user) => user.email === manager)!.id, error: null },
    ]);

    // Each user was mailed their password-setup link once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await setupMailsTo(analystEmail)).toHaveLength(1);
    expect(await setupMailsTo(manager)).toHaveLength(1);

    expect(await tenantsNamed(`Moved Org ${suffix}`)).toHaveLength(0);
    expect(await tenantsNamed(`Deleted Org ${suffix}`)).toHaveLength(0);
    expect(((await get(`/${moved.featureRequestId}`).expect(200)).body as RequestView).state).toBe('PENDING');

    // The moved one fires on its new day.
    await runOnBothAt(singaporeInstant(dayAfter, '09:00'));
    expect(await tenantsNamed(`Moved Org ${suffix}`)).toHaveLength(1);
    expect(await tenantsNamed(`Deleted Org ${suffix}`)).toHaveLength(0);

    // A started request whose tenant has users is not deleted.
    const refused = await post(`/delete/${created.featureRequestId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('DELETE_REQUEST_USER_EXIST');
  });

  it('carries a due request out once even when both processes run the command at the same instant', async () => {
    const name = `Race Org ${suffix}`;
    const raced = (
      await post(
        '',
        body(name, {
          startDate: `${tomorrow}T10:00:00`,
          contactEmail: `race-${suffix}@scheduled.test`,
          tenantManagerEmail: `race-${suffix}@scheduled.test`,
          personList: [],
        }),
      ).expect(201)
    ).body as RequestView;
    const at = singaporeInstant(tomorrow, '10:00');
    setClock(first, at);
    setClock(second, at);
    try {
      const summaries = await Promise.all(
        [first, second, first, second].map((app) =>
          inContext(app, (commands) => commands.execute(new RunDueTenantRequests())),
        ),
      );
      expect(summaries.reduce((sum, summary) => sum + summary.started, 0)).toBe(1);
    } finally {
      restoreClocks();
    }
    expect(await tenantsNamed(name)).toHaveLength(1);
    expect(((await get(`/${raced.featureRequestId}`).expect(200)).body as RequestView).state).toBe('STARTED');
  });

  it('disables the tenant at its end date', async () => {
    const [before] = await tenantsNamed(organizationName);
    expect(before?.status).toBe(true);
    await runOnBothAt(singaporeInstant(nextWeek, '08:59'));
    expect((await tenantsNamed(organizationName))[0]?.status).toBe(true);
    await runOnBothAt(singaporeInstant(nextWeek, '09:00'));
    expect((await tenantsNamed(organizationName))[0]?.status).toBe(false);
    const list = (await get('/list?requestType=TENANT').expect(200)).body as { data: RequestView[] };
    const ended = list.data.find((item) => item.organizationName === organizationName);
    expect(ended).toMatchObject({ state: 'ENDED', tenantId: before!.id });
  });
});
