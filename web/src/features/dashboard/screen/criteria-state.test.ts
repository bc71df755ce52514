import { describe, expect, it, vi } from 'vitest';

import { CriteriaState } from './criteria-state';
import { F_SCORE_DEFAULT, sliderSteps } from './screen-criteria';

describe('CriteriaState: a range answer without data keeps the slider scale', () => {
  it('keeps the F-score scale and range of a slider not chosen when the screen has no company', () => {
    const criteria = new CriteriaState();
    criteria.receiveRange('FS', { min: 0.1131, max: 2.2094 });
    expect(criteria.sliderBounds.FS).toEqual({ min: 0.11, max: 2.21 });

    criteria.receiveRange('FS', { min: null, max: null });
    expect(criteria.sliderBounds.FS).toEqual({ min: 0.11, max: 2.21 });
    expect(criteria.sliders.FS).toEqual({ min: 0.11, max: 2.21 });
    expect(criteria.sliderBounds.FS).not.toEqual(F_SCORE_DEFAULT);

    // Data again: the slider follows it.
    criteria.receiveRange('FS', { min: 0.5, max: 1.5 });
    expect(criteria.sliderBounds.FS).toEqual({ min: 0.5, max: 1.5 });
  });

  it('keeps a chosen range and its scale through an empty answer after a replay', () => {
    const criteria = new CriteriaState();
    criteria.receiveRange('MS', { min: -4.603, max: 2.661 });
    criteria.replay({ order: ['MS'], minMScore: -3, maxMScore: 1 });
    criteria.rescaleSlidersOnce();
    criteria.receiveRange('MS', { min: null, max: null });
    expect(criteria.sliders.MS).toEqual({ min: -3, max: 1 });
    expect(criteria.sliderBounds.MS).toEqual({ min: -4.61, max: 2.67 });
  });

  it('tells onChange which criterion the user changed', () => {
    const onChange = vi.fn();
    const criteria = new CriteriaState(onChange);
    criteria.setYears([2025, 2024]);
    criteria.setYear(2024);
    criteria.setFlag('MF', true);
    expect(onChange.mock.calls).toEqual([['YEAR'], ['MF']]);
  });
});

