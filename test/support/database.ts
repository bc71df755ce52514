import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../../src/app/entities.js';
import { migrateUnderLock } from '../../src/shared/database/migrate.js';
import { mikroOrmOptions } from '../../src/shared/database/mikro-orm-options.js';

/**
 * MikroORM on the test database (DATABASE_URL: the embedded PostgreSQL or the CI server), migrated, for specs
 * of a repository or a handler on the real tables. Fork an EntityManager per test with
 * `orm.em.fork({ useContext: true })`, so a repository's `transactional` reaches the open transaction as it
 * does in the app.
 */
export async function migratedOrm(): Promise<MikroORM> {
  const url = process.env.DATABASE_URL ?? '';
  const orm = await MikroORM.init(mikroOrmOptions({ url, entities: ALL_ENTITIES, poolSize: 4 }));
  await migrateUnderLock(orm, url);
  return orm;
}
