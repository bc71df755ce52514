import { eventWindow, yearEventKinds } from './year-filing-events.js';

const year = (
  y: number,
  flags: Partial<{ lateFiling: boolean; auditorChanged: boolean; restatement: boolean }> = {},
) => ({
  year: y,
  lateFiling: false,
  auditorChanged: false,
  restatement: false,
  ...flags,
});

describe('yearEventKinds', () => {
  it("reads the year's flags, and its non-reliance notices from the filing events", () => {
    expect(yearEventKinds(year(2012))).toEqual([]);
    expect(
      yearEventKinds(year(2012, { lateFiling: true, restatement: true }), [
        { kind: 'non-reliance', fiscalYear: 2012 },
        { kind: 'non-reliance', fiscalYear: 2013 },
        { kind: 'amendment', fiscalYear: 2012 },
      ]),
    ).toEqual(['late-filing', 'non-reliance', 'restatement']);
    // Another year's notice, and an amendment (it restates nothing by itself), are not the year's.
    expect(
      yearEventKinds(year(2011), [
        { kind: 'non-reliance', fiscalYear: 2012 },
        { kind: 'amendment', fiscalYear: 2011 },
      ]),
    ).toEqual([]);
    expect(yearEventKinds(year(2014, { auditorChanged: true }))).toEqual(['auditor-change']);
  });
});

describe('eventWindow', () => {
  const years = [
    year(2010, { auditorChanged: true }),
    year(2011),
    year(2012, { lateFiling: true }),
    year(2013, { lateFiling: true }),
  ];
  const events = [{ kind: 'non-reliance' as const, fiscalYear: 2012 }];

  it('holds the kinds of the year and the two before, counted once per year they occur in', () => {
    expect(eventWindow(years, events, 2012)).toEqual({
      kinds: ['late-filing', 'auditor-change', 'non-reliance'],
      count: 3,
    });
    expect(eventWindow(years, events, 2013)).toEqual({ kinds: ['late-filing', 'non-reliance'], count: 3 });
    expect(eventWindow(years, events, 2011)).toEqual({ kinds: ['auditor-change'], count: 1 });
  });

  it('is empty before any event and three years after the last', () => {
    expect(eventWindow(years, events, 2009)).toEqual({ kinds: [], count: 0 });
    expect(eventWindow(years, undefined, 2016)).toEqual({ kinds: [], count: 0 });
  });
});
