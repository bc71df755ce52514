import type { SecImportSummary } from '../contexts/filings/index.js';

type EventCount = SecImportSummary['events']['byKind'][number];

/** How the summary names each kind of filing event: one, several. */
const EVENT_NAMES: Readonly<Record<EventCount['kind'], readonly [one: string, several: string]>> = {
  'late-filing': ['late-filing notice', 'late-filing notices'],
  'auditor-change': ['auditor change', 'auditor changes'],
  'non-reliance': ['non-reliance notice', 'non-reliance notices'],
  amendment: ['amendment', 'amendments'],
};

const counted = (n: number, [one, several]: readonly [string, string]): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : several}`;

/**
 * 'Filing events: 1 late-filing notice (annual), 0 late-filing notices (quarterly), ..., from 1 filer':
 * the imported filers' events by kind, or 'Filing events: none'.
 */
function describeFilingEvents({ byKind, filers }: SecImportSummary['events']): string {
  if (filers === 0) return 'Filing events: none';
  const kinds = byKind.map(
    ({ kind, report, events }) => `${counted(events, EVENT_NAMES[kind])}${report ? ` (${report})` : ''}`,
  );
  return `Filing events: ${kinds.join(', ')}, from ${counted(filers, ['filer', 'filers'])}`;
}

/**
 * The summary of an SEC EDGAR import (docs/sec-edgar.md, "The summary"): companies read, imported and
 * skipped by reason, company-years scored, the filing events, then up to 50 skipped lines and 50 notes.
 * Printed by `npm run data:sec` and by `npm run data:import` from a `sec:` dataset setting, before the
 * load line.
 */
export function describeSecImport(result: SecImportSummary): string {
  const byReason = new Map<string, number>();
  for (const skip of result.skipped) byReason.set(skip.reason, (byReason.get(skip.reason) ?? 0) + 1);
  const lines = [
    `Companies read: ${result.read}, imported: ${result.imported}, skipped: ${result.skipped.length}` +
      (byReason.size > 0 ? ` (${[...byReason].map(([reason, n]) => `${reason} ${n}`).join(', ')})` : ''),
    `Company-years scored: ${result.scoredCompanyYears} of ${result.companyYears}; restatements found: ${result.restatements}`,
    describeFilingEvents(result.events),
  ];
  for (const skip of result.skipped.slice(0, 50))
    lines.push(`  skipped ${skip.id}: ${skip.reason}: ${skip.message}`);
  if (result.skipped.length > 50) lines.push(`  ... and ${result.skipped.length - 50} more skipped`);
  for (const note of result.notes.slice(0, 50)) lines.push(`  note ${note}`);
  if (result.notes.length > 50) lines.push(`  ... and ${result.notes.length - 50} more notes`);
  return lines.join('\n');
}
