/**
 * The printable full report of one company-year: every dashboard panel, charts drawn as static SVG, a
 * print stylesheet. Pure: data in, HTML out; every text from the data is escaped.
 */

import { LINE_ITEM_LABELS } from '../../../domain/scoring/warnings.js';
import { NOT_REPORTED_TEXT } from '../../../domain/published/universe.js';
import type {
  ReportBreakdown,
  ReportCluster,
  ReportData,
  ReportFilingEvent,
  ReportSource,
} from './report-data.js';
import {
  ACCENT,
  INK,
  LINE,
  MUTED,
  RISK_FILLS,
  RISK_TEXTS,
  chip,
  escapeHtml,
  field,
  figure,
  filedAs,
  filedLink,
  filingLink,
  fraction,
  money,
  number,
  percent,
  range,
  revisionPhrase,
  stepOfScore,
  text,
} from './report-format.js';
import { SUMMARY_EVENTS, summaryPage, utcMinute, yearEventLines } from './report-summary.js';

export type * from './report-data.js';
export { escapeHtml } from './report-format.js';

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

/**
 * The risk score history: the company's score and the exchange-country average, axis 0-100 step 20. The
 * report's year, when given, is marked: a line with its label, a ring round its point, its year label
 * always shown (the thinned labels count from it) and, for a screen reader, named with its figures.
 */
