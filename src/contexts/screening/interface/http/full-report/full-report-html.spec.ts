import type { StatementRevisionRecord } from '../../../application/ports/dashboard-read-model.js';
import { modelHistory } from '../../../domain/scoring/model-history.js';
import { M_SCORE_THRESHOLD } from '../../../domain/scoring/beneish.js';
import { F_SCORE_BANDS, scoreBreakdown, statementTable } from '../../../domain/scoring/score-breakdown.js';
import {
  WORKED_EXAMPLE_T,
  WORKED_EXAMPLE_T1,
  WORKED_EXAMPLE_T2,
} from '../../../domain/scoring/worked-example.js';
import type { FinancialStatement } from '../../../domain/published/universe.js';
import { filingEventMeaning } from '../../../domain/filing-event-meaning.js';
import { filingIndexUrl } from '../../../domain/published/sec-filing.js';
import {
  distributionSvg,
  fScoreSection,
  filingEventsSection,
  finalScoreSection,
  historySvg,
  mScoreSection,
  renderFullReport,
  sourceSection,
  statementsSection,
  type ReportBreakdown,
  type ReportData,
  type ReportFilingEvent,
  type ReportSource,
} from './full-report-html.js';
import { SUMMARY_EVENTS } from './report-summary.js';

/** Ten clusters available: three in the riskiest quintile, two in the next (as the domain spec). */
const POSITIONS: (number | null)[] = [1, 0.85, 0.5, 0.3, 1, 0.1, 0.85, 0.5, 1, 0.3, null, null, null, null];
const WORKED_YEARS = [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, WORKED_EXAMPLE_T];

type InputSource = ReportBreakdown['mScore']['terms'][number]['inputs'][number]['source'];

/**
 * The breakdown the API answers for the worked example of docs/risk-model.md, built by the domain's own
 * function; `sourceOf` names the filing of a line (SEC data), null without one.
 */
function breakdownOf(
  years: readonly FinancialStatement[],
  origin: ReportBreakdown['origin'],
  sourceOf: (item: string, year: number) => InputSource = () => null,
): ReportBreakdown {
  const year = WORKED_EXAMPLE_T.year;
  const breakdown = scoreBreakdown({
    years,
    year,
    positions: POSITIONS,
    valued: 10,
    previousLogit: null,
    peers: Array.from({ length: 30 }, () => years),
  });
  if (breakdown === null) throw new Error('no breakdown');
  const sourced = <T extends { inputs: readonly { item: string; year: number }[] }>(term: T) => ({
    ...term,
    inputs: term.inputs.map((input) => ({ ...input, source: sourceOf(input.item, input.year) })),
  });
  return {
    tickerId: 'EVIL-US',
    year,
    origin,
    final: breakdown.final,
    mScore: { ...breakdown.mScore, terms: breakdown.mScore.terms.map(sourced) },
    fScore: { ...breakdown.fScore, terms: breakdown.fScore.terms.map(sourced) },
    clusters: breakdown.clusters,
    history: modelHistory(years),
    statements: statementTable(years),
  } as ReportBreakdown;
}

