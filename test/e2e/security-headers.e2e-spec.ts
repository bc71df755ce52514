import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request, { type Response } from 'supertest';
import { AppConfig } from '../../src/shared/config/app-config.js';
import { ShutdownState } from '../../src/shared/health/shutdown-state.js';
import { signIn } from '../support/accounts.js';
import { startTestApp } from '../support/test-app.js';

/**
 * Every kind of answer carries the security headers (docs/security.md, "Headers, CORS, uploads and
 * supply chain"): API JSON (200, 400, 401, 404, 413, 503), the OpenAPI pages, the web app's index.html,
 * its client-side routes and its static files, and CORS preflights. A built web app is faked in a
 * temporary WEB_DIST_DIR so that the static branch of create-app.ts is the one under test.
 */

const ALLOWED = 'https://app.example.com';
const ALSO_ALLOWED = 'http://localhost:5173';
const FOREIGN = 'https://evil.example.net';

function expectSecurityHeaders(response: Response, what: string): void {
  const headers = response.headers as Record<string, string | undefined>;
  const problems: string[] = [];
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
  ]) {
    if (!csp.split(';').some((part) => part.trim() === directive)) problems.push(`CSP without ${directive}`);
  }
  if (/script-src[^;]*'unsafe-(inline|eval)'/.test(csp)) problems.push('CSP allows inline or eval scripts');
  const hsts = /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '');
  if (!hsts || Number(hsts[1]) < 15_552_000) problems.push('HSTS missing or under 180 days');
  if (!/includeSubDomains/i.test(headers['strict-transport-security'] ?? ''))
    problems.push('HSTS without includeSubDomains');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (
    !['no-referrer', 'same-origin', 'strict-origin-when-cross-origin'].includes(
      headers['referrer-policy'] ?? '',
    )
  )
    problems.push(`Referrer-Policy ${headers['referrer-policy']}`);
  if (headers['x-frame-options'] === undefined) problems.push('no X-Frame-Options');
  if (headers['x-powered-by'] !== undefined) problems.push(`X-Powered-By: ${headers['x-powered-by']}`);
  expect({ what, status: response.status, problems }).toEqual({
    what,
    status: response.status,
    problems: [],
  });
}

