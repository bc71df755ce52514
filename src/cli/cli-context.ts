import { MikroORM } from '@mikro-orm/postgresql';
import { ALL_ENTITIES } from '../app/entities.js';
import { AppConfig } from '../shared/config/app-config.js';
import { DatabaseServer } from '../shared/database/database-server.js';
import { mikroOrmOptions } from '../shared/database/mikro-orm-options.js';
import { stopOnInterrupt } from './interrupt.js';

/** The database alone (no HTTP, no jobs) for the command-line tools. */
export async function withDatabase<T>(
  config: AppConfig,
  work: (orm: MikroORM, server: DatabaseServer) => Promise<T>,
): Promise<T> {
  const server = await DatabaseServer.start(config, 'attach');
  stopOnInterrupt(server);
  const orm = await MikroORM.init(mikroOrmOptions({ url: server.url, entities: ALL_ENTITIES, poolSize: 2 }));
  try {
    return await work(orm, server);
  } finally {
    await orm.close();
    await server.stop();
  }
}
