/** Formatting of the company dashboard's numbers (N/A for anything missing). */

export const NOT_AVAILABLE = 'N/A';
/** The source of a statement line its complete filing does not have, taken as 0 (docs/risk-model.md). */
export const NOT_REPORTED = 'not reported, taken as 0';

function isNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** A number with thousands separators and a fixed number of decimals. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}

/**
 * $ millions: no decimals from 1,000, one from 1, two below ('$12,345m', '$12.3m', '$0.45m'). The API's
 * full report writes amounts by the same rule (src/shared/domain/format/millions.ts).
 */
export function formatMillions(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const size = Math.abs(value);
  const decimals = size >= 1000 ? 0 : size >= 1 || size === 0 ? 1 : 2;
  const text = formatNumber(size, decimals);
  return `${value < 0 ? '-' : ''}$${text}m`;
}

/** A range of two $m figures ('$1.2m – $3.4m'); N/A when both ends are missing. */
export function formatMillionsRange(low: number | null | undefined, high: number | null | undefined): string {
  if (!isNumber(low) && !isNumber(high)) return NOT_AVAILABLE;
  return `${formatMillions(low)} – ${formatMillions(high)}`;
}

/** A fraction as a percentage with one decimal (-0.253 → '-25.3%'). */
export function formatFractionPercent(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  const percent = Math.round(value * 1000) / 10;
  return `${formatNumber(percent === 0 ? 0 : percent, 1)}%`;
}

/** A final score 0-100 with the given decimals. */
export function formatScore(value: number | null | undefined, decimals = 2): string {
  return formatNumber(value, decimals);
}

/** 1 → '1st', 2 → '2nd', 11 → '11th', 92 → '92nd'. */
export function ordinal(value: number): string {
  const n = Math.abs(Math.trunc(value));
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${Math.trunc(value)}${suffix ?? 'th'}`;
}

/** A percentile 0-100 as '92nd percentile' (rounded); N/A when missing. */
export function formatPercentile(value: number | null | undefined): string {
  if (!isNumber(value)) return NOT_AVAILABLE;
  return `${ordinal(Math.round(Math.min(100, Math.max(0, value))))} percentile`;
}

/** The distribution charts' caption: 'This company: 87.3 · 92nd percentile'. */
export function percentileText(
  score: number | null | undefined,
  percentile: number | null | undefined,
): string {
  if (!isNumber(score)) return `This company: ${NOT_AVAILABLE}`;
  const scoreText = formatScore(score, 1);
  return isNumber(percentile)
    ? `This company: ${scoreText} · ${formatPercentile(percentile)}`
    : `This company: ${scoreText}`;
}

/** A cluster quantile as 'n/5', or N/A. */
export function quantileLabel(quantile: number | null | undefined): string {
  return isNumber(quantile) && Number.isInteger(quantile) && quantile >= 1 && quantile <= 5
    ? `${quantile}/5`
    : NOT_AVAILABLE;
}

/** The radial chart's centre: the final score as a whole percent ('87%'), or N/A. */
export function scorePercent(score: number | null | undefined): string {
  return isNumber(score) ? `${Math.round(score)}%` : NOT_AVAILABLE;
}

/** Text that is empty or the ISIN placeholder 'missing' shows N/A. */
export function displayText(value: string | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  const text = value.trim();
  return text === '' || text.toLowerCase() === 'missing' ? NOT_AVAILABLE : text;
}

/** The spec's axis rule: at most 7 year labels; more years keep every n-th, always the latest. */
export const MAX_YEAR_LABELS = 7;

export function thinYearLabels(years: readonly number[], max = MAX_YEAR_LABELS): number[] {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  if (sorted.length <= max) return sorted;
  const step = Math.ceil(sorted.length / max);
  return sorted.filter((_, index) => (sorted.length - 1 - index) % step === 0);
}
