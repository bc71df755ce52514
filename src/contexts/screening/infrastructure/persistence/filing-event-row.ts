import { filingEventKindOf } from '../../domain/filing-event-meaning.js';
import type { CompanyFilingEvent } from '../../domain/published/universe.js';

/** The columns of screening.filing_event as both readers select them (dates as text: no time zone shift). */
export const FILING_EVENT_SELECT = `fe.accn, fe.kind, fe.cik, fe.fiscal_year, fe.form, fe.items,
  fe.filed::text as filed, fe.period::text as period, fe.report`;

/** A stored filing event from its row; null for a row of a kind this version does not know. */
export function filingEventOfRow(row: Record<string, unknown>): CompanyFilingEvent | null {
  const kind = filingEventKindOf(row.kind);
  if (kind === undefined) return null;
  return {
    kind,
    form: String(row.form),
    items: Array.isArray(row.items) ? row.items.map(String) : [],
    filed: String(row.filed),
    period: typeof row.period === 'string' ? row.period : null,
    accn: String(row.accn),
    cik: Number(row.cik),
    fiscalYear: Number(row.fiscal_year),
    report: row.report === 'annual' || row.report === 'quarterly' ? row.report : null,
  };
}
