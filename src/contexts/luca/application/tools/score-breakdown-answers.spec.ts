import type {
  CompanyCard,
  ScoreBreakdownAnswer,
  SearchHit,
  SourcedInput,
  TickerDetail,
} from '../../../screening/index.js';
import { DomainError } from '../../../../shared/domain/domain-error.js';
import { AnswerDraft, type Answer, type Citation, type TableBlock } from '../../domain/answer.js';
import { DeterministicEngine } from '../engines/deterministic-engine.js';
import { ScreeningData } from '../ports/screening-data.js';
import { CompanyFinder } from './company-finder.js';
import { LucaTools } from './luca-tools.js';
import { writeMScoreDrivers, writeScoreTerms } from './score-breakdown-answers.js';

const YEAR = 2024;
const LINK = { tickerId: 'HOS-JP', exchangeCountryId: 6, year: YEAR };

type MTerm = ScoreBreakdownAnswer['mScore']['terms'][number];

const input = (
  item: SourcedInput['item'],
  label: string,
  lag: 0 | 1,
  value: number | null,
  filed: string | null,
): SourcedInput => ({
  item,
  label,
  year: YEAR - lag,
  lag,
  value,
  asReportedIn: lag === 1 && filed !== null ? YEAR : null,
  source:
    filed === null ? null : { concept: 'us-gaap:X', form: '10-K', filed, accession: '0001-24-1', url: null },
});

/** An M-score index of the fixture: its contribution is weight × value, as screening computes it. */
function mTerm(
  key: string,
  code: string,
  weight: number,
  value: number | null,
  sectorMedian: number | null,
  inputs: SourcedInput[] = [],
): MTerm {
  return {
    key,
    code,
    name: `${code} name`,
    formula: `${code} formula`,
    value,
    weight,
    contribution: value === null ? null : weight * value,
    sectorMedian,
    reason: value === null ? `Missing: ${code} input ${YEAR - 1}` : null,
    inputs,
  };
}

const revenue = [
  input('revenue', 'Revenue', 0, 1400, '2025-02-14'),
  input('revenue', 'Revenue', 1, 1000, '2025-02-14'),
];
const M_TERMS: MTerm[] = [
  mTerm('dsri', 'DSRI', 0.92, 1.3, 1.02, [
    input('receivables', 'Receivables', 0, 260, '2025-02-14'),
    input('receivables', 'Receivables', 1, 143, '2025-02-14'),
    ...revenue,
  ]),
  mTerm('gmi', 'GMI', 0.528, 1.05, 1.0, [
    ...revenue,
    input('cogs', 'Cost of goods sold', 0, 900, '2025-02-14'),
    input('cogs', 'Cost of goods sold', 1, 610, '2025-02-14'),
  ]),
  mTerm('aqi', 'AQI', 0.404, 1.1, 1.0),
  mTerm('sgi', 'SGI', 0.892, 1.4, 1.08, revenue),
  mTerm('depi', 'DEPI', 0.115, 1.0, 1.0),
  mTerm('sgai', 'SGAI', -0.172, 0.95, 1.0),
  mTerm('lvgi', 'LVGI', -0.327, 1.02, 1.0),
  mTerm('tata', 'TATA', 4.679, 0.04, -0.03),
];
const M = -4.84 + M_TERMS.reduce((sum, term) => sum + (term.contribution as number), 0);
const F = 1.8;
const C = 0.1;
const FINAL_TERMS: ScoreBreakdownAnswer['final']['terms'] = [
  {
    key: 'mScore',
    name: 'Beneish M-score',
    input: M,
    transform: 'clamp(M − (-1.78), ±4)',
    transformed: M + 1.78,
    weight: 0.5,
    contribution: 0.5 * (M + 1.78),
  },
  {
    key: 'fScore',
    name: 'Dechow F-score',
    input: F,
    transform: 'clamp(ln F, ±3)',
    transformed: Math.log(F),
    weight: 0.15,
    contribution: 0.15 * Math.log(F),
  },
  {
    key: 'clusters',
    name: 'Cluster red-flag share',
    input: C,
    transform: 'C − 0.2',
    transformed: C - 0.2,
    weight: 6,
    contribution: 6 * (C - 0.2),
  },
];
const LOGIT = FINAL_TERMS.reduce((sum, term) => sum + (term.contribution as number), 0);

