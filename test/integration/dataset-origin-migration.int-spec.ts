import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ALL_ENTITIES } from '../../src/app/entities.js';
import { migrateUnderLock } from '../../src/shared/database/migrate.js';
import { mikroOrmOptions } from '../../src/shared/database/mikro-orm-options.js';
import { Migration20261129190000 } from '../../src/migrations/Migration20261129190000.js';

/** The revisions stored before origins were: their text labels, oldest first. */
const LABELS = [
  'generated: 500 companies x 10 years, seed 42, last year 2025',
  'rescored from stored statements',
  'imported: acme statements.csv (47 rows kept, 3 skipped)',
  'SEC EDGAR: 12 companies (1 skipped)',
  'rescored from stored statements',
  'rescored from stored statements',
  'SEC EDGAR: 3 companies (0 skipped), added',
  'loaded by hand',
];

describe('Migration20261129190000: the origins of the revisions stored before, read once from their labels', () => {
  const url = process.env.DATABASE_URL ?? '';
  let db: pg.Client;

  beforeAll(async () => {
    const orm = await MikroORM.init(mikroOrmOptions({ url, entities: ALL_ENTITIES, poolSize: 2 }));
    await migrateUnderLock(orm, url);
    await orm.close();
    db = new pg.Client({ connectionString: url });
    await db.connect();
  });

  afterAll(async () => {
    await db.end();
  });

  it('derives each origin it can, a rescore the origin of the load it rescored, and unknown for the rest', async () => {
    await db.query('begin');
    try {
      // The table as it was before the migration, with the labels of earlier loads.
      await db.query('alter table screening.data_revision drop column origin');
      await db.query('delete from screening.data_revision');
      for (const [day, label] of LABELS.entries())
        await db.query(
          `insert into screening.data_revision (id, revision_date, source, companies, company_years, created_at)
           values (gen_random_uuid(), $1, $2, 1, 1, now())`,
          [`2026-11-${String(day + 10).padStart(2, '0')}T10:00:00Z`, label],
        );
      const migration = new Migration20261129190000(null as never, null as never);
      await migration.up();
      for (const sql of migration.getQueries()) {
        if (typeof sql !== 'string') throw new Error('the migration adds only SQL text');
        await db.query(sql);
      }
      const { rows } = await db.query<{ origin: unknown }>(
        'select origin from screening.data_revision order by revision_date',
      );
      const generated = {
        kind: 'generated',
        sources: ['500 companies x 10 years, seed 42, last year 2025'],
        added: false,
        at: '2026-11-10T10:00:00.000Z',
      };
      const sec = { kind: 'sec', sources: [], added: false, at: '2026-11-13T10:00:00.000Z' };
      expect(rows.map((row) => row.origin)).toEqual([
        generated,
        generated,
        { kind: 'file', sources: ['acme statements.csv'], added: true, at: '2026-11-12T10:00:00.000Z' },
        sec,
        sec,
        sec,
        { kind: 'sec', sources: [], added: true, at: '2026-11-16T10:00:00.000Z' },
        { kind: 'unknown', sources: [], added: false, at: null },
      ]);
    } finally {
      await db.query('rollback');
    }
  });
});
