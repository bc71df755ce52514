// Configuration for the MikroORM CLI (`npx mikro-orm ...`) against a PostgreSQL server. The app,
// the tests and the npm db:* scripts build the same options in src/shared/database/mikro-orm-options.ts,
// which also start the embedded database when DATABASE_URL is not set.
import { ALL_ENTITIES } from '../app/entities.js';
import { mikroOrmOptions } from '../shared/database/mikro-orm-options.js';

const url = process.env.DATABASE_URL;
if (!url)
  throw new Error(
    'The MikroORM CLI needs DATABASE_URL; use the npm run db:* scripts for the embedded database.',
  );

export default mikroOrmOptions({ url, entities: ALL_ENTITIES, poolSize: 2 });
