import type { FilterBody } from '../../api/screen-api';

/**
 * How the screens name the filing events of a company-year (the server's rule is
 * src/contexts/screening/domain/year-filing-events.ts): the screen's Filing events criterion, its options,
 * the results grid's cell and anything else that shows a kind read them here.
 */

/** A kind of filing event, as the API sends it (the filter body's `filingEvent` values, a row's `filingEvents`). */
export type YearEventKind = NonNullable<FilterBody['filingEvent']>[number];

/** Each kind's label, in the order the screens list them (the API's YEAR_EVENT_KINDS). */
export const YEAR_EVENT_LABELS: Readonly<Record<YearEventKind, string>> = {
  'late-filing': 'Late filing',
  'auditor-change': 'Auditor change',
  'non-reliance': 'Non-reliance',
  restatement: 'Restatement',
};

const isYearEventKind = (kind: string): kind is YearEventKind => Object.hasOwn(YEAR_EVENT_LABELS, kind);

/** A kind's label; a kind this app does not know yet shows as the API names it. */
export const yearEventLabel = (kind: string): string =>
  isYearEventKind(kind) ? YEAR_EVENT_LABELS[kind] : kind;

/** A company-year's kinds as one line ('Late filing, Restatement'); '' when it has none. */
export const yearEventsText = (kinds: readonly string[] | null | undefined): string =>
  (kinds ?? []).map(yearEventLabel).join(', ');
