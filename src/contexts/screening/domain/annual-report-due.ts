/**
 * When a company's next annual report is due, and whether it is overdue (docs/spec-decisions.md, "Stale
 * data"): the next fiscal year ends a year after the latest reported one, and the report is due the
 * latest day SEC's rules allow for its form: 90 days after the year end for a 10-K (the deadline of a
 * non-accelerated filer; large accelerated filers have 60 and accelerated 75, which the data do not say), four
 * months for a 20-F or 40-F. A company past that day with no newer annual report in the data is stale.
 */

import { TEN_K_DAYS_TO_FILE } from './published/sec-filing.js';

/** Months after the fiscal year end a 20-F (or 40-F) is due (Form 20-F, General Instruction A). */
export const FOREIGN_MONTHS_TO_FILE = 4;

export interface AnnualReportTiming {
  /** The day the next fiscal year ends (ISO). */
  readonly nextFiscalYearEnd: string;
  /** The last day its annual report may be filed (ISO). */
  readonly due: string;
  /** True when today is after that day. */
  readonly overdue: boolean;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayOf(iso: string): Date {
  const match = ISO_DAY.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const isoOf = (day: Date): string => day.toISOString().slice(0, 10);

/** The same day some months later, the month's last day where it has fewer days (Jan 31 + 1 month: Feb 28). */
function addMonths(day: Date, months: number): Date {
  const target = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day.getUTCDate(), lastDay));
  return target;
}

/** Whether a form is a foreign private issuer's annual report (20-F, 40-F and their amendments). */
const isForeignAnnualForm = (form: string): boolean => /^(20|40)-F/.test(form.trim().toUpperCase());

/**
 * The next annual report's due day after the latest one (its form and the fiscal year end it reported),
 * and whether `today` (ISO) is past it.
 */
export function annualReportTiming(
  latest: { form: string; fiscalYearEnd: string },
  today: string,
): AnnualReportTiming {
  const nextEnd = addMonths(dayOf(latest.fiscalYearEnd), 12);
  const due = isForeignAnnualForm(latest.form)
    ? addMonths(nextEnd, FOREIGN_MONTHS_TO_FILE)
    : new Date(nextEnd.getTime() + TEN_K_DAYS_TO_FILE * 86_400_000);
  return { nextFiscalYearEnd: isoOf(nextEnd), due: isoOf(due), overdue: dayOf(today) > due };
}