function breakdown(overrides: Partial<ScoreBreakdownAnswer> = {}): ScoreBreakdownAnswer {
  return {
    tickerId: 'HOS-JP',
    year: YEAR,
    origin: 'imported',
    final: {
      score: Math.round(10000 / (1 + Math.exp(-LOGIT))) / 100,
      unrounded: 100 / (1 + Math.exp(-LOGIT)),
      logit: LOGIT,
      intercept: 0,
      terms: FINAL_TERMS,
      yearLogit: LOGIT,
      previousLogit: null,
      kept: null,
      reason: null,
    },
    mScore: {
      value: M,
      intercept: -4.84,
      threshold: -1.78,
      sensitiveThreshold: -2.22,
      flagged: M > -1.78,
      terms: M_TERMS,
      reason: null,
    },
    fScore: {
      value: F,
      predictedValue: null,
      probability: null,
      intercept: -7.893,
      unconditionalProbability: 0.0037,
      bands: { aboveNormal: 1, substantial: 2.45 },
      band: 'above normal',
      terms: [],
      reason: null,
    },
    clusters: { composite: C, centre: 0.2, available: 14, minimum: 10, flags: [] },
    history: [],
    statements: { years: [], items: [], revisions: [] },
    ...overrides,
  };
}

const texts = (draft: { blocks: Answer['blocks'] }): string =>
  draft.blocks.flatMap((block) => (block.type === 'text' ? [block.text] : [])).join('\n');
const tablesOf = (draft: { blocks: Answer['blocks'] }): TableBlock[] =>
  draft.blocks.filter((block): block is TableBlock => block.type === 'table');
const cited = (citations: readonly Citation[], label: string): Citation => {
  const found = citations.find((citation) => citation.label === label);
  if (!found) throw new Error(`No citation ${label} in ${citations.map((c) => c.label).join(' | ')}`);
  return found;
};
/** Every [n] of the texts is a citation whose display is the figure written just before it. */
function expectMarksCite(draft: AnswerDraft): void {
  const text = texts(draft);
  const marks = [...text.matchAll(/(\S+) \[(\d+)\]/g)];
  expect(marks.length).toBeGreaterThan(0);
  for (const [, before, n] of marks) {
    const citation = draft.citations[Number(n) - 1];
    expect(citation).toBeDefined();
    expect(citation!.source).toBe('scoreBreakdown');
    expect(citation!.label).toMatch(/^Score breakdown, Hoshino 2024: /);
    if (/^[-+]?\d/.test(before!)) expect(before!.replace(/[(),]/g, '')).toBe(citation!.display);
  }
}

