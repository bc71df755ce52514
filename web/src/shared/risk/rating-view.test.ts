import { describe, expect, it } from 'vitest';

import { ratingView } from './rating-view';

describe('the rating as shown (issue 28)', () => {
  it('shows a letter on the risk scale', () => {
    expect(ratingView({ rating: 'D+', note: null })).toEqual({
      kind: 'rated',
      text: 'D+',
      label: 'Rating D+, high risk',
      reason: null,
      note: null,
      step: 3,
    });
  });

  it("shows 'Not rated' with the API's note, never N/A as a grade", () => {
    expect(ratingView({ rating: 'N/A', note: 'Not rated: fewer than 30 peers', hasScore: true })).toEqual({
      kind: 'not rated',
      text: 'Not rated',
      label: 'Not rated: fewer than 30 peers',
      reason: 'fewer than 30 peers',
      note: 'Not rated: fewer than 30 peers',
      step: undefined,
    });
  });

  it("shows 'Not scored' with its reason", () => {
    const note = 'Not scored: 7 of 14 clusters available, at least 8 needed';
    const view = ratingView({ rating: null, note, hasScore: false });
    expect([view.kind, view.text, view.label, view.reason]).toEqual([
      'not scored',
      'Not scored',
      note,
      '7 of 14 clusters available, at least 8 needed',
    ]);
  });

  it('reads a note given in the rating field (Luca), and infers from the score when there is no note', () => {
    expect(ratingView({ rating: 'Not rated: fewer than 30 peers' }).text).toBe('Not rated');
    expect(ratingView({ rating: null, hasScore: true }).label).toBe('Not rated: fewer than 30 peers');
    expect(ratingView({ rating: null, hasScore: false }).text).toBe('Not scored');
    expect(ratingView({ rating: 'N/A' }).text).toBe('No rating');
    expect(ratingView({ rating: '' }).text).toBe('No rating');
  });
});
