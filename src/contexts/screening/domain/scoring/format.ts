/** Number formatting for the cluster comment sentences. */

/** 0.072 -> '7.2%' (digits after the decimal point of the percentage). */
export function percent(fraction: number, digits = 0): string {
  return `${(fraction * 100).toFixed(digits)}%`;
}

/** Absolute percentage: -0.34 -> '34%'. */
export function absPercent(fraction: number, digits = 0): string {
  return percent(Math.abs(fraction), digits);
}

export function fixed(value: number, digits = 2): string {
  return value.toFixed(digits);
}

/** 'rose' / 'fell' / 'was unchanged at' for a change between two shares, at the shown precision. */
export function movement(from: number, to: number, digits = 0): 'rose' | 'fell' | 'was unchanged' {
  const scale = 10 ** (digits + 2);
  const a = Math.round(from * scale);
  const b = Math.round(to * scale);
  return b > a ? 'rose' : b < a ? 'fell' : 'was unchanged';
}
