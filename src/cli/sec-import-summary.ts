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

/** Problems of one FSDS zip printed; the count line gives how many rows were malformed in all. */
const FSDS_PROBLEMS_SHOWN = 20;

const number = (n: number): string => n.toLocaleString('en-US');

/**
 * 'FSDS 2010q2.zip: 522 filings; num.txt 136,044 rows: 31,234 kept, ...' for each zip read, then the
 * problems of its sub.txt and num.txt (up to FSDS_PROBLEMS_SHOWN each zip).
 */
function describeFsdsQuarters(quarters: SecImportSummary['fsds']): string[] {
  const lines: string[] = [];
  for (const { zip, submissions, counts, problems } of quarters) {
    lines.push(
      `FSDS ${zip}: ${number(submissions)} filings; num.txt ${number(counts.rows)} rows: ${number(counts.facts)} kept, ` +
        `${number(counts.otherForm)} of other forms than annual reports, ${number(counts.notConsolidated)} of segments or co-registrants, ` +
        `${number(counts.otherTaxonomy)} of filers' own concepts, ${number(counts.noValue)} without a value, ` +
        `${number(counts.unknownSubmission)} of filings not in sub.txt, ${number(counts.repeated)} of filings read from an earlier zip, ` +
        `${number(counts.malformed)} malformed`,
    );
    for (const problem of problems.slice(0, FSDS_PROBLEMS_SHOWN)) lines.push(`  problem ${zip} ${problem}`);
    if (problems.length > FSDS_PROBLEMS_SHOWN)
      lines.push(`  ... and ${problems.length - FSDS_PROBLEMS_SHOWN} more problems of ${zip}`);
  }
  return lines;
}

/**
 * The summary of an SEC EDGAR import (docs/sec-edgar.md, "The summary"): companies read, imported and
 * skipped by reason, company-years scored, the filing events, what was read of each FSDS zip (its rows and
 * malformed rows), then up to 50 skipped lines and 50 notes.
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
    ...describeFsdsQuarters(result.fsds),
  ];
  for (const skip of result.skipped.slice(0, 50))
    lines.push(`  skipped ${skip.id}: ${skip.reason}: ${skip.message}`);
  if (result.skipped.length > 50) lines.push(`  ... and ${result.skipped.length - 50} more skipped`);
  for (const note of result.notes.slice(0, 50)) lines.push(`  note ${note}`);
  if (result.notes.length > 50) lines.push(`  ... and ${result.notes.length - 50} more notes`);
  return lines.join('\n');
}