describe('writeScoreTerms (why a company is rated so)', () => {
  const of = { name: 'Hoshino', year: YEAR, link: LINK };

  it("gives each term's contribution to the logit and names the term that moves the score most", () => {
    const draft = new AnswerDraft();
    writeScoreTerms(draft, { ...of, breakdown: breakdown() });
    const text = texts(draft);
    const citation = (label: string) => cited(draft.citations, `Score breakdown, Hoshino 2024: ${label}`);
    expect(citation('Beneish M-score term, contribution to the logit').value).toBe(
      FINAL_TERMS[0]!.contribution,
    );
    expect(citation('Dechow F-score term, contribution to the logit').value).toBe(
      FINAL_TERMS[1]!.contribution,
    );
    expect(citation('Cluster red-flag share term, contribution to the logit')).toMatchObject({
      value: FINAL_TERMS[2]!.contribution,
      display: '-0.600',
      source: 'scoreBreakdown',
      link: LINK,
    });
    expect(citation('logit (the sum of the terms)').value).toBe(LOGIT);
    // M ≈ −1.59: +0.094 from M, +0.088 from F, −0.600 from the clusters.
    expect(text).toContain(`the Beneish M-score term +${(0.5 * (M + 1.78)).toFixed(3)} [`);
    expect(text).toContain(`(M = ${M.toFixed(2)} [`);
    expect(text).toContain('the Dechow F-score term +0.088 [');
    expect(text).toContain('the cluster red-flag share term -0.600 [');
    expect(text).toContain(`the logit ${LOGIT.toFixed(3)} [`);
    expect(text).toMatch(
      /The cluster red-flag share term moves the score most, pulling it down \(-0\.600 \[\d+\]\)\./,
    );
    expect(text).toMatch(/The Beneish M-score term pushes it up most \(\+0\.094 \[\d+\]\)\./);
    const [table] = tablesOf(draft);
    expect(table!.rows.map((row) => [row.cells.term, row.cells.contribution])).toEqual([
      ['Beneish M-score', '+0.094'],
      ['Dechow F-score', '+0.088'],
      ['Cluster red-flag share', '-0.600'],
    ]);
    expectMarksCite(draft);
  });

  it('says a term pushing the score up when it is the strongest, and nothing more', () => {
    const terms = FINAL_TERMS.map((term) =>
      term.key === 'clusters' ? { ...term, input: 0.5, transformed: 0.3, contribution: 1.8 } : term,
    );
    const draft = new AnswerDraft();
    writeScoreTerms(draft, { ...of, breakdown: breakdown({ final: { ...breakdown().final, terms } }) });
    const [built] = texts(draft).split('\n');
    expect(built).toMatch(
      /The cluster red-flag share term moves the score most, pushing it up \(\+1\.800 \[\d+\]\)\.$/,
    );
  });

  it("gives the breakdown's reason for a company-year without a score", () => {
    const reason = 'Not scored: the M-score is N/A (DSRI is N/A)';
    const draft = new AnswerDraft();
    writeScoreTerms(draft, {
      ...of,
      breakdown: breakdown({ final: { ...breakdown().final, score: null, logit: null, reason } }),
    });
    expect(texts(draft)).toBe(`The score breakdown says why: ${reason} [1].`);
    expect(draft.citations[0]).toMatchObject({ value: reason, source: 'scoreBreakdown' });
    expect(tablesOf(draft)).toEqual([]);
  });
});

