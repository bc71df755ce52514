// npm run test:browser: starts the built app on a fresh embedded database (or DATABASE_URL when
// BROWSER_TEST_DATABASE_URL is set), runs the Playwright tests in test/browser against it with
// Debian's Chromium, and checks that the app stops cleanly on SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(
    `SKIPPED: no Chromium at ${chromium}. Install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`,
  );
  process.exit(0);
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
const [port, smtpPort, webPort] = [await freePort(), await freePort(), await freePort()];
const env = {
  ...process.env,
  NODE_ENV: 'development',
  APP_ENVIRONMENT: 'development',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOG_PRETTY: 'false',
  DATABASE_URL: process.env.BROWSER_TEST_DATABASE_URL ?? '',
  EMBEDDED_DB_DIR: join(dataDir, 'pg'),
  MAILDEV_SMTP_PORT: String(smtpPort),
  MAILDEV_WEB_PORT: String(webPort),
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

const baseUrl = `http://127.0.0.1:${port}`;
let ready = false;
for (let attempt = 0; attempt < 240 && app.exitCode === null; attempt += 1) {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    if (response.ok) {
      ready = true;
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (!ready) {
  console.error('The app did not become healthy within 60 s.');
  app.kill('SIGKILL');
  process.exit(1);
}
console.log(`App healthy at ${baseUrl} after ${Date.now() - started} ms`);

const tests = readdirSync(join(root, 'test/browser'))
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => join('test/browser', file));
const run = spawnSync(process.execPath, ['--test', '--test-concurrency=1', ...tests], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    BASE_URL: baseUrl,
    CHROMIUM_PATH: chromium,
    MAILDEV_URL: `http://127.0.0.1:${webPort}`,
  },
});

app.kill('SIGTERM');
const timer = setTimeout(() => app.kill('SIGKILL'), 15_000);
const { code, signal } = await exited;
clearTimeout(timer);
rmSync(dataDir, { recursive: true, force: true });
if (code !== 0) {
  console.error(`The app did not stop cleanly on SIGTERM (code ${code}, signal ${signal}).`);
  process.exit(1);
}
console.log('The app stopped cleanly on SIGTERM.');
process.exit(run.status ?? 1);
