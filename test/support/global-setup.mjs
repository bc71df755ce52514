// Plain ESM: jest loads global setup outside its TypeScript transform; Node 24 strips the types of
// the embedded server module itself.
import { createServer } from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Integration and e2e tests run against DATABASE_URL when it is set (CI gives a fresh database on
 * the machine's PostgreSQL), else against an embedded in-memory PostgreSQL started here.
 */
export default async function globalSetup() {
  process.env.NODE_ENV = 'test';
  process.env.LOG_LEVEL ??= 'warn';
  process.env.MAILDEV_SMTP_PORT = String(await freePort());
  process.env.MAILDEV_WEB_PORT = String(await freePort());
  if (process.env.DATABASE_URL) {
    process.env.LEDGERSCOPE_TEST_DATABASE = 'server';
    return;
  }
  const { EmbeddedPostgres } = await import('../../src/shared/database/embedded/embedded-postgres.ts');
  const embedded = await EmbeddedPostgres.start({ dataDir: 'memory://', port: 0 });
  globalThis.__LEDGERSCOPE_EMBEDDED_DB__ = embedded;
  process.env.DATABASE_URL = embedded.url;
  process.env.LEDGERSCOPE_TEST_DATABASE = 'embedded';
}
