import { connect } from 'node:net';
import { Logger } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { EmbeddedPostgres, embeddedUrl } from './embedded/embedded-postgres.js';
import { DataDirectoryInUse, OwnerLock, type DirectoryOwner } from './embedded/owner-lock.js';

/**
 * What a process does when another one already holds the embedded data directory: the app refuses to
 * start (two apps would run the same jobs on one directory); a data command connects to the running
 * app's database and loads while it serves.
 */
export type EmbeddedSharing = 'refuse' | 'attach';

/** How long a data command waits for an app that is opening the directory to be ready. */
const ATTACH_WAIT_MS = 180_000;
const delay = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

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

  /**
   * Takes the embedded data directory before the app builds itself (main.ts), so that a second app is
   * refused with one line (DataDirectoryInUse) before anything else runs. Nothing to do on a server.
   */
  static async reserve(config: AppConfig): Promise<void> {
    if (config.databaseUrl || config.embeddedDataDir.startsWith('memory://')) return;
    await OwnerLock.reserve(config.embeddedDataDir);
  }

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
    const dataDir = config.embeddedDataDir;
    const waitUntil = Date.now() + ATTACH_WAIT_MS;
    let waiting = false;
    for (;;) {
      const owner =
        dataDir.startsWith('memory://') || OwnerLock.reservedHere(dataDir)
          ? undefined
          : OwnerLock.ownerOf(dataDir);
      if (owner) {
        if (sharing === 'refuse') throw new DataDirectoryInUse(dataDir, owner);
        if (owner.port !== undefined && owner.ready && (await answers(owner.port)))
          return DatabaseServer.attach(owner, owner.port);
        // The app is opening the directory (or migrating it, or closing it): wait until it is ready, or gone.
        if (Date.now() > waitUntil) throw new DataDirectoryInUse(dataDir, owner);
        if (!waiting)
          DatabaseServer.logger.log(
            `Waiting for the process (pid ${owner.pid}) that opens ${dataDir} to be ready`,
          );
        waiting = true;
        await delay(200);
        continue;
      }
      try {
        return await DatabaseServer.open(config);
      } catch (error) {
        // Another process took the directory between the look and the start: look again.
        if (!(error instanceof DataDirectoryInUse) || sharing === 'refuse') throw error;
      }
    }
  }

  private static attach(owner: DirectoryOwner, port: number): DatabaseServer {
    const url = embeddedUrl(port);
    DatabaseServer.logger.log(
      `Using the embedded PostgreSQL that the running app (pid ${owner.pid}) serves at ${url}`,
    );
    return new DatabaseServer(url, 'embedded', undefined);
  }

  private static async open(config: AppConfig): Promise<DatabaseServer> {
    const logger = DatabaseServer.logger;
    const embedded = await EmbeddedPostgres.start({
      dataDir: config.embeddedDataDir,
      port: config.embeddedDbPort,
      drainMs: config.embeddedDrainMs,
      // Data commands attach once this process has migrated (markMigrated), never beside its migrations.
      readyWhenListening: false,
      log: (level, message) => logger[level](message),
      // Without its database the process can only answer errors: end it, so that whatever runs it restarts it.
      onFailure: (error) => {
        logger.error(`The embedded PostgreSQL failed: ${error.message}; exiting`, error.stack);
        process.exit(1);
      },
    });
    logger.log(
      `Embedded PostgreSQL (PGlite, in its own thread) at ${embedded.url}, data in ${config.embeddedDataDir}`,
    );
    return new DatabaseServer(embedded.url, 'embedded', embedded);
  }

  /** The embedded database (one session: small pools), whether this process started it or not. */
  get embedded(): boolean {
    return this.kind === 'embedded';
  }

  /** Whether this process opened the embedded database itself (and closes it on stop). */
  get ownsEmbedded(): boolean {
    return this.owned !== undefined;
  }

  /** The migrations have run: data commands may attach to the embedded database this process opened. */
  markMigrated(): void {
    this.owned?.ready();
  }

  async stop(): Promise<void> {
    await this.owned?.stop();
  }
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    const done = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