describe('Security headers on every response, CORS allowlist', () => {
  let app: NestExpressApplication;
  let server: ReturnType<NestExpressApplication['getHttpServer']>;
  let distDir: string;
  let token: string;
  let assetName: string;
  const saved = { WEB_DIST_DIR: process.env.WEB_DIST_DIR, CORS_ORIGINS: process.env.CORS_ORIGINS };

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'ledgerscope-web-'));
    mkdirSync(join(distDir, 'assets'));
    assetName = 'index-3f2a1b.js';
    writeFileSync(
      join(distDir, 'index.html'),
      '<!doctype html><title>Ledgerscope</title><div id="root"></div>',
    );
    writeFileSync(join(distDir, 'assets', assetName), 'console.log("app");');
    writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    process.env.WEB_DIST_DIR = distDir;
    process.env.CORS_ORIGINS = ` ${ALLOWED}/ ,${ALSO_ALLOWED}`;
    app = await startTestApp();
    server = app.getHttpServer();
    token = await signIn(app, 'analyst@acme.test');
  });

  afterAll(async () => {
    await app?.close();
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    rmSync(distDir, { recursive: true, force: true });
  });

  it('sends CSP, HSTS, nosniff, Referrer-Policy and no X-Powered-By on every kind of answer', async () => {
    const answers: Array<[string, number, () => request.Test]> = [
      ['health (JSON 200)', 200, () => request(server).get('/api/health')],
      ['app config (public JSON 200)', 200, () => request(server).get('/api/app-config')],
      ['signed-in JSON 200', 200, () => request(server).get('/api/auth/me').auth(token, { type: 'bearer' })],
      ['no session (401)', 401, () => request(server).get('/api/auth/me')],
      ['unknown API route (404)', 404, () => request(server).get('/api/no-such-route')],
      ['validation (400)', 400, () => request(server).post('/api/auth/login').send({ email: 1 })],
      [
        'malformed JSON (400, body parser)',
        400,
        () =>
          request(server).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":'),
      ],
      [
        'JSON body over 1 MB (413, body parser)',
        413,
        () =>
          request(server)
            .post('/api/auth/login')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ email: 'x'.repeat(1_100_000) })),
      ],
      ['HEAD of the health check', 200, () => request(server).head('/api/health')],
      ['OpenAPI page (HTML)', 200, () => request(server).get('/api/docs')],
      ['OpenAPI document (JSON)', 200, () => request(server).get('/api/docs-json')],
      ['web app index.html', 200, () => request(server).get('/')],
      ['client-side route (index.html)', 200, () => request(server).get('/screening/results')],
      ['static asset', 200, () => request(server).get(`/assets/${assetName}`)],
      ['static file at the root', 200, () => request(server).get('/favicon.svg')],
      ['web app, HEAD', 200, () => request(server).head('/')],
      [
        'CORS preflight, allowed origin',
        204,
        () =>
          request(server)
            .options('/api/auth/login')
            .set('Origin', ALLOWED)
            .set('Access-Control-Request-Method', 'POST'),
      ],
      [
        // Not answered as a preflight: it falls through to the router, which has no OPTIONS route.
        'CORS preflight, foreign origin',
        404,
        () =>
          request(server)
            .options('/api/auth/login')
            .set('Origin', FOREIGN)
            .set('Access-Control-Request-Method', 'POST'),
      ],
    ];
    for (const [what, status, send] of answers) {
      const response = await send();
      expect({ what, status: response.status }).toEqual({ what, status });
      expectSecurityHeaders(response, what);
    }
    // The static asset really came from the fake build (the static branch is the one tested).
    const asset = await request(server).get(`/assets/${assetName}`);
    expect(asset.text).toBe('console.log("app");');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends them on a 503 too (health while shutting down)', async () => {
    const shutdown = app.get(ShutdownState);
    shutdown.draining = true;
    try {
      const response = await request(server).get('/api/health');
      expect(response.status).toBe(503);
      expectSecurityHeaders(response, 'health while draining (503)');
    } finally {
      shutdown.draining = false;
    }
  });

  it('answers CORS for the allowlisted origins only', async () => {
    expect(app.get(AppConfig).corsOrigins).toEqual([ALLOWED, ALSO_ALLOWED]);
    for (const origin of [ALLOWED, ALSO_ALLOWED]) {
      const simple = await request(server).get('/api/health').set('Origin', origin).expect(200);
      expect(simple.headers['access-control-allow-origin']).toBe(origin);
      expect(simple.headers['access-control-allow-credentials']).toBeUndefined();
      expect(simple.headers.vary).toMatch(/origin/i);
      const preflight = await request(server)
        .options('/api/watchlists')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization,content-type')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
    }
    // A foreign origin, a look-alike, another scheme or port, and 'null' get no CORS header at all.
    for (const origin of [
      FOREIGN,
      'https://app.example.com.evil.net',
      'http://app.example.com',
      'https://app.example.com:8443',
      'null',
    ]) {
      const simple = await request(server).get('/api/health').set('Origin', origin).expect(200);
      expect({ origin, allow: simple.headers['access-control-allow-origin'] }).toEqual({
        origin,
        allow: undefined,
      });
      const preflight = await request(server)
        .options('/api/auth/login')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST');
      expect({ origin, allow: preflight.headers['access-control-allow-origin'] }).toEqual({
        origin,
        allow: undefined,
      });
    }
    // Same-origin requests (no Origin header) work as before.
    const same = await request(server).get('/api/auth/me').auth(token, { type: 'bearer' }).expect(200);
    expect(same.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a CORS_ORIGINS entry that is not a bare origin', () => {
    for (const bad of [
      '*',
      'https://*.example.com',
      'app.example.com',
      'https://a.test/path',
      'ftp://a.test',
    ]) {
      expect(() => new AppConfig({ NODE_ENV: 'test', CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS/);
    }
    expect(new AppConfig({ NODE_ENV: 'test' }).corsOrigins).toEqual([]);
    expect(new AppConfig({ NODE_ENV: 'test', CORS_ORIGINS: 'https://A.test:443/' }).corsOrigins).toEqual([
      'https://a.test',
    ]);
  });
});

describe('CORS without CORS_ORIGINS: same origin only', () => {
  let app: NestExpressApplication;
  const saved = process.env.CORS_ORIGINS;

  beforeAll(async () => {
    delete process.env.CORS_ORIGINS;
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
    if (saved !== undefined) process.env.CORS_ORIGINS = saved;
  });

  it('sends no CORS header to any origin', async () => {
    const server = app.getHttpServer();
    // The sandbox provider (the default): scripts and frames from this origin only.
    const health = await request(server).get('/api/health').expect(200);
    expect(String(health.headers['content-security-policy'])).not.toContain('onfastspring');
    for (const origin of [ALLOWED, FOREIGN]) {
      const simple = await request(server).get('/api/health').set('Origin', origin).expect(200);
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await request(server)
        .options('/api/auth/login')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'POST');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expectSecurityHeaders(preflight, `preflight without CORS (${preflight.status})`);
    }
  });
});
