/** 'ALERT: ...' warnings from the filing events of a company-year. */

import { findAuditor } from '../reference/auditors.js';
import type { StatementYear } from '../universe.js';

export const ALERT_PREFIX = 'ALERT: ';

type WarningInput = Pick<
  StatementYear,
  'auditorChanged' | 'lateFiling' | 'qualifiedOpinion' | 'restatement' | 'auditorID' | 'previousAuditorID'
>;

export function warningsFor(s: WarningInput): string[] {
  const out: string[] = [];
  if (s.auditorChanged) {
    const from = s.previousAuditorID === null ? undefined : findAuditor(s.previousAuditorID)?.auditor;
    const to = findAuditor(s.auditorID)?.auditor;
    out.push(`${ALERT_PREFIX}Change of auditor${from ? ` from ${from}` : ''}${to ? ` to ${to}` : ''}.`);
  }
  if (s.lateFiling) out.push(`${ALERT_PREFIX}Annual report filed late.`);
  if (s.qualifiedOpinion) out.push(`${ALERT_PREFIX}Qualified audit opinion on the financial statements.`);
  if (s.restatement) out.push(`${ALERT_PREFIX}Previously reported financial statements restated.`);
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
