import type { SecImportSummary } from '../contexts/screening/index.js';

/**
 * The summary of an SEC EDGAR import (docs/sec-edgar.md, "The summary"): companies read, imported and
 * skipped by reason, company-years scored, then up to 50 skipped lines and 50 notes. Printed by
 * `npm run data:sec` and by `npm run data:import` from a `sec:` dataset setting, before the load line.
 */
export function describeSecImport(result: SecImportSummary): string {
  const byReason = new Map<string, number>();
  for (const skip of result.skipped) byReason.set(skip.reason, (byReason.get(skip.reason) ?? 0) + 1);
  const lines = [
    `Companies read: ${result.read}, imported: ${result.imported}, skipped: ${result.skipped.length}` +
      (byReason.size > 0 ? ` (${[...byReason].map(([reason, n]) => `${reason} ${n}`).join(', ')})` : ''),
    `Company-years scored: ${result.scoredCompanyYears} of ${result.companyYears}; restatements found: ${result.restatements}`,
  ];
  for (const skip of result.skipped.slice(0, 50))
    lines.push(`  skipped ${skip.id}: ${skip.reason}: ${skip.message}`);
  if (result.skipped.length > 50) lines.push(`  ... and ${result.skipped.length - 50} more skipped`);
  for (const note of result.notes.slice(0, 50)) lines.push(`  note ${note}`);
  if (result.notes.length > 50) lines.push(`  ... and ${result.notes.length - 50} more notes`);
  return lines.join('\n');
}