const fixed = (value: number, digits: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The rows of a section's table body: the text between one '<tr' and the next. */
const rowOf = (html: string, start: string): string => {
  const at = html.indexOf(start);
  if (at < 0) throw new Error(`no row ${start}`);
  return html.slice(at, html.indexOf('</tr>', at));
};

const data: ReportData = {
  year: 2025,
  detail: {
    id: 'EVIL-US',
    name: '<script>alert(1)</script> & Co',
    status: 'Active',
    isin: 'missing',
    mv: 1234.5,
    auditor: '',
    sector_name: 'Industrials',
    industryGroup: 'Capital Goods',
    incorpCountry: 'US',
    domicileCountry: 'US',
    exchangeCountry: 'United States',
    exchange: 'NYSE',
    rating: 'D-',
    scoreNote: null,
    finalScore: 87.25,
    rankPercent: 91.6,
    rankPercentWithinSector: 88,
    telOptimistic: 10,
    telPessimistic: 20,
    dlOptimistic: null,
    dlPessimistic: null,
    equityLoss: 5,
    rfpAbsolute: -12.3,
    rfpRelative: 4,
    warnings: ['ALERT: <img src=x onerror=alert(1)>'],
    warningFilings: [],
    peers: 412,
    peerGroup: 'exchange country',
    ticker: 'EVIL',
    origin: 'generated',
    cik: null,
    source: null,
  },
  history: Array.from({ length: 10 }, (_, index) => ({ year: 2016 + index, score: index * 9, average: 50 })),
  riskDistribution: [
    { x: 0, y: 3 },
    { x: 85, y: 9 },
  ],
  sectorDistribution: [],
  clusters: [
    { cluster_type: 'ac', cluster_name: 'Accruals', cluster_quantile: 5, cluster_comment_text: 'High' },
  ],
  source: { kind: 'unrecorded', origin: 'generated' },
  breakdown: breakdownOf(WORKED_YEARS, 'generated'),
  filingEvents: [],
  revisionDate: new Date('2026-11-20T08:30:00Z'),
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  nonce: 'abc',
};

const TENK = {
  form: '10-K',
  filed: '2024-11-01',
  accession: '0000320193-24-000123',
  url: 'https://www.sec.gov/Archives/edgar/data/320193/000032019324000123/0000320193-24-000123-index.htm',
};

const filed: ReportSource = {
  kind: 'filing',
  filing: { ...TENK, fiscalYearEnd: '2024-09-28', marketValueBasis: 'public float' },
  items: [
    {
      item: 'revenue',
      value: 391035,
      concept: 'RevenueFromContractWithCustomerExcludingAssessedTax',
      filing: TENK,
    },
    {
      item: 'sga',
      value: 26097,
      concept: '<b>SellingGeneralAndAdministrativeExpense</b>',
      filing: { form: '10-K/A', filed: '2025-01-15', accession: '0000320193-25-000007', url: null },
    },
    { item: 'goodwill', value: null, concept: null, filing: null },
    { item: 'marketValue', value: 2628553, concept: 'EntityPublicFloat', filing: TENK },
  ],
};

const TESLA_CIK = 1318605;

/** A filing event as the API answers it: its EDGAR page and its meaning from the domain's one function. */
function eventOf(
  event: Omit<ReportFilingEvent, 'url' | 'meaning' | 'items'> & { items?: string[] },
): ReportFilingEvent {
  return {
    items: [],
    ...event,
    url: filingIndexUrl(TESLA_CIK, event.accession),
    meaning: filingEventMeaning(event),
  };
}

/** The events of the report's year (2025), and one of 2024, latest filing first. */
const EVENTS: ReportFilingEvent[] = [
  eventOf({
    kind: 'amendment',
    form: '10-K/A',
    filed: '2026-04-30',
    period: '2025-12-31',
    accession: '0001318605-26-000040',
    fiscalYear: 2025,
    report: 'annual',
  }),
  eventOf({
    kind: 'non-reliance',
    form: '8-K',
    items: ['4.02', '9.01'],
    filed: '2026-03-07',
    period: '2026-03-01',
    accession: '0001193125-26-096223',
    fiscalYear: 2025,
    report: null,
  }),
  eventOf({
    kind: 'late-filing',
    form: 'NT 10-K',
    filed: '2026-03-03',
    period: '2025-12-31',
    accession: '0001193125-26-088191',
    fiscalYear: 2025,
    report: 'annual',
  }),
  eventOf({
    kind: 'auditor-change',
    form: '8-K',
    items: ['4.01'],
    filed: '2024-05-02',
    period: '2024-04-29',
    accession: '0001193125-24-123456',
    fiscalYear: 2024,
    report: null,
  }),
];

describe('full report HTML', () => {
  const html = renderFullReport(data);

  it('prints why a year has no rating in place of the letter', () => {
    const html = renderFullReport({
      ...data,
      detail: {
        ...data.detail,
        rating: 'N/A',
        scoreNote: 'Not rated: fewer than 30 peers',
        rankPercent: null,
      },
    });
    expect(html).toContain('<p class="reason" id="score-note">Not rated: fewer than 30 peers</p>');
    expect(html).not.toContain('>N/A</span>\n    </div>');
    const unscored = renderFullReport({
      ...data,
      detail: {
        ...data.detail,
        rating: 'N/A',
        finalScore: null,
        scoreNote: 'Not scored: the F-score is N/A (no statements for t−1)',
      },
    });
    expect(unscored).toContain('id="score-note">Not scored: the F-score is N/A (no statements for t−1)</p>');
    expect(renderFullReport(data)).not.toContain('id="score-note"');
  });

  it('escapes every text of the data', () => {
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
    expect(html).toContain('ALERT: &lt;img src=x onerror=alert(1)&gt;');
  });

  it("prints each warning as the API carries it, with one 'ALERT: ' (warnings.ts owns the prefix)", () => {
    const warnings = [
      'ALERT: Depreciation for fiscal 2016 was revised from $10,505m to $10,157m (10-K filed 2017-11-03).',
      'ALERT: Annual report filed late.',
    ];
    const report = renderFullReport({ ...data, detail: { ...data.detail, warnings } });
    expect(report.match(/ALERT:/g)).toHaveLength(warnings.length);
    expect(report).not.toContain('ALERT: ALERT:');
    expect(report).toContain('<li>ALERT: Annual report filed late.</li>');
    expect(report).toContain(
      '<li>ALERT: Depreciation for fiscal 2016 was revised from $10,505m to $10,157m (10-K filed 2017-11-03).</li>',
    );
  });

  it("prints amounts in the dashboard's $m format: no decimals from 1,000, one from 1, two below", () => {
    const report = renderFullReport({
      ...data,
      detail: {
        ...data.detail,
        mv: 3_253_431.04,
        telOptimistic: 12.34,
        telPessimistic: 1500,
        equityLoss: 0.456,
      },
    });
    expect(report).toMatch(/<dt>Market value<\/dt><dd>\$3,253,431m<\/dd>/);
    expect(report).toMatch(/<dt>Expected loss range<\/dt><dd>\$12\.3m – \$1,500m<\/dd>/);
    expect(report).toMatch(/<dt>Equity loss<\/dt><dd>\$0\.46m<\/dd>/);
    // No amount of 1,000 or more keeps a decimal anywhere in the report (statements and lineage included).
    expect(report).not.toMatch(/\$\d{1,3}(,\d{3})+\.\d+m/);
  });

  it('prints N/A for missing texts and numbers, and the one script carries the nonce', () => {
    expect(html).toContain('ISIN N/A');
    expect(html).toMatch(/<dt>Auditor<\/dt><dd>N\/A<\/dd>/);
    expect(html).toMatch(/<dt>Debt loss range<\/dt><dd>N\/A<\/dd>/);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script nonce="abc">');
  });

  it('thins the history year labels beyond 7 years and says when a distribution is empty', () => {
    const labels = historySvg(data.history).match(/>20\d\d</g) ?? [];
    expect(labels.length).toBeLessThanOrEqual(7);
    expect(labels).toContain('>2025<');
    expect(distributionSvg('Sector', [], 50)).toContain('No data available for this year');
    expect(distributionSvg('Risk', data.riskDistribution, 87.25)).toContain('87.3');
  });

  it("keeps the score's label inside the distribution chart: left of a high score's line, right of a low one", () => {
    const label = (score: number) =>
      /<text class="marker-label" x="([\d.]+)"[^>]*>/.exec(
        distributionSvg('Risk', data.riskDistribution, score),
      );
    const high = label(99.3);
    expect(high?.[0]).toContain('text-anchor="end"');
    expect(Number(high?.[1])).toBeLessThan(520);
    expect(label(100)?.[0]).toContain('text-anchor="end"');
    expect(label(12.5)?.[0]).toContain('text-anchor="start"');
    expect(label(0)?.[0]).toContain('text-anchor="start"');
  });

  it('names the filing of the year and, per line item, its value, concept and filing', () => {
    const section = sourceSection(filed);
    expect(section).toMatch(/<dt>Form<\/dt><dd>10-K<\/dd>/);
    expect(section).toMatch(/<dt>Filed<\/dt><dd>2024-11-01<\/dd>/);
    expect(section).toMatch(/<dt>Fiscal year end<\/dt><dd>2024-09-28<\/dd>/);
    expect(section).toContain('Public float (cover page of the filing)');
    expect(section).toContain(
      `<a class="accn" href="${TENK.url}" target="_blank" rel="noopener noreferrer">0000320193-24-000123<span class="sr-only">`,
    );
    const rows = section.split('<tr>').slice(2);
    expect(rows).toHaveLength(4);
    // The statement labels of the warnings (LINE_ITEM_LABELS), the value in $ millions, concept and filing.
    expect(rows[0]).toContain('<td>Revenue</td><td class="num">$391,035m</td>');
    expect(rows[0]).toContain('RevenueFromContractWithCustomerExcludingAssessedTax');
    expect(rows[0]).toContain('10-K filed 2024-11-01 · <a class="accn" href=');
    expect(rows[1]).toContain('<td>SG&amp;A expenses</td>');
    expect(rows[1]).toContain('&lt;b&gt;SellingGeneralAndAdministrativeExpense&lt;/b&gt;');
    expect(rows[1]).not.toContain('<b>');
    // A filing whose EDGAR address is unknown is named without a link.
    expect(rows[1]).toContain(
      '10-K/A filed 2025-01-15 · <span class="accn">0000320193-25-000007</span></td>',
    );
    expect(rows[2]).toContain(
      '<td>Goodwill</td><td class="num">N/A</td><td class="code">N/A</td><td class="code">N/A</td>',
    );
    expect(rows[3]).toContain('<td>Market value (public float)</td>');
  });

  it('says of a line the complete filing does not have: not reported, taken as 0', () => {
    const section = sourceSection({
      kind: 'filing',
      filing: { ...TENK, fiscalYearEnd: '2024-09-28', marketValueBasis: null },
      items: [{ item: 'longTermDebt', value: 0, concept: null, filing: TENK, notReported: true }],
    });
    expect(section).toContain(
      '<tr><td>Long-term debt</td><td class="num">$0.0m</td><td colspan="2">not reported, taken as 0</td></tr>',
    );
  });

  it('escapes the filing texts and its address', () => {
    const evil: ReportSource = {
      kind: 'filing',
      filing: {
        form: '<script>x</script>',
        filed: '2024-11-01',
        accession: '"><img src=x>',
        url: 'https://www.sec.gov/"onmouseover="alert(1)',
        fiscalYearEnd: '2024-09-28',
        marketValueBasis: null,
      },
      items: [],
    };
    const section = sourceSection(evil);
    expect(section).not.toContain('<script>');
    expect(section).not.toContain('<img');
    expect(section).toContain('href="https://www.sec.gov/&quot;onmouseover=&quot;alert(1)"');
    expect(section).toMatch(/<dt>Market value<\/dt><dd>N\/A<\/dd>/);
  });

  it('says when the figures are generated demo data, imported without a filing, or withheld in a trial', () => {
    expect(html).toContain('<h3 id="source">Source</h3>');
    expect(html).toContain('The figures of this year are generated demo data');
    expect(renderFullReport({ ...data, source: filed })).toContain('0000320193-24-000123');
    expect(sourceSection({ kind: 'unrecorded', origin: 'imported' })).toContain(
      'imported from a statements file',
    );
    expect(sourceSection({ kind: 'unrecorded', origin: 'unknown' })).toContain('generated demo data or');
    const withheld = sourceSection({ kind: 'withheld' });
    expect(withheld).toContain('not shown during a trial');
    expect(withheld).not.toContain('sec.gov');
  });

  it('prints page 1, the summary, first and then appendices A to D, each from a new printed page', () => {
    const at = (tag: string) => {
      const found = html.indexOf(tag);
      if (found < 0) throw new Error(`no ${tag}`);
      return found;
    };
    const order = [
      '<h1>',
      '<h2 id="summary">Summary</h2>',
      '<h2 id="appendix-a">Appendix A · Risk profile</h2>',
      '<h3 id="filing-events">Filing events</h3>',
      '<h3 id="history">Risk score history</h3>',
      '<h3 id="cluster-detail">Cluster detail</h3>',
      '<h2 id="appendix-b">Appendix B · How the score is built</h2>',
      '<h3 id="score-built">Final score</h3>',
      '<h3 id="beneish">Beneish M-score</h3>',
      '<h3 id="dechow">Dechow F-score</h3>',
      '<h2 id="appendix-c">Appendix C · Financial statements</h2>',
      '<h3 id="statements">Financial statements</h3>',
      '<h2 id="appendix-d">Appendix D · Source of the figures</h2>',
      '<h3 id="source">Source</h3>',
    ].map(at);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Page 1 holds no table of the breakdown, statements or lineage.
    const page1 = html.slice(at('<h1>'), at('<h2 id="appendix-a">'));
    expect(page1).not.toContain('<table');
    expect(html.match(/<section class="appendix" aria-labelledby="appendix-[a-d]">/g)).toHaveLength(4);
    expect(html).toMatch(/@media print \{[^]*\.appendix \{ break-before: page; page-break-before: always;/);
    // Long sections may break across printed pages, their rows may not.
    expect(html).toMatch(/@media print \{[^]*section\.long \{ break-inside: auto; \}/);
  });

  it('lists every filing event of the company in Appendix A: date, form, meaning, fiscal year and filing', () => {
    const report = renderFullReport({ ...data, filingEvents: EVENTS });
    const appendix = report.slice(
      report.indexOf('<h2 id="appendix-a">'),
      report.indexOf('<h2 id="appendix-b">'),
    );
    const section = appendix.slice(appendix.indexOf('<h3 id="filing-events">Filing events</h3>'));
    const rows = section.slice(section.indexOf('<tbody>'), section.indexOf('</tbody>')).split('<tr').slice(1);
    // Latest filing first, as the API answers them; the report's year (2025) marked.
    expect(rows).toHaveLength(EVENTS.length);
    expect(rows[0]).toBe(
      ' class="current"><td class="num">2026-04-30</td><td>10-K/A</td>' +
        '<td>Amendment of the annual report for fiscal 2025 (10-K/A)</td>' +
        '<td class="num">2025<span class="sr-only"> (this report)</span></td>' +
        `<td class="code"><a class="accn" href="https://www.sec.gov/Archives/edgar/data/${TESLA_CIK}/000131860526000040/0001318605-26-000040-index.htm" target="_blank" rel="noopener noreferrer">0001318605-26-000040<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a></td></tr>`,
    );
    expect(rows[1]).toContain(
      '<td>Non-reliance on previously issued financial statements (8-K item 4.02)</td>',
    );
    expect(rows[2]).toContain('<td>Notification of late filing of the annual report for fiscal 2025</td>');
    expect(rows[3]).toMatch(/^><td class="num">2024-05-02<\/td><td>8-K<\/td>/);
    expect(rows[3]).toContain(
      '<td>Change of the certifying accountant (8-K item 4.01)</td><td class="num">2024</td>',
    );
    // A generated company's events are made up: no EDGAR page, the accession unlinked, on page 1 too.
    const made = EVENTS.map((event) => ({ ...event, url: null }));
    const generated = renderFullReport({ ...data, filingEvents: made });
    expect(generated).not.toContain('sec.gov');
    expect(filingEventsSection(made, 2025, false)).toContain(
      '<td class="code"><span class="accn">0001318605-26-000040</span></td>',
    );
    expect(generated).toContain(
      '<li>Amendment of the annual report for fiscal 2025 (10-K/A): 10-K/A filed 2026-04-30</li>',
    );
    // None: said so; a trial tenant gets none, and the report says why rather than "none".
    expect(filingEventsSection([], 2025, false)).toBe(
      '<p class="empty" id="no-filing-events">None recorded.</p>',
    );
    expect(html).toContain(
      '<h3 id="filing-events">Filing events</h3>\n      <p class="empty" id="no-filing-events">None recorded.</p>',
    );
    const trial = filingEventsSection([], 2025, true);
    expect(trial).toContain('not shown during a trial');
    expect(trial).not.toContain('None recorded');
  });

  it("escapes a filing event's texts and address", () => {
    const [first] = EVENTS;
    if (!first) throw new Error('no event');
    const hostile = {
      ...first,
      form: '<b>10-K/A</b>',
      meaning: 'Amendment <img src=x onerror=alert(1)>',
      url: 'https://www.sec.gov/"onmouseover="alert(1)',
    };
    const section = filingEventsSection([hostile], 2025, false);
    expect(section).not.toContain('<b>');
    expect(section).not.toContain('<img');
    expect(section).toContain(
      '<td>&lt;b&gt;10-K/A&lt;/b&gt;</td><td>Amendment &lt;img src=x onerror=alert(1)&gt;</td>',
    );
    expect(section).toContain('href="https://www.sec.gov/&quot;onmouseover=&quot;alert(1)"');
  });

  it("shows the final score's three terms, the intercept, the logit and the score they give", () => {
    const { final } = data.breakdown;
    const section = finalScoreSection(data.breakdown);
    expect(final.reason).toBeNull();
    const m = rowOf(section, '<tr><td>Beneish M-score');
    // M = -1.527035: clamp(M + 1.78) = 0.252965, × 0.6 = 0.152.
    expect(m).toContain('<td class="num">-1.527</td>');
    expect(m).toContain('clamp(M − (-1.78), ±4)');
    expect(m).toContain('<td class="num">0.253</td><td class="num">0.600</td><td class="num">0.152</td>');
    const f = rowOf(section, '<tr><td>Dechow F-score');
    expect(f).toContain('<td class="num">1.122</td>');
    expect(f).toContain('clamp(ln F, ±3)');
    expect(rowOf(section, '<tr><td>Cluster red-flag share')).toContain('C − 0.075');
    expect(rowOf(section, '<tr class="total"><th scope="row" colspan="5">Intercept')).toContain('0.000');
    expect(rowOf(section, '<tr class="total"><th scope="row" colspan="5">The year’s logit')).toContain(
      `<td class="num" id="final-year-logit">${fixed(final.yearLogit as number, 3)}</td>`,
    );
    // No score the year before: S_t = L_t.
    expect(rowOf(section, '<tr class="total"><th scope="row" colspan="5">Smoothed logit')).toContain(
      `<td class="num" id="final-logit">${fixed(final.logit as number, 3)}</td>`,
    );
    expect(section).toContain('(no score the year before)');
    expect(rowOf(section, '<tr class="total"><th scope="row" colspan="5">Score')).toContain(
      `${fixed(final.unrounded as number, 4)} → <strong>${fixed(final.score as number, 2)}</strong>`,
    );
    expect(section).toContain('over the 10 of 14 clusters ranked among their peers (at least');
  });

  it("lists the M-score's eight indices with their statement lines, M, the cut-off and the flag", () => {
    const section = mScoreSection(data.breakdown);
    expect(section.match(/<tr class="term">/g)).toHaveLength(8);
    for (const code of ['DSRI', 'GMI', 'AQI', 'SGI', 'DEPI', 'SGAI', 'LVGI', 'TATA'])
      expect(section).toContain(`<th scope="row" class="term-code">${code}</th>`);
    // DSRI = (180 / 1200) / (100 / 1000) = 1.5, weight 0.92, contribution 1.38; the only company is its sector.
    const dsri = rowOf(section, '<tr class="term"><th scope="row" class="term-code">DSRI');
    expect(dsri).toContain('Days sales in receivables index');
    expect(dsri).toContain(
      '<td class="num">1.500</td><td class="num">0.920</td><td class="num">1.380</td><td class="num">1.500</td>',
    );
    const lines = section.slice(section.indexOf('aria-label="Statement lines of DSRI"'));
    expect(lines).toContain(
      '<tr><td>Receivables</td><td>2024 (t)</td><td class="num">$180.0m</td><td class="code"><span class="muted">generated</span></td></tr>',
    );
    expect(lines).toContain('<tr><td>Revenue</td><td>2023 (t−1)</td><td class="num">$1,000m</td>');
    expect(rowOf(section, '<tr class="total"><th scope="row" colspan="4">Intercept')).toContain('-4.840');
    expect(section).toContain('<td class="num" id="m-score"><strong>-1.527</strong></td>');
    expect(section).toContain('M = -1.527 is above the cut-off of -1.78: <strong>flagged</strong>');
    // Imported from a CSV, the lines say so.
    expect(mScoreSection(breakdownOf(WORKED_YEARS, 'imported'))).toContain(
      '<span class="muted">imported CSV</span>',
    );
  });

  it("lists the F-score's seven variables, the predicted value, the probability, F and its band", () => {
    const { fScore } = data.breakdown;
    const section = fScoreSection(data.breakdown);
    expect(section.match(/<tr class="term">/g)).toHaveLength(7);
    const issue = rowOf(section, '<tr class="term"><th scope="row" class="term-code">ISSUE');
    expect(issue).toContain('<td class="num">1.000</td><td class="num">1.029</td><td class="num">1.029</td>');
    expect(section).toContain(
      `<td class="num" id="f-predicted">${fixed(fScore.predictedValue as number, 3)}</td>`,
    );
    expect(section).toContain(
      `<td class="num" id="f-probability">${fixed((fScore.probability as number) * 100, 3)}%</td>`,
    );
    expect(section).toContain('F = p ÷ 0.37% (the unconditional probability)');
    expect(section).toContain('<td class="num" id="f-score"><strong>1.122</strong></td>');
    expect(section).toContain('F = 1.122: <strong>above-normal risk</strong>');
    expect(section).toContain('from 2.45 substantial');
  });

  it('shows N/A with its reason, never a blank or a zero, and the final score inconclusive', () => {
    // No t−1: the indices reading it are N/A; a missing receivables line names itself.
    const alone = breakdownOf([{ ...WORKED_EXAMPLE_T, receivables: null }], 'generated');
    const m = mScoreSection(alone);
    const dsri = rowOf(m, '<tr class="term"><th scope="row" class="term-code">DSRI');
    expect(dsri).toContain('N/A: No statements for t−1 (the year before is missing or not consecutive)');
    expect(dsri).toContain(
      '<td class="num">N/A</td><td class="num">0.920</td><td class="num">N/A</td><td class="num">N/A</td>',
    );
    const tata = rowOf(m, '<tr class="term"><th scope="row" class="term-code">TATA');
    expect(tata).not.toContain('N/A');
    expect(m).toContain('<td class="num" id="m-score"><strong>N/A</strong></td>');
    expect(m).toContain('M is N/A: DSRI, GMI, AQI, SGI, DEPI, SGAI and LVGI are N/A.');
    expect(m).toContain('<tr><td>Receivables</td><td>2024 (t)</td><td class="num">N/A</td>');
    expect(m).toContain('<tr><td>Receivables</td><td>2023 (t−1)</td><td class="num">N/A</td>');
    const soft = rowOf(
      fScoreSection(alone),
      '<tr class="term"><th scope="row" class="term-code">SOFT_ASSETS',
    );
    expect(soft).not.toContain('N/A');
    expect(fScoreSection(alone)).toContain('F is N/A:');

    const noReceivables = breakdownOf(
      [WORKED_EXAMPLE_T2, WORKED_EXAMPLE_T1, { ...WORKED_EXAMPLE_T, receivables: null }],
      'generated',
    );
    expect(
      rowOf(mScoreSection(noReceivables), '<tr class="term"><th scope="row" class="term-code">DSRI'),
    ).toContain('N/A: Missing: Receivables 2024');

    const final = finalScoreSection(alone);
    expect(final).toContain(
      '<p class="reason" id="final-reason">Not scored: the M-score is N/A (DSRI, GMI, AQI, SGI, DEPI, SGAI and LVGI are N/A).</p>',
    );
    expect(final).toContain('<td class="num" id="final-logit">N/A</td>');
    expect(final).toContain('<td class="num" id="final-score">N/A</td>');
    expect(rowOf(final, '<tr><td>Beneish M-score')).toContain(
      '<td class="num">N/A</td><td class="code">clamp(M − (-1.78), ±4)</td><td class="num">N/A</td>',
    );
    for (const section of [m, final]) expect(section).not.toMatch(/<td class="num"><\/td>/);
  });

  it('names the SEC filing and concept of each statement line, escaped, and nothing in a trial', () => {
    const sec = breakdownOf(WORKED_YEARS, 'unknown', (item, year) =>
      item === 'receivables'
        ? {
            concept: year === 2024 ? 'AccountsReceivableNetCurrent' : '<b>Receivables</b>',
            ...TENK,
            accession: year === 2024 ? TENK.accession : '"><img src=x>',
            url: year === 2024 ? TENK.url : null,
          }
        : null,
    );
    const lines = mScoreSection(sec);
    const dsri = lines.slice(lines.indexOf('aria-label="Statement lines of DSRI"'));
    expect(dsri).toContain(
      `<tr><td>Receivables</td><td>2024 (t)</td><td class="num">$180.0m</td><td class="code">10-K filed 2024-11-01 · <a class="accn" href="${TENK.url}" target="_blank" rel="noopener noreferrer">0000320193-24-000123<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a> · AccountsReceivableNetCurrent</td></tr>`,
    );
    expect(dsri).toContain(
      '<span class="accn">&quot;&gt;&lt;img src=x&gt;</span> · &lt;b&gt;Receivables&lt;/b&gt;</td>',
    );
    expect(lines).not.toContain('<img');
    expect(lines).not.toContain('<b>');
    // Revenue of SEC data without a recorded filing.
    expect(dsri).toContain('<td class="code"><span class="muted">no filing recorded</span></td>');

    // A line its complete filing does not have, taken as 0.
    const absent = breakdownOf(WORKED_YEARS, 'unknown', (item) =>
      item === 'longTermDebt' ? { concept: null, ...TENK, notReported: true } : null,
    );
    const lvgi = mScoreSection(absent).slice(mScoreSection(absent).indexOf('Statement lines of LVGI'));
    expect(lvgi).toContain(
      '<tr><td>Long-term debt</td><td>2024 (t)</td><td class="num">$300.0m</td><td class="code">not reported, taken as 0</td></tr>',
    );

    const trial = breakdownOf(WORKED_YEARS, 'withheld');
    for (const section of [mScoreSection(trial), fScoreSection(trial)]) {
      expect(section).toContain('not shown during a trial');
      expect(section).not.toContain('generated');
      expect(section).not.toContain('filed');
      expect(section).toMatch(/<td class="num">\$180\.0m<\/td><td class="code"><\/td>/);
    }
  });

  it('escapes the texts of the breakdown', () => {
    const evil = breakdownOf(WORKED_YEARS, 'generated');
    const term = evil.mScore.terms[0] as ReportBreakdown['mScore']['terms'][number];
    const hostile: ReportBreakdown = {
      ...evil,
      final: { ...evil.final, reason: '<script>x</script>' },
      mScore: {
        ...evil.mScore,
        value: null,
        reason: '<i>M</i>',
        terms: [
          {
            ...term,
            name: '<b>name</b>',
            formula: 'a < b & c',
            value: null,
            reason: '"><svg onload=x>',
            inputs: term.inputs.map((input) => ({ ...input, label: '<u>label</u>' })),
          },
        ],
      },
    };
    const page = renderFullReport({ ...data, breakdown: hostile });
    for (const raw of ['<script>x', '<b>name', '<svg onload', '<u>label', '<i>M'])
      expect(page).not.toContain(raw);
    expect(page).toContain('&lt;b&gt;name&lt;/b&gt;');
    expect(page).toContain('a &lt; b &amp; c');
    expect(page).toContain('N/A: &quot;&gt;&lt;svg onload=x&gt;');
    expect(page).toContain('&lt;script&gt;x&lt;/script&gt;.');
  });

  it('tables the 21 line items over the years in $ millions, the report year marked, N/A when missing', () => {
    const section = statementsSection(
      breakdownOf(
        [WORKED_EXAMPLE_T2, { ...WORKED_EXAMPLE_T1, goodwill: null }, WORKED_EXAMPLE_T],
        'generated',
      ),
    );
    expect(section.match(/<tr><th scope="row">/g)).toHaveLength(21);
    expect(section).toContain(
      '<th class="num">2022</th><th class="num">2023</th><th class="num current">2024<span class="sr-only"> (this report)</span></th>',
    );
    expect(section).toContain(
      '<tr><th scope="row">Revenue</th><td class="num">$800.0m</td><td class="num">$1,000m</td><td class="num current">$1,200m</td></tr>',
    );
    expect(section).toContain(
      '<tr><th scope="row">Goodwill</th><td class="num">$100.0m</td><td class="num">N/A</td>',
    );
    expect(section).toContain('<th scope="row">SG&amp;A expenses</th>');
    expect(section).toContain('<th scope="row">Shareholders&#39; equity</th>');
    // Twelve years: two tables of at most six years (a printed page's width), the values under their own years.
    const years = Array.from({ length: 12 }, (_, index) => ({
      ...WORKED_EXAMPLE_T,
      year: 2013 + index,
      revenue: 1000 + index,
    }));
    const long = statementsSection({
      ...breakdownOf(WORKED_YEARS, 'generated'),
      statements: statementTable(years),
    });
    expect(long.match(/<table class="statements">/g)).toHaveLength(2);
    expect(long).toContain('aria-label="Financial statements 2013–2018"');
    expect(long).toContain('aria-label="Financial statements 2019–2024"');
    const second = long.slice(long.indexOf('2019–2024'));
    expect(rowOf(second, '<tr><th scope="row">Revenue')).toContain(
      '<th scope="row">Revenue</th><td class="num">$1,006m</td><td class="num">$1,007m</td><td class="num">$1,008m</td><td class="num">$1,009m</td><td class="num">$1,010m</td><td class="num current">$1,011m</td>',
    );
  });
});

describe('full report, revised statement figures', () => {
  // Apple's fiscal 2009 as first reported and as its 10-K/A of 2010-01-25 restated it (the domain spec's case).
  const amendment = {
    form: '10-K/A',
    filed: '2010-01-25',
    accession: '0001193125-10-012091',
    url: 'https://www.sec.gov/Archives/edgar/data/320193/000119312510012091/0001193125-10-012091-index.htm',
  };
  const nextTenK = { form: '10-K', filed: '2010-10-27', accession: '0001193125-10-238044', url: null };
  const fy2008 = { ...WORKED_EXAMPLE_T1, year: 2008, revenue: 32_479 };
  const fy2009 = { ...WORKED_EXAMPLE_T, year: 2009, revenue: 36_537, cogs: 23_397 };
  const fy2010 = { ...WORKED_EXAMPLE_T, year: 2010 };
  const revisedYears = [
    {
      ...fy2008,
      revisions: [{ item: 'revenue' as const, year: 2008, from: 32_479, to: 37_491, ...amendment }],
    },
    {
      ...fy2009,
      revisions: [
        { item: 'cogs' as const, year: 2009, from: 25_683, to: 25_600, ...nextTenK },
        { item: 'cogs' as const, year: 2009, from: 23_397, to: 25_683, ...amendment },
        { item: 'revenue' as const, year: 2009, from: 36_537, to: 42_905, ...amendment },
      ],
    },
    fy2010,
  ];
  const sectionOf = (years: Parameters<typeof statementTable<StatementRevisionRecord>>[0]): string =>
    statementsSection({
      ...breakdownOf(WORKED_YEARS, 'unknown'),
      statements: statementTable<StatementRevisionRecord>(years),
    });
  const MARK = '<sup class="revised" aria-hidden="true">r</sup>';
  /** The text a reader sees or hears: tags dropped, entities kept. */
  const plain = (html: string): string => html.replace(/<[^>]+>/g, '');

  it('marks a revised figure as first reported with r, and says what a later filing revised it to', () => {
    const section = sectionOf(revisedYears);
    const revenue = rowOf(section, '<tr><th scope="row">Revenue');
    const note = 'First reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25';
    expect(revenue).toContain(
      `<td class="num"><span title="${note}">$36,537m${MARK}</span><span class="sr-only"> (${note})</span></td>`,
    );
    // The year no filing revised is the figure alone.
    expect(revenue).toContain('<td class="num">$1,200m</td>');
    expect(revenue.match(/class="revised"/g)).toHaveLength(2);
    // A figure revised twice: as first reported against its latest value and filing, and how many revisions.
    expect(rowOf(section, '<tr><th scope="row">Cost of goods sold')).toContain(
      '(First reported $23,397m; revised to $25,600m by 10-K filed 2010-10-27; 2 revisions, listed below)',
    );
    expect(rowOf(section, '<tr><th scope="row">Total assets')).not.toContain('revised');
    expect(section).toContain(
      `<p class="legend">${MARK} Revised: a later filing reported the figure differently. ` +
        'The table shows each figure as first reported; the revisions are listed below.</p>',
    );
  });

  it('lists the revisions under the tables, latest fiscal year first, each linked to its filing on EDGAR', () => {
    const section = sectionOf(revisedYears);
    const list = section.slice(section.indexOf('<h4 id="statement-revisions">Revisions</h4>'));
    expect(section.indexOf('<h4 id="statement-revisions">')).toBeGreaterThan(section.lastIndexOf('</table>'));
    const lines = list.split('<li>').slice(1);
    expect(lines.map(plain)).toEqual([
      'Revenue, fiscal 2009: first reported $36,537m; revised to $42,905m by 10-K/A filed 2010-01-25 (SEC EDGAR, opens in a new tab)',
      'Cost of goods sold, fiscal 2009: first reported $23,397m; revised to $25,683m by 10-K/A filed 2010-01-25 (SEC EDGAR, opens in a new tab)',
      'Cost of goods sold, fiscal 2009: later revised from $25,683m to $25,600m by 10-K filed 2010-10-27',
      'Revenue, fiscal 2008: first reported $32,479m; revised to $37,491m by 10-K/A filed 2010-01-25 (SEC EDGAR, opens in a new tab)',
    ]);
    expect(lines[0]).toContain(
      `by <a href="${amendment.url}" target="_blank" rel="noopener noreferrer">10-K/A filed 2010-01-25<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a></li>`,
    );
    // A filing without an EDGAR address is named, not linked.
    expect(lines[2]).not.toContain('<a ');
  });

  it('has no mark, no legend of it and no list when no later filing revised a figure (a trial tenant gets none)', () => {
    const section = sectionOf([fy2008, fy2009, fy2010]);
    expect(section).not.toContain('class="revised"');
    expect(section).not.toContain('Revised:');
    expect(section).not.toContain('Revisions');
    expect(section).not.toContain('First reported');
    expect(section.match(/<table class="statements">/g)).toHaveLength(1);
  });

  it("escapes a revision's form, date and address in the mark, its tooltip and the list", () => {
    const hostile = {
      form: '<img src=x onerror=alert(1)>',
      filed: '2010-01-25"><b>',
      accession: 'a',
      url: 'https://www.sec.gov/"onmouseover="alert(1)',
    };
    const page = renderFullReport({
      ...data,
      breakdown: {
        ...breakdownOf(WORKED_YEARS, 'unknown'),
        statements: statementTable<StatementRevisionRecord>([
          {
            ...fy2009,
            revisions: [{ item: 'revenue' as const, year: 2009, from: 36_537, to: 42_905, ...hostile }],
          },
        ]),
      },
    });
    for (const raw of ['<img src=x', '"><b>', '"onmouseover="']) expect(page).not.toContain(raw);
    const form = '&lt;img src=x onerror=alert(1)&gt; filed 2010-01-25&quot;&gt;&lt;b&gt;';
    expect(page).toContain(`<span title="First reported $36,537m; revised to $42,905m by ${form}">`);
    expect(page).toContain(
      `<span class="sr-only"> (First reported $36,537m; revised to $42,905m by ${form})</span>`,
    );
    expect(page).toContain(
      `<li>Revenue, fiscal 2009: first reported $36,537m; revised to $42,905m by <a href="https://www.sec.gov/&quot;onmouseover=&quot;alert(1)" target="_blank" rel="noopener noreferrer">${form}<span`,
    );
  });
});

describe('full report, page 1', () => {
  /** Page 1: from the header to Appendix A. */
  const page1Of = (report: string): string =>
    report.slice(report.indexOf('<header class="report">'), report.indexOf('<section class="appendix"'));
  const page1 = page1Of(renderFullReport(data));
  /** A model figure as a sentence writes it: two decimals and a true minus sign. */
  const signed = (value: number) => fixed(value, 2).replace('-', '−');

  it('names the company, its ticker and exchange, ISIN and fiscal year in the header and the title', () => {
    expect(page1).toContain(
      '<div class="meta" id="identity"><span class="ticker">EVIL</span> · NYSE, United States · ISIN N/A · Active · Fiscal year 2025</div>',
    );
    expect(renderFullReport(data)).toContain(
      '<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co (EVIL) — risk report 2025</title>',
    );
    const withEnd = page1Of(
      renderFullReport({
        ...data,
        detail: {
          ...data.detail,
          cik: 320193,
          origin: 'sec',
          source: filed.kind === 'filing' ? filed.filing : null,
        },
      }),
    );
    expect(withEnd).toContain('Fiscal year 2025, ended 2024-09-28</div>');
    expect(withEnd).toMatch(/<dt>Fiscal year<\/dt><dd>2025, ended 2024-09-28<\/dd>/);
    expect(page1).toMatch(/<dt>Sector<\/dt><dd>Industrials \(Capital Goods\)<\/dd>/);
    expect(page1).toMatch(/<dt>Country<\/dt><dd>US<\/dd>/);
  });

  it('gives the score and rating with what they mean, or why there is no rating', () => {
    const card = page1.slice(page1.indexOf('id="summary-score"'), page1.indexOf('id="summary-m"'));
    expect(card).toContain('<strong style="color:#a3161d">87.3</strong>');
    expect(card).toContain('>D-</span>');
    expect(card).toContain(
      'Rated D-: the score ranks at the 92nd percentile of risk among 412 peers in its exchange country.',
    );
    expect(card).toContain('ratings from A+, the safest 5%, to F, the riskiest 3%.');
    const across = renderFullReport({
      ...data,
      detail: { ...data.detail, peers: 1210, peerGroup: 'all exchange countries', rankPercent: 2.2 },
    });
    expect(across).toContain(
      'ranks at the 2nd percentile of risk among 1,210 peers across all exchange countries.',
    );
    const unrated = page1Of(
      renderFullReport({
        ...data,
        detail: {
          ...data.detail,
          rating: 'N/A',
          scoreNote: 'Not rated: fewer than 30 peers',
          rankPercent: null,
        },
      }),
    );
    expect(unrated).toContain('<p class="reason" id="score-note">Not rated: fewer than 30 peers</p>');
    expect(unrated).not.toContain('Rated ');
  });

  it('sets the Beneish M-score against its cut-off and the Dechow F-score against its bands', () => {
    const cutOff = signed(M_SCORE_THRESHOLD);
    expect(cutOff).toBe('−1.78');
    // The worked example: M = -1.527, above the cut-off; F = 1.122, above normal.
    expect(page1).toContain('<h3>Beneish M-score</h3><p class="big"><strong>−1.53</strong></p>');
    expect(page1).toContain(
      `Above the ${cutOff} cut-off: the model <strong>flags likely manipulation</strong> (Beneish 1999).`,
    );
    const below = { ...data.breakdown, mScore: { ...data.breakdown.mScore, value: -2.5, flagged: false } };
    expect(renderFullReport({ ...data, breakdown: below })).toContain(
      `<strong>−2.50</strong></p><p>Below the ${cutOff} cut-off: not flagged.</p>`,
    );
    const above = fixed(F_SCORE_BANDS.aboveNormal, 2);
    const substantial = fixed(F_SCORE_BANDS.substantial, 2);
    expect(page1).toContain(
      `<h3>Dechow F-score</h3><p class="big"><strong>1.12</strong></p><p>Above ${above}: <strong>above-normal risk</strong> (substantial from ${substantial}).</p>`,
    );
    const high = {
      ...data.breakdown,
      fScore: { ...data.breakdown.fScore, value: 2.6, band: 'substantial' as const },
    };
    expect(renderFullReport({ ...data, breakdown: high })).toContain(
      `From ${substantial}: <strong>substantial risk</strong> of misstatement.`,
    );
    const none = {
      ...data.breakdown,
      mScore: { ...data.breakdown.mScore, value: null, flagged: null, reason: 'DSRI is N/A' },
    };
    expect(renderFullReport({ ...data, breakdown: none })).toContain(
      '<strong>N/A</strong></p><p>N/A: DSRI is N/A.</p>',
    );
  });

  it('lists the three strongest drivers, each with its value, its reference and a plain-words line', () => {
    // Sector medians that leave TATA and DSRI above the sector, CH_REC a little above, SGAI below; the
    // other inputs sit at their medians (the company is its own sector).
    const medians: Record<string, number> = { DSRI: 1, TATA: -0.1, CH_REC: 0, SGAI: 1 };
    const withMedians = <T extends { code: string; sectorMedian: number | null }>(terms: T[]) =>
      terms.map((term) => ({ ...term, sectorMedian: medians[term.code] ?? term.sectorMedian }));
    const breakdown = {
      ...data.breakdown,
      mScore: { ...data.breakdown.mScore, terms: withMedians(data.breakdown.mScore.terms) },
      fScore: { ...data.breakdown.fScore, terms: withMedians(data.breakdown.fScore.terms) },
    };
    const page = page1Of(renderFullReport({ ...data, breakdown }));
    const items = page
      .slice(page.indexOf('<ol class="drivers">'), page.indexOf('</ol>'))
      .split('<li>')
      .slice(1);
    expect(items).toHaveLength(3);
    // 16 × (0.283 − 0.075) = 3.3; 0.6 × 4.679 × (0.048 + 0.1) = 0.42; 0.6 × 0.92 × (1.5 − 1) = 0.28.
    expect(items[0]).toContain(
      '<strong>Cluster red-flag share</strong> <span class="muted">(C, Clusters)</span> 0.283 against 0.075 for an average company:',
    );
    expect(items[0]).toContain(
      'Accruals, Working capital and Capitalised costs (5 clusters in all) rank among the riskiest 30% of their peers.',
    );
    expect(items[1]).toContain(
      '<strong>Total accruals to total assets</strong> <span class="muted">(TATA, Beneish M-score)</span> 0.05 against −0.10 for the sector median: Earnings ran ahead of operating cash flow',
    );
    expect(items[2]).toContain(
      '(DSRI, Beneish M-score)</span> 1.50 against 1.00 for the sector median: Receivables grew faster than sales',
    );
    expect(page).not.toContain('CH_REC');
    // Without a sector median (fewer than 30 peers) an index is measured against no change on the year before.
    const noMedian = page1Of(
      renderFullReport({
        ...data,
        breakdown: {
          ...data.breakdown,
          mScore: {
            ...data.breakdown.mScore,
            terms: data.breakdown.mScore.terms.map((term) => ({ ...term, sectorMedian: null })),
          },
        },
      }),
    );
    expect(noMedian).toContain('(DSRI, Beneish M-score)</span> 1.50 against 1.00 for no change:');
    // Every input at its median and the clusters calm: no driver.
    const calm = page1Of(
      renderFullReport({
        ...data,
        breakdown: { ...data.breakdown, clusters: { ...data.breakdown.clusters, composite: 0.01 } },
      }),
    );
    expect(calm).toContain('<p class="empty" id="no-drivers">');
    expect(calm).not.toContain('<ol class="drivers">');
  });

  it("lists the year's filing events with one 'ALERT: ' each, the rest in Appendix A, or none recorded", () => {
    const warnings = Array.from(
      { length: SUMMARY_EVENTS + 2 },
      (_, index) =>
        `ALERT: Revenue for fiscal ${2010 + index} was revised from $36,537m to $42,905m (10-K/A filed 2011-01-25).`,
    );
    const report = renderFullReport({ ...data, detail: { ...data.detail, warnings } });
    expect(report).not.toContain('ALERT: ALERT:');
    expect(report.match(/ALERT: /g)).toHaveLength(warnings.length);
    const page = page1Of(report);
    expect(page.indexOf('<h3 id="events">Filing events and revisions</h3>')).toBeGreaterThan(0);
    for (const warning of warnings.slice(0, SUMMARY_EVENTS)) expect(page).toContain(`<li>${warning}</li>`);
    expect(page).toContain('<li class="more">2 more in Appendix A.</li>');
    const appendix = report.slice(report.indexOf('<h2 id="appendix-a">'));
    for (const warning of warnings.slice(SUMMARY_EVENTS)) expect(appendix).toContain(`<li>${warning}</li>`);
    const quiet = page1Of(renderFullReport({ ...data, detail: { ...data.detail, warnings: [] } }));
    expect(quiet).toContain(
      '<h3 id="events">Filing events and revisions</h3><p id="no-events">None recorded.</p>',
    );
    expect(renderFullReport({ ...data, detail: { ...data.detail, warnings: [] } })).not.toContain(
      'more-events',
    );
  });

  it("lists the year's filing events first, dated and linked to EDGAR, then the warnings; the rest in Appendix A", () => {
    const warnings = ['ALERT: Annual report filed late.'];
    const report = renderFullReport({ ...data, filingEvents: EVENTS, detail: { ...data.detail, warnings } });
    const page = page1Of(report);
    const list = page.slice(
      page.indexOf('<h3 id="events">'),
      page.indexOf('</ul>', page.indexOf('<h3 id="events">')),
    );
    const lines = list.split('<li').slice(1);
    const linked = (event: ReportFilingEvent) =>
      `<a href="${event.url}" target="_blank" rel="noopener noreferrer">${event.form} filed ${event.filed}<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>`;
    const [amendment, nonReliance, late, auditorChange] = EVENTS as [
      ReportFilingEvent,
      ReportFilingEvent,
      ReportFilingEvent,
      ReportFilingEvent,
    ];
    // The three events of fiscal 2025, latest first, then its warning; fiscal 2024's auditor change is not the year's.
    expect(lines).toEqual([
      `>Amendment of the annual report for fiscal 2025 (10-K/A): ${linked(amendment)}</li>`,
      `>Non-reliance on previously issued financial statements (8-K item 4.02): ${linked(nonReliance)}</li>`,
      `>Notification of late filing of the annual report for fiscal 2025: ${linked(late)}</li>`,
      '>ALERT: Annual report filed late.</li>',
    ]);
    expect(page).not.toContain(auditorChange.accession.replaceAll('-', ''));
    expect(report).not.toContain('more-events');

    // A warning citing a filing links its accession number to the filing's page, as the events are linked.
    const cited = `ALERT: Annual report filed late (NT 10-K filed ${late.filed}, ${late.accession}).`;
    const withFiling = page1Of(
      renderFullReport({
        ...data,
        detail: {
          ...data.detail,
          warnings: [cited],
          warningFilings: [{ accession: late.accession, url: late.url! }],
        },
      }),
    );
    expect(withFiling).toContain(
      `<li>ALERT: Annual report filed late (NT 10-K filed ${late.filed}, <a href="${late.url}" target="_blank" rel="noopener noreferrer">${late.accession}<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>).</li>`,
    );

    // More than SUMMARY_EVENTS lines: the rest follow in Appendix A, each printed once there.
    const many = Array.from(
      { length: SUMMARY_EVENTS },
      (_, index) =>
        `ALERT: Revenue for fiscal ${2010 + index} was revised from $36,537m to $42,905m (10-K/A filed 2011-01-25).`,
    );
    const crowded = renderFullReport({
      ...data,
      filingEvents: EVENTS,
      detail: { ...data.detail, warnings: many },
    });
    const crowdedPage = page1Of(crowded);
    expect(crowdedPage).toContain(
      `<li>Amendment of the annual report for fiscal 2025 (10-K/A): ${linked(amendment)}</li>`,
    );
    expect(crowdedPage).toContain(`<li>${many[0] ?? ''}</li>`);
    expect(crowdedPage).toContain('<li class="more">3 more in Appendix A.</li>');
    const more = crowded.slice(
      crowded.indexOf('<h3 id="more-events">'),
      crowded.indexOf('<h3 id="filing-events">'),
    );
    const rest = more.slice(more.indexOf('<ul class="alerts">'), more.indexOf('</ul>'));
    expect(rest).toBe(
      `<ul class="alerts">${many
        .slice(1)
        .map((warning) => `<li>${warning}</li>`)
        .join('')}`,
    );
  });

  it("prints page 1's amounts in the product's $m format, with no trailing .0", () => {
    const report = renderFullReport({ ...data, detail: { ...data.detail, mv: 3_253_431.04 } });
    expect(page1Of(report)).toMatch(/<dt>Market value<\/dt><dd>\$3,253,431m<\/dd>/);
    expect(report).not.toMatch(/\$[\d,]{5,}\.\dm/);
  });

  it('names the data source and the last data update; a trial tenant sees no filing and no CIK', () => {
    const sourceOf = (report: string) =>
      /<div class="field source" id="data-source"><dt>Data source<\/dt><dd>(.*?)<\/dd><\/div>/.exec(
        report,
      )?.[1];
    expect(sourceOf(page1)).toBe('Demo universe (generated)');
    expect(page1).toMatch(/<dt>Last data update<\/dt><dd>2026-11-20 08:30 UTC<\/dd>/);
    expect(renderFullReport({ ...data, revisionDate: null })).toMatch(
      /<dt>Last data update<\/dt><dd>N\/A<\/dd>/,
    );
    expect(sourceOf(renderFullReport({ ...data, detail: { ...data.detail, origin: 'file' } }))).toBe(
      'Imported statements file',
    );
    const tenK = filed.kind === 'filing' ? filed.filing : null;
    const sec = { ...data.detail, origin: 'sec' as const, cik: 320193, source: tenK };
    expect(sourceOf(renderFullReport({ ...data, detail: sec, source: filed }))).toBe(
      `SEC EDGAR · CIK 320193 · <a href="${TENK.url}" target="_blank" rel="noopener noreferrer">10-K filed 2024-11-01<span class="sr-only"> (SEC EDGAR, opens in a new tab)</span></a>`,
    );
    expect(sourceOf(renderFullReport({ ...data, detail: { ...sec, source: null } }))).toBe(
      'SEC EDGAR · CIK 320193 · no filing recorded for this year',
    );
    // A trial tenant: the detail comes masked (no CIK, no filing) and the source withheld.
    const trial = renderFullReport({
      ...data,
      detail: { ...sec, cik: null, source: null },
      source: { kind: 'withheld' },
      breakdown: breakdownOf(WORKED_YEARS, 'withheld'),
    });
    expect(sourceOf(trial)).toBe('Not shown during a trial: it would name the company.');
    for (const leak of ['sec.gov', 'CIK', '320193', 'ended 2024']) expect(trial).not.toContain(leak);
  });

  it("marks the report's year on the history chart, visibly and for a screen reader", () => {
    const chart = historySvg(data.history, 2019);
    expect(chart).toContain(
      'aria-label="Risk score history 2016–2025; fiscal 2019, this report&#39;s year, is marked: score 27.0, exchange-country average 50.0"',
    );
    expect(chart).toContain('<g class="report-year"><line x1=');
    expect(chart).toContain('font-weight="700">FY2019 · this report</text>');
    // The year labels are thinned from the report's year, so its own label is always there, in bold.
    expect(chart).toMatch(/font-weight="700">2019<\/text>/);
    const labels = chart.match(/>20\d\d</g) ?? [];
    expect(labels).toEqual(['>2017<', '>2019<', '>2021<', '>2023<', '>2025<']);
    // The report marks its own year and says so in the legend; a year outside the history marks nothing.
    const report = renderFullReport(data);
    expect(report).toContain('fiscal 2025, this report&#39;s year, is marked');
    expect(report).toContain("dotted line and ring: fiscal 2025, this report's year");
    expect(historySvg(data.history, 2030)).not.toContain('report-year');
  });
});
