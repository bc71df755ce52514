/** The generated demo universe (what `npm start` loads into an empty database): its size and seed. */
export interface DemoUniverse {
  companies: number;
  years: number;
  seed: number;
}

/** What a `demo:` source may ask for: whole numbers in these ranges (at least 3 years: 2 are unscored). */
export const DEMO_UNIVERSE_LIMITS: Readonly<Record<keyof DemoUniverse, { min: number; max: number }>> = {
  companies: { min: 1, max: 200_000 },
  years: { min: 3, max: 40 },
  seed: { min: 0, max: 2_147_483_647 },
};

/** The `demo:` source of a universe, as the setting holds it: `demo:companies=6000,years=12,seed=2026`. */
export function demoDatasetSource(universe: DemoUniverse): string {
  return `demo:companies=${universe.companies},years=${universe.years},seed=${universe.seed}`;
}

/** Where the risk data importer reads statements from: the `dataset` setting's value. */
export type DatasetSource =
  | { kind: 'POSTGRES'; url: string; table: string }
  | { kind: 'HTTP'; url: string }
  | { kind: 'FILE'; path: string }
  /** A directory laid out as SEC EDGAR's bulk download (companyfacts/ or companyfacts.zip, ...). */
  | { kind: 'SEC'; path: string }
  /** The generated demo universe: nothing to connect to, the importer generates it again. */
  | ({ kind: 'DEMO' } & DemoUniverse);

const TABLE_NAME = /^([A-Za-z_][A-Za-z0-9_]{0,62}\.)?[A-Za-z_][A-Za-z0-9_]{0,62}$/;
export const DEFAULT_STATEMENTS_TABLE = 'statements';

/**
 * Reads a dataset setting: a `postgres://` or `postgresql://` URL (optional `?table=schema.name`, default
 * `statements`), an `http(s)://` URL of a CSV file, a file path ending `.csv`, `sec:<directory>` (SEC
 * EDGAR data, docs/sec-edgar.md), or `demo:companies=N,years=N,seed=N` (the generated demo universe, the
 * out-of-the-box value). Null for anything else.
 */
export function parseDatasetSource(value: string): DatasetSource | null {
  const text = value.trim();
  if (text === '' || /[\r\n\0]/.test(text)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'postgres' || scheme === 'postgresql') {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    if (!url.hostname) return null;
    const table = url.searchParams.get('table') ?? DEFAULT_STATEMENTS_TABLE;
    if (!TABLE_NAME.test(table)) return null;
    url.searchParams.delete('table');
    return { kind: 'POSTGRES', url: url.toString(), table };
  }
  if (scheme === 'http' || scheme === 'https') {
    try {
      const url = new URL(text);
      return url.hostname ? { kind: 'HTTP', url: url.toString() } : null;
    } catch {
      return null;
    }
  }
  if (scheme === 'demo') return parseDemoSource(text.slice('demo:'.length));
  if (scheme === 'sec') {
    // The directory is a path like a CSV file's: relative to the working directory, no scheme of its own.
    const path = text.slice('sec:'.length).trim();
    if (path === '' || (hasScheme(path) && !isDrivePath(path))) return null;
    return { kind: 'SEC', path };
  }
  // A Windows drive letter is not a scheme; any other scheme (file:, ftp:, javascript:) is refused.
  if (scheme && !isDrivePath(text)) return null;
  return /\.csv$/i.test(text) ? { kind: 'FILE', path: text } : null;
}

/** `companies=N,years=N,seed=N` in any order, each once, each a whole number in its range. */
function parseDemoSource(text: string): DatasetSource | null {
  const found = new Map<string, number>();
  for (const part of text.split(',')) {
    const match = /^\s*(companies|years|seed)\s*=\s*(\d{1,10})\s*$/i.exec(part);
    const key = match?.[1]?.toLowerCase() as keyof DemoUniverse | undefined;
    if (!match || key === undefined || found.has(key)) return null;
    const value = Number(match[2]);
    const { min, max } = DEMO_UNIVERSE_LIMITS[key];
    if (value < min || value > max) return null;
    found.set(key, value);
  }
  const companies = found.get('companies');
  const years = found.get('years');
  const seed = found.get('seed');
  if (companies === undefined || years === undefined || seed === undefined) return null;
  return { kind: 'DEMO', companies, years, seed };
}

function hasScheme(text: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(text);
}

function isDrivePath(text: string): boolean {
  return /^[a-z]:[\\/]/i.test(text);
}

/**
 * A source as the importer names it (the import's file name, the command's output): never its user name,
 * password or query string.
 */
export function describeDatasetSource(source: DatasetSource): string {
  switch (source.kind) {
    case 'FILE':
      return lastPart(source.path);
    case 'SEC':
      return `SEC EDGAR ${lastPart(source.path)}`;
    case 'DEMO':
      return `demo universe (${source.companies} companies x ${source.years} years, seed ${source.seed})`;
    case 'HTTP': {
      const url = new URL(source.url);
      return `${url.origin}${url.pathname}`;
    }
    case 'POSTGRES': {
      const url = new URL(source.url);
      return `${url.host}${url.pathname} ${source.table}`;
    }
  }
}

/** The last part of a path (a directory's trailing separator ignored), or the path itself when it has none. */
function lastPart(path: string): string {
  return (
    path
      .split(/[\\/]/)
      .filter((part) => part !== '')
      .pop() ?? path
  );
}
