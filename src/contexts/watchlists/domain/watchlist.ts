import { WatchlistsError } from './watchlists-error.js';

export const WATCHLIST_NAME_MAX = 100;
export const MAX_WATCHLISTS_PER_DOWNLOAD = 100;

/** A user's named list of companies (by tickerId), kept in the order they were added. */
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

  add(tickerId: string, at: Date): boolean {
    if (this.tickerIds.includes(tickerId)) return false;
    this.tickerIds.push(tickerId);
    this.updatedAt = at;
    return true;
  }

  remove(tickerId: string, at: Date): boolean {
    const before = this.tickerIds.length;
    this.tickerIds = this.tickerIds.filter((id) => id !== tickerId);
    if (this.tickerIds.length === before) return false;
    this.updatedAt = at;
    return true;
  }
}
