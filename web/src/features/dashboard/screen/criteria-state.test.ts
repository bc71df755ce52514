import { describe, expect, it, vi } from 'vitest';

import { CriteriaState } from './criteria-state';
import { F_SCORE_DEFAULT } from './screen-criteria';

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