export function historySvg(history: ReportData['history'], reportYear?: number): string {
  if (history.length === 0) return '<p class="empty">No data available for this year</p>';
  const count = history.length;
  const every = count > 7 ? Math.ceil(count / 7) : 1;
  const marked = history.findIndex((point) => point.year === reportYear);
  const anchor = marked < 0 ? count - 1 : marked;
  const x = (index: number): string => scaleX(index, count).toFixed(1);
  const labels = history
    .map((point, index) =>
      (anchor - index) % every !== 0
        ? ''
        : index === marked
          ? `<text x="${x(index)}" y="${CHART_HEIGHT - 8}" text-anchor="middle" fill="${INK}" font-weight="700">${point.year}</text>`
          : `<text x="${x(index)}" y="${CHART_HEIGHT - 8}" text-anchor="middle">${point.year}</text>`,
    )
    .join('');
  const line = (values: Array<number | null>): string =>
    values
      .map((value, index) => (value === null ? null : `${x(index)},${scaleY(value, 100).toFixed(1)}`))
      .filter((point): point is string => point !== null)
      .join(' ');
  const dots = history
    .map((point, index) =>
      point.score === null
        ? ''
        : `<circle cx="${x(index)}" cy="${scaleY(point.score, 100).toFixed(1)}" r="3" fill="${RISK_FILLS[stepOfScore(point.score)]}"/>`,
    )
    .join('');
  const span = `${history[0]?.year ?? ''}–${history.at(-1)?.year ?? ''}`;
  let label = `Risk score history ${span}`;
  let marker = '';
  const point = history[marked];
  if (point !== undefined) {
    label += `; fiscal ${point.year}, this report's year, is marked: score ${number(point.score)}, exchange-country average ${number(point.average)}`;
    const base = scaleY(0, 100).toFixed(1);
    // The label sits on the roomier side of the line, as the distributions' score label does.
    const side = marked > (count - 1) / 2 ? 'dx="-4" text-anchor="end"' : 'dx="4" text-anchor="start"';
    marker =
      `<g class="report-year"><line x1="${x(marked)}" x2="${x(marked)}" y1="${PAD.top}" y2="${base}" stroke="${INK}" stroke-width="1.5" stroke-dasharray="2 3"/>` +
      `<text x="${x(marked)}" y="${PAD.top + 8}" ${side} fill="${INK}" font-weight="700">FY${point.year} · this report</text>` +
      (point.score === null
        ? ''
        : `<circle cx="${x(marked)}" cy="${scaleY(point.score, 100).toFixed(1)}" r="6.5" fill="none" stroke="${INK}" stroke-width="1.5"/>`) +
      '</g>';
  }
  return svg(
    label,
    yAxis(100, 20, String) +
      labels +
      marker +
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
      const from = row.filing === null ? 'N/A' : `${filedAs(row.filing)} · ${filingLink(row.filing)}`;
      const source = row.notReported
        ? `<td colspan="2">${NOT_REPORTED_TEXT}</td>`
        : `<td class="code">${text(row.concept)}</td><td class="code">${from}</td>`;
      return `<tr><td>${escapeHtml(label)}</td><td class="num">${money(row.value)}</td>${source}</tr>`;
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

/**
 * The Filing events section: every filing event of the company (SEC EDGAR), latest filing first, each with
 * what it means, its form, filing date and fiscal year, linked to its filing; the report's year marked.
 * A trial tenant gets none: an accession number would name the company.
 */
export function filingEventsSection(
  events: readonly ReportFilingEvent[],
  year: number,
  withheld: boolean,
): string {
  if (withheld)
    return '<p class="empty">The filing events are not shown during a trial: they would name the company.</p>';
  if (events.length === 0) return '<p class="empty" id="no-filing-events">None recorded.</p>';
  const rows = events
    .map((event) => {
      const current = event.fiscalYear === year;
      return (
        `<tr${current ? ' class="current"' : ''}><td class="num">${escapeHtml(event.filed)}</td>` +
        `<td>${escapeHtml(event.form)}</td><td>${escapeHtml(event.meaning)}</td>` +
        `<td class="num">${event.fiscalYear}${current ? '<span class="sr-only"> (this report)</span>' : ''}</td>` +
        `<td class="code">${filingLink(event)}</td></tr>`
      );
    })
    .join('');
  return (
    '<div class="table-scroll" role="region" aria-label="Filing events" tabindex="0">' +
    '<table class="events"><thead><tr><th class="num">Filed</th><th>Form</th><th>What it means</th>' +
    '<th class="num">Fiscal year</th><th>Filing</th></tr></thead>' +
    `<tbody>${rows}</tbody></table></div>` +
    `<p class="legend">As filed with the SEC (EDGAR), latest first; the events of fiscal ${year}, this report's year, are marked.</p>`
  );
}

type BreakdownTerm = ReportBreakdown['mScore']['terms'][number];
type BreakdownInput = BreakdownTerm['inputs'][number];

const LAG_NAMES = ['t', 't−1', 't−2'] as const;

/** Where a line without a recorded filing came from, by the dataset's origin. */
const INPUT_ORIGINS: Record<'generated' | 'imported' | 'unknown', string> = {
  generated: 'generated',
  imported: 'imported CSV',
  unknown: 'no filing recorded',
};

const WITHHELD_NOTE =
  '<p class="legend">The filings behind these lines are not shown during a trial: they would name the company.</p>';

/** The source of one statement line: its filing and concept (SEC data), its origin, or nothing in a trial. */
function inputSource(input: BreakdownInput, origin: ReportBreakdown['origin']): string {
  const { source } = input;
  if (source?.notReported) return NOT_REPORTED_TEXT;
  if (source !== null) {
    const concept = source.concept === null ? '' : ` · ${escapeHtml(source.concept)}`;
    return `${filedAs(source)} · ${filingLink(source)}${concept}`;
  }
  return origin === 'withheld' ? '' : `<span class="muted">${INPUT_ORIGINS[origin]}</span>`;
}

function inputRows(term: BreakdownTerm, origin: ReportBreakdown['origin']): string {
  return term.inputs
    .map((input) => {
      const reported = input.asReportedIn === null ? '' : `, as reported in fiscal ${input.asReportedIn}`;
      return (
        `<tr><td>${escapeHtml(input.label)}</td><td>${input.year} (${LAG_NAMES[input.lag]}${reported})</td>` +
        `<td class="num">${money(input.value)}</td><td class="code">${inputSource(input, origin)}</td></tr>`
      );
    })
    .join('');
}

/** One row per index or variable, and under it the statement lines it read. */
function termRows(terms: readonly BreakdownTerm[], origin: ReportBreakdown['origin']): string {
  return terms
    .map((term) => {
      const reason =
        term.value === null
          ? `<div class="reason">N/A: ${escapeHtml(term.reason ?? 'not available')}</div>`
          : '';
      return (
        `<tr class="term"><th scope="row" class="term-code">${escapeHtml(term.code)}</th>` +
        `<td>${escapeHtml(term.name)}<div class="formula">${escapeHtml(term.formula)}</div>${reason}</td>` +
        `<td class="num">${figure(term.value)}</td><td class="num">${figure(term.weight)}</td>` +
        `<td class="num">${figure(term.contribution)}</td><td class="num">${figure(term.sectorMedian)}</td></tr>` +
        `<tr class="inputs"><td></td><td colspan="5"><table class="inputs" aria-label="Statement lines of ${escapeHtml(term.code)}">` +
        '<thead><tr><th>Statement line</th><th>Year</th><th class="num">Value</th><th>Source</th></tr></thead>' +
        `<tbody>${inputRows(term, origin)}</tbody></table></td></tr>`
      );
    })
    .join('');
}

function termTable(
  label: string,
  terms: readonly BreakdownTerm[],
  origin: ReportBreakdown['origin'],
  totals: string,
): string {
  return (
    `<div class="table-scroll" role="region" aria-label="${escapeHtml(label)}" tabindex="0">` +
    '<table class="terms"><thead><tr><th>Code</th><th>Name</th><th class="num">Value</th><th class="num">Weight</th>' +
    '<th class="num">Contribution</th><th class="num">Sector median</th></tr></thead>' +
    `<tbody>${termRows(terms, origin)}</tbody><tfoot>${totals}</tfoot></table></div>`
  );
}

function totalRow(label: string, value: string, id?: string): string {
  return `<tr class="total"><th scope="row" colspan="4">${label}</th><td class="num"${id === undefined ? '' : ` id="${id}"`}>${value}</td><td></td></tr>`;
}

/** "How the score is built": the final score's three terms, the intercept, the logit and the score. */
export function finalScoreSection(breakdown: ReportBreakdown): string {
  const { final, clusters } = breakdown;
  const rows = final.terms
    .map(
      (term) =>
        `<tr><td>${escapeHtml(term.name)}</td><td class="num">${figure(term.input)}</td>` +
        `<td class="code">${escapeHtml(term.transform)}</td><td class="num">${figure(term.transformed)}</td>` +
        `<td class="num">${figure(term.weight)}</td><td class="num">${figure(term.contribution)}</td></tr>`,
    )
    .join('');
  const total = (label: string, value: string, id?: string): string =>
    `<tr class="total"><th scope="row" colspan="5">${label}</th><td class="num"${id === undefined ? '' : ` id="${id}"`}>${value}</td></tr>`;
  const score =
    final.score === null || final.unrounded === null
      ? 'N/A'
      : `${number(final.unrounded, 4)} → <strong>${number(final.score, 2)}</strong>`;
  const verdict =
    final.reason === null ? '' : `<p class="reason" id="final-reason">${escapeHtml(final.reason)}.</p>`;
  const smoothing =
    final.previousLogit === null || final.kept === null
      ? total(
          `Smoothed logit S<sub>t</sub> = L<sub>t</sub> (no score the year before)`,
          figure(final.logit),
          'final-logit',
        )
      : total(
          'Last year’s smoothed logit S<sub>t−1</sub>',
          figure(final.previousLogit),
          'final-previous-logit',
        ) +
        total(
          `Smoothed logit S<sub>t</sub> = ${number(final.kept, 2)} × S<sub>t−1</sub> + ${number(1 - final.kept, 2)} × L<sub>t</sub>`,
          figure(final.logit),
          'final-logit',
        );
  return (
    verdict +
    '<div class="table-scroll" role="region" aria-label="Terms of the final score" tabindex="0">' +
    '<table class="terms"><thead><tr><th>Term</th><th class="num">Input</th><th>Transform</th>' +
    '<th class="num">Transformed</th><th class="num">Weight</th><th class="num">Contribution to the logit</th></tr></thead>' +
    `<tbody>${rows}</tbody><tfoot>` +
    total('Intercept', figure(final.intercept)) +
    total(
      'The year’s logit L<sub>t</sub> = intercept + Σ contributions',
      figure(final.yearLogit),
      'final-year-logit',
    ) +
    smoothing +
    total('Score = 100 / (1 + e<sup>−S<sub>t</sub></sup>), rounded to 2 decimals', score, 'final-score') +
    '</tfoot></table></div>' +
    `<p class="legend">C, the cluster red-flag share: the weighted mean of g(p) = max(0, (p − 0.7) / 0.3)³ over the ${clusters.available} of ${clusters.flags.length} clusters ranked among their peers (at least ${clusters.minimum} needed), p the cluster’s position among its peers (0 safest, 1 riskiest). ` +
    'The score keeps 73% of last year’s smoothed logit, so one year’s noise moves it a little and evidence that persists moves it all the way. ' +
    'M and F are built below.</p>'
  );
}

/** The Beneish M-score: its eight indices, the intercept, M, the −1.78 cut-off and the flag. */
export function mScoreSection(breakdown: ReportBreakdown): string {
  const { mScore } = breakdown;
  const verdict =
    mScore.value === null
      ? `M is N/A: ${escapeHtml(mScore.reason ?? 'an index is N/A')}.`
      : `M = ${figure(mScore.value)} is ${mScore.flagged === true ? 'above' : 'not above'} the cut-off of ${number(mScore.threshold, 2)}: ` +
        (mScore.flagged === true
          ? '<strong>flagged</strong> as a likely manipulator (Beneish 1999).'
          : 'not flagged.');
  return (
    termTable(
      'Indices of the M-score',
      mScore.terms,
      breakdown.origin,
      totalRow('Intercept', figure(mScore.intercept)) +
        totalRow('M = intercept + Σ contributions', `<strong>${figure(mScore.value)}</strong>`, 'm-score'),
    ) +
    `<p class="verdict" id="m-verdict">${verdict}</p>` +
    (breakdown.origin === 'withheld' ? WITHHELD_NOTE : '')
  );
}

const F_BANDS: Record<'normal' | 'above normal' | 'substantial', string> = {
  normal: 'normal risk',
  'above normal': 'above-normal risk',
  substantial: 'substantial risk',
};

/** The Dechow F-score: its seven variables, the predicted value, the probability, F and its band. */
export function fScoreSection(breakdown: ReportBreakdown): string {
  const { fScore } = breakdown;
  const { aboveNormal, substantial } = fScore.bands;
  const verdict =
    fScore.value === null || fScore.band === null
      ? `F is N/A: ${escapeHtml(fScore.reason ?? 'a variable is N/A')}.`
      : `F = ${figure(fScore.value)}: <strong>${F_BANDS[fScore.band]}</strong>.`;
  const probability = fScore.probability === null ? 'N/A' : percent(fScore.probability * 100, 3);
  return (
    termTable(
      'Variables of the F-score',
      fScore.terms,
      breakdown.origin,
      totalRow('Intercept', figure(fScore.intercept)) +
        totalRow(
          'Predicted value v = intercept + Σ contributions',
          figure(fScore.predictedValue),
          'f-predicted',
        ) +
        totalRow('Probability p = 1 / (1 + e<sup>−v</sup>)', probability, 'f-probability') +
        totalRow(
          `F = p ÷ ${percent(fScore.unconditionalProbability * 100, 2)} (the unconditional probability)`,
          `<strong>${figure(fScore.value)}</strong>`,
          'f-score',
        ),
    ) +
    `<p class="verdict" id="f-verdict">${verdict} Bands: up to ${number(aboveNormal, 0)} normal, above ${number(aboveNormal, 0)} above normal, from ${number(substantial, 2)} substantial.</p>` +
    (breakdown.origin === 'withheld' ? WITHHELD_NOTE : '')
  );
}

/** Years per statements table: more would not fit a printed A4 page's width. */
const STATEMENT_YEARS_PER_TABLE = 6;

/** The mark of a figure a later filing revised (statistical tables' "r", as the web app's Statements tab). */
const REVISED_MARK = '<sup class="revised" aria-hidden="true">r</sup>';

type StatementRevisions = ReportBreakdown['statements']['revisions'];
type RevisedCell = ReportBreakdown['statements']['items'][number]['revisions'][number];

/**
 * A figure as first reported; a revised one marked, its revision said for a screen reader and as a tooltip:
 * 'First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25', and, for a figure revised more
 * than once (its latest value and filing), how many revisions the list below has.
 */
function statementFigure(value: number | null, revision: RevisedCell, count: number): string {
  if (revision === null) return money(value);
  const phrase = revisionPhrase(revision);
  const note = `${phrase.charAt(0).toUpperCase()}${phrase.slice(1)}${count > 1 ? `; ${count} revisions, listed below` : ''}`;
  return `<span title="${note}">${money(value)}${REVISED_MARK}</span><span class="sr-only"> (${note})</span>`;
}

/**
 * The footnote of the revised figures: every later filing's revision, latest fiscal year first (the order the
 * breakdown lists them in), each naming its line item and year and linking its filing on EDGAR. A figure
 * revised twice has a line per filing, the later one saying it revised the figure again.
 */
function revisionList(revisions: StatementRevisions): string {
  const lines = revisions.map((revision, index) => {
    const again = revisions
      .slice(0, index)
      .some((earlier) => earlier.item === revision.item && earlier.year === revision.year);
    const phrase = revisionPhrase(revision, { again, by: filedLink(revision) });
    return `<li>${escapeHtml(revision.label)}, fiscal ${revision.year}: ${phrase}</li>`;
  });
  return (
    '<div class="revisions"><h4 id="statement-revisions">Revisions</h4>' +
    `<ul class="revisions" aria-labelledby="statement-revisions">${lines.join('')}</ul></div>`
  );
}

/**
 * The 21 line items over the company's years, $ millions, the report's year marked. Each figure is as first
 * reported: one a later filing revised is marked r, and the revisions are listed under the tables (SEC data;
 * none for a trial tenant).
 */
export function statementsSection(breakdown: ReportBreakdown): string {
  const { years, items, revisions } = breakdown.statements;
  if (years.length === 0) return '<p class="empty">No data available for this year</p>';
  const counts = new Map<string, number>();
  for (const revision of revisions) {
    const key = `${revision.year} ${revision.item}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const tables: string[] = [];
  for (let from = 0; from < years.length; from += STATEMENT_YEARS_PER_TABLE) {
    const columns = years.slice(from, from + STATEMENT_YEARS_PER_TABLE).map((year, index) => ({
      year,
      index: from + index,
    }));
    const head = columns
      .map(({ year }) =>
        year === breakdown.year
          ? `<th class="num current">${year}<span class="sr-only"> (this report)</span></th>`
          : `<th class="num">${year}</th>`,
      )
      .join('');
    const rows = items
      .map(
        (row) =>
          `<tr><th scope="row">${escapeHtml(row.label)}</th>` +
          columns
            .map(
              ({ year, index }) =>
                `<td class="num${year === breakdown.year ? ' current' : ''}">` +
                statementFigure(
                  row.values[index] ?? null,
                  row.revisions[index] ?? null,
                  counts.get(`${year} ${row.item}`) ?? 1,
                ) +
                '</td>',
            )
            .join('') +
          '</tr>',
      )
      .join('');
    const span = `${columns[0]?.year ?? ''}–${columns.at(-1)?.year ?? ''}`;
    tables.push(
      `<div class="table-scroll" role="region" aria-label="Financial statements ${span}" tabindex="0">` +
        `<table class="statements"><thead><tr><th>Line item ($ millions)</th>${head}</tr></thead>` +
        `<tbody>${rows}</tbody></table></div>`,
    );
  }
  const revised =
    revisions.length === 0
      ? ''
      : `<p class="legend">${REVISED_MARK} Revised: a later filing reported the figure differently. ` +
        'The table shows each figure as first reported; the revisions are listed below.</p>' +
        revisionList(revisions);
  return (
    tables.join('') +
    `<p class="legend">Each year as its own statements report it; N/A: not reported. Fiscal ${breakdown.year}, this report's year, is marked. ` +
    "The models read t−1 as year t's filing reports it, which can differ from the year's own figure (see the lines above).</p>" +
    revised
  );
}

/** The appendices after page 1, in order: A, B, C, D. */
export const APPENDICES = [
  'Risk profile',
  'How the score is built',
  'Financial statements',
  'Source of the figures',
] as const;

/** An appendix: its letter and title, starting a new printed page. */
function appendix(index: number, id: string, body: string): string {
  const letter = String.fromCharCode(65 + index);
  return (
    `<section class="appendix" aria-labelledby="${id}">` +
    `<h2 id="${id}">Appendix ${letter} · ${escapeHtml(APPENDICES[index] ?? '')}</h2>` +
    `<div class="grid">${body}</div></section>`
  );
}

/**
 * The report: page 1, the summary a portfolio manager reads (report-summary.ts), then the appendices, each
 * from a new printed page: A the risk profile (the dashboard's panels), B how the score is built, C the
 * financial statements, D the source of every figure.
 */
export function renderFullReport(data: ReportData): string {
  const { detail, year } = data;
  const score = detail.finalScore;
  // The year's filing events and warnings: page 1 lists the first ones, Appendix A the rest, so each is
  // printed once there.
  const moreEvents = yearEventLines(data)
    .slice(SUMMARY_EVENTS)
    .map((line) => `<li>${line}</li>`)
    .join('');
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
  const ticker = detail.ticker === null ? '' : ` (${escapeHtml(detail.ticker)})`;
  const title = `${text(detail.name)}${ticker} — risk report ${year}`;
  const profile = `
    ${
      moreEvents === ''
        ? ''
        : `<section class="wide" aria-labelledby="more-events">
      <h3 id="more-events">More filing events and revisions</h3>
      <ul class="alerts">${moreEvents}</ul>
    </section>`
    }
    <section class="wide" aria-labelledby="filing-events">
      <h3 id="filing-events">Filing events</h3>
      ${filingEventsSection(data.filingEvents, year, data.source.kind === 'withheld')}
    </section>
    <section aria-labelledby="info">
      <h3 id="info">Ticker info</h3>
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
      <h3 id="history">Risk score history</h3>
      ${historySvg(data.history, year)}
      <div class="legend">Solid: this company · dashed: exchange-country average · dotted line and ring: fiscal ${year}, this report's year</div>
    </section>
    <section aria-labelledby="sector-distribution">
      <h3 id="sector-distribution">Sector risk distribution</h3>
      ${distributionSvg('Sector risk distribution', data.sectorDistribution, score)}
      <div class="legend">This company is riskier than ${percent(detail.rankPercentWithinSector)} of its sector</div>
    </section>
    <section aria-labelledby="risk-distribution">
      <h3 id="risk-distribution">Risk distribution</h3>
      ${distributionSvg('Risk distribution', data.riskDistribution, score)}
      <div class="legend">This company is riskier than ${percent(detail.rankPercent)} of its exchange country</div>
    </section>
    <section class="wide" aria-labelledby="clusters">
      <h3 id="clusters">Risk clusters</h3>
      ${clustersSvg(data.clusters)}
    </section>
    <section class="wide" aria-labelledby="cluster-detail">
      <h3 id="cluster-detail">Cluster detail</h3>
      ${clusterRows === '' ? '<p class="empty">No data available for this year</p>' : `<table><thead><tr><th>Cluster</th><th>Quantile</th><th>Comment</th></tr></thead><tbody>${clusterRows}</tbody></table>`}
    </section>`;
  const built = `
    <section class="wide long" aria-labelledby="score-built">
      <h3 id="score-built">Final score</h3>
      ${finalScoreSection(data.breakdown)}
    </section>
    <section class="wide long" aria-labelledby="beneish">
      <h3 id="beneish">Beneish M-score</h3>
      ${mScoreSection(data.breakdown)}
    </section>
    <section class="wide long" aria-labelledby="dechow">
      <h3 id="dechow">Dechow F-score</h3>
      ${fScoreSection(data.breakdown)}
    </section>`;
  const statements = `
    <section class="wide long" aria-labelledby="statements">
      <h3 id="statements">Financial statements</h3>
      ${statementsSection(data.breakdown)}
    </section>`;
  const source = `
    <section class="wide long" aria-labelledby="source">
      <h3 id="source">Source</h3>
      ${sourceSection(data.source)}
    </section>`;
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
  header.report { border-bottom: 2px solid ${INK}; padding-bottom: 12px; }
  h1 { font-size: 24px; margin: 0 0 4px; letter-spacing: -0.01em; }
  h2 { font-size: 18px; margin: 0 0 12px; letter-spacing: -0.01em; }
  h3 { font-size: 13px; margin: 0 0 10px; text-transform: uppercase; letter-spacing: 0.06em; color: ${MUTED}; }
  .meta { color: ${MUTED}; }
  .ticker { color: ${INK}; font-weight: 700; }
  section.summary { margin-top: 16px; }
  section.summary > h3 { margin-top: 14px; }
  .cards { display: grid; grid-template-columns: 1.6fr 1fr 1fr; gap: 12px; }
  .card { border: 1px solid ${LINE}; border-radius: 8px; padding: 12px; break-inside: avoid; }
  .card h3 { margin-bottom: 4px; }
  .card p { margin: 4px 0 0; }
  .card .big { margin: 0; }
  .card .big strong { font-size: 28px; line-height: 1.1; margin-right: 4px; }
  .card .big .chip { vertical-align: 6px; margin-left: 6px; }
  ol.drivers { margin: 0; padding-left: 20px; }
  ol.drivers li { margin-bottom: 4px; }
  dl.facts { grid-template-columns: 1fr 1fr 1fr; }
  dl.facts .source { grid-column: 1 / -1; }
  dl.facts a { white-space: nowrap; }
  .appendix { margin-top: 32px; padding-top: 16px; border-top: 2px solid ${INK}; }
  .grid { display: grid; grid-template-columns: 1fr 1fr; gap: 20px; }
  .grid > section { border: 1px solid ${LINE}; border-radius: 8px; padding: 16px; break-inside: avoid; }
  section.wide { grid-column: 1 / -1; }
  dl { display: grid; grid-template-columns: 1fr 1fr; gap: 8px 16px; margin: 0; }
  dt { color: ${MUTED}; font-size: 11px; }
  dd { margin: 0; font-weight: 600; }
  .chip { display: inline-block; min-width: 36px; padding: 1px 8px; border: 1.5px solid; border-radius: 999px; font-weight: 700; text-align: center; }
  table { width: 100%; border-collapse: collapse; }
  th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid ${LINE}; vertical-align: top; }
  th { color: ${MUTED}; font-size: 11px; font-weight: 600; }
  ul.alerts { margin: 0; padding: 8px 12px 8px 32px; background: #fff7e6; border: 1px solid #f0c36d; border-radius: 8px; }
  .legend { color: ${MUTED}; font-size: 11px; margin-top: 4px; }
  .empty { color: ${MUTED}; }
  .num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  .code { overflow-wrap: anywhere; }
  .accn { white-space: nowrap; }
  .table-scroll { position: relative; margin-top: 16px; overflow-x: auto; }
  .grid > section { min-width: 0; }
  table.sources { min-width: 640px; }
  table.terms { min-width: 720px; }
  table.terms tr.term > * { border-bottom: 0; padding-bottom: 2px; }
  table.terms tr.total > * { border-bottom: 0; font-weight: 600; }
  table.terms tr.total th { text-align: right; color: ${INK}; font-size: 13px; }
  table.inputs { font-size: 11px; margin-bottom: 4px; table-layout: fixed; }
  table.inputs th:nth-child(1) { width: 26%; }
  table.inputs th:nth-child(2) { width: 24%; }
  table.inputs th:nth-child(3) { width: 14%; }
  table.inputs th, table.inputs td { padding: 2px 8px; border-bottom-color: #eef0f4; }
  th.term-code { color: ${INK}; font-size: 13px; font-weight: 700; white-space: nowrap; }
  .formula { color: ${MUTED}; font-size: 11px; }
  .reason { color: ${RISK_TEXTS[3]}; font-weight: 600; }
  .muted { color: ${MUTED}; }
  .verdict { margin: 12px 0 0; }
  table.statements { min-width: 560px; }
  table.events { min-width: 640px; }
  table.events tr.current > * { background: #eef3ff; }
  table.events a { white-space: nowrap; }
  table.statements tbody th { color: ${INK}; font-size: 13px; font-weight: 400; }
  table.statements .current { background: #eef3ff; font-weight: 600; }
  sup.revised { margin-left: 2px; color: ${ACCENT}; font-weight: 700; line-height: 0; }
  .revisions h4 { margin: 12px 0 4px; font-size: 12px; }
  ul.revisions { margin: 0; padding-left: 18px; font-size: 11px; overflow-wrap: anywhere; }
  ul.revisions li { margin-bottom: 2px; }
  ul.revisions a { white-space: nowrap; }
  a { color: ${ACCENT}; }
  .sr-only { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
  .toolbar { display: flex; justify-content: flex-end; margin-bottom: 12px; }
  .toolbar button { font: inherit; font-weight: 600; padding: 6px 16px; border-radius: 8px; border: 1px solid ${ACCENT}; background: ${ACCENT}; color: #fff; cursor: pointer; }
  footer { margin-top: 24px; color: ${MUTED}; font-size: 11px; }
  /* A narrow screen and a printed A4 page (about 680 px wide) stack the panels, so that the charts stay legible; */
  /* the fields, page 1's three verdicts and its facts stay side by side on paper, where they fit. */
  @media (max-width: 760px) { .grid { grid-template-columns: 1fr; } main { padding: 16px; } }
  @media screen and (max-width: 760px) { .cards, dl, dl.facts { grid-template-columns: 1fr; } }
  @media print {
    @page { size: A4; margin: 14mm; }
    body { background: #fff; }
    main { max-width: none; padding: 0; }
    .toolbar { display: none; }
    .appendix { break-before: page; page-break-before: always; margin-top: 0; padding-top: 0; border-top: 0; }
    .table-scroll { overflow: visible; }
    table.sources, table.terms, table.statements, table.events { min-width: 0; }
    section.long { break-inside: auto; }
    table.statements th, table.statements td { padding: 4px 6px; font-size: 11px; }
    tr, ul.revisions li { break-inside: avoid; }
    thead { display: table-header-group; }
    tfoot { display: table-row-group; }
    .grid > section, .card { border-color: #c9ced6; }
  }
</style>
</head>
<body>
<main>
  <div class="toolbar"><button type="button" id="print">Print or save as PDF</button></div>
  ${summaryPage(data, APPENDICES)}
  ${appendix(0, 'appendix-a', profile)}
  ${appendix(1, 'appendix-b', built)}
  ${appendix(2, 'appendix-c', statements)}
  ${appendix(3, 'appendix-d', source)}
  <footer>Ledgerscope · generated ${escapeHtml(utcMinute(data.generatedAt))} · scores are statistical indicators of accounting-manipulation risk, not findings of fact.</footer>
</main>
<script nonce="${escapeHtml(data.nonce)}">document.getElementById('print').addEventListener('click', function () { window.print(); });</script>
</body>
</html>`;
}
