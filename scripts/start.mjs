// npm start: builds the API and the web app when they are missing or older than their sources,
// then runs the API (which serves the web app, the embedded database and the mail inbox).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Ledgerscope needs Node.js 24 or newer (this is ${process.version}). See README.md.`);
  process.exit(1);
}

function newest(dir) {
  let latest = 0;
  if (!existsSync(dir)) return latest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

function builtAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : 0;
}

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const api = join(root, 'dist/api/main.js');
const web = join(root, 'dist/web/index.html');
const apiSources = Math.max(newest(join(root, 'src')), builtAt(join(root, 'tsconfig.build.json')));
const webSources = Math.max(newest(join(root, 'web')), builtAt(join(root, 'package-lock.json')));
if (builtAt(api) < apiSources) run('build:api');
if (builtAt(web) < webSources) run('build:web');

process.env.NODE_ENV ??= 'development';
await import(api);
