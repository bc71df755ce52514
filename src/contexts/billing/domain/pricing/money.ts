/** Money in integer cents: every sum is exact, and rounding happens once, where a percentage is taken. */

/** `percent` % of `cents`, rounded half up to a whole cent (amounts here are never negative). */
export function percentOf(cents: number, percent: number): number {
  return Math.round((cents * percent) / 100);
}

/** `cents` x numerator / denominator, rounded half up to a whole cent. */
export function prorate(cents: number, numerator: number, denominator: number): number {
  return Math.round((cents * numerator) / denominator);
}

/** The number the spec's price fields carry: dollars with at most two decimals (1234.5 for 123450 cents). */
export function toAmount(cents: number): number {
  return cents / 100;
}

function grouped(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Prices show two decimals: '$1,234.50'. */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const fraction = String(absolute % 100).padStart(2, '0');
  return `${sign}$${grouped(Math.floor(absolute / 100))}.${fraction}`;
}

/** Card totals trim trailing zeros: '$2,400', '$1,234.5', '$1,234.56'. */
export function formatCardTotal(cents: number): string {
  return formatUsd(cents).replace(/\.?0+$/, '');
}
