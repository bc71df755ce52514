const INTEGER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 1234 → '1,234'. */
export function formatCount(value: number): string {
  return INTEGER.format(value);
}

/**
 * '1 company', '1,234 companies'; with `plain` digits '1234 companies' (the watchlists' texts, which have
 * always written the count without separators).
 */
export function companiesText(count: number, digits: 'grouped' | 'plain' = 'grouped'): string {
  return `${digits === 'grouped' ? formatCount(count) : String(count)} ${count === 1 ? 'company' : 'companies'}`;
}

/** A percentage rounded to a whole number; 'N/A' without one. */
export function formatPercent(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value)) : 'N/A';
}

/** A number with a fixed count of decimals. */
export function formatFixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}
