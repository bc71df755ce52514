/**
 * Answers reused per key for a short time: the pending or settled promise of the first caller is handed to
 * every caller within `ttlMs`, so a burst of requests reads once. A failed read is not kept (the next caller
 * asks again), and expired entries are dropped once the map grows past `maxEntries`.
 */
export class PromiseCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 10_000,
  ) {}

  /** The fresh answer for `key`, or the one `load` gives (then kept for `ttlMs`). */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.at < this.ttlMs) return cached.value;
    const value = load();
    this.set(key, value);
    return value;
  }

  set(key: string, value: Promise<V>): void {
    const now = this.now();
    const entry = { at: now, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    if (this.entries.size > this.maxEntries) {
      for (const [id, { at }] of this.entries) if (now - at >= this.ttlMs) this.entries.delete(id);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
