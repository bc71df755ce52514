// Builds the API and/or the web app when the build is missing or older than its sources.
// `node scripts/ensure-built.mjs api|web|all` from npm scripts; imported by scripts/start.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

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

const modified = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

function run(script) {
  console.log(`> npm run ${script}`);
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const targets = {
  api: {
    output: join(root, 'dist/api/main.js'),
    sources: () => Math.max(newest(join(root, 'src')), modified(join(root, 'tsconfig.build.json'))),
    script: 'build:api',
  },
  web: {
    output: join(root, 'dist/web/index.html'),
    sources: () => Math.max(newest(join(root, 'web')), modified(join(root, 'package-lock.json'))),
    script: 'build:web',
  },
};

export function ensureBuilt(which = 'all') {
  for (const name of which === 'all' ? ['api', 'web'] : [which]) {
    const target = targets[name];
    if (!target) throw new Error(`Unknown build target ${name}`);
    if (modified(target.output) < target.sources()) run(target.script);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  ensureBuilt(process.argv[2] ?? 'all');
