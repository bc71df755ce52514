import type { EntitySchema } from '@mikro-orm/core';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MikroORM, PostgreSqlDriver } from '@mikro-orm/postgresql';
import {
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { UnitOfWorkModule } from '../unit-of-work/unit-of-work.module.js';
import { DatabaseServer, type EmbeddedSharing } from './database-server.js';
import { migrateUnderLock } from './migrate.js';
import { mikroOrmOptions } from './mikro-orm-options.js';
import { ReadModelSql } from './read-model-sql.js';

/** Runs migrations before anything else uses the database, and closes it last. */
@Injectable()
class DatabaseLifecycle implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Database');

  constructor(
    private readonly orm: MikroORM,
    @Inject(DatabaseServer) private readonly server: DatabaseServer,
  ) {}

  async onModuleInit(): Promise<void> {
    const applied = await migrateUnderLock(this.orm, this.server.url);
    if (applied.length > 0) this.logger.log(`Applied migrations: ${applied.join(', ')}`);
    this.server.markMigrated();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.orm.close();
    await this.server.stop();
  }
}

/** Starts (or names) the PostgreSQL server once per process. */
@Module({})
class DatabaseServerModule {
  static forRoot(sharing: EmbeddedSharing): DynamicModule {
    return {
      module: DatabaseServerModule,
      global: true,
      providers: [
        {
          provide: DatabaseServer,
          inject: [AppConfig],
          useFactory: (config: AppConfig) => DatabaseServer.start(config, sharing),
        },
      ],
      exports: [DatabaseServer],
    };
  }
}

@Global()
@Module({})
export class DatabaseModule {
  /**
   * `sharing`: what to do when another process serves the embedded data directory (the app refuses,
   * the data commands attach to it).
   */
  static forRoot(entities: EntitySchema[], sharing: EmbeddedSharing = 'refuse'): DynamicModule {
    const server = DatabaseServerModule.forRoot(sharing);
    return {
      module: DatabaseModule,
      imports: [
        server,
        MikroOrmModule.forRootAsync({
          driver: PostgreSqlDriver,
          imports: [server],
          inject: [DatabaseServer, AppConfig],
          useFactory: (server: DatabaseServer, config: AppConfig) =>
            mikroOrmOptions({
              url: server.url,
              readUrl: server.readUrl,
              entities,
              poolSize: config.dbPoolSize,
            }),
        }),
        UnitOfWorkModule,
      ],
      providers: [DatabaseLifecycle, ReadModelSql],
      exports: [ReadModelSql],
    };
  }
}
