import { CommandHandlerNotFoundException } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import pg from 'pg';
import request from 'supertest';
import { ChangeTenantStatus } from '../../src/contexts/tenancy/index.js';
import { TENANT_ACCESS_TTL_MS } from '../../src/contexts/identity/infrastructure/tenancy/tenancy-tenant-directory.js';
import { createAccount, inContext, PASSWORD, signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

const TENANT_DISABLED_TEXT =
  "Your organisation's access has been disabled. Contact your administrator for details.";

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('Tenant access: a disabled tenant, or one outside its access dates, cannot sign in', () => {
  let app: NestExpressApplication;
  let db: pg.Client;
  const http = () => request(app.getHttpServer());
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const login = (email: string) => http().post('/api/auth/login').send({ email, password: PASSWORD });

  beforeAll(async () => {
    app = await startTestApp();
    db = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
    await app.close();
  });

  /**
   * Through tenancy's ChangeTenantStatus, which requests see at once; with SQL while that command has no
   * handler, after which open sessions see the change within the tenant-access cache's TTL.
   */
  async function setStatus(tenantId: string, status: boolean): Promise<void> {
    try {
      await inContext(app, (commands) => commands.execute(new ChangeTenantStatus(tenantId, status)));
    } catch (error) {
      if (!(error instanceof CommandHandlerNotFoundException)) throw error;
      await db.query('update tenancy.tenant set status = $2 where id = $1', [tenantId, status]);
      await sleep(TENANT_ACCESS_TTL_MS + 100);
    }
  }

  it('refuses sign-in with 403 TENANT_DISABLED, ends open sessions with 401, and signs in again once enabled', async () => {
    const { email, tenantId } = await createAccount(app);
    const token = await signIn(app, email);
    await http().get('/api/auth/me').set(bearer(token)).expect(200);

    await setStatus(tenantId, false);
    expect((await login(email).expect(403)).body).toEqual({
      statusCode: 403,
      errorCode: 'TENANT_DISABLED',
      message: TENANT_DISABLED_TEXT,
    });
    expect((await http().get('/api/auth/me').set(bearer(token)).expect(401)).body).toEqual({
      statusCode: 401,
      errorCode: 'TENANT_DISABLED',
      message: TENANT_DISABLED_TEXT,
    });
    // The one-time-code way in checks the password and the tenant before sending anything.
    const otp = await http().post('/api/otp/sendOtpEmail').send({ email, password: PASSWORD }).expect(403);
    expect(otp.body.errorCode).toBe('TENANT_DISABLED');
    // A wrong password still answers as for anyone: nothing about the tenant is told.
    expect(
      (await http().post('/api/auth/login').send({ email, password: 'wrong-password' }).expect(401)).body
        .errorCode,
    ).toBe('WRONG_LOGIN_INFORMATION');

    await setStatus(tenantId, true);
    const again = await signIn(app, email);
    await http().get('/api/auth/me').set(bearer(again)).expect(200);
    // The session refused while the tenant was disabled stays ended.
    await http().get('/api/auth/me').set(bearer(token)).expect(401);
  });

  it('refuses outside the access dates (whole days) and, for a change made elsewhere, within the cache TTL', async () => {
    const { email, tenantId } = await createAccount(app);
    const token = await signIn(app, email);
    const dates = (startDate: string, endDate: string | null) =>
      db.query('update tenancy.tenant set start_date = $2, end_date = $3 where id = $1', [
        tenantId,
        startDate,
        endDate,
      ]);
    const day = (offset: number): string =>
      new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    // Ended yesterday: sign-in reads the tenant afresh, so it is refused at once.
    await dates(day(-30), `${day(-1)}T00:00:00Z`);
    expect((await login(email).expect(403)).body.errorCode).toBe('TENANT_DISABLED');
    // An open session sees a change made outside this process (SQL here) within the TTL.
    await sleep(TENANT_ACCESS_TTL_MS + 100);
    expect((await http().get('/api/auth/me').set(bearer(token)).expect(401)).body.errorCode).toBe(
      'TENANT_DISABLED',
    );

    // Starts tomorrow: refused; ends today: allowed all day.
    await dates(`${day(1)}T00:00:00Z`, null);
    expect((await login(email).expect(403)).body.errorCode).toBe('TENANT_DISABLED');
    await dates(`${day(-1)}T12:00:00Z`, `${day(0)}T00:00:00Z`);
    await signIn(app, email);
  });
});
