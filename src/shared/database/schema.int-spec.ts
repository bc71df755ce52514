import { readdirSync } from 'node:fs';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ALL_ENTITIES } from '../../app/entities.js';
import { migrationsList } from '../../migrations/index.js';
import { migrateUnderLock } from './migrate.js';
import { mikroOrmOptions } from './mikro-orm-options.js';

/** The committed migrations and the mapped entities describe the same schema. */
describe('Database schema', () => {
  const url = process.env.DATABASE_URL ?? '';
  let orm: MikroORM;

  beforeAll(async () => {
    orm = await MikroORM.init(mikroOrmOptions({ url, entities: ALL_ENTITIES, poolSize: 2 }));
    await migrateUnderLock(orm, url);
  });

  afterAll(async () => {
    await orm.close();
  });

  it('lists every migration file in src/migrations/index.ts', () => {
    const files = readdirSync(new URL('../../migrations/', import.meta.url))
      .filter((file) => /^Migration\d+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(migrationsList.map((migration) => migration.name)).toEqual(files);
  });

  it('needs no change after the migrations: entities and migrations agree', async () => {
    const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
    expect(diff.trim()).toBe('');
  });

  it('applies nothing the second time, also when two runners race for the lock', async () => {
    const again = await Promise.all([migrateUnderLock(orm, url), migrateUnderLock(orm, url)]);
    expect(again).toEqual([[], []]);
  });

  it('hands out company ids from a sequence', async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const first = await client.query<{ id: string }>("select nextval('tenancy.company_id_seq') as id");
      const second = await client.query<{ id: string }>("select nextval('tenancy.company_id_seq') as id");
      expect(Number(second.rows[0]?.id)).toBe(Number(first.rows[0]?.id) + 1);
    } finally {
      await client.end();
    }
  });
});
