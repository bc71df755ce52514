// A process that writes to an embedded PostgreSQL until it is killed: one row per statement, each number
// printed once its insert is acknowledged (embedded-postgres.int-spec.ts kills it and counts what is left).
// Plain ESM: Node 24 strips the types of the embedded server module itself.
import pg from 'pg';

const { EmbeddedPostgres } = await import('../../src/shared/database/embedded/embedded-postgres.ts');
const server = await EmbeddedPostgres.start({ dataDir: process.argv[2], port: 0 });
const client = new pg.Client({ connectionString: server.url });
await client.connect();
await client.query('create table if not exists acknowledged (n int primary key, padding text not null)');
for (let n = 1; ; n += 1) {
  await client.query('insert into acknowledged values ($1, repeat($2, 200))', [n, 'x']);
  process.stdout.write(`${n}\n`);
}
