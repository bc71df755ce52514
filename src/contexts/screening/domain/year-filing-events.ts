/**
 * Which filing events a company-year has, as the screener's Filing events criterion and the risk model read
 * them: one rule, here. Pure.
 *
 * - `late-filing`: the year's annual report was filed late (an NT 10-K or NT 20-F concerns it; generated:
 *   the year's lateFiling);
 * - `auditor-change`: the certifying accountant changed in the year (8-K item 4.01, or the auditors file);
 * - `non-reliance`: a non-reliance notice (8-K item 4.02) belongs to the year (docs/sec-edgar.md);
 * - `restatement`: the year's figures were restated (a later report or amendment revised a figure, or a
 *   non-reliance notice says they will be). An amendment that changed no figure is not one.
 */

import type { CompanyFilingEvent, StatementYear } from './published/universe.js';

/** The event kinds a company-year can have, in the order the screens list them. */
export const YEAR_EVENT_KINDS = ['late-filing', 'auditor-change', 'non-reliance', 'restatement'] as const;
export type YearEventKind = (typeof YEAR_EVENT_KINDS)[number];

/** How the screens name each kind. */
export const YEAR_EVENT_LABELS: Readonly<Record<YearEventKind, string>> = {
  'late-filing': 'Late filing',
  'auditor-change': 'Auditor change',
  'non-reliance': 'Non-reliance',
  restatement: 'Restatement',
};

/** The years the criterion looks at: the selected year and the two before. */
export const EVENT_WINDOW_YEARS = 3;

type EventYear = Pick<StatementYear, 'year' | 'lateFiling' | 'auditorChanged' | 'restatement'>;
type EventOfYear = Pick<CompanyFilingEvent, 'kind' | 'fiscalYear'>;

/** The kinds of one company-year, in YEAR_EVENT_KINDS order. */
export function yearEventKinds(year: EventYear, events: readonly EventOfYear[] = []): YearEventKind[] {
  const nonReliance = events.some((event) => event.kind === 'non-reliance' && event.fiscalYear === year.year);
  const has: Record<YearEventKind, boolean> = {
    'late-filing': year.lateFiling,
    'auditor-change': year.auditorChanged,
    'non-reliance': nonReliance,
    restatement: year.restatement,
  };
  return YEAR_EVENT_KINDS.filter((kind) => has[kind]);
}

/** What a company-year's window (the year and the two before, those the company has) holds. */
export interface EventWindow {
  /** The kinds in the window, in YEAR_EVENT_KINDS order. */
  readonly kinds: YearEventKind[];
  /** The kinds counted once per year they occur in (late filing in 2011 and 2012: 2). */
  readonly count: number;
}

/** The event window of `year` over a company's statement years (any order) and filing events. */
export function eventWindow(
  years: readonly EventYear[],
  events: readonly EventOfYear[] | undefined,
  year: number,
): EventWindow {
  const seen = new Set<YearEventKind>();
  let count = 0;
  for (const statement of years) {
    if (statement.year > year || statement.year <= year - EVENT_WINDOW_YEARS) continue;
    for (const kind of yearEventKinds(statement, events)) {
      seen.add(kind);
      count += 1;
    }
  }
  return { kinds: YEAR_EVENT_KINDS.filter((kind) => seen.has(kind)), count };
}
