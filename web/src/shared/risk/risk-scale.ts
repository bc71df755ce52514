import type { ThemeMode } from '../theme/theme';

/**
 * The one risk scale of the product (docs ui.md): five steps from low risk (green) through amber to
 * high risk (red). Scores, ratings and cluster quantiles all map onto it; the value is always printed
 * beside the colour, never the colour alone.
 */
export type RiskStep = 0 | 1 | 2 | 3 | 4;

export const RISK_STEP_LABELS: Record<RiskStep, string> = {
  0: 'Low risk',
  1: 'Moderate risk',
  2: 'Elevated risk',
  3: 'High risk',
  4: 'Very high risk',
};

/** The ratings in the spec's order (A+ best, F worst). */
export const RATINGS = [
  'A+',
  'A',
  'A-',
  'B+',
  'B',
  'B-',
  'C+',
  'C',
  'C-',
  'D+',
  'D',
  'D-',
  'E',
  'F',
] as const;
export type Rating = (typeof RATINGS)[number];

const PALETTE: Record<ThemeMode, Record<RiskStep, { fill: string; text: string; soft: string }>> = {
  dark: {
    0: { fill: '#2fa36b', text: '#6fdca4', soft: 'rgba(47, 163, 107, 0.18)' },
    1: { fill: '#8db43a', text: '#bfdf73', soft: 'rgba(141, 180, 58, 0.18)' },
    2: { fill: '#e0a526', text: '#f4c65f', soft: 'rgba(224, 165, 38, 0.18)' },
    3: { fill: '#e86f36', text: '#ff9d6e', soft: 'rgba(232, 111, 54, 0.2)' },
    4: { fill: '#e5484d', text: '#ff8589', soft: 'rgba(229, 72, 77, 0.2)' },
  },
  light: {
    0: { fill: '#1f8a57', text: '#16683f', soft: 'rgba(31, 138, 87, 0.12)' },
    1: { fill: '#6e9a1f', text: '#415c0f', soft: 'rgba(110, 154, 31, 0.14)' },
    2: { fill: '#c98a0c', text: '#754e00', soft: 'rgba(201, 138, 12, 0.14)' },
    3: { fill: '#d45a1f', text: '#92380a', soft: 'rgba(212, 90, 31, 0.12)' },
    4: { fill: '#cf2f36', text: '#a3161d', soft: 'rgba(207, 47, 54, 0.12)' },
  },
};

/** A final score 0..100 (higher is riskier) on the five steps; undefined when there is no score. */
export function stepOfScore(score: number | null | undefined): RiskStep | undefined {
  if (score === null || score === undefined || !Number.isFinite(score)) return undefined;
  const clamped = Math.min(100, Math.max(0, score));
  return Math.min(4, Math.floor(clamped / 20)) as RiskStep;
}

/** A rating A+..F on the five steps: A* low, B* moderate, C* elevated, D* high, E and F very high. */
export function stepOfRating(rating: string | null | undefined): RiskStep | undefined {
  if (rating === null || rating === undefined) return undefined;
  const letter = rating.trim().charAt(0).toUpperCase();
  const steps: Record<string, RiskStep> = { A: 0, B: 1, C: 2, D: 3, E: 4, F: 4 };
  return steps[letter];
}

/** A cluster quantile n/5 (5 the riskiest tail) on the five steps; undefined for N/A. */
export function stepOfQuantile(quantile: number | null | undefined): RiskStep | undefined {
  if (quantile === null || quantile === undefined || !Number.isInteger(quantile)) return undefined;
  if (quantile < 1 || quantile > 5) return undefined;
  return (quantile - 1) as RiskStep;
}

/** The colours of a step in a theme: `fill` for bars and dots, `text` for text on the page, `soft` for chip backgrounds. */
export function riskColors(step: RiskStep, mode: ThemeMode): { fill: string; text: string; soft: string } {
  return PALETTE[mode][step];
}

/** The five fill colours in order, for chart colour scales. */
export function riskFills(mode: ThemeMode): string[] {
  return ([0, 1, 2, 3, 4] as const).map((step) => PALETTE[mode][step].fill);
}
