import { readFileSync } from 'node:fs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { JobRunner } from '../../src/shared/jobs/job-runner.js';
import { Mailer } from '../../src/shared/mail/mailer.js';
import { waitForMail } from '../support/mail-inbox.js';
import { startTestApp } from '../support/test-app.js';

describe('Platform: health, documents, headers, errors, jobs', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    app = await startTestApp({ jobs: true });
  });

  afterAll(async () => {
    await app.close();
  });

  it('reports the database and the mail server up on /api/health', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.info.database.status).toBe('up');
    expect(response.body.info.database.kind).toBe('server');
    expect(response.body.info.mail.status).toBe('up');
  });

  it('serves the OpenAPI document generated from the controllers', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/health',
        '/api/app-config',
      ]),
    );
    expect(Object.keys(response.body.components.schemas)).toEqual(
      expect.arrayContaining(['LoginRequest', 'PrincipalView', 'ErrorResponse', 'AppConfigView']),
    );
    await request(app.getHttpServer()).get('/api/docs').expect(200).expect('Content-Type', /html/);
  });

  it('has its committed OpenAPI document (the source of the web types) up to date', async () => {
    const response = await request(app.getHttpServer()).get('/api/docs-json').expect(200);
    const committed: unknown = JSON.parse(
      readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'),
    );
    // When this fails: run `npm run openapi` and commit docs/openapi.json and web/src/api/schema.ts.
    expect(response.body).toEqual(committed);
  });

  it('sets security headers and a request id, and keeps a valid incoming request id', async () => {
    const response = await request(app.getHttpServer()).get('/api/app-config').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await request(app.getHttpServer())
      .get('/api/app-config')
      .set('X-Request-Id', 'trace-123')
      .expect(200);
    expect(traced.headers['x-request-id']).toBe('trace-123');
  });

  it('tells the web app the environment of the host it is served from (banner and Report issues)', async () => {
    const asked = (host: string) =>
      request(app.getHttpServer()).get('/api/app-config').set('Host', host).expect(200);
    expect((await asked('localhost:3000')).body).toEqual({ environment: 'development' });
    expect((await asked('127.0.0.1')).body).toEqual({ environment: 'development' });
    expect((await asked('test.ledgerscope.com')).body).toEqual({ environment: 'test' });
    expect((await asked('app.ledgerscope.com')).body).toEqual({ environment: 'production' });
  });

  it('answers an unknown API route with the error envelope', async () => {
    const response = await request(app.getHttpServer()).get('/api/no-such-route').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      errorCode: 'NOT_FOUND',
      message: 'The requested resource was not found.',
    });
  });

  it('answers the data revision (none before the first data load) to a signed-in user only', async () => {
    await request(app.getHttpServer()).get('/api/dashboard/revision').expect(401);
  });

  it('runs a scheduled job through pg-boss on the same database', async () => {
    const runner = app.get(JobRunner);
    expect(runner.started).toBe(true);
    const jobId = await runner.trigger('identity.session-cleanup');
    expect(jobId).toEqual(expect.any(String));
  });

  it('sends mail through SMTP into the embedded inbox, where a person or a test reads it', async () => {
    const subject = `Probe ${Date.now()}`;
    await app.get(Mailer).send({ to: 'reader@acme.test', subject, text: 'Your code is 123456' });
    const mail = await waitForMail('reader@acme.test', new RegExp(subject));
    expect(mail.text).toContain('Your code is 123456');
  });
});
