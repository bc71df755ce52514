/**
 * Page 1 of the full report: what a portfolio manager reads in a minute. The company and its listing, the
 * score and rating and what they mean, the Beneish M-score and the Dechow F-score against their cut-offs,
 * the three strongest drivers, the year's filing events and where the figures come from. The breakdown,
 * statements and lineage follow as appendices. Pure: data in, HTML out; every text from the data is escaped.
 */

import { M_SCORE_THRESHOLD, isLikelyManipulator } from '../../../domain/scoring/beneish.js';
import { RATING_LOWER_BOUNDS } from '../../../domain/scoring/rating.js';
import { F_SCORE_BANDS } from '../../../domain/scoring/score-breakdown.js';
import { ACCESSIONS_IN_TEXT } from '../../../domain/published/sec-filing.js';
import type { ReportData, ReportDetail } from './report-data.js';
import { strongestDrivers, type ScoreDriver } from './report-drivers.js';
import {
  RISK_TEXTS,
  chip,
  escapeHtml,
  field,
  filedLink,
  money,
  number,
  stepOfRating,
  stepOfScore,
  text,
} from './report-format.js';

/** Filing events page 1 lists; the rest follow in Appendix A, so that page 1 stays one printed page. */
export const SUMMARY_EVENTS = 4;

/** A model figure with a true minus sign ('−1.78'), as a sentence writes it. */
function signed(value: number, digits: number): string {
  return number(value, digits).replace(/^-/, '−');
}

