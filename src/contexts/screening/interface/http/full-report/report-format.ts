/** The full report's small formatters and colours, shared by its page 1 and its appendices. */

import { formatMillions, formatMillionsRange } from '../../../../../shared/domain/format/millions.js';
import type { ReportFiling } from './report-data.js';

/** Print-friendly steps of the product's risk scale (low green .. high red). */
export const RISK_FILLS = ['#1f8a57', '#6e9a1f', '#c98a0c', '#d45a1f', '#cf2f36'] as const;
/** The same steps' text tones (the web app's light palette): 4.5:1 or more on white, which the fills are not. */
export const RISK_TEXTS = ['#16683f', '#4d6d12', '#8a5c00', '#a33f0c', '#a3161d'] as const;
export const INK = '#141a22';
export const MUTED = '#5a6472';
export const LINE = '#dfe3ea';
export const ACCENT = '#2f5bd8';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

export function text(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === 'missing' ? 'N/A' : escapeHtml(trimmed);
}

export function number(value: number | null, digits = 1): string {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** $ millions as the dashboard writes them ('$3,253,431m', '$12.3m', '$0.45m'). */
export const money = formatMillions;
export const range = formatMillionsRange;

export function percent(value: number | null, digits = 0): string {
  return value === null ? 'N/A' : `${number(value, digits)}%`;
}

/** A ratio (-0.061) as a signed percentage with one decimal (-6.1%). */
export function fraction(value: number | null): string {
  return value === null ? 'N/A' : percent(value * 100, 1);
}

export function stepOfScore(score: number): number {
  return Math.min(4, Math.floor(Math.min(100, Math.max(0, score)) / 20));
}

export function stepOfRating(rating: string): number | undefined {
  const steps: Record<string, number> = { A: 0, B: 1, C: 2, D: 3, E: 4, F: 4 };
  return steps[rating.trim().charAt(0).toUpperCase()];
}

export function chip(label: string, step: number | undefined): string {
  const border = step === undefined ? MUTED : RISK_FILLS[step];
  const colour = step === undefined ? MUTED : RISK_TEXTS[step];
  return `<span class="chip" style="border-color:${border};color:${colour}">${label}</span>`;
}

export function field(label: string, value: string): string {
  return `<div class="field"><dt>${label}</dt><dd>${value}</dd></div>`;
}

/** A filing as the report names it, escaped: '10-K/A filed 2010-01-25'. */
export function filedAs(filing: Pick<ReportFiling, 'form' | 'filed'>): string {
  return `${escapeHtml(filing.form)} filed ${escapeHtml(filing.filed)}`;
}

/** A filing named as filedAs says it, linked to its EDGAR index page (a new tab); unlinked without a url. */
export function filedLink(filing: Pick<ReportFiling, 'form' | 'filed' | 'url'>): string {
  return filing.url === null
    ? filedAs(filing)
    : `<a href="${escapeHtml(filing.url)}" target="_blank" rel="noopener noreferrer">${filedAs(filing)}<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>`;
}

/** A later filing's revision of a statement figure: $ millions before it and as it reports them, and the filing. */
export type FigureRevision = Pick<ReportFiling, 'form' | 'filed' | 'url'> & { from: number; to: number };

/**
 * The report's one wording of a revised figure (the web app's revisionText words it the same), escaped:
 * 'first reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25'. A figure an earlier filing
 * had revised already reads 'later revised from $42,905m to $41,000m by …'. `by`: the filing as shown
 * (filedLink in a list with links).
 */
export function revisionPhrase(
  revision: FigureRevision,
  { again = false, by = filedAs(revision) }: { again?: boolean; by?: string } = {},
): string {
  return again
    ? `later revised from ${money(revision.from)} to ${money(revision.to)} by ${by}`
    : `first reported ${money(revision.from)}; revised to ${money(revision.to)} by ${by}`;
}

/** A link to a filing's EDGAR index page, opening in a new tab; the accession alone without a url. */
export function filingLink(filing: ReportFiling): string {
  const accession = escapeHtml(filing.accession);
  return filing.url === null
    ? `<span class="accn">${accession}</span>`
    : `<a class="accn" href="${escapeHtml(filing.url)}" target="_blank" rel="noopener noreferrer">${accession}<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>`;
}

/** Model figures (indices, weights, contributions, M, F, the logit) to 3 decimals; N/A when missing. */
export function figure(value: number | null): string {
  return number(value, 3);
}