describe('writeMScoreDrivers (what drives the M-score)', () => {
  const of = { name: 'Hoshino', year: YEAR, link: LINK };

  it('gives M, its flag, the indices by contribution against the sector median and the lines behind the top ones', () => {
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, { ...of, breakdown: breakdown() });
    const text = texts(draft);
    expect(text).toMatch(
      new RegExp(
        `^In 2024, Hoshino has a Beneish M-score of ${M.toFixed(2)} \\[\\d+\\], above the threshold of -1\\.78 \\[\\d+\\]: ` +
          'it flags Hoshino as a likely earnings manipulator \\[\\d+\\] \\(Beneish 1999\\)\\.',
      ),
    );
    // SGI 1.4 × 0.892 = 1.249, DSRI 1.3 × 0.92 = 1.196, GMI 1.05 × 0.528 = 0.554.
    expect(text).toMatch(
      /The indices adding most to M: SGI \(SGI name\) 1\.400 \[\d+\] × 0\.892 = \+1\.249 \[\d+\], sector median 1\.080 \[\d+\]; DSRI .* = \+1\.196 .*; GMI .* = \+0\.554 /,
    );
    // TATA: 4.679 × (0.04 − (−0.03)) = 0.328 more than at the median, the largest excess.
    expect(text).toMatch(
      /Against its sector's medians, TATA stands out most: 0\.040 \[\d+\] against -0\.030 \[\d+\], adding \+0\.328/,
    );
    const [indices, lines] = tablesOf(draft);
    expect(indices!.rows.map((row) => row.cells.index!.split(' ')[0])).toEqual([
      'SGI',
      'DSRI',
      'GMI',
      'AQI',
      'TATA',
      'DEPI',
      'SGAI',
      'LVGI',
    ]);
    const sgi = indices!.rows[0]!;
    expect(sgi.cells).toMatchObject({
      value: '1.400',
      median: '1.080',
      weight: '0.892',
      contribution: '+1.249',
    });
    expect(sgi.citations.map((n) => draft.citations[n - 1]!.value)).toEqual([1.4, 1.08, 0.892 * 1.4]);
    expect(lines!.title).toBe('Statement lines behind SGI, DSRI and GMI of Hoshino, 2024');
    // Amounts as the dashboard writes them ($m, formatMillions), not '1400.00'.
    expect(lines!.rows.filter((row) => row.cells.index === 'DSRI').map((row) => row.cells)).toEqual([
      { index: 'DSRI', item: 'Receivables', year: '2024', value: '$260.0m', source: '10-K filed 2025-02-14' },
      {
        index: 'DSRI',
        item: 'Receivables',
        year: '2023',
        value: '$143.0m',
        source: '10-K filed 2025-02-14, as reported in 2024',
      },
      { index: 'DSRI', item: 'Revenue', year: '2024', value: '$1,400m', source: '10-K filed 2025-02-14' },
      {
        index: 'DSRI',
        item: 'Revenue',
        year: '2023',
        value: '$1,000m',
        source: '10-K filed 2025-02-14, as reported in 2024',
      },
    ]);
    expect(cited(draft.citations, 'Score breakdown, Hoshino 2024: Receivables 2023 (DSRI)')).toMatchObject({
      value: 143,
      display: '$143.0m',
    });
    expectMarksCite(draft);
  });

  it('names the company with its ticker in the first sentence, and by its name in the citations', () => {
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, {
      ...of,
      named: 'Hoshino (HOS, Tokyo Stock Exchange)',
      breakdown: breakdown(),
    });
    const text = texts(draft);
    expect(text).toMatch(
      /^In 2024, Hoshino \(HOS, Tokyo Stock Exchange\) has a Beneish M-score of -1\.59 \[1\]/,
    );
    expect(text).toContain('it flags Hoshino as a likely earnings manipulator');
    expect(text.split('HOS,')).toHaveLength(2);
    expectMarksCite(draft);
  });

  it('says of a line its complete filing does not have: not reported, taken as 0', () => {
    const absent: SourcedInput = {
      ...input('cogs', 'Cost of goods sold', 1, 0, '2025-02-14'),
      source: {
        concept: null,
        form: '10-K',
        filed: '2025-02-14',
        accession: '0001-24-1',
        url: null,
        notReported: true,
      },
    };
    const terms = M_TERMS.map((term) =>
      term.code === 'GMI' ? { ...term, inputs: [...term.inputs.slice(0, 3), absent] } : term,
    );
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, { ...of, breakdown: breakdown({ mScore: { ...breakdown().mScore, terms } }) });
    const [, lines] = tablesOf(draft);
    expect(lines!.rows.filter((row) => row.cells.index === 'GMI').map((row) => row.cells.source)).toEqual([
      '10-K filed 2025-02-14',
      '10-K filed 2025-02-14, as reported in 2024',
      '10-K filed 2025-02-14',
      'not reported, taken as 0',
    ]);
  });

  it('says no flag below the threshold, and lists an N/A index last with its reason', () => {
    const terms = M_TERMS.map((term) => (term.code === 'AQI' ? mTerm('aqi', 'AQI', 0.404, null, 1.0) : term));
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, {
      ...of,
      breakdown: breakdown({ mScore: { ...breakdown().mScore, value: -2.5, flagged: false, terms } }),
    });
    expect(texts(draft)).toMatch(
      /at or below the threshold of -1\.78 \[\d+\]: no manipulation flag \[\d+\]\./,
    );
    const [indices] = tablesOf(draft);
    expect(indices!.rows.at(-1)!.cells).toMatchObject({
      index: 'AQI (AQI name)',
      value: 'N/A',
      contribution: 'N/A',
      note: 'Missing: AQI input 2023',
    });
  });

  it('gives the reason when M is N/A', () => {
    const draft = new AnswerDraft();
    writeMScoreDrivers(draft, {
      ...of,
      breakdown: breakdown({
        mScore: { ...breakdown().mScore, value: null, flagged: null, reason: 'DSRI is N/A' },
      }),
    });
    expect(texts(draft)).toMatch(/^Hoshino has no Beneish M-score in 2024 \[\d+\]: DSRI is N\/A \[\d+\]\./);
  });
});

