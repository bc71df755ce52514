import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { GetSettingValue } from '../../src/contexts/content/index.js';
import { REQUIRED_STATEMENT_CSV_COLUMNS } from '../../src/contexts/filings/index.js';
import { createAccount, inContext, PASSWORD, signIn } from '../support/accounts.js';
import { waitForMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

const ADMIN = 'admin@ledgerscope.test';
const SALE = 'sales@ledgerscope.test';
const CONNECTED = 'Connected Successfully';
const FAILED = 'Failed to connect to dataset. Dataset is not found / Invalid format.';

const day = (offset: number): string => {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + offset);
  return at.toISOString().slice(0, 10);
};

/** Stored XSS attempts: each is saved through a call and read back by another user. */
const XSS_PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(document.cookie)</script>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">p</p>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<object data="javascript:alert(1)"></object>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<<script>script>alert(1)<</script>/script>',
  '<details open ontoggle=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
];

const DANGEROUS =
  /<script|<iframe|<img|<svg|<object|<form|<input|<meta|<style|<math|<details|<body|\son\w+\s*=|javascript:|data:text/i;

describe('Content over HTTP: announcements, terms, settings, popups, tickets', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  let admin: string;
  let sale: string;
  let user: { email: string; userId: string; tenantId: string; token: string };
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const post = (path: string, token: string, body: object = {}) =>
    http().post(`/api/${path}`).set(bearer(token)).send(body);

  let originalTerms: { general: string; subscription: string };

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    admin = await signIn(app, ADMIN);
    sale = await signIn(app, SALE);
    const account = await createAccount(app);
    user = { ...account, token: await signIn(app, account.email) };
    originalTerms = {
      general: (await http().post('/api/tnc').expect(200)).body.content as string,
      subscription: (await post('subscription-tnc', admin).expect(200)).body.content as string,
    };
  });

  afterAll(async () => {
    // The other test files share the database: the demo terms come back, and every account that had agreed
    // keeps its agreement; popup texts return to their default wording.
    await post('tnc/edit', admin, { content: originalTerms.general }).expect(200);
    await post('tnc/edit', admin, { kind: 'SUBSCRIPTION', content: originalTerms.subscription }).expect(200);
    await db.query(
      'update identity.user_account set terms_agreed_at = now() where terms_agreed_at is not null',
    );
    await db.query(`delete from content.popup_text where id = 'pop_history'`);
    await db.end();
    await app.close();
  });

  describe('role restrictions', () => {
    const adminOnly: Array<[string, string, object]> = [
      ['get', 'announcement/list', {}],
      ['post', 'announcement/add', {}],
      ['post', 'announcement/edit', { id: '00000000-0000-4000-8000-000000000000' }],
      ['post', 'announcement/delete', { id: '00000000-0000-4000-8000-000000000000' }],
      ['post', 'tnc/edit', { content: '<p>x</p>' }],
      ['post', 'setting/list', {}],
      ['post', 'setting/edit', { key: 'idleTime', value: '600' }],
      ['post', 'setting/testConnection', {}],
      ['post', 'setting/popup/list', {}],
      ['post', 'setting/popup/edit', { id: 'pop_history', text: 'x' }],
    ];

    it.each(adminOnly)(
      '%s /api/%s answers 403 to SALE and USER, 401 without a token',
      async (method, path, body) => {
        for (const token of [sale, user.token]) {
          const call = method === 'get' ? http().get(`/api/${path}`) : http().post(`/api/${path}`).send(body);
          const response = await call.set(bearer(token));
          expect(response.status).toBe(403);
          expect(response.body.errorCode).toBe('INSUFFICIENT_PERMISSION');
        }
        const anonymous =
          method === 'get' ? http().get(`/api/${path}`) : http().post(`/api/${path}`).send(body);
        expect((await anonymous).status).toBe(401);
      },
    );

    it('lets every signed-in user read the setting readers, current announcements and send tickets', async () => {
      for (const token of [sale, user.token, admin]) {
        await post('setting/filter', token).expect(200);
        await post('setting/contactAdmin', token).expect(200);
        await post('setting/idleTime', token).expect(200);
        await post('announcement/current', token).expect(200);
      }
    });
  });

  describe('announcements', () => {
    const valid = () => ({
      title: 'Planned maintenance',
      content: `<p>The service is down on <strong>Saturday</strong> from 02:00 to 04:00 SGT, ${'and more '.repeat(10)}</p>`,
      startDate: day(0),
      endDate: day(7),
    });

    it.each([
      ['ANNOUNCEMENT_TITLE_REQUIRED', { title: '' }, 'Title is required.'],
      ['ANNOUNCEMENT_TITLE_TOO_LONG', { title: 'x'.repeat(256) }, 'Title can have at most 255 characters.'],
      ['ANNOUNCEMENT_CONTENT_REQUIRED', { content: '<p></p>' }, 'Content is required.'],
      ['ANNOUNCEMENT_CONTENT_REQUIRED', { content: '<script>alert(1)</script>' }, 'Content is required.'],
      ['START_DATE_REQUIRED', { startDate: undefined }, 'Start Date is required.'],
      ['END_DATE_REQUIRED', { endDate: '' }, 'End Date is required.'],
      ['INVALID_START_DATE', { startDate: '2026-02-30' }, 'Start Date is not a valid date.'],
      ['INVALID_END_DATE', { endDate: 'soon' }, 'End Date is not a valid date.'],
      ['START_DATE_IN_PAST', { startDate: day(-3) }, 'Start Date cannot in the past'],
      ['ANNOUNCEMENT_START_AFTER_END', { startDate: day(8) }, 'Start Date cannot be after End Date.'],
    ])('refuses with %s (case %#)', async (errorCode, change, message) => {
      const response = await post('announcement/add', admin, { ...valid(), ...change }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, errorCode, message });
    });

    it('is shown once to each user, again after an edit raises its version, and gone once deleted', async () => {
      const added = await post('announcement/add', admin, valid()).expect(200);
      const announcement = added.body as { id: string; version: number; preview: string; startDate: string };
      expect(added.body).toMatchObject({
        title: 'Planned maintenance',
        version: 1,
        startDate: day(0),
        endDate: day(7),
        updated: expect.any(String),
      });
      expect(announcement.preview).toHaveLength(63);
      expect(announcement.preview.endsWith('...')).toBe(true);
      expect(announcement.preview.startsWith('The service is down on Saturday')).toBe(true);

      const listed = await http().get('/api/announcement/list').set(bearer(admin)).expect(200);
      expect((listed.body as Array<{ id: string }>).map((a) => a.id)).toContain(announcement.id);

      const ids = async (token: string) =>
        (
          (await post('announcement/current', token).expect(200)).body as Array<{
            id: string;
            version: number;
          }>
        )
          .filter((a) => a.id === announcement.id)
          .map((a) => a.version);
      expect(await ids(user.token)).toEqual([1]);
      expect(await ids(sale)).toEqual([1]);
      expect(
        (await post('announcement/acknowledge', user.token, { id: announcement.id, version: 1 }).expect(200))
          .body,
      ).toEqual({ id: announcement.id, version: 1 });
      expect(await ids(user.token)).toEqual([]);
      expect(await ids(sale)).toEqual([1]);
      // Acknowledging twice changes nothing.
      await post('announcement/acknowledge', user.token, { id: announcement.id }).expect(200);

      const edited = await post('announcement/edit', admin, {
        ...valid(),
        id: announcement.id,
        title: 'Planned maintenance (moved)',
      }).expect(200);
      expect(edited.body).toMatchObject({
        id: announcement.id,
        version: 2,
        title: 'Planned maintenance (moved)',
      });
      expect(await ids(user.token)).toEqual([2]);
      // The version shown before the edit does not acknowledge the edit.
      await post('announcement/acknowledge', user.token, { id: announcement.id, version: 1 }).expect(200);
      expect(await ids(user.token)).toEqual([2]);
      await post('announcement/acknowledge', user.token, { id: announcement.id, version: 2 }).expect(200);
      expect(await ids(user.token)).toEqual([]);
      // Ten at once (tabs, double clicks): each answered 200, one acknowledgement kept (once answered 500).
      const parallel = await Promise.all(
        Array.from({ length: 10 }, () => post('announcement/acknowledge', sale, { id: announcement.id })),
      );
      expect(parallel.map((response) => response.status)).toEqual(Array(10).fill(200));
      expect(await ids(sale)).toEqual([]);

      await post('announcement/delete', admin, { id: announcement.id }).expect(200, { id: announcement.id });
      expect(await ids(sale)).toEqual([]);
      const gone = await post('announcement/acknowledge', user.token, { id: announcement.id }).expect(404);
      expect(gone.body.errorCode).toBe('ANNOUNCEMENT_NOT_FOUND');
      await post('announcement/edit', admin, { ...valid(), id: announcement.id }).expect(404);
      await post('announcement/delete', admin, { id: announcement.id }).expect(404);
      await post('announcement/delete', admin, { id: 'not-a-uuid' }).expect(404);
    });

    it("forgets a deleted person's acknowledgements", async () => {
      const leaver = await createAccount(app);
      const token = await signIn(app, leaver.email);
      const added = await post('announcement/add', admin, valid()).expect(200);
      await post('announcement/acknowledge', token, { id: added.body.id }).expect(200);
      await post('announcement/acknowledge', user.token, { id: added.body.id }).expect(200);
      const count = async (userId: string) =>
        (
          await db.query<{ n: number }>(
            'select count(*)::int as n from content.announcement_acknowledgement where user_id = $1',
            [userId],
          )
        ).rows[0]?.n;
      expect(await count(leaver.userId)).toBe(1);

      await post('person/delete', admin, { tenantId: leaver.tenantId, uid: leaver.userId }).expect(204);
      const deadline = Date.now() + 5_000;
      while ((await count(leaver.userId)) !== 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await count(leaver.userId)).toBe(0);
      // Only the deleted person's: everyone else's stay.
      expect(await count(user.userId)).toBe(1);
      await post('announcement/delete', admin, { id: added.body.id }).expect(200);
    });

    it('shows a future announcement only from its start date, and keeps a running one editable', async () => {
      const future = await post('announcement/add', admin, {
        ...valid(),
        startDate: day(2),
        endDate: day(4),
      }).expect(200);
      const current = (await post('announcement/current', user.token).expect(200)).body as Array<{
        id: string;
      }>;
      expect(current.map((a) => a.id)).not.toContain(future.body.id);
      await db.query(`update content.announcement set start_date = $2 where id = $1`, [
        future.body.id,
        day(-5),
      ]);
      const running = await post('announcement/edit', admin, {
        ...valid(),
        id: future.body.id,
        startDate: day(-5),
        endDate: day(4),
      }).expect(200);
      expect(running.body).toMatchObject({ version: 2, startDate: day(-5) });
      const moved = await post('announcement/edit', admin, {
        ...valid(),
        id: future.body.id,
        startDate: day(-4),
        endDate: day(4),
      }).expect(400);
      expect(moved.body.errorCode).toBe('START_DATE_IN_PAST');
      await post('announcement/delete', admin, { id: future.body.id }).expect(200);
    });
  });

  describe('terms and conditions', () => {
    it('refuses empty terms and keeps the published ones', async () => {
      const before = (await http().post('/api/tnc').expect(200)).body as { content: string; updated: string };
      for (const content of ['', '<p></p>', '<p><br></p>', '<script>alert(1)</script>']) {
        const response = await post('tnc/edit', admin, { content }).expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          errorCode: 'TERMS_CONTENT_REQUIRED',
          message: 'Terms and conditions content is required.',
        });
      }
      expect((await http().post('/api/tnc').expect(200)).body).toEqual(before);
    });

    it('makes every user agree again at the next sign-in after new terms are published', async () => {
      const first = await http()
        .post('/api/auth/login')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      expect(first.body.isAgree).toBe(true);

      const published = await post('tnc/edit', admin, {
        content: '<h2>Terms v2</h2><p>Read this.</p>',
      }).expect(200);
      expect(published.body).toEqual({
        content: '<h2>Terms v2</h2><p>Read this.</p>',
        updated: expect.any(String),
      });
      expect((await http().post('/api/tnc').expect(200)).body).toEqual(published.body);

      const again = await http()
        .post('/api/auth/login')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      expect(again.body.isAgree).toBe(false);
      const token = again.body.idToken as string;
      const agreed = await post('auth/agreeTerms', token).expect(200);
      expect(agreed.body.isAgree).toBe(true);
      const third = await http()
        .post('/api/auth/login')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      expect(third.body.isAgree).toBe(true);
      user.token = third.body.idToken as string;

      // The subscription terms are published on their own and ask nobody to agree again.
      const subscription = await post('tnc/edit', admin, {
        kind: 'SUBSCRIPTION',
        content: '<p>Sub terms v2</p>',
      }).expect(200);
      expect((await post('subscription-tnc', user.token).expect(200)).body).toEqual(subscription.body);
      const fourth = await http()
        .post('/api/auth/login')
        .send({ email: user.email, password: PASSWORD })
        .expect(200);
      expect(fourth.body.isAgree).toBe(true);
      user.token = fourth.body.idToken as string;
    });
  });

  describe('stored XSS', () => {
    it(`sanitises ${XSS_PAYLOADS.length} payloads in announcements, terms and the contact text`, async () => {
      const stored = await db.query<{ value: string }>(
        `select value from content.setting where key = 'contactAdmin'`,
      );
      const contact = stored.rows[0]?.value ?? '<p>Contact us</p>';
      const ids: string[] = [];
      for (const payload of XSS_PAYLOADS) {
        const content = `<p>Notice</p>${payload}<p>end</p>`;
        const added = await post('announcement/add', admin, {
          title: `XSS ${payload}`.slice(0, 255),
          content,
          startDate: day(0),
          endDate: day(1),
        }).expect(200);
        ids.push(added.body.id as string);
        expect(added.body.content).not.toMatch(DANGEROUS);

        await post('tnc/edit', admin, { content }).expect(200);
        expect((await http().post('/api/tnc').expect(200)).body.content).not.toMatch(DANGEROUS);

        await post('setting/edit', admin, { key: 'contactAdmin', value: content }).expect(200);
        expect((await post('setting/contactAdmin', user.token).expect(200)).body.value).not.toMatch(
          DANGEROUS,
        );
      }
      const current = (await post('announcement/current', user.token).expect(200)).body as Array<{
        id: string;
        content: string;
        preview: string;
      }>;
      const mine = current.filter((a) => ids.includes(a.id));
      expect(mine).toHaveLength(XSS_PAYLOADS.length);
      for (const announcement of mine) expect(announcement.content).not.toMatch(DANGEROUS);
      const rows = await db.query<{ content: string }>(
        'select content from content.announcement where id = any($1)',
        [ids],
      );
      for (const row of rows.rows) expect(row.content).not.toMatch(DANGEROUS);

      for (const id of ids) await post('announcement/delete', admin, { id }).expect(200);
      await post('setting/edit', admin, { key: 'contactAdmin', value: contact }).expect(200);
      await post('tnc/edit', admin, { content: '<h2>Terms v2</h2><p>Read this.</p>' }).expect(200);
    });
  });

  describe('settings', () => {
    it('lists every setting the product uses with a value and a description', async () => {
      const settings = (await post('setting/list', admin).expect(200)).body as Array<{
        key: string;
        type: string;
        value: string;
        description: string;
      }>;
      const byKey = new Map(settings.map((setting) => [setting.key, setting]));
      for (const key of [
        'idleTime',
        'filter',
        'contactAdmin',
        'supportAddress',
        'providerEmailDomains',
        'subscriptionGracePeriodDays',
        'dataset',
      ]) {
        expect(byKey.get(key)?.value).toBeTruthy();
        expect(byKey.get(key)?.description).toBeTruthy();
      }
      expect(byKey.get('idleTime')).toMatchObject({ type: 'NUMERIC', value: '43200' });
      expect(byKey.get('dataset')?.type).toBe('DATASET');
      expect(settings.map((setting) => setting.key)).toEqual([...settings.map((s) => s.key)].sort());
    });

    it('refuses an empty or wrong value and saves nothing', async () => {
      const cases: Array<[object, string, string]> = [
        [{ key: 'filter', value: '' }, 'SETTING_VALUE_REQUIRED', 'Value is required.'],
        [{ key: 'filter', value: '   ' }, 'SETTING_VALUE_REQUIRED', 'Value is required.'],
        [{ key: 'contactAdmin', value: '<p></p>' }, 'SETTING_VALUE_REQUIRED', 'Value is required.'],
        [{ key: 'contactAdmin', value: '<p><br></p>' }, 'SETTING_VALUE_REQUIRED', 'Value is required.'],
        [{ key: 'filter', value: 'many' }, 'SETTING_VALUE_NOT_NUMERIC', 'Value must be a number.'],
        [{ key: 'filter', value: '0' }, 'SETTING_VALUE_INVALID', 'This value is not valid for this setting.'],
        [
          { key: 'supportAddress', value: 'nobody' },
          'SETTING_VALUE_INVALID',
          'This value is not valid for this setting.',
        ],
        [
          { key: 'dataset', value: 'file:///etc/passwd' },
          'SETTING_VALUE_INVALID',
          'This value is not valid for this setting.',
        ],
        [
          { key: 'filter', value: '10', type: 'DATE' },
          'INVALID_SETTING_TYPE',
          'Setting type must be NUMERIC, TEXT, STRING or DATASET.',
        ],
      ];
      const before = (await post('setting/list', admin).expect(200)).body;
      for (const [body, errorCode, message] of cases) {
        const response = await post('setting/edit', admin, body).expect(400);
        expect(response.body).toEqual({ statusCode: 400, errorCode, message });
      }
      expect((await post('setting/list', admin).expect(200)).body).toEqual(before);
      const unknown = await post('setting/edit', admin, { key: 'nope', value: '1' }).expect(404);
      expect(unknown.body.errorCode).toBe('SETTING_NOT_FOUND');
    });

    it('serves an edited value to the readers', async () => {
      const edited = await post('setting/edit', admin, {
        key: 'filter',
        value: ' 1234 ',
        description: 'Maximum number of rows in a CSV download.',
        type: 'NUMERIC',
      }).expect(200);
      expect(edited.body).toMatchObject({
        key: 'filter',
        type: 'NUMERIC',
        value: '1234',
        updated: expect.any(String),
      });
      expect((await post('setting/filter', user.token).expect(200)).body).toEqual({ value: 1234 });
      await post('setting/edit', admin, { key: 'filter', value: '5000' }).expect(200);
      expect((await post('setting/filter', user.token).expect(200)).body).toEqual({ value: 5000 });

      await post('setting/edit', admin, { key: 'idleTime', value: '43200' }).expect(200);
      expect((await post('setting/idleTime', user.token).expect(200)).body).toEqual({ value: 43200 });
      const contact = (await post('setting/contactAdmin', user.token).expect(200)).body as { value: string };
      expect(contact.value).toMatch(/<p>/);
    });
  });

  describe('secret settings', () => {
    const KEY = 'sk-test-0123456789abcdefWXYZ';
    const stored = async () =>
      (await db.query<{ value: string }>(`select value from content.setting where key = 'lucaLlmKey'`))
        .rows[0]?.value;
    const listed = async () =>
      ((await post('setting/list', admin).expect(200)).body as Array<{ key: string; value: string }>).find(
        (setting) => setting.key === 'lucaLlmKey',
      )?.value;

    afterAll(async () => {
      await post('setting/edit', admin, { key: 'lucaLlmKey', value: 'none' }).expect(200);
    });

    it('never sends a key in plain text, and keeps it when the masked value comes back', async () => {
      expect(await listed()).toBe('none');
      const edited = await post('setting/edit', admin, { key: 'lucaLlmKey', value: KEY }).expect(200);
      expect(edited.body.value).toBe('••••••••WXYZ');
      expect(await listed()).toBe('••••••••WXYZ');
      const list = JSON.stringify((await post('setting/list', admin).expect(200)).body);
      expect(list).not.toContain('0123456789abcdef');
      expect(await stored()).toBe(KEY);

      // The console's edit dialog sends the row back as it got it (a description change only).
      await post('setting/edit', admin, {
        key: 'lucaLlmKey',
        value: '••••••••WXYZ',
        description: 'Luca: the API key.',
      }).expect(200);
      expect(await stored()).toBe(KEY);
      // Luca reads the real key (content-llm-settings.ts reads it with GetSettingValue).
      expect(
        await inContext(app, (_, queries) => queries.execute(new GetSettingValue('lucaLlmKey', ''))),
      ).toBe(KEY);

      await post('setting/edit', admin, { key: 'lucaLlmKey', value: 'sk-short' }).expect(200);
      expect(await listed()).toBe('••••••••');
      expect(await stored()).toBe('sk-short');
    });
  });

  describe('dataset test connection', () => {
    let dir: string;
    let server: Server;
    let baseUrl: string;
    const header = REQUIRED_STATEMENT_CSV_COLUMNS.join(',');
    const test = async (value?: string) =>
      (await post('setting/testConnection', admin, value === undefined ? {} : { value }).expect(200))
        .body as {
        data: boolean;
        message: string;
        reason?: string;
      };
    const ok = { data: true, message: CONNECTED };
    const notFound = { data: false, message: FAILED, reason: 'NOT_FOUND' };
    const invalid = { data: false, message: FAILED, reason: 'INVALID_FORMAT' };

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'ledgerscope-dataset-'));
      await writeFile(join(dir, 'good.csv'), `\ufeff${header.toUpperCase()},extra\r\nUS0000000001,...\n`);
      await writeFile(join(dir, 'bad.csv'), 'isin,name,year\nUS0000000001,Acme,2024\n');
      server = createServer((req, res) => {
        if (req.url === '/good.csv') {
          res.writeHead(200, { 'content-type': 'text/csv' });
          res.end(`${header}\n${'x,'.repeat(40)}\n`);
        } else if (req.url === '/bad.csv') {
          res.writeHead(200, { 'content-type': 'text/csv' });
          res.end('<html><body>not a csv</body></html>');
        } else if (req.url === '/redirect.csv') {
          res.writeHead(302, { location: '/good.csv' });
          res.end();
        } else {
          res.writeHead(404);
          res.end();
        }
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      await db.query('create schema if not exists dataset_probe');
      await db.query('drop table if exists dataset_probe.statements, dataset_probe.partial');
      await db.query(
        `create table dataset_probe.statements (${REQUIRED_STATEMENT_CSV_COLUMNS.map((c) => `"${c}" text`).join(', ')}, note text)`,
      );
      await db.query('create table dataset_probe.partial (isin text, name text)');
    });

    afterAll(async () => {
      await db.query('drop schema if exists dataset_probe cascade');
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dir, { recursive: true, force: true });
    });

    const pgUrl = (table: string) => {
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.searchParams.set('table', table);
      return url.toString();
    };

    it('connects to a statements table, a CSV file and a CSV URL in the import format', async () => {
      expect(await test(pgUrl('dataset_probe.statements'))).toEqual(ok);
      expect(await test(join(dir, 'good.csv'))).toEqual(ok);
      expect(await test(`${baseUrl}/good.csv`)).toEqual(ok);
    });

    it('answers "not found" for a missing table, file or URL, and an unreachable server', async () => {
      expect(await test(pgUrl('dataset_probe.missing'))).toEqual(notFound);
      expect(await test(join(dir, 'missing.csv'))).toEqual(notFound);
      expect(await test(`${baseUrl}/missing.csv`)).toEqual(notFound);
      expect(await test(`${baseUrl}/redirect.csv`)).toEqual(notFound);
      const started = Date.now();
      expect(await test('postgres://nobody:secret@127.0.0.1:1/risk')).toEqual(notFound);
      expect(Date.now() - started).toBeLessThan(15_000);
    });

    it('answers "invalid format" for the wrong columns or an unknown kind of source', async () => {
      expect(await test(pgUrl('dataset_probe.partial'))).toEqual(invalid);
      expect(await test(join(dir, 'bad.csv'))).toEqual(invalid);
      expect(await test(`${baseUrl}/bad.csv`)).toEqual(invalid);
      expect(await test('ftp://example.test/statements.csv')).toEqual(invalid);
      expect(await test('/etc/passwd')).toEqual(invalid);
    });

    it('refuses link-local and cloud metadata targets without connecting, and keeps localhost allowed', async () => {
      const started = Date.now();
      for (const target of [
        'http://169.254.169.254/latest/meta-data/statements.csv',
        'http://[fe80::1]/statements.csv',
        'http://metadata.google.internal/computeMetadata/v1/statements.csv',
        'https://2852039166/statements.csv',
        'postgres://u:p@169.254.169.254:5432/risk',
        'postgres://u:p@metadata.google.internal/risk',
        `postgres://u:p@db.example/risk?host=169.254.169.254`,
      ])
        expect(await test(target)).toEqual(notFound);
      // Refused at once: not one of them waits for a connection timeout.
      expect(Date.now() - started).toBeLessThan(4_000);
      expect(await test('gopher://127.0.0.1/statements.csv')).toEqual(invalid);
      expect(await test(`${baseUrl.replace('127.0.0.1', 'localhost')}/good.csv`)).toEqual(ok);
    });

    it('passes out of the box: the seeded setting names the demo universe that the first start loaded', async () => {
      const settings = (await post('setting/list', admin).expect(200)).body as Array<{
        key: string;
        value: string;
      }>;
      expect(settings.find((setting) => setting.key === 'dataset')?.value).toBe(
        'demo:companies=6000,years=12,seed=2026',
      );
      expect(await test()).toEqual(ok);
      expect(await test('demo:seed=7, years=3,companies=50')).toEqual(ok);
      for (const value of ['demo:', 'demo:companies=50,years=3', 'demo:companies=0,years=12,seed=1'])
        expect(await test(value)).toEqual(invalid);
      await post('setting/edit', admin, { key: 'dataset', value: 'demo:companies=9,years=2,seed=1' }).expect(
        400,
      );
    });

    it('tests the stored dataset setting when no value is given, the grid row accepted as it is', async () => {
      const seeded = (await post('setting/list', admin).expect(200)).body as Array<{
        key: string;
        value: string;
      }>;
      const original = seeded.find((setting) => setting.key === 'dataset')?.value ?? '';
      await post('setting/edit', admin, { key: 'dataset', value: join(dir, 'good.csv') }).expect(200);
      expect(await test()).toEqual(ok);
      const settings = (await post('setting/list', admin).expect(200)).body as Array<{ key: string }>;
      const row = settings.find((setting) => setting.key === 'dataset') ?? {};
      expect((await post('setting/testConnection', admin, row).expect(200)).body).toEqual(ok);
      await post('setting/edit', admin, { key: 'dataset', value: original }).expect(200);
    });
  });

  describe('popup texts', () => {
    it('lets an administrator reword a popup that every dashboard then shows', async () => {
      const list = (await post('setting/popup/list', admin).expect(200)).body as Array<{
        id: string;
        title: string;
        text: string;
        updated: string | null;
      }>;
      const history = list.find((popup) => popup.id === 'pop_history');
      expect(history).toMatchObject({ title: 'Risk score history', updated: null });
      expect(list.map((popup) => popup.id)).toEqual(
        expect.arrayContaining(['pop_gics_s', 'pop_year', 'pop_mcap']),
      );

      const edited = await post('setting/popup/edit', admin, {
        id: 'pop_history',
        text: '  The score by year.  ',
      }).expect(200);
      expect(edited.body).toEqual({
        id: 'pop_history',
        title: 'Risk score history',
        text: 'The score by year.',
        updated: expect.any(String),
      });
      const served = (await post('dashboard/popup', admin).expect(200)).body as Array<{
        id: string;
        text: string;
      }>;
      expect(served.find((popup) => popup.id === 'pop_history')?.text).toBe('The score by year.');
      expect(served).toHaveLength(list.length);

      const empty = await post('setting/popup/edit', admin, { id: 'pop_history', text: ' ' }).expect(400);
      expect(empty.body).toEqual({
        statusCode: 400,
        errorCode: 'POPUP_TEXT_REQUIRED',
        message: 'Popup text is required.',
      });
      const long = await post('setting/popup/edit', admin, {
        id: 'pop_history',
        text: 'x'.repeat(2001),
      }).expect(400);
      expect(long.body.errorCode).toBe('POPUP_TEXT_TOO_LONG');
      await post('setting/popup/edit', admin, { id: 'pop_nope', text: 'x' }).expect(404);

      // Ten first edits of a default text at once: each answered 200, one row (once a duplicate key: 500).
      const parallel = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post('setting/popup/edit', admin, { id: 'pop_mcap', text: `Market value, edit ${index}.` }),
        ),
      );
      expect(parallel.map((response) => response.status)).toEqual(Array(10).fill(200));
    });
  });

  describe('support tickets', () => {
    it.each([
      ['nothing', {}, 'TICKET_REQUIRED', "Please enter ticket's title and body. Both are required."],
      [
        'blanks',
        { ticketTitle: ' ', ticketBody: '' },
        'TICKET_REQUIRED',
        "Please enter ticket's title and body. Both are required.",
      ],
      ['no title', { ticketBody: 'It broke' }, 'TICKET_TITLE_REQUIRED', 'Ticket Title is required.'],
      ['no body', { ticketTitle: 'Broken' }, 'TICKET_BODY_REQUIRED', 'Ticket Body is required.'],
      [
        'a 101-character title',
        { ticketTitle: 't'.repeat(101), ticketBody: 'b' },
        'TICKET_TITLE_TOO_LONG',
        'Ticket Title can have at most 100 characters.',
      ],
      [
        'a 501-character body',
        { ticketTitle: 't', ticketBody: 'b'.repeat(501) },
        'TICKET_BODY_TOO_LONG',
        'Ticket Body can have at most 500 characters.',
      ],
      [
        'an unknown kind',
        { ticketTitle: 't', ticketBody: 'b', kind: 'BUG' },
        'INVALID_TICKET_KIND',
        'Ticket kind must be SUPPORT or ISSUE.',
      ],
    ])('refuses a ticket with %s', async (_case, body, errorCode, message) => {
      const response = await post('ticket', user.token, body).expect(400);
      expect(response.body).toEqual({ statusCode: 400, errorCode, message });
    });

    it('stores the ticket and mails it to the support address with the user, tenant and view', async () => {
      const support = `support-${Date.now()}@ledgerscope.test`;
      await post('setting/edit', admin, { key: 'supportAddress', value: support }).expect(200);
      const title = `Download fails <b>${Date.now()}</b>`;
      const sent = await post('ticket', user.token, {
        ticketTitle: title,
        ticketBody: 'The CSV download stops at 100 rows.\n<script>alert(1)</script>',
        kind: 'ISSUE',
        currentView: '/dashboard?share=abc',
      }).expect(200);
      expect(sent.body).toEqual({ id: expect.any(String), createdAt: expect.any(String), mailed: true });

      const mail = await waitForMail(support, /Issue report: Download fails/);
      expect(mail.text).toContain('The CSV download stops at 100 rows.');
      expect(mail.text).toContain(user.email);
      expect(mail.text).toContain(user.tenantId);
      expect(mail.text).toMatch(/Tenant: Test Org /);
      expect(mail.text).toContain('/dashboard?share=abc');
      expect(mail.html).not.toMatch(/<script|<b>/);

      const stored = await db.query(
        'select kind, title, user_id, tenant_id, current_view, mailed_at from content.ticket where id = $1',
        [sent.body.id],
      );
      expect(stored.rows[0]).toMatchObject({
        kind: 'ISSUE',
        title,
        user_id: user.userId,
        tenant_id: user.tenantId,
        current_view: '/dashboard?share=abc',
        mailed_at: expect.any(Date),
      });
      await post('setting/edit', admin, { key: 'supportAddress', value: 'support@ledgerscope.test' }).expect(
        200,
      );
    });
  });
});
