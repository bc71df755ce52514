import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { EmbeddedPostgres } from './embedded-postgres.js';

/**
 * Where the database is: the configured PostgreSQL server, or the embedded one this process
 * starts (PGlite served on a local port, data in ./.data/pg). Either way the app gets a URL and
 * talks to it with the same `pg` driver and the same SQL.
 */
export class DatabaseServer {
  private static readonly logger = new Logger('Database');

  private constructor(
    readonly url: string,
    readonly embedded: EmbeddedPostgres | undefined,
    /** Where screening reads go: DATABASE_READ_URL (a read replica) when set, else the primary. */
    readonly readUrl: string = url,
  ) {}

  static async start(config: AppConfig): Promise<DatabaseServer> {
    if (config.databaseUrl) {
      if (config.databaseReadUrl)
        DatabaseServer.logger.log('Screening reads go to the read replica (DATABASE_READ_URL)');
      return new DatabaseServer(config.databaseUrl, undefined, config.databaseReadUrl ?? config.databaseUrl);
    }
    const embedded = await EmbeddedPostgres.start({
      dataDir: config.embeddedDataDir,
      port: config.embeddedDbPort,
      // Without its database the process can only answer errors: end it, so that whatever runs it restarts it.
      onFailure: (error) => {
        DatabaseServer.logger.error(`${error.message}; exiting`);
        process.exit(1);
      },
    });
    DatabaseServer.logger.log(
      `Embedded PostgreSQL (PGlite) at ${embedded.url}, data in ${config.embeddedDataDir}`,
    );
    return new DatabaseServer(embedded.url, embedded);
  }

  get kind(): 'embedded' | 'server' {
    return this.embedded ? 'embedded' : 'server';
  }

  async stop(): Promise<void> {
    await this.embedded?.stop();
  }
}
