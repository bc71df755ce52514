/** Null-propagating arithmetic for ratios over statements with missing inputs. */

export type Amount = number | null;

/** a / b, or null when an input is missing, the denominator is 0 or the result is not finite. */
export function ratio(numerator: Amount, denominator: Amount): number | null {
  if (numerator === null || denominator === null || denominator === 0) return null;
  const value = numerator / denominator;
  return Number.isFinite(value) ? value : null;
}

export function difference(a: Amount, b: Amount): number | null {
  return a === null || b === null ? null : a - b;
}

export function sum(...amounts: Amount[]): number | null {
  let total = 0;
  for (const amount of amounts) {
    if (amount === null) return null;
    total += amount;
  }
  return total;
}

/** Mean of two amounts (average total assets), null when either is missing. */
export function mean2(a: Amount, b: Amount): number | null {
  return a === null || b === null ? null : (a + b) / 2;
}

/** Sample standard deviation (n - 1). */
export function standardDeviation(values: readonly number[]): number | null {
  const n = values.length;
  if (n < 2) return null;
  let m = 0;
  for (const v of values) m += v;
  m /= n;
  let ss = 0;
  for (const v of values) ss += (v - m) * (v - m);
  return Math.sqrt(ss / (n - 1));
}