/** 1 → '1st', 92 → '92nd', 113 → '113th'. */
function ordinal(value: number): string {
  const n = Math.abs(Math.trunc(value));
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? 'th'}`;
}

/** '2026-11-21 10:00 UTC'. */
export function utcMinute(date: Date): string {
  return `${date.toISOString().replace('T', ' ').slice(0, 16)} UTC`;
}

function fiscalYear(year: number, fiscalYearEnd: string | null): string {
  return fiscalYearEnd === null ? String(year) : `${year}, ended ${escapeHtml(fiscalYearEnd)}`;
}

/** The header's identity line: ticker and exchange, ISIN, status and the fiscal year (and its end). */
function identity(detail: ReportDetail, year: number, fiscalYearEnd: string | null): string {
  const ticker = detail.ticker === null ? '' : `<span class="ticker">${escapeHtml(detail.ticker)}</span> · `;
  return (
    `${ticker}${text(detail.exchange)}, ${text(detail.exchangeCountry)} · ISIN ${text(detail.isin)} · ` +
    `${text(detail.status)} · Fiscal year ${fiscalYear(year, fiscalYearEnd)}`
  );
}

const ORIGINS: Record<ReportDetail['origin'], string> = {
  sec: 'SEC EDGAR',
  file: 'Imported statements file',
  generated: 'Demo universe (generated)',
};

/**
 * Where the year's figures come from: SEC EDGAR with the CIK and the filing (linked), an imported
 * statements file, or the generated demo universe. A trial tenant sees no filing and no CIK (they would
 * name the company it sees anonymised), as in the Source appendix.
 */
export function dataSourceLine(data: ReportData): string {
  if (data.source.kind === 'withheld') return 'Not shown during a trial: it would name the company.';
  const { detail } = data;
  const filing = detail.source;
  if (filing === null && detail.origin !== 'sec') return ORIGINS[detail.origin];
  const cik = detail.cik === null ? '' : ` · CIK ${detail.cik}`;
  const filed = filing === null ? 'no filing recorded for this year' : filedLink(filing);
  return `${ORIGINS.sec}${cik} · ${filed}`;
}

function fiscalYearEndOf(data: ReportData): string | null {
  if (data.detail.source !== null) return data.detail.source.fiscalYearEnd;
  return data.source.kind === 'filing' ? data.source.filing.fiscalYearEnd : null;
}

/** Where the peers of the rank were taken, as the sentence says it. */
function peersPhrase(detail: ReportDetail): string {
  const where =
    detail.peerGroup === 'all exchange countries'
      ? 'across all exchange countries'
      : 'in its exchange country';
  return detail.peers === null
    ? `among the scored companies ${where}`
    : `among ${detail.peers.toLocaleString('en-US')} ${detail.peers === 1 ? 'peer' : 'peers'} ${where}`;
}

/** The final score and rating, and one sentence of what they mean. */
function scoreCard(detail: ReportDetail): string {
  const score = detail.finalScore;
  const safest = RATING_LOWER_BOUNDS[1] ?? 0;
  const riskiest = 100 - (RATING_LOWER_BOUNDS.at(-1) ?? 100);
  const scale = `Scores run from 0 (safest) to 100 (riskiest); ratings from A+, the safest ${safest}%, to F, the riskiest ${riskiest}%.`;
  const rated = detail.scoreNote === null && detail.rankPercent !== null;
  const meaning = rated
    ? `<p>Rated ${text(detail.rating)}: the score ranks at the ${ordinal(Math.round(detail.rankPercent as number))} percentile of risk ${peersPhrase(detail)}. ${scale}</p>`
    : `<p class="reason" id="score-note">${escapeHtml(detail.scoreNote ?? 'Not rated')}</p><p>${scale}</p>`;
  const badge = detail.scoreNote === null ? ` ${chip(text(detail.rating), stepOfRating(detail.rating))}` : '';
  const colour = score === null ? '' : ` style="color:${RISK_TEXTS[stepOfScore(score)]}"`;
  return (
    `<div class="card" id="summary-score"><h3>Final score and rating</h3>` +
    `<p class="big"><strong${colour}>${number(score)}</strong><span class="muted"> / 100</span>${badge}</p>${meaning}</div>`
  );
}

/** The Beneish M-score against its −1.78 cut-off (beneish.ts). */
function mCard(data: ReportData): string {
  const { mScore } = data.breakdown;
  const cutOff = signed(M_SCORE_THRESHOLD, 2);
  let verdict: string;
  if (mScore.value === null) verdict = `N/A: ${escapeHtml(mScore.reason ?? 'an index is N/A')}.`;
  else if (isLikelyManipulator(mScore.value))
    verdict = `Above the ${cutOff} cut-off: the model <strong>flags likely manipulation</strong> (Beneish 1999).`;
  else verdict = `${mScore.value < M_SCORE_THRESHOLD ? 'Below' : 'At'} the ${cutOff} cut-off: not flagged.`;
  const value = mScore.value === null ? 'N/A' : signed(mScore.value, 2);
  return (
    `<div class="card" id="summary-m"><h3>Beneish M-score</h3>` +
    `<p class="big"><strong>${value}</strong></p><p>${verdict}</p></div>`
  );
}

/** The Dechow F-score against its bands (score-breakdown.ts): above 1.00 above normal, from 2.45 substantial. */
function fCard(data: ReportData): string {
  const { fScore } = data.breakdown;
  const above = number(F_SCORE_BANDS.aboveNormal, 2);
  const substantial = number(F_SCORE_BANDS.substantial, 2);
  const bands: Record<NonNullable<typeof fScore.band>, string> = {
    normal: `Up to ${above}: normal risk (above ${above} above normal, from ${substantial} substantial).`,
    'above normal': `Above ${above}: <strong>above-normal risk</strong> (substantial from ${substantial}).`,
    substantial: `From ${substantial}: <strong>substantial risk</strong> of misstatement.`,
  };
  const verdict =
    fScore.value === null || fScore.band === null
      ? `N/A: ${escapeHtml(fScore.reason ?? 'a variable is N/A')}.`
      : bands[fScore.band];
  const value = fScore.value === null ? 'N/A' : signed(fScore.value, 2);
  return (
    `<div class="card" id="summary-f"><h3>Dechow F-score</h3>` +
    `<p class="big"><strong>${value}</strong></p><p>${verdict}</p></div>`
  );
}

function driverItem(driver: ScoreDriver): string {
  const digits = driver.code === 'C' ? 3 : 2;
  return (
    `<li><strong>${escapeHtml(driver.name)}</strong> <span class="muted">(${escapeHtml(driver.code)}, ${driver.model})</span> ` +
    `${signed(driver.value, digits)} against ${signed(driver.reference, digits)} for ${escapeHtml(driver.referenceName)}: ` +
    `${escapeHtml(driver.explanation)}</li>`
  );
}

function driversBlock(data: ReportData): string {
  const drivers = strongestDrivers(data.breakdown);
  const list =
    drivers.length === 0
      ? '<p class="empty" id="no-drivers">No index, variable or cluster share raises the score above a typical company’s.</p>'
      : `<ol class="drivers">${drivers.map(driverItem).join('')}</ol>`;
  return (
    '<h3 id="drivers">Strongest drivers</h3>' +
    list +
    '<p class="legend">Ranked by how much each raises the final score: an index or variable against its sector median (no change ' +
    'where the sector is too small for one), the cluster share against an average company’s. All are in Appendix B.</p>'
  );
}

/**
 * The year's filing events and revisions, each line as HTML: the events the SEC filings record (late-filing
 * notices, auditor changes, non-reliance notices, amendments), latest first, in plain words with the filing
 * dated and linked; then the warnings of the year's figures, each with its one 'ALERT: ' (domain/scoring/
 * warnings.ts owns the prefix), as the API words them. Page 1 lists the first SUMMARY_EVENTS, Appendix A
 * the rest.
 */
export function yearEventLines(data: Pick<ReportData, 'year' | 'filingEvents' | 'detail'>): string[] {
  const events = data.filingEvents
    .filter((event) => event.fiscalYear === data.year)
    .map((event) => `${escapeHtml(event.meaning)}: ${filedLink(event)}`);
  // A warning's accession numbers link to the filing on EDGAR, as the events above do.
  const linked = (warning: string): string =>
    escapeHtml(warning).replace(ACCESSIONS_IN_TEXT, (accession) => {
      const filing = data.detail.warningFilings.find((each) => each.accession === accession);
      return filing === undefined
        ? accession
        : `<a href="${escapeHtml(filing.url)}" target="_blank" rel="noopener noreferrer">${accession}<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>`;
    });
  return [...events, ...data.detail.warnings.map(linked)];
}

function eventsBlock(lines: readonly string[]): string {
  const shown = lines.slice(0, SUMMARY_EVENTS);
  const more = lines.length - shown.length;
  const list =
    lines.length === 0
      ? '<p id="no-events">None recorded.</p>'
      : `<ul class="alerts">${shown.map((line) => `<li>${line}</li>`).join('')}` +
        (more > 0 ? `<li class="more">${more} more in Appendix A.</li>` : '') +
        '</ul>';
  return `<h3 id="events">Filing events and revisions</h3>${list}`;
}

/** The header and the Summary section: page 1. */
export function summaryPage(data: ReportData, appendices: readonly string[]): string {
  const { detail, year } = data;
  const sector =
    detail.industryGroup === 'N/A' || detail.industryGroup.trim() === ''
      ? text(detail.sector_name)
      : `${text(detail.sector_name)} (${text(detail.industryGroup)})`;
  const incorporated =
    detail.incorpCountry !== detail.domicileCountry && text(detail.incorpCountry) !== 'N/A'
      ? `, incorporated in ${text(detail.incorpCountry)}`
      : '';
  return `<header class="report">
    <h1>${text(detail.name)}</h1>
    <div class="meta" id="identity">${identity(detail, year, fiscalYearEndOf(data))}</div>
  </header>
  <section class="summary" aria-labelledby="summary">
    <h2 id="summary">Summary</h2>
    <div class="cards">${scoreCard(detail)}${mCard(data)}${fCard(data)}</div>
    ${driversBlock(data)}
    ${eventsBlock(yearEventLines(data))}
    <h3 id="facts">Company and data</h3>
    <dl class="facts">
      ${field('Sector', sector)}
      ${field('Country', `${text(detail.domicileCountry)}${incorporated}`)}
      ${field('Market value', money(detail.mv))}
      ${field('Auditor', text(detail.auditor))}
      ${field('Last data update', data.revisionDate === null ? 'N/A' : utcMinute(data.revisionDate))}
      ${field('Fiscal year', fiscalYear(year, fiscalYearEndOf(data)))}
      <div class="field source" id="data-source"><dt>Data source</dt><dd>${dataSourceLine(data)}</dd></div>
    </dl>
    <p class="legend" id="contents">Appendices: ${appendices.map((name, index) => `${String.fromCharCode(65 + index)} ${escapeHtml(name)}`).join(' · ')}.</p>
  </section>`;
}
