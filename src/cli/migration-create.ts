import { AppConfig } from '../shared/config/app-config.js';
import { migrateUnderLock } from '../shared/database/migrate.js';
import { withDatabase } from './cli-context.js';

/**
 * npm run db:migration:create [-- --initial]: on a scratch in-memory database, applies the committed
 * migrations, then writes the difference to the entities as a new migration in src/migrations.
 */
const config = new AppConfig({
  ...process.env,
  DATABASE_URL: '',
  EMBEDDED_DB_DIR: 'memory://',
  NODE_ENV: 'test',
});
await withDatabase(config, async (orm, server) => {
  await migrateUnderLock(orm, server.url);
  const initial = process.argv.includes('--initial');
  const result = await orm.migrator.create('src/migrations', false, initial);
  if (!result.fileName) {
    console.log('No changes: the entities and the migrations agree.');
    return;
  }
  console.log(`Created src/migrations/${result.fileName}; add it to src/migrations/index.ts.`);
});
