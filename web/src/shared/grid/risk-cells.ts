import { VISUALLY_HIDDEN } from '../a11y/visually-hidden';
import { RISK_STEP_LABELS, riskColors, stepOfScore, type RiskStep } from '../risk/risk-scale';
import { ratingView, type RatingSource, type RatingView } from '../risk/rating-view';
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

/**
 * Fills a cell with the neutral, dashed chip of a company-year without a rating: 'Not rated' or 'Not
 * scored', the API's whole sentence its tooltip and, for assistive technology, the rest of the cell's text.
 */
function paintNoteChip(cell: HTMLElement, view: RatingView): void {
  cell.replaceChildren();
  const chip = document.createElement('span');
  chip.className = 'ls-risk-chip ls-rating-note';
  chip.title = view.label;
  Object.assign(chip.style, {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: '0 7px',
    borderRadius: '999px',
    border: '1px dashed currentColor',
    color: 'var(--ht-foreground-secondary-color)',
    lineHeight: '18px',
    fontSize: '12px',
    fontWeight: '600',
    whiteSpace: 'nowrap',
  });
  chip.append(document.createTextNode(view.text));
  cell.append(chip);
  const rest = view.note === null ? '' : view.note.slice(view.text.length);
  if (rest !== '') {
    const hidden = document.createElement('span');
    Object.assign(hidden.style, VISUALLY_HIDDEN);
    hidden.textContent = rest;
    cell.append(hidden);
  }
}

/**
 * A cell renderer for a rating: a chip with the letter A+..F on the risk scale, or a neutral 'Not rated' /
 * 'Not scored' chip (rating-view.ts) with the note as its tooltip, never 'N/A' as if it were a grade.
 */
export function ratingCell<Row extends object>(
  ratingOf: (row: Row) => RatingSource,
): (cell: HTMLTableCellElement, row: Row, context: GridCellContext) => void {
  return (cell, row, context) => {
    const view = ratingView(ratingOf(row));
    if (view.kind === 'rated') paintRiskChip(cell, view.text, view.step, context.mode);
    else paintNoteChip(cell, view);
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
