import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { buildOpenApiDocument, createApp } from '../app/create-app.js';

/**
 * npm run openapi: writes docs/openapi.json from the controllers (on a scratch in-memory database);
 * the web app's API types are generated from it. A test fails when the committed copy is stale.
 */
process.env.DATABASE_URL = '';
process.env.EMBEDDED_DB_DIR = 'memory://';
process.env.NODE_ENV = 'test';
process.env.RUN_JOBS = 'false';
process.env.SMTP_URL ||= 'smtp://127.0.0.1:1';
const app = await createApp();
await app.init();
try {
  writeFileSync('docs/openapi.json', `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
  console.log('Wrote docs/openapi.json');
} finally {
  await app.close();
}
