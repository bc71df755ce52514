import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { EmbeddedPostgres } from './embedded-postgres.js';

/**
 * What a process does when another one already serves the embedded data directory: the app refuses to
 * start (two apps would run the same jobs on one directory); a data command connects to the running
 * app's database and loads while it serves.
 */
export type EmbeddedSharing = 'refuse' | 'attach';

/**
 * Where the database is: the configured PostgreSQL server, or the embedded one this process
 * starts (PGlite served on a local port, data in ./.data/pg), or the embedded one another process
 * serves. Either way the app gets a URL and talks to it with the same `pg` driver and the same SQL.
 */
export class DatabaseServer {
  private static readonly logger = new Logger('Database');

  private constructor(
    readonly url: string,
    readonly kind: 'embedded' | 'server',
    /** The embedded database this process started (and stops); undefined on a server or when attached. */
    private readonly owned: EmbeddedPostgres | undefined,
    /** Where screening reads go: DATABASE_READ_URL (a read replica) when set, else the primary. */
    readonly readUrl: string = url,
  ) {}

  static async start(config: AppConfig, sharing: EmbeddedSharing = 'refuse'): Promise<DatabaseServer> {
    if (config.databaseUrl) {
      if (config.databaseReadUrl)
        DatabaseServer.logger.log('Screening reads go to the read replica (DATABASE_READ_URL)');
      return new DatabaseServer(
        config.databaseUrl,
        'server',
        undefined,
        config.databaseReadUrl ?? config.databaseUrl,
      );
    }
    const running = await EmbeddedPostgres.runningAt(config.embeddedDataDir);
    if (running) {
      if (sharing === 'refuse')
        throw new Error(
          `Another Ledgerscope process (pid ${running.pid}) serves the embedded database in ${config.embeddedDataDir} ` +
            `on port ${running.port}. Stop it first, or set EMBEDDED_DB_DIR to another directory.`,
        );
      DatabaseServer.logger.log(
        `Using the embedded PostgreSQL that the running app (pid ${running.pid}) serves at ${running.url}`,
      );
      return new DatabaseServer(running.url, 'embedded', undefined);
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
      `Embedded PostgreSQL (PGlite, in its own thread) at ${embedded.url}, data in ${config.embeddedDataDir}`,
    );
    return new DatabaseServer(embedded.url, 'embedded', embedded);
  }

  /** The embedded database (one session: small pools), whether this process started it or not. */
  get embedded(): boolean {
    return this.kind === 'embedded';
  }

  async stop(): Promise<void> {
    await this.owned?.stop();
  }
}
