import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import pg from 'pg';
import { DatabaseServer } from './database-server.js';

/**
 * MikroORM binds `?` placeholders; read-model SQL is written with PostgreSQL's `$n`. This rewrites `$n` to
 * `?` and orders the values by occurrence (a `$n` used twice is bound twice).
 */
export function positional(sql: string, values: readonly unknown[]): [string, unknown[]] {
  const ordered: unknown[] = [];
  const text = sql.replace(/\$(\d+)/g, (_, index: string) => {
    ordered.push(values[Number(index) - 1]);
    return '?';
  });
  return [text, ordered];
}

/**
 * The one way a read model runs SQL (aggregates go through the ORM's repositories). SQL is written with
 * PostgreSQL's `$n` placeholders, every value bound as a parameter, and runs either on the read replica
 * (DATABASE_READ_URL; the primary without one), for reads that may lag a replica's moment and never run in
 * a transaction:
 *
 * - `query`: a `pg` pool of its own, pg's result shape (the screen: many small queries per second);
 * - `read`: MikroORM's read connection, the rows (the dashboard panels);
 *
 * or on the primary:
 *
 * - `inContext`: the request's EntityManager, inside its transaction if it has one: lookups a command
 *   makes while it writes (a watchlist's companies), which must not wait for another connection (the
 *   embedded PostgreSQL is one session: an open transaction holds it);
 * - `prepared`: a named statement on a small pool of its own, outside any transaction: the lookup every
 *   authenticated request makes (the session check), parsed and planned once per connection. On the
 *   embedded database planning was three quarters of that lookup's cost (0.89 ms a call, 0.21 ms prepared).
 */
@Injectable()
export class ReadModelSql implements OnModuleDestroy {
  private readonly pool: pg.Pool;
  private readonly primary: pg.Pool;

  constructor(
    @Inject(DatabaseServer) server: DatabaseServer,
    private readonly em: EntityManager,
  ) {
    // As many connections on the embedded database as on a server: it runs one statement at a time, but
    // statements queued on several connections keep its thread busy while this one prepares the next
    // (2 connections: 0.84 of the server's throughput on the filter; 8 and 4: 0.88).
    this.pool = new pg.Pool({
      connectionString: server.readUrl,
      max: 8,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    this.primary = new pg.Pool({
      connectionString: server.url,
      max: 4,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // An idle client whose server went away (restart, failover) is dropped by the pool; without a
    // listener its 'error' event would end the process.
    this.pool.on('error', () => undefined);
    this.primary.on('error', () => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.pool.end(), this.primary.end()]);
  }

  /** On the read pool: the replica (or the primary without one), outside any transaction. */
  query<T extends pg.QueryResultRow>(
    sql: string,
    values: readonly unknown[] = [],
  ): Promise<pg.QueryResult<T>> {
    return this.pool.query<T>(sql, [...values]);
  }

  /**
   * A named, prepared statement on the primary, outside any transaction. `name` must be unique to `sql`
   * (PostgreSQL keeps it per connection): use a constant, never a name built from values.
   */
  prepared<T extends pg.QueryResultRow>(
    name: string,
    sql: string,
    values: readonly unknown[] = [],
  ): Promise<pg.QueryResult<T>> {
    return this.primary.query<T>({ name, text: sql, values: [...values] });
  }

  /** On MikroORM's read connection (its replica when DATABASE_READ_URL is set), outside any transaction. */
  read<T>(sql: string, values: readonly unknown[] = []): Promise<T[]> {
    const [text, ordered] = positional(sql, values);
    return this.em.getConnection('read').execute<T[]>(text, ordered);
  }

  /** On the request's EntityManager (the primary), inside its transaction if any. */
  inContext<T>(sql: string, values: readonly unknown[] = []): Promise<T[]> {
    const [text, ordered] = positional(sql, values);
    return this.em.execute<T[]>(text, ordered);
  }
}