/** The screening port as a trial tenant or a subscriber sees one Japanese company. */
class FakeScreening extends ScreeningData {
  breakdownAnswer: ScoreBreakdownAnswer | Error = breakdown();
  readonly breakdownsAsked: unknown[][] = [];
  constructor(private readonly name = 'Hoshino') {
    super();
  }
  private card(): CompanyCard {
    return {
      tickerID: LINK.tickerId,
      name: this.name,
      exchange_countryID: 6,
      exchange_country: 'Japan',
      permitted: true,
    } as CompanyCard;
  }
  detail: Partial<TickerDetail> = {};
  tickerDetail(): Promise<TickerDetail> {
    return Promise.resolve({
      name: this.name,
      exchangeCountry: 'Japan',
      sector_name: 'Industrials',
      finalScore: 39.72,
      rating: 'C',
      scoreNote: null,
      peers: 412,
      peerGroup: 'exchange country',
      rankPercent: 61.5,
      rankPercentWithinSector: 58.2,
      warnings: [],
      exchange_countryID: 6,
      ...this.detail,
    } as unknown as TickerDetail);
  }
  clusterFactors() {
    return Promise.resolve({ restrictAccess: false, data: [] });
  }
  scoreBreakdown(...args: unknown[]): Promise<ScoreBreakdownAnswer> {
    this.breakdownsAsked.push(args);
    const answer = this.breakdownAnswer;
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }
  filingEvents() {
    return Promise.resolve([]);
  }
  riskHistory() {
    return Promise.resolve([]);
  }
  availableYears() {
    return Promise.resolve({ restrictAccess: false, data: [YEAR, YEAR - 1] });
  }
  screen(): never {
    throw new Error('not asked');
  }
  search(): Promise<{ data: SearchHit[]; total: number }> {
    return Promise.resolve({
      data: [
        {
          ticker_region: LINK.tickerId,
          exchange_countryID: 6,
          name: this.name,
          exchange_country: 'Japan',
        } as SearchHit,
      ],
      total: 1,
    });
  }
  companiesByIsin() {
    return Promise.resolve([]);
  }
  resolveCompanies(): Promise<CompanyCard[]> {
    return Promise.resolve([this.card()]);
  }
  permittedExchanges() {
    return Promise.resolve([]);
  }
  dataRevision() {
    return Promise.resolve(null);
  }
}

class NotFound extends DomainError<'TICKER_NOT_FOUND'> {}

