import { RISK_STEP_LABELS, riskColors, stepOfRating, stepOfScore, type RiskStep } from '../risk/risk-scale';
import type { ThemeMode } from '../theme/theme';
import type { GridCellContext } from './data-grid-types';

export const NOT_AVAILABLE = 'N/A';

/**
 * Fills a cell with a chip on the risk scale: the soft colour of its step behind the printed text (never
 * the colour alone); the step's name is the chip's title. Without a step the text is shown plainly.
 */
export function paintRiskChip(
  cell: HTMLElement,
  text: string,
  step: RiskStep | undefined,
  mode: ThemeMode,
  options: { dot?: boolean } = {},
): void {
  cell.replaceChildren();
  if (step === undefined) {
    cell.textContent = text;
    return;
  }
  const colors = riskColors(step, mode);
  const chip = document.createElement('span');
  chip.className = 'ls-risk-chip';
  chip.title = RISK_STEP_LABELS[step];
  Object.assign(chip.style, {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '6px',
    minWidth: '36px',
    justifyContent: 'center',
    padding: '0 8px',
    borderRadius: '999px',
    lineHeight: '20px',
    fontWeight: '600',
    fontVariantNumeric: 'tabular-nums',
    backgroundColor: colors.soft,
    color: colors.text,
  });
  if (options.dot === true) {
    const dot = document.createElement('span');
    dot.setAttribute('aria-hidden', 'true');
    Object.assign(dot.style, {
      width: '8px',
      height: '8px',
      borderRadius: '50%',
      flexShrink: '0',
      backgroundColor: colors.fill,
    });
    chip.append(dot);
  }
  chip.append(document.createTextNode(text));
  cell.append(chip);
}

/** A cell renderer for a rating A+..F: a chip with the letter. */
export function ratingCell<Row extends object>(
  ratingOf: (row: Row) => string | null | undefined,
): (cell: HTMLTableCellElement, row: Row, context: GridCellContext) => void {
  return (cell, row, context) => {
    const rating = ratingOf(row);
    const text = rating === null || rating === undefined || rating.trim() === '' ? NOT_AVAILABLE : rating;
    paintRiskChip(cell, text, stepOfRating(rating), context.mode);
  };
}

/** A cell renderer for a final score 0..100: a chip with a dot and the score with `decimals` places. */
export function riskScoreCell<Row extends object>(
  scoreOf: (row: Row) => number | null | undefined,
  decimals = 1,
): (cell: HTMLTableCellElement, row: Row, context: GridCellContext) => void {
  return (cell, row, context) => {
    const score = scoreOf(row);
    const valid = typeof score === 'number' && Number.isFinite(score);
    paintRiskChip(cell, valid ? score.toFixed(decimals) : NOT_AVAILABLE, stepOfScore(score), context.mode, {
      dot: true,
    });
  };
}
