import type { MikroORM } from '@mikro-orm/core';
import pg from 'pg';

/** Any fixed 64-bit key; every replica asks for the same one. */
const MIGRATION_LOCK_KEY = 7_428_351_990_117n;

/**
 * Runs pending migrations while holding a PostgreSQL advisory lock, so that of N replicas
 * starting together one migrates and the others wait, then find nothing to do.
 */
export async function migrateUnderLock(orm: MikroORM, url: string): Promise<string[]> {
  const lockClient = new pg.Client({ connectionString: url });
  // Ended by the database (a shutdown): the lock query or the migration fails and says why.
  lockClient.on('error', () => undefined);
  await lockClient.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    const applied = await orm.migrator.up();
    return applied.map((migration) => migration.name);
  } finally {
    await lockClient
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()])
      .catch(() => undefined);
    await lockClient.end();
  }
}