describe('CriteriaState: open ends (a scale that follows the bulk of the data)', () => {
  /** An M-score answer with one extreme company far below the rest. */
  const SKEWED = { min: -23.65, max: 1.21, low: -4.613, high: 0.897 };
  const opened = () => {
    const criteria = new CriteriaState();
    criteria.receiveRange('MS', SKEWED);
    return criteria;
  };
  const bounds = (criteria: CriteriaState) => {
    const body = criteria.toFilterBody();
    return { min: body.minMScore, max: body.maxMScore };
  };

  it('scales the slider from low to high, both ends open, and sends no bound at an open end', () => {
    const criteria = opened();
    expect(criteria.sliderBounds.MS).toEqual({ min: -4.62, max: 0.9 });
    expect(criteria.sliderEnds.MS).toEqual({ min: 'open', max: 'open' });
    expect(criteria.sliders.MS).toEqual({ min: -4.62, max: 0.9 });
    expect(criteria.isChosen('MS')).toBe(false);
    // The keyboard's steps suit the visible scale (-4.62 to 0.90), not -23.65 to 1.21.
    expect(sliderSteps(criteria.sliderBounds.MS, 2)).toEqual({ step: 0.1, shiftStep: 0.5 });
  });

  it('sends a bound once its thumb moves inside, and omits the side whose thumb stays at the open end', () => {
    const criteria = opened();
    criteria.setRange('MS', { min: -1.78, max: 0.9 });
    expect(criteria.order).toEqual(['MS']);
    expect(criteria.isFreeSide('MS', 'max')).toBe(true);
    expect(bounds(criteria)).toEqual({ min: -1.78, max: undefined });
    expect(criteria.toFilterBody()).not.toHaveProperty('maxMScore');

    criteria.setRange('MS', { min: -1.78, max: 0.5 });
    expect(bounds(criteria)).toEqual({ min: -1.78, max: 0.5 });

    // Both thumbs back at the open ends: the full range, out of the order list and the body.
    criteria.setRange('MS', { min: -50, max: 50 });
    expect(criteria.order).toEqual([]);
    expect(bounds(criteria)).toEqual({ min: undefined, max: undefined });
  });

  it('keeps a typed bound beyond an open end, stretching the scale to it; empty is no bound again', () => {
    const criteria = opened();
    criteria.setBound('MS', 'min', -10);
    expect(criteria.sliderBounds.MS).toEqual({ min: -10, max: 0.9 });
    expect(criteria.sliderEnds.MS).toEqual({ min: 'fixed', max: 'open' });
    expect(criteria.sliders.MS).toEqual({ min: -10, max: 0.9 });
    expect(criteria.order).toEqual(['MS']);
    expect(bounds(criteria)).toEqual({ min: -10, max: undefined });
    // The thumb moved away and back: still a bound, the scale's end being the typed value.
    criteria.setRange('MS', { min: -5, max: 0.9 });
    criteria.setRange('MS', { min: -10, max: 0.9 });
    expect(bounds(criteria)).toEqual({ min: -10, max: undefined });

    // A typed bound inside the data's scale takes that end back to the open one.
    criteria.setBound('MS', 'min', -2);
    expect(criteria.sliderBounds.MS).toEqual({ min: -4.62, max: 0.9 });
    expect(criteria.sliderEnds.MS.min).toBe('open');
    expect(bounds(criteria)).toEqual({ min: -2, max: undefined });

    // Typed exactly at the open end: a bound there, not 'no bound'.
    criteria.setBound('MS', 'min', -4.62);
    expect(criteria.sliderEnds.MS.min).toBe('fixed');
    expect(bounds(criteria)).toEqual({ min: -4.62, max: undefined });

    // Emptied: the thumb back at the open end, no bound, out of the order list.
    criteria.setBound('MS', 'min', undefined);
    expect(criteria.sliderEnds.MS).toEqual({ min: 'open', max: 'open' });
    expect(criteria.sliders.MS).toEqual({ min: -4.62, max: 0.9 });
    expect(criteria.order).toEqual([]);
  });

  it('takes a typed maximum below an open minimum end along: only the maximum is a bound', () => {
    const criteria = opened();
    criteria.setBound('MS', 'max', -6);
    expect(criteria.sliders.MS).toEqual({ min: -6, max: -6 });
    expect(criteria.sliderBounds.MS).toEqual({ min: -6, max: 0.9 });
    expect(criteria.sliderEnds.MS).toEqual({ min: 'open', max: 'open' });
    expect(criteria.isFreeSide('MS', 'min')).toBe(true);
    expect(bounds(criteria)).toEqual({ min: undefined, max: -6 });
  });

  it('behaves as before for an answer without low and high, or with low and high at min and max', () => {
    for (const answer of [
      { min: -4.603, max: 2.661 },
      { min: -4.603, max: 2.661, low: -4.603, high: 2.661 },
      { min: -4.603, max: 2.661, low: null, high: null },
    ]) {
      const criteria = new CriteriaState();
      criteria.receiveRange('MS', answer);
      expect(criteria.sliderBounds.MS).toEqual({ min: -4.61, max: 2.67 });
      expect(criteria.sliderEnds.MS).toEqual({ min: 'closed', max: 'closed' });
      // Both bounds sent once chosen, the thumb at a closed end included.
      criteria.setRange('MS', { min: -2.5, max: 2.67 });
      expect(bounds(criteria)).toEqual({ min: -2.5, max: 2.67 });
      // A typed bound beyond a closed end stops at it.
      criteria.setBound('MS', 'min', -10);
      expect(criteria.sliders.MS).toEqual({ min: -4.61, max: 2.67 });
      expect(criteria.sliderBounds.MS).toEqual({ min: -4.61, max: 2.67 });
      expect(criteria.isChosen('MS')).toBe(false);
    }
  });

  it('replays a one-sided range: the side left out is no bound, on the open scale', () => {
    const criteria = opened();
    criteria.replay({ order: ['MS'], minMScore: -1.78 });
    // Before the range answer: the stored bound only.
    expect(bounds(criteria)).toEqual({ min: -1.78, max: undefined });
    criteria.rescaleSlidersOnce();
    criteria.receiveRange('MS', SKEWED);
    expect(criteria.sliders.MS).toEqual({ min: -1.78, max: 0.9 });
    expect(criteria.sliderBounds.MS).toEqual({ min: -4.62, max: 0.9 });
    expect(criteria.sliderEnds.MS).toEqual({ min: 'open', max: 'open' });
    expect(bounds(criteria)).toEqual({ min: -1.78, max: undefined });
  });

  it('replays a bound beyond an open end: the scale stretches to it and the bound is kept', () => {
    const criteria = opened();
    criteria.replay({ order: ['MS'], minMScore: -10, maxMScore: 0.5 });
    criteria.rescaleSlidersOnce();
    criteria.receiveRange('MS', SKEWED);
    expect(criteria.sliders.MS).toEqual({ min: -10, max: 0.5 });
    expect(criteria.sliderBounds.MS).toEqual({ min: -10, max: 0.9 });
    expect(criteria.sliderEnds.MS).toEqual({ min: 'fixed', max: 'open' });
    expect(bounds(criteria)).toEqual({ min: -10, max: 0.5 });
    // A later answer of a chosen range leaves its scale alone.
    criteria.receiveRange('MS', { min: -3, max: 1, low: -2, high: 0.5 });
    expect(criteria.sliderBounds.MS).toEqual({ min: -10, max: 0.9 });
  });
});
