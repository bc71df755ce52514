import type { Watchlist } from './watchlist.js';

/** A user's watchlists: every read is scoped by the caller's tenant and user, never by a list id alone. */
export abstract class WatchlistRepository {
  /** The user's lists, by name. */
  abstract ofUser(tenantId: string, userId: string): Promise<Watchlist[]>;
  abstract byId(tenantId: string, userId: string, id: string): Promise<Watchlist | null>;
  /** The user's lists among these ids (others' ids are simply not found). */
  abstract byIds(tenantId: string, userId: string, ids: readonly string[]): Promise<Watchlist[]>;
  abstract containing(tenantId: string, userId: string, tickerId: string): Promise<Watchlist[]>;
  /** Saves a new or changed list; a name the user already has fails with WATCHLIST_NAME_ALREADY_EXISTS. */
  abstract save(list: Watchlist): Promise<void>;
  abstract delete(list: Watchlist): Promise<void>;
  /** Every user with at least one company in a watchlist, and the distinct tickers they watch. */
  abstract watchers(): Promise<Array<{ tenantId: string; userId: string }>>;
  abstract tickersWatchedBy(tenantId: string, userId: string): Promise<string[]>;
}
