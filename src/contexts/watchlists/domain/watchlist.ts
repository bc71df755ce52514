import { WatchlistsError } from './watchlists-error.js';

export const WATCHLIST_NAME_MAX = 100;
export const MAX_WATCHLISTS_PER_DOWNLOAD = 100;

/** A user's named list of companies (by their real tickerId), kept in the order they were added. */
export class Watchlist {
  id: string;
  tenantId: string;
  userId: string;
  name: string;
  tickerIds: string[];
  createdAt: Date;
  updatedAt: Date;

  constructor(input: { id: string; tenantId: string; userId: string; name: string; createdAt: Date }) {
    this.id = input.id;
    this.tenantId = input.tenantId;
    this.userId = input.userId;
    this.name = Watchlist.checkedName(input.name);
    this.tickerIds = [];
    this.createdAt = input.createdAt;
    this.updatedAt = input.createdAt;
  }

  static checkedName(name: string): string {
    const trimmed = name.trim();
    if (trimmed.length === 0 || trimmed.length > WATCHLIST_NAME_MAX)
      throw new WatchlistsError('WATCHLIST_NAME_REQUIRED');
    return trimmed;
  }

  /** Names are unique per user regardless of case: 'Watchlist name already exists.' */
  static assertUniqueName(name: string, existing: readonly string[]): void {
    const wanted = name.trim().toLocaleLowerCase();
    if (existing.some((other) => other.trim().toLocaleLowerCase() === wanted)) {
      throw new WatchlistsError('WATCHLIST_NAME_ALREADY_EXISTS', 'Watchlist name already exists.');
    }
  }

  static assertDownloadable(count: number): void {
    if (count === 0) throw new WatchlistsError('NO_WATCHLIST_SELECTED');
    if (count > MAX_WATCHLISTS_PER_DOWNLOAD) throw new WatchlistsError('DOWNLOAD_WATCHLIST_LIMITED');
  }

  /** Renames the list; `others` are the names of the user's other lists. */
  rename(name: string, others: readonly string[], at: Date): void {
    const checked = Watchlist.checkedName(name);
    Watchlist.assertUniqueName(checked, others);
    if (checked === this.name) return;
    this.name = checked;
    this.updatedAt = at;
  }

  add(tickerId: string, at: Date): boolean {
    if (this.tickerIds.includes(tickerId)) return false;
    this.tickerIds = [...this.tickerIds, tickerId];
    this.updatedAt = at;
    return true;
  }

  /** Adds each ticker not yet in the list, in order; answers the ones added. */
  addAll(tickerIds: readonly string[], at: Date): string[] {
    const present = new Set(this.tickerIds);
    const added: string[] = [];
    for (const tickerId of tickerIds) {
      if (present.has(tickerId)) continue;
      present.add(tickerId);
      added.push(tickerId);
    }
    if (added.length > 0) {
      this.tickerIds = [...this.tickerIds, ...added];
      this.updatedAt = at;
    }
    return added;
  }

  remove(tickerId: string, at: Date): boolean {
    const before = this.tickerIds.length;
    this.tickerIds = this.tickerIds.filter((id) => id !== tickerId);
    if (this.tickerIds.length === before) return false;
    this.updatedAt = at;
    return true;
  }
}
