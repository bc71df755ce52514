// npm start: builds the API and the web app when they are missing or older than their sources,
// then runs the API (which serves the web app, the embedded database and the mail inbox).
import { ensureBuilt } from './ensure-built.mjs';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(`Ledgerscope needs Node.js 24 or newer (this is ${process.version}). See README.md.`);
  process.exit(1);
}
ensureBuilt('all');
process.env.NODE_ENV ??= 'development';
await import('../dist/api/main.js');
