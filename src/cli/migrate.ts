import { AppConfig } from '../shared/config/app-config.js';
import { migrateUnderLock } from '../shared/database/migrate.js';
import { withDatabase } from './cli-context.js';

/** npm run db:migrate: applies pending migrations (under the same lock the app takes) and exits. */
const config = new AppConfig();
await withDatabase(config, async (orm, server) => {
  const applied = await migrateUnderLock(orm, server.url);
  console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
});
