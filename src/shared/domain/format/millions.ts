/**
 * $ millions as the product writes them, the one server-side formatter of amounts (the web app's
 * formatMillions in web/src/shared/risk/company-format.ts follows the same rule): no decimals from
 * 1,000, one from 1, two below ('$12,345m', '$12.3m', '$0.45m'); N/A for a missing amount.
 */

export const NOT_AVAILABLE = 'N/A';

function isAmount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function withSeparators(value: number, decimals: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/** '$3,253,431m', '$12.3m', '$0.45m', '-$1,200m'; N/A when missing. */
export function formatMillions(value: number | null | undefined): string {
  if (!isAmount(value)) return NOT_AVAILABLE;
  const size = Math.abs(value);
  const decimals = size >= 1000 ? 0 : size >= 1 || size === 0 ? 1 : 2;
  const text = withSeparators(size, decimals);
  return `${value < 0 ? '-' : ''}$${text}m`;
}

/** Two $m figures as a range ('$1.2m – $3.4m'); N/A when both ends are missing. */
export function formatMillionsRange(low: number | null | undefined, high: number | null | undefined): string {
  if (!isAmount(low) && !isAmount(high)) return NOT_AVAILABLE;
  return `${formatMillions(low)} – ${formatMillions(high)}`;
}

/** Whole $ millions, for sentences about filed figures ('$36,537m'): the warnings' revisions. */
export function formatWholeMillions(value: number): string {
  return `${value < 0 ? '-' : ''}$${withSeparators(Math.round(Math.abs(value)), 0)}m`;
}
