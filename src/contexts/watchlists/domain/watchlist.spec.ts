import { Watchlist } from './watchlist.js';
import { WatchlistsError } from './watchlists-error.js';

const at = new Date('2026-11-21T00:00:00Z');
const make = (name = 'Tech'): Watchlist =>
  new Watchlist({ id: 'w', tenantId: 't', userId: 'u', name, createdAt: at });

function codeOf(action: () => unknown): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof WatchlistsError ? error.code : 'OTHER';
  }
}

describe('Watchlist', () => {
  it('adds a company once and removes it', () => {
    const list = make();
    expect(list.add('T1', at)).toBe(true);
    expect(list.add('T1', at)).toBe(false);
    expect(list.tickerIds).toEqual(['T1']);
    expect(list.remove('T1', at)).toBe(true);
    expect(list.remove('T1', at)).toBe(false);
  });

  it('adds many at once, each once, in order', () => {
    const list = make();
    list.add('T2', at);
    expect(list.addAll(['T1', 'T2', 'T3', 'T1'], at)).toEqual(['T1', 'T3']);
    expect(list.tickerIds).toEqual(['T2', 'T1', 'T3']);
    expect(list.addAll(['T3'], at)).toEqual([]);
  });

  it('renames, keeping names unique among the other lists', () => {
    const list = make('Tech');
    expect(codeOf(() => list.rename('energy', ['Energy'], at))).toBe('WATCHLIST_NAME_ALREADY_EXISTS');
    list.rename(' TECH ', ['Energy'], at);
    expect(list.name).toBe('TECH');
  });

  it('requires a name of at most 100 characters', () => {
    expect(codeOf(() => make('   '))).toBe('WATCHLIST_NAME_REQUIRED');
    expect(codeOf(() => make('x'.repeat(101)))).toBe('WATCHLIST_NAME_REQUIRED');
  });

  it('refuses a name the user already has, ignoring case', () => {
    expect(codeOf(() => Watchlist.assertUniqueName('tech ', ['Tech']))).toBe('WATCHLIST_NAME_ALREADY_EXISTS');
    expect(codeOf(() => Watchlist.assertUniqueName('Energy', ['Tech']))).toBeUndefined();
  });

  it('downloads between 1 and 100 watchlists at once', () => {
    expect(codeOf(() => Watchlist.assertDownloadable(0))).toBe('NO_WATCHLIST_SELECTED');
    expect(codeOf(() => Watchlist.assertDownloadable(100))).toBeUndefined();
    expect(codeOf(() => Watchlist.assertDownloadable(101))).toBe('DOWNLOAD_WATCHLIST_LIMITED');
  });
});
