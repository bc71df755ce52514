/** The part of the Web Storage API the stores use (localStorage in the browser, a fake in tests). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or an in-memory stand-in where the browser refuses access (storage disabled). */
export function browserStorage(): KeyValueStorage {
  return webStorage(() => window.localStorage);
}

/** sessionStorage (this tab, until it closes), or an in-memory stand-in where the browser refuses access. */
export function browserSessionStorage(): KeyValueStorage {
  return webStorage(() => window.sessionStorage);
}

function webStorage(open: () => Storage): KeyValueStorage {
  try {
    const storage = open();
    const probe = '__ledgerscope_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return memoryStorage();
  }
}

export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

/** Reads a JSON value; a missing, unparsable or ill-shaped value reads as undefined and is removed. */
export function readJson<T>(
  storage: KeyValueStorage,
  key: string,
  guard: (value: unknown) => value is T,
): T | undefined {
  const raw = storage.getItem(key);
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (guard(value)) return value;
  } catch {
    // An unparsable value is treated like an ill-shaped one below.
  }
  storage.removeItem(key);
  return undefined;
}

/** Writes a JSON value, or removes the key for undefined/null. A full or refused storage is ignored. */
export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(value));
  } catch {
    // Persistence is a convenience: the in-memory state stays correct for this visit.
  }
}
