import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DEMO_PASSWORD } from '../../src/app/seed/demo-accounts.js';
import { startTestApp } from '../support/test-app.js';

describe('Sign-in walking skeleton (POST /api/auth/login)', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const login = (body: unknown) =>
    request(app.getHttpServer())
      .post('/api/auth/login')
      .send(body as object);

  it('signs a demo user in and returns the principal with an idToken', async () => {
    const response = await login({ email: 'analyst@acme.test', password: DEMO_PASSWORD }).expect(200);
    expect(response.body).toMatchObject({
      email: 'analyst@acme.test',
      displayName: 'Ada Analyst',
      role: 'USER',
      tenantName: 'Acme Capital',
      administrator: false,
      tenantAdministrator: false,
      lucaAccessible: true,
      isAgree: true,
      firstLogin: false,
    });
    expect(response.body.idToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    await login({ email: '  Owner@ACME.test ', password: DEMO_PASSWORD }).expect(200);
  });

  it('answers 401 WRONG_LOGIN_INFORMATION for a wrong password and for an unknown email alike', async () => {
    const wrong = await login({ email: 'analyst@acme.test', password: 'not-the-password' }).expect(401);
    const unknown = await login({ email: 'nobody@acme.test', password: DEMO_PASSWORD }).expect(401);
    const expected = {
      statusCode: 401,
      errorCode: 'WRONG_LOGIN_INFORMATION',
      message: 'This Email Address and/or Password is not recognised. Have you registered?',
    };
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
  });

  it.each([
    [
      { email: 'analyst@acme.test', password: DEMO_PASSWORD, admin: true },
      'INVALID_REQUEST',
      /property admin should not exist/,
    ],
    [{ email: 'analyst@', password: DEMO_PASSWORD }, 'INVALID_EMAIL_FORMAT', /invalid Email Address format/],
    [{ email: '', password: '' }, 'EMAIL_PASSWORD_EMPTY', /Email Address and Password/],
    [{}, 'EMAIL_PASSWORD_EMPTY', /Email Address and Password/],
    [{ email: 42, password: ['x'] }, 'EMAIL_PASSWORD_EMPTY', /Email Address and Password/],
  ])('answers 400 with a clear message for %j', async (body, errorCode, message) => {
    const response = await login(body).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.errorCode).toBe(errorCode);
    expect(response.body.message).toMatch(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await request(app.getHttpServer())
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, errorCode: 'MALFORMED_JSON' });
  });

  it('asks the one-time-code user for a code instead of issuing a token', async () => {
    const response = await login({ email: 'otp@acme.test', password: DEMO_PASSWORD }).expect(200);
    expect(response.body.supportVarify).toBe(true);
    expect(response.body.idToken).toBeUndefined();
  });

  it('tells a first-login user to create a password', async () => {
    const response = await login({ email: 'newhire@acme.test', password: DEMO_PASSWORD }).expect(200);
    expect(response.body.firstLogin).toBe(true);
    expect(response.body.isAgree).toBe(false);
  });

  it('serves the signed-in principal to its bearer and ends the session on logout', async () => {
    const { body } = await login({ email: 'analyst@globex.test', password: DEMO_PASSWORD }).expect(200);
    const bearer = `Bearer ${body.idToken as string}`;
    const me = await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', bearer)
      .expect(200);
    expect(me.body).toMatchObject({ email: 'analyst@globex.test', tenantName: 'Globex Partners' });
    expect(me.body.idToken).toBeUndefined();

    await request(app.getHttpServer()).post('/api/auth/logout').set('Authorization', bearer).expect(204);
    const after = await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', bearer)
      .expect(401);
    expect(after.body.errorCode).toBe('UNAUTHORIZED');
  });

  it('refuses protected routes without a token, with a forged token, and never answers 500', async () => {
    const none = await request(app.getHttpServer()).get('/api/auth/me').expect(401);
    expect(none.body).toMatchObject({ statusCode: 401, errorCode: 'UNAUTHORIZED' });
    const forged =
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsInRpZCI6InoiLCJlbWFpbCI6ImFAYi5jIiwicm9sZSI6IlVTRVIifQ.c2lnbmF0dXJl';
    await request(app.getHttpServer())
      .get('/api/auth/me')
      .set('Authorization', `Bearer ${forged}`)
      .expect(401);
    await request(app.getHttpServer()).post('/api/setting/idleTime').expect(401);
  });

  it('gives a signed-in user the idle time setting (default 43200 s)', async () => {
    const { body } = await login({ email: 'analyst@acme.test', password: DEMO_PASSWORD }).expect(200);
    const response = await request(app.getHttpServer())
      .post('/api/setting/idleTime')
      .set('Authorization', `Bearer ${body.idToken as string}`)
      .expect(200);
    expect(response.body).toEqual({ value: 43200 });
  });
});
