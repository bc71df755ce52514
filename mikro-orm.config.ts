// The MikroORM CLI configuration (`DATABASE_URL=... npx mikro-orm migration:check`). The CLI loads the
// compiled copy (dist/api/cli/mikro-orm.config.js, see package.json "mikro-orm"); `npm run build:api` first.
export { default } from './src/cli/mikro-orm.config.js';
