import type { EntitySchema, LoggerNamespace } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index.js';

/**
 * One place that says how MikroORM reaches PostgreSQL, for the app, the CLI commands and the tests.
 * Migrations are a committed list of classes (not a folder scan), so the same list runs from
 * TypeScript under jest and from the compiled build.
 */
export function mikroOrmOptions(input: {
  url: string;
  /** A read replica: reached only by queries that ask for a 'read' connection (screening's read models). */
  readUrl?: string;
  entities: EntitySchema[];
  poolSize: number;
  debug?: LoggerNamespace[];
}): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: input.url,
    // Writes, and reads that must see them, stay on the primary; only em.getConnection('read') uses the replica.
    ...(input.readUrl && input.readUrl !== input.url
      ? { replicas: [{ name: 'read-replica', clientUrl: input.readUrl }], preferReadReplicas: false }
      : {}),
    entities: input.entities,
    extensions: [Migrator],
    forceUtcTimezone: true,
    discovery: { warnWhenNoEntities: false },
    pool: { min: 0, max: input.poolSize },
    // A connection attempt that gets no answer (a server starting or restarting) fails after 5 s instead
    // of holding a pool slot forever; keep-alive finds connections the server side dropped.
    driverOptions: { connectionTimeoutMillis: 5_000, keepAlive: true },
    debug: input.debug ?? false,
    allowGlobalContext: false,
    migrations: {
      tableName: 'mikro_orm_migrations',
      migrationsList,
      path: 'src/migrations',
      pathTs: 'src/migrations',
      emit: 'ts',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
    },
  };
}
