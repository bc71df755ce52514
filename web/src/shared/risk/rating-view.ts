import { RATINGS, RISK_STEP_LABELS, stepOfRating, type Rating, type RiskStep } from './risk-scale';

/**
 * What a company shows where its rating goes (issue 28): the letter A+..F on the risk scale, or why it has
 * none, never 'N/A' as if it were a grade. The API says why in a note: 'Not rated: fewer than 30 peers' (a
 * final score, but too few peers of its kind to rank it among) or 'Not scored: <reason>'.
 */
export const NOT_RATED = 'Not rated';
export const NOT_SCORED = 'Not scored';
/** Neither a letter nor a note (an answer that only says 'N/A'). */
export const NO_RATING = 'No rating';
/**
 * The API's note for a company-year with a final score and no rating (its only reason, docs/risk-model.md
 * "Peers"): said when a row carries the score but not the note (watchlists).
 */
export const NOT_RATED_NOTE = 'Not rated: fewer than 30 peers';

export type RatingKind = 'rated' | 'not rated' | 'not scored' | 'none';

export interface RatingView {
  kind: RatingKind;
  /** What the chip prints: the letter, 'Not rated', 'Not scored' or 'No rating'. */
  text: string;
  /** The whole sentence, for assistive technology and the tooltip: 'Rating D+, high risk', or the note. */
  label: string;
  /** The note after its 'Not rated: ' or 'Not scored: ', or null (a letter, or no reason given). */
  reason: string | null;
  /** The note as the API gave it ('Not rated: fewer than 30 peers'), or null. */
  note: string | null;
  step: RiskStep | undefined;
}

const NOTE = /^not (rated|scored)\b\s*:?\s*/i;

const isRating = (text: string): text is Rating => RATINGS.some((rating) => rating === text);

export interface RatingSource {
  rating: string | null | undefined;
  /** The API's scoreNote, when the row has one. */
  note?: string | null | undefined;
  /** Whether the row has a final score: a row without a note but with a score and no letter is not rated. */
  hasScore?: boolean | undefined;
}

/** The rating of a company-year as shown: a letter, or 'Not rated' / 'Not scored' with the API's note. */
export function ratingView({ rating, note, hasScore }: RatingSource): RatingView {
  const letter = rating?.trim() ?? '';
  if (isRating(letter)) {
    const step = stepOfRating(letter);
    const words = step === undefined ? '' : `, ${RISK_STEP_LABELS[step].toLowerCase()}`;
    return { kind: 'rated', text: letter, label: `Rating ${letter}${words}`, reason: null, note: null, step };
  }
  // The note, or a rating field that carries one (Luca's tables: the rating, else the note).
  const sentence = [note?.trim(), letter].find(
    (candidate): candidate is string => candidate !== undefined && NOTE.test(candidate),
  );
  if (sentence !== undefined) {
    const notRated = /^not rated/i.test(sentence);
    const reason = sentence.replace(NOTE, '').trim();
    return {
      kind: notRated ? 'not rated' : 'not scored',
      text: notRated ? NOT_RATED : NOT_SCORED,
      label: sentence,
      reason: reason === '' ? null : reason,
      note: sentence,
      step: undefined,
    };
  }
  if (hasScore === true) return ratingView({ rating: null, note: NOT_RATED_NOTE });
  if (hasScore === false) {
    return {
      kind: 'not scored',
      text: NOT_SCORED,
      label: NOT_SCORED,
      reason: null,
      note: null,
      step: undefined,
    };
  }
  return { kind: 'none', text: NO_RATING, label: NO_RATING, reason: null, note: null, step: undefined };
}
