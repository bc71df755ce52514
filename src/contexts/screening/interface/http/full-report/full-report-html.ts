/**
 * The printable full report of one company-year: every dashboard panel, charts drawn as static SVG, a
 * print stylesheet. Pure: data in, HTML out; every text from the data is escaped.
 */

import { LINE_ITEM_LABELS } from '../../../domain/scoring/warnings.js';
import type { LineItemName } from '../../../domain/universe.js';

export interface ReportDetail {
  id: string;
  name: string;
  status: string;
  isin: string;
  mv: number | null;
  auditor: string;
  sector_name: string;
  industryGroup: string;
  incorpCountry: string;
  domicileCountry: string;
  exchangeCountry: string;
  exchange: string;
  rating: string;
  finalScore: number | null;
  rankPercent: number | null;
  rankPercentWithinSector: number | null;
  telOptimistic: number | null;
  telPessimistic: number | null;
  dlOptimistic: number | null;
  dlPessimistic: number | null;
  equityLoss: number | null;
  rfpAbsolute: number | null;
  rfpRelative: number | null;
  warnings: string[];
}

export interface ReportCluster {
  cluster_type: string;
  cluster_name: string;
  cluster_quantile: number | null;
  cluster_comment_text: string;
}

/** A filing with the SEC; url is its EDGAR index page (null when it cannot be built). */
export interface ReportFiling {
  form: string;
  filed: string;
  accession: string;
  url: string | null;
}

export interface ReportLineItem {
  item: LineItemName;
  /** $ millions. */
  value: number | null;
  concept: string | null;
  filing: ReportFiling | null;
}

/** Where the year's figures came from (GetStatementSource). */
export type ReportSource =
  | {
      kind: 'filing';
      filing: ReportFiling & {
        url: string;
        fiscalYearEnd: string;
        marketValueBasis: 'public float' | 'shares x price' | null;
      };
      items: ReportLineItem[];
    }
  | { kind: 'unrecorded'; origin: 'generated' | 'imported' | 'unknown' }
  | { kind: 'withheld' };

export interface ReportData {
  year: number;
  detail: ReportDetail;
  history: Array<{ year: number; score: number | null; average: number }>;
  riskDistribution: Array<{ x: number; y: number }>;
  sectorDistribution: Array<{ x: number; y: number }>;
  clusters: ReportCluster[];
  source: ReportSource;
  generatedAt: Date;
  /** Nonce of the one inline script (the Print button). */
  nonce: string;
}

/** Print-friendly steps of the product's risk scale (low green .. high red). */
const RISK_FILLS = ['#1f8a57', '#6e9a1f', '#c98a0c', '#d45a1f', '#cf2f36'] as const;
/** The same steps' text tones (the web app's light palette): 4.5:1 or more on white, which the fills are not. */
const RISK_TEXTS = ['#16683f', '#4d6d12', '#8a5c00', '#a33f0c', '#a3161d'] as const;
const INK = '#141a22';
const MUTED = '#5a6472';
const LINE = '#dfe3ea';
const ACCENT = '#2f5bd8';

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function text(value: string | null | undefined): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' || trimmed === 'missing' ? 'N/A' : escapeHtml(trimmed);
}

