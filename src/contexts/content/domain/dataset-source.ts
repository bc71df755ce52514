/** Where the risk data importer reads statements from: the `dataset` setting's value. */
export type DatasetSource =
  | { kind: 'POSTGRES'; url: string; table: string }
  | { kind: 'HTTP'; url: string }
  | { kind: 'FILE'; path: string };

const TABLE_NAME = /^([A-Za-z_][A-Za-z0-9_]{0,62}\.)?[A-Za-z_][A-Za-z0-9_]{0,62}$/;
export const DEFAULT_STATEMENTS_TABLE = 'statements';

/**
 * Reads a dataset setting: a `postgres://` or `postgresql://` URL (optional `?table=schema.name`, default
 * `statements`), an `http(s)://` URL of a CSV file, or a file path ending `.csv`. Null for anything else.
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
  // A Windows drive letter is not a scheme; any other scheme (file:, ftp:, javascript:) is refused.
  if (scheme && !/^[a-z]:[\\/]/i.test(text)) return null;
  return /\.csv$/i.test(text) ? { kind: 'FILE', path: text } : null;
}

/**
 * A source as the importer names it (the import's file name, the command's output): never its user name,
 * password or query string.
 */
export function describeDatasetSource(source: DatasetSource): string {
  switch (source.kind) {
    case 'FILE':
      return source.path.split(/[\\/]/).pop() || source.path;
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