describe('the deterministic engine on score breakdown questions', () => {
  const asker = { tenantId: 't', userId: 'u' };
  const engineOf = (screening: ScreeningData) =>
    new DeterministicEngine(
      new LucaTools(
        screening,
        {} as ConstructorParameters<typeof LucaTools>[1],
        new CompanyFinder(screening),
      ),
    );
  const ask = (screening: ScreeningData, text: string, previous: Answer['subject'] = null) =>
    engineOf(screening).answer({ asker, text, previous, history: [] });

  it('answers "What drives Hoshino\'s M-score?" from the breakdown of the latest year', async () => {
    const screening = new FakeScreening();
    const answer = await ask(screening, "What drives Hoshino's M-score?");
    expect(answer).toMatchObject({
      status: 'ANSWERED',
      intent: 'M_SCORE_EXPLANATION',
      year: YEAR,
      subject: { tickerId: 'HOS-JP', name: 'Hoshino' },
    });
    expect(screening.breakdownsAsked).toEqual([['t', 'HOS-JP', YEAR, 6]]);
    expect(texts(answer)).toContain(`Hoshino has a Beneish M-score of ${M.toFixed(2)}`);
    expect(answer.citations.every((citation) => citation.source === 'scoreBreakdown')).toBe(true);
  });

  it('reads "its M-score" as the previous company, and a named year', async () => {
    const screening = new FakeScreening();
    const subject = { tickerId: 'HOS-JP', exchangeCountryId: 6, name: 'Hoshino', exchangeCountry: 'Japan' };
    const answer = await ask(screening, 'And what drives its M score in 2023?', subject);
    expect(answer).toMatchObject({ intent: 'M_SCORE_EXPLANATION', year: 2023 });
    expect(screening.breakdownsAsked).toEqual([['t', 'HOS-JP', 2023, 6]]);
  });

  it('answers "Why is Hoshino rated D?" with the score, its three terms and the rating it really has', async () => {
    const screening = new FakeScreening();
    const answer = await ask(screening, 'Why is Hoshino rated D?');
    expect(answer).toMatchObject({ status: 'ANSWERED', intent: 'SCORE_EXPLANATION', year: YEAR });
    const text = texts(answer);
    expect(text).toMatch(/final score of 39\.72 \[\d+\] and the rating C \[\d+\]/);
    expect(text).toMatch(/You asked about a D rating: its rating in 2024 is C \[\d+\]\./);
    expect(text).toContain('The rating follows from that rank among 412 peers of its kind in Japan.');
    expect(text).toContain(`the Beneish M-score term +${(0.5 * (M + 1.78)).toFixed(3)} [`);
    expect(text).toContain('The cluster red-flag share term moves the score most, pulling it down');
    expect(cited(answer.citations, 'Score breakdown, Hoshino 2024: logit (the sum of the terms)').value).toBe(
      LOGIT,
    );
    expect(answer.suggestions).toContain("What drives Hoshino's M-score?");
  });

  it('says why a scored company has no rating, and why a company-year has no score', async () => {
    const screening = new FakeScreening();
    screening.detail = {
      rating: 'N/A',
      scoreNote: 'Not rated: fewer than 30 peers',
      peers: 7,
      peerGroup: null,
      rankPercent: null,
      rankPercentWithinSector: null,
    };
    const text = texts(await ask(screening, 'Why is Hoshino rated D?'));
    expect(text).toMatch(
      /has a final score of 39\.72 \[\d+\] in 2024 but no rating: Not rated: fewer than 30 peers \[\d+\] \(7 scored companies of its kind that year\)/,
    );
    expect(text).not.toContain('the rating N/A');
    screening.detail = {
      rating: 'N/A',
      finalScore: null,
      scoreNote: 'Not scored: the F-score is N/A (no statements for t−1)',
    };
    expect(texts(await ask(screening, 'Why is Hoshino rated D?'))).toMatch(
      /has no final score for 2024 \[\d+\], so it has no rank or rating that year: Not scored: the F-score is N\/A \(no statements for t−1\)\./,
    );
  });

  it('explains the score without the breakdown when screening has none for the year', async () => {
    const screening = new FakeScreening();
    screening.breakdownAnswer = new NotFound('TICKER_NOT_FOUND');
    const answer = await ask(screening, 'Why does Hoshino have a C rating?');
    expect(answer.status).toBe('ANSWERED');
    expect(texts(answer)).not.toContain('You asked about');
    expect(answer.citations.some((citation) => citation.source === 'scoreBreakdown')).toBe(false);
  });

  it('refuses, writing nothing of the breakdown, when screening refuses the exchange country', async () => {
    const screening = new FakeScreening();
    screening.breakdownAnswer = new (class extends DomainError<'EXCHANGE_NOT_PERMITTED'> {})(
      'EXCHANGE_NOT_PERMITTED',
    );
    const answer = await ask(screening, "What drives Hoshino's M-score?");
    expect(answer).toMatchObject({ status: 'REFUSED', errorCode: 'EXCHANGE_NOT_PERMITTED', citations: [] });
  });

  it('names the company as the trial tenant sees it', async () => {
    const screening = new FakeScreening('Anonymized stock 12');
    const answer = await ask(screening, "What drives Anonymized stock 12's M-score?");
    expect(answer.citations[0]!.label).toMatch(/^Score breakdown, Anonymized stock 12 2024: /);
    expect(JSON.stringify(answer)).not.toContain('Hoshino');
  });
});