function number(value: number | null, digits = 1): string {
  if (value === null || !Number.isFinite(value)) return 'N/A';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function money(value: number | null): string {
  return value === null ? 'N/A' : `$${number(value, 1)}m`;
}

function range(low: number | null, high: number | null): string {
  if (low === null && high === null) return 'N/A';
  return `${money(low)} – ${money(high)}`;
}

function percent(value: number | null, digits = 0): string {
  return value === null ? 'N/A' : `${number(value, digits)}%`;
}

/** A ratio (-0.061) as a signed percentage with one decimal (-6.1%). */
function fraction(value: number | null): string {
  return value === null ? 'N/A' : percent(value * 100, 1);
}

function stepOfScore(score: number): number {
  return Math.min(4, Math.floor(Math.min(100, Math.max(0, score)) / 20));
}

function stepOfRating(rating: string): number | undefined {
  const steps: Record<string, number> = { A: 0, B: 1, C: 2, D: 3, E: 4, F: 4 };
  return steps[rating.trim().charAt(0).toUpperCase()];
}

function chip(label: string, step: number | undefined): string {
  const border = step === undefined ? MUTED : RISK_FILLS[step];
  const colour = step === undefined ? MUTED : RISK_TEXTS[step];
  return `<span class="chip" style="border-color:${border};color:${colour}">${label}</span>`;
}

const CHART_WIDTH = 520;
const CHART_HEIGHT = 200;
const PAD = { left: 36, right: 12, top: 12, bottom: 28 };

function scaleX(index: number, count: number): number {
  const inner = CHART_WIDTH - PAD.left - PAD.right;
  return PAD.left + (count <= 1 ? inner / 2 : (index / (count - 1)) * inner);
}

function scaleY(value: number, max: number): number {
  const inner = CHART_HEIGHT - PAD.top - PAD.bottom;
  return PAD.top + inner - (max <= 0 ? 0 : (value / max) * inner);
}

function yAxis(max: number, step: number, format: (value: number) => string): string {
  const ticks: string[] = [];
  for (let value = 0; value <= max + 1e-9; value += step) {
    const y = scaleY(value, max).toFixed(1);
    ticks.push(
      `<line x1="${PAD.left}" x2="${CHART_WIDTH - PAD.right}" y1="${y}" y2="${y}" stroke="${LINE}"/>` +
        `<text x="${PAD.left - 6}" y="${y}" dy="4" text-anchor="end">${format(value)}</text>`,
    );
  }
  return ticks.join('');
}

function svg(label: string, body: string): string {
  return (
    `<svg role="img" aria-label="${escapeHtml(label)}" viewBox="0 0 ${CHART_WIDTH} ${CHART_HEIGHT}" ` +
    `width="100%" preserveAspectRatio="xMidYMid meet" font-size="10" fill="${MUTED}">${body}</svg>`
  );
}

/** The risk score history: the company's score and the exchange-country average, axis 0-100 step 20. */
export function historySvg(history: ReportData['history']): string {
  if (history.length === 0) return '<p class="empty">No data available for this year</p>';
  const count = history.length;
  const every = count > 7 ? Math.ceil(count / 7) : 1;
  const labels = history
    .map((point, index) =>
      index % every === 0 || index === count - 1
        ? `<text x="${scaleX(index, count).toFixed(1)}" y="${CHART_HEIGHT - 8}" text-anchor="middle">${point.year}</text>`
        : '',
    )
    .join('');
  const line = (values: Array<number | null>): string =>
    values
      .map((value, index) =>
        value === null ? null : `${scaleX(index, count).toFixed(1)},${scaleY(value, 100).toFixed(1)}`,
      )
      .filter((point): point is string => point !== null)
      .join(' ');
  const dots = history
    .map((point, index) =>
      point.score === null
        ? ''
        : `<circle cx="${scaleX(index, count).toFixed(1)}" cy="${scaleY(point.score, 100).toFixed(1)}" r="3" fill="${RISK_FILLS[stepOfScore(point.score)]}"/>`,
    )
    .join('');
  return svg(
    'Risk score history',
    yAxis(100, 20, String) +
      labels +
      `<polyline points="${line(history.map((point) => point.average))}" fill="none" stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="5 4"/>` +
      `<polyline points="${line(history.map((point) => point.score))}" fill="none" stroke="${ACCENT}" stroke-width="2"/>` +
      dots,
  );
}

/** A distribution of final scores (bins of 5) as an area, with the company's score marked. */
export function distributionSvg(
  label: string,
  bins: ReportData['riskDistribution'],
  score: number | null,
): string {
  if (bins.length === 0) return '<p class="empty">No data available for this year</p>';
  const sorted = [...bins].sort((a, b) => a.x - b.x);
  const max = Math.max(...sorted.map((bin) => bin.y), 1);
  const x = (value: number): number => PAD.left + (value / 100) * (CHART_WIDTH - PAD.left - PAD.right);
  const points = sorted.map((bin) => `${x(bin.x + 2.5).toFixed(1)},${scaleY(bin.y, max).toFixed(1)}`);
  const base = scaleY(0, max).toFixed(1);
  const first = sorted[0] as { x: number };
  const last = sorted[sorted.length - 1] as { x: number };
  const area = `M${x(first.x + 2.5).toFixed(1)},${base} L${points.join(' L')} L${x(last.x + 2.5).toFixed(1)},${base} Z`;
  const xTicks = [0, 20, 40, 60, 80, 100]
    .map(
      (value) =>
        `<text x="${x(value).toFixed(1)}" y="${CHART_HEIGHT - 8}" text-anchor="middle">${value}</text>`,
    )
    .join('');
  // The score's label sits on the roomier side of its line: right of a low score, left of a high one,
  // so that it never runs past the chart's edge (a 99.3 would be clipped at the right).
  const labelSide = score !== null && score > 50 ? 'dx="-4" text-anchor="end"' : 'dx="4" text-anchor="start"';
  const marker =
    score === null
      ? ''
      : `<line x1="${x(score).toFixed(1)}" x2="${x(score).toFixed(1)}" y1="${PAD.top}" y2="${base}" stroke="${RISK_FILLS[stepOfScore(score)]}" stroke-width="2"/>` +
        `<text class="marker-label" x="${x(score).toFixed(1)}" y="${PAD.top + 8}" ${labelSide} fill="${INK}">${number(score)}</text>`;
  const step = Math.max(1, Math.ceil(max / 4));
  return svg(
    label,
    yAxis(step * 4, step, String) +
      xTicks +
      `<path d="${area}" fill="${ACCENT}" fill-opacity="0.18" stroke="${ACCENT}" stroke-width="1.5"/>` +
      marker,
  );
}

/** The 14 clusters as horizontal bars of their quantile 0..5 (N/A drawn empty). */
export function clustersSvg(clusters: ReportCluster[]): string {
  if (clusters.length === 0) return '<p class="empty">No data available for this year</p>';
  // Drawn across the page's full width: its own coordinate width keeps the text at the other charts' size.
  const fullWidth = 1040;
  const rowHeight = 22;
  const height = clusters.length * rowHeight + 16;
  const left = 190;
  const width = fullWidth - left - 50;
  const rows = clusters
    .map((cluster, index) => {
      const y = 8 + index * rowHeight;
      const quantile = cluster.cluster_quantile;
      const bar =
        quantile === null
          ? ''
          : `<rect x="${left}" y="${y + 3}" width="${((quantile / 5) * width).toFixed(1)}" height="${rowHeight - 8}" rx="2" fill="${RISK_FILLS[quantile - 1] ?? MUTED}"/>`;
      return (
        `<text x="${left - 8}" y="${y + rowHeight / 2 + 3}" text-anchor="end" fill="${INK}">${escapeHtml(cluster.cluster_name)}</text>` +
        `<rect x="${left}" y="${y + 3}" width="${width}" height="${rowHeight - 8}" rx="2" fill="${LINE}" fill-opacity="0.6"/>` +
        bar +
        `<text x="${left + width + 6}" y="${y + rowHeight / 2 + 3}">${quantile === null ? 'N/A' : `${quantile}/5`}</text>`
      );
    })
    .join('');
  return (
    `<svg role="img" aria-label="Risk clusters" viewBox="0 0 ${fullWidth} ${height}" width="100%" ` +
    `font-size="12" fill="${MUTED}">${rows}</svg>`
  );
}

function field(label: string, value: string): string {
  return `<div class="field"><dt>${label}</dt><dd>${value}</dd></div>`;
}

/** A link to a filing's EDGAR index page, opening in a new tab; the accession alone without a url. */
function filingLink(filing: ReportFiling): string {
  const accession = escapeHtml(filing.accession);
  return filing.url === null
    ? `<span class="accn">${accession}</span>`
    : `<a class="accn" href="${escapeHtml(filing.url)}" target="_blank" rel="noopener noreferrer">${accession}<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>`;
}

const MARKET_VALUE_BASES: Record<'public float' | 'shares x price', string> = {
  'public float': 'Public float (cover page of the filing)',
  'shares x price': 'Shares outstanding × closing price',
};

const UNRECORDED: Record<'generated' | 'imported' | 'unknown', string> = {
  generated: 'The figures of this year are generated demo data: no filing stands behind them.',
  imported: 'The figures of this year were imported from a statements file, which names no filing.',
  unknown:
    'No filing is recorded for this year: the figures are generated demo data or were imported from a statements file.',
};

/** The Source section: the filing and, per line item, its value, concept and filing. */
export function sourceSection(source: ReportSource): string {
  if (source.kind === 'withheld')
    return '<p class="empty">The filing is not shown during a trial: it would name the company.</p>';
  if (source.kind === 'unrecorded') return `<p class="empty">${UNRECORDED[source.origin]}</p>`;
  const { filing, items } = source;
  const basis = filing.marketValueBasis;
  const rows = items
    .map((row) => {
      const label =
        row.item === 'marketValue' && basis === 'public float'
          ? 'Market value (public float)'
          : LINE_ITEM_LABELS[row.item];
      const from =
        row.filing === null
          ? 'N/A'
          : `${escapeHtml(row.filing.form)} filed ${escapeHtml(row.filing.filed)} · ${filingLink(row.filing)}`;
      return (
        `<tr><td>${escapeHtml(label)}</td><td class="num">${money(row.value)}</td>` +
        `<td class="code">${text(row.concept)}</td><td class="code">${from}</td></tr>`
      );
    })
    .join('');
  return (
    '<dl>' +
    field('Form', escapeHtml(filing.form)) +
    field('Filed', escapeHtml(filing.filed)) +
    field('Accession', `<span class="code">${filingLink(filing)}</span>`) +
    field('Fiscal year end', escapeHtml(filing.fiscalYearEnd)) +
    field('Market value', basis === null ? 'N/A' : escapeHtml(MARKET_VALUE_BASES[basis])) +
    '</dl>' +
    // Scrolls sideways on a narrow screen rather than squeezing the four columns.
    '<div class="table-scroll" role="region" aria-label="Line items and their sources" tabindex="0">' +
    '<table class="sources"><thead><tr><th>Line item</th><th class="num">Value</th><th>Concept</th><th>Filing</th></tr></thead>' +
    `<tbody>${rows}</tbody></table></div>`
  );
}

export function renderFullReport(data: ReportData): string {
  const { detail, year } = data;
  const score = detail.finalScore;
  const warnings = detail.warnings.map((warning) => `<li>ALERT: ${escapeHtml(warning)}</li>`).join('');
  const clusterRows = data.clusters
    .map((cluster) => {
      const quantile = cluster.cluster_quantile;
      return (
        `<tr><td>${escapeHtml(cluster.cluster_name)}</td>` +
        `<td>${chip(quantile === null ? 'N/A' : `${quantile}/5`, quantile === null ? undefined : quantile - 1)}</td>` +
        `<td>${text(cluster.cluster_comment_text)}</td></tr>`
      );
    })
    .join('');
  const title = `${text(detail.name)} — risk report ${year}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>
  :root { color-scheme: light; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 13px/1.5 Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: ${INK}; background: #f5f7fa; }
  main { max-width: 1080px; margin: 0 auto; padding: 32px; background: #fff; }
  header.report { display: flex; justify-content: space-between; gap: 24px; align-items: flex-start; border-bottom: 2px solid ${INK}; padding-bottom: 16px; }
  h1 { font-size: 24px; margin: 0 0 4px; letter-spacing: -0.01em; }
  h2 { font-size: 14px; margin: 0 0 12px; text-transform: uppercase; letter-spacing: 0.06em; color: ${MUTED}; }
  .meta { color: ${MUTED}; }
  .score { text-align: right; }
  .score strong { display: block; font-size: 32px; line-height: 1; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; margin-top: 20px; }
  section { border: 1px solid ${LINE}; border-radius: 8px; padding: 16px; break-inside: avoid; }
  section.wide { grid-column: 1 / -1; }
  dl { display: grid; grid-template-columns: 1fr 1fr; gap: 8px 16px; margin: 0; }
  dt { color: ${MUTED}; font-size: 11px; }
  dd { margin: 0; font-weight: 600; }
  .chip { display: inline-block; min-width: 36px; padding: 1px 8px; border: 1.5px solid; border-radius: 999px; font-weight: 700; text-align: center; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid ${LINE}; vertical-align: top; }
  th { color: ${MUTED}; font-size: 11px; font-weight: 600; }
  ul.alerts { margin: 16px 0 0; padding: 12px 12px 12px 32px; background: #fff7e6; border: 1px solid #f0c36d; border-radius: 8px; }
  .legend { color: ${MUTED}; font-size: 11px; margin-top: 4px; }
  .empty { color: ${MUTED}; }
  .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .code { overflow-wrap: anywhere; }
  .accn { white-space: nowrap; }
  .table-scroll { position: relative; margin-top: 16px; overflow-x: auto; }
  .grid > section { min-width: 0; }
  table.sources { min-width: 640px; }
  a { color: ${ACCENT}; }
  .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .toolbar { display: flex; justify-content: flex-end; margin-bottom: 12px; }
  .toolbar button { font: inherit; font-weight: 600; padding: 6px 16px; border-radius: 8px; border: 1px solid ${ACCENT}; background: ${ACCENT}; color: #fff; cursor: pointer; }
  footer { margin-top: 24px; color: ${MUTED}; font-size: 11px; }
  @media (max-width: 760px) { .grid, dl { grid-template-columns: 1fr; } main { padding: 16px; } }
  @media print {
    @page { size: A4; margin: 14mm; }
    body { background: #fff; }
    main { max-width: none; padding: 0; }
    .toolbar { display: none; }
    .table-scroll { overflow: visible; }
    table.sources { min-width: 0; }
    section { border-color: #c9ced6; }
  }
</style>
</head>
<body>
<main>
  <div class="toolbar"><button type="button" id="print">Print or save as PDF</button></div>
  <header class="report">
    <div>
      <h1>${text(detail.name)}</h1>
      <div class="meta">ISIN ${text(detail.isin)} · ${text(detail.exchangeCountry)} · ${text(detail.status)} · Fiscal year ${year}</div>
    </div>
    <div class="score">
      <span class="meta">Final risk score</span>
      <strong>${number(score)}</strong>
      ${chip(text(detail.rating), stepOfRating(detail.rating))}
    </div>
  </header>
  ${warnings === '' ? '' : `<ul class="alerts">${warnings}</ul>`}
  <div class="grid">
    <section aria-labelledby="info">
      <h2 id="info">Ticker info</h2>
      <dl>
        ${field('Exchange country', text(detail.exchangeCountry))}
        ${field('Exchange', text(detail.exchange))}
        ${field('Sector', text(detail.sector_name))}
        ${field('Industry group', text(detail.industryGroup))}
        ${field('Market value', money(detail.mv))}
        ${field('Auditor', text(detail.auditor))}
        ${field('Incorporation', text(detail.incorpCountry))}
        ${field('Domicile', text(detail.domicileCountry))}
        ${field('Rank in exchange country', percent(detail.rankPercent))}
        ${field('Rank in sector', percent(detail.rankPercentWithinSector))}
        ${field('Expected loss range', range(detail.telOptimistic, detail.telPessimistic))}
        ${field('Equity loss', money(detail.equityLoss))}
        ${field('Debt loss range', range(detail.dlOptimistic, detail.dlPessimistic))}
        ${field('Return from peak (absolute / relative)', `${fraction(detail.rfpAbsolute)} / ${fraction(detail.rfpRelative)}`)}
      </dl>
    </section>
    <section aria-labelledby="history">
      <h2 id="history">Risk score history</h2>
      ${historySvg(data.history)}
      <div class="legend">Solid: this company · dashed: exchange-country average</div>
    </section>
    <section aria-labelledby="sector-distribution">
      <h2 id="sector-distribution">Sector risk distribution</h2>
      ${distributionSvg('Sector risk distribution', data.sectorDistribution, score)}
      <div class="legend">This company is riskier than ${percent(detail.rankPercentWithinSector)} of its sector</div>
    </section>
    <section aria-labelledby="risk-distribution">
      <h2 id="risk-distribution">Risk distribution</h2>
      ${distributionSvg('Risk distribution', data.riskDistribution, score)}
      <div class="legend">This company is riskier than ${percent(detail.rankPercent)} of its exchange country</div>
    </section>
    <section class="wide" aria-labelledby="clusters">
      <h2 id="clusters">Risk clusters</h2>
      ${clustersSvg(data.clusters)}
    </section>
    <section class="wide" aria-labelledby="cluster-detail">
      <h2 id="cluster-detail">Cluster detail</h2>
      ${clusterRows === '' ? '<p class="empty">No data available for this year</p>' : `<table><thead><tr><th>Cluster</th><th>Quantile</th><th>Comment</th></tr></thead><tbody>${clusterRows}</tbody></table>`}
    </section>
    <section class="wide" aria-labelledby="source">
      <h2 id="source">Source</h2>
      ${sourceSection(data.source)}
    </section>
  </div>
  <footer>Ledgerscope · generated ${escapeHtml(data.generatedAt.toISOString().replace('T', ' ').slice(0, 16))} UTC · scores are statistical indicators of accounting-manipulation risk, not findings of fact.</footer>
</main>
<script nonce="${escapeHtml(data.nonce)}">document.getElementById('print').addEventListener('click', function () { window.print(); });</script>
</body>
</html>`;
}
