/**
 * 'ALERT: ...' warnings from the filing events of a company-year. This module owns the prefix: every
 * warning the API, the full report, Luca and the web app show carries it once, from here, and none adds it.
 */

import { formatWholeMillions } from '../../../../shared/domain/format/millions.js';
import { findAuditor } from '../reference/auditors.js';
import { filingCitation } from '../filing-event-meaning.js';
import { ACCESSIONS_IN_TEXT } from '../published/sec-filing.js';
import type {
  CompanyFilingEvent,
  LineItemName,
  StatementRevision,
  StatementYear,
} from '../published/universe.js';

export const ALERT_PREFIX = 'ALERT: ';

type WarningInput = Pick<
  StatementYear,
  'auditorChanged' | 'lateFiling' | 'qualifiedOpinion' | 'restatement' | 'auditorID' | 'previousAuditorID'
> &
  Pick<StatementYear, 'revisions' | 'auditorName' | 'previousAuditorName'>;

/** A filing event as a warning cites it. */
export type WarningEvent = Pick<
  CompanyFilingEvent,
  'kind' | 'form' | 'items' | 'filed' | 'accn' | 'fiscalYear' | 'report' | 'period'
>;

/** ' (NT 10-K filed 2013-03-04, 0001193125-13-088624; ...)': the filings behind a warning, '' for none. */
function cited(events: readonly WarningEvent[]): string {
  return events.length === 0 ? '' : ` (${events.map(filingCitation).join('; ')})`;
}

/** The line items as the warnings name them. */
export const LINE_ITEM_LABELS: Readonly<Record<LineItemName, string>> = {
  revenue: 'Revenue',
  cogs: 'Cost of goods sold',
  sga: 'SG&A expenses',
  depreciation: 'Depreciation',
  netIncome: 'Net income',
  cfo: 'Cash flow from operations',
  receivables: 'Receivables',
  inventory: 'Inventory',
  otherCurrentAssets: 'Other current assets',
  currentAssets: 'Current assets',
  ppe: 'PP&E',
  goodwill: 'Goodwill',
  otherIntangibles: 'Other intangibles',
  totalAssets: 'Total assets',
  currentLiabilities: 'Current liabilities',
  longTermDebt: 'Long-term debt',
  totalLiabilities: 'Total liabilities',
  equity: "Shareholders' equity",
  cash: 'Cash and short-term investments',
  securities: 'Securities issued',
  marketValue: 'Market value',
};

/** 'ALERT: Revenue for fiscal 2009 was revised from $36,537m to $42,905m (10-K/A filed 2010-01-25).' */
export function revisionWarning(revision: StatementRevision): string {
  return (
    `${ALERT_PREFIX}${LINE_ITEM_LABELS[revision.item]} for fiscal ${revision.year} was revised from ` +
    `${formatWholeMillions(revision.from)} to ${formatWholeMillions(revision.to)} (${revision.form} filed ${revision.filed}).`
  );
}

/**
 * The 'ALERT: ...' lines of a company-year: the events its flags record, each citing the filings of the
 * year's filing events behind it (form, date filed, accession number), and the year's other filing events
 * that are warnings (a quarterly report filed late, a non-reliance notice). `events` are the company's
 * filing events of that fiscal year (CompanyFilingEvent.fiscalYear); amendments are not warnings (an
 * amendment that changed a figure is a revision, listed as one).
 */
export function warningsFor(s: WarningInput, events: readonly WarningEvent[] = []): string[] {
  const out: string[] = [];
  const of = (kind: WarningEvent['kind'], report?: WarningEvent['report']) =>
    events.filter((event) => event.kind === kind && (report === undefined || event.report === report));
  if (s.auditorChanged) {
    const from =
      s.previousAuditorName ??
      (s.previousAuditorID === null ? undefined : findAuditor(s.previousAuditorID)?.auditor);
    const to = s.auditorName ?? findAuditor(s.auditorID)?.auditor;
    out.push(
      `${ALERT_PREFIX}Change of auditor${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}${cited(of('auditor-change'))}.`,
    );
  }
  if (s.lateFiling) out.push(`${ALERT_PREFIX}Annual report filed late${cited(of('late-filing', 'annual'))}.`);
  for (const event of of('late-filing', 'quarterly'))
    out.push(
      `${ALERT_PREFIX}Quarterly report${event.period === null ? '' : ` for the period ended ${event.period}`} filed late${cited([event])}.`,
    );
  const nonReliance = of('non-reliance');
  if (nonReliance.length > 0)
    out.push(
      `${ALERT_PREFIX}Previously issued financial statements are not to be relied on${cited(nonReliance)}.`,
    );
  if (s.qualifiedOpinion) out.push(`${ALERT_PREFIX}Qualified audit opinion on the financial statements.`);
  const revisions = s.revisions ?? [];
  if (revisions.length > 0) out.push(...revisions.map(revisionWarning));
  else if (s.restatement && nonReliance.length === 0)
    out.push(`${ALERT_PREFIX}Previously reported financial statements restated.`);
  return out;
}

/**
 * A warning without the accession numbers it cites ('NT 10-K filed 2013-03-04' is left): what a trial tenant
 * sees, since an accession number names the company it sees anonymised.
 */
export function withoutAccessions(warning: string): string {
  // '(NT 10-K filed 2013-03-04, 0001193125-13-088624)' -> '(NT 10-K filed 2013-03-04)'.
  return warning.replace(ACCESSIONS_IN_TEXT, '').replace(/, (?=[;)])/g, '');
}

/** The warnings as one string (the `warning` field), or null when there are none. */
export function joinWarnings(warnings: readonly string[]): string | null {
  return warnings.length > 0 ? warnings.join(' ') : null;
}

/** Splits a joined warning back into its lines, as the dashboard does. */
export function splitWarnings(warning: string | null): string[] {
  if (!warning) return [];
  return warning
    .split(ALERT_PREFIX)
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => ALERT_PREFIX + part);
}
