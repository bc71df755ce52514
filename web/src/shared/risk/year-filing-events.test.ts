import { describe, expect, it } from 'vitest';

import { YEAR_EVENT_LABELS, yearEventLabel, yearEventsText } from './year-filing-events';

describe("a company-year's filing events", () => {
  it('names each kind the API sends, in the order the screens list them', () => {
    expect(Object.entries(YEAR_EVENT_LABELS)).toEqual([
      ['late-filing', 'Late filing'],
      ['auditor-change', 'Auditor change'],
      ['non-reliance', 'Non-reliance'],
      ['restatement', 'Restatement'],
    ]);
    expect(yearEventLabel('non-reliance')).toBe('Non-reliance');
  });

  it('shows a kind it does not know as the API names it, never nothing', () => {
    expect(yearEventLabel('going-concern')).toBe('going-concern');
    // Not a kind: a property every object has.
    expect(yearEventLabel('toString')).toBe('toString');
  });

  it("writes a year's kinds as one line, in the API's order, and nothing when it has none", () => {
    expect(yearEventsText(['late-filing', 'restatement'])).toBe('Late filing, Restatement');
    expect(yearEventsText(['auditor-change'])).toBe('Auditor change');
    expect(yearEventsText([])).toBe('');
    expect(yearEventsText(undefined)).toBe('');
  });
});
