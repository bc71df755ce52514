/**
 * 'ALERT: ...' warnings from the filing events of a company-year. This module owns the prefix: every
 * warning the API, the full report, Luca and the web app show carries it once, from here, and none adds it.
 */

import { formatWholeMillions } from '../../../../shared/domain/format/millions.js';
import { findAuditor } from '../reference/auditors.js';
import type { LineItemName, StatementRevision, StatementYear } from '../published/universe.js';

export const ALERT_PREFIX = 'ALERT: ';

type WarningInput = Pick<
  StatementYear,
  'auditorChanged' | 'lateFiling' | 'qualifiedOpinion' | 'restatement' | 'auditorID' | 'previousAuditorID'
> &
  Pick<StatementYear, 'revisions' | 'auditorName' | 'previousAuditorName'>;

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

export function warningsFor(s: WarningInput): string[] {
  const out: string[] = [];
  if (s.auditorChanged) {
    const from =
      s.previousAuditorName ??
      (s.previousAuditorID === null ? undefined : findAuditor(s.previousAuditorID)?.auditor);
    const to = s.auditorName ?? findAuditor(s.auditorID)?.auditor;
    out.push(`${ALERT_PREFIX}Change of auditor${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}.`);
  }
  if (s.lateFiling) out.push(`${ALERT_PREFIX}Annual report filed late.`);
  if (s.qualifiedOpinion) out.push(`${ALERT_PREFIX}Qualified audit opinion on the financial statements.`);
  const revisions = s.revisions ?? [];
  if (revisions.length > 0) out.push(...revisions.map(revisionWarning));
  else if (s.restatement) out.push(`${ALERT_PREFIX}Previously reported financial statements restated.`);
  return out;
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
