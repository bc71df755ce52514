// npm run test:browser: starts the built app on a fresh embedded database (or DATABASE_URL when
// BROWSER_TEST_DATABASE_URL is set), runs the Playwright tests in test/browser against it with
// Debian's Chromium, and checks that the app stops cleanly on SIGTERM.
// BROWSER_TEST_REPLICAS=N (N > 1, needs BROWSER_TEST_DATABASE_URL) runs N API processes on that one
// PostgreSQL behind a round-robin load balancer (scripts/load-balancer.mjs) with one shared mail catcher:
// every request of a test may land on another replica (sessions, idle time, jobs across replicas).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLoadBalancer } from './load-balancer.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `SKIPPED: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(0);
}
const replicas = Number(process.env.BROWSER_TEST_REPLICAS ?? '1');
const databaseUrl = process.env.BROWSER_TEST_DATABASE_URL ?? '';
if (!Number.isInteger(replicas) || replicas < 1 || (replicas > 1 && !databaseUrl)) {
  console.error(
    'BROWSER_TEST_REPLICAS must be a whole number >= 1; more than 1 needs BROWSER_TEST_DATABASE_URL.',
  );
  process.exit(1);
}
if (!existsSync(join(root, 'dist/api/main.js')) || !existsSync(join(root, 'dist/web/index.html'))) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'ledgerscope-browser-'));
const [smtpPort, webPort] = [await freePort(), await freePort()];
// With replicas, one mail catcher in this process receives every replica's mail (SMTP_URL).
let mailCatcher;
if (replicas > 1) {
  const { MailDev } = await import('maildev');
  mailCatcher = new MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent: true });
  await mailCatcher.start();
}
const ports = [];
for (let index = 0; index < replicas; index += 1) ports.push(await freePort());
const balancerPort = replicas > 1 ? await freePort() : ports[0];
const baseUrl = `http://127.0.0.1:${balancerPort}`;

const apps = [];
async function startReplica(index) {
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    // No APP_ENVIRONMENT: as on a fresh install, 127.0.0.1 is a development host (banner and Report issues).
    APP_ENVIRONMENT: '',
    PORT: String(ports[index]),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    LOG_LEVEL: 'warn',
    LOG_PRETTY: 'false',
    DATABASE_URL: databaseUrl,
    EMBEDDED_DB_DIR: join(dataDir, 'pg'),
    MAILDEV_SMTP_PORT: String(smtpPort),
    MAILDEV_WEB_PORT: String(webPort),
    SMTP_URL: replicas > 1 ? `smtp://127.0.0.1:${smtpPort}` : '',
    // One JWT secret for all replicas: a token issued by one is honoured by the others.
    JWT_SECRET: process.env.JWT_SECRET ?? `browser-tests-${process.pid}-shared-secret-of-the-replicas`,
    // A smaller demo universe than npm start's 6,000 companies keeps the browser run quick.
    DEMO_DATASET_COMPANIES: process.env.DEMO_DATASET_COMPANIES ?? '600',
  };
  const started = Date.now();
  const app = spawn(process.execPath, ['dist/api/main.js'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => app.once('exit', (code, signal) => resolve({ code, signal })));
  apps.push({ app, exited });
  const url = `http://127.0.0.1:${ports[index]}`;
  for (let attempt = 0; attempt < 240 && app.exitCode === null; attempt += 1) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) {
        console.log(`Replica ${index + 1} healthy at ${url} after ${Date.now() - started} ms`);
        return url;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.error(`Replica ${index + 1} did not become healthy within 60 s.`);
  for (const { app: running } of apps) running.kill('SIGKILL');
  process.exit(1);
}

// The first replica migrates and seeds the empty database; the others start on the seeded one.
const upstreams = [await startReplica(0)];
if (replicas > 1) {
  upstreams.push(...(await Promise.all(ports.slice(1).map((_, index) => startReplica(index + 1)))));
}
const balancer = replicas > 1 ? await startLoadBalancer(balancerPort, upstreams) : undefined;
if (balancer) console.log(`Load balancer at ${baseUrl} over ${upstreams.length} replicas (round robin)`);

// `npm run test:browser -- dashboard watchlists` runs only the files whose names contain one of the words.
const only = process.argv.slice(2);
const tests = readdirSync(join(root, 'test/browser'))
  .filter((file) => file.endsWith('.test.ts'))
  .filter((file) => only.length === 0 || only.some((word) => file.includes(word)))
  .map((file) => join('test/browser', file));
// spawn, not spawnSync: the load balancer and the mail catcher run on this process's event loop.
const testRun = spawn(process.execPath, ['--test', '--test-concurrency=1', ...tests], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    BASE_URL: baseUrl,
    CHROMIUM_PATH: chromium,
    MAILDEV_URL: `http://127.0.0.1:${webPort}`,
  },
});
const run = { status: await new Promise((resolve) => testRun.once('exit', (code) => resolve(code ?? 1))) };
if (balancer) {
  const served = balancer.counts();
  console.log(`Requests served per replica: ${served.join(', ')}`);
  if (served.some((count) => count === 0)) {
    console.error('A replica served no request: the tests did not run across replicas.');
    run.status = 1;
  }
  await balancer.close();
}

let clean = true;
for (const [index, { app, exited }] of apps.entries()) {
  app.kill('SIGTERM');
  const timer = setTimeout(() => app.kill('SIGKILL'), 15_000);
  const { code, signal } = await exited;
  clearTimeout(timer);
  if (code !== 0) {
    console.error(`Replica ${index + 1} did not stop cleanly on SIGTERM (code ${code}, signal ${signal}).`);
    clean = false;
  }
}
await mailCatcher?.stop();
rmSync(dataDir, { recursive: true, force: true });
if (!clean) process.exit(1);
console.log(`The app stopped cleanly on SIGTERM (${apps.length} process${apps.length > 1 ? 'es' : ''}).`);
process.exit(run.status ?? 1);
