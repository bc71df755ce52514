import type { ScoreBreakdownAnswer, SourcedInput } from '../../../screening/index.js';
import { CLUSTERS, NOT_REPORTED_TEXT, YEAR_EVENT_LABELS } from '../../../screening/reference.js';
import { formatMillions } from '../../../../shared/domain/format/millions.js';
import { figure, signed, type AnswerDraft, type DashboardLink } from '../../domain/answer.js';
import {
  judge,
  judgeMScore,
  knownFalsePositives,
  type FReading,
  type Judgement,
  type MReading,
  type TermPart,
} from './judgement.js';

/** Indices whose statement lines an M-score answer lists (the largest contributions). */
export const M_SCORE_TOP_INDICES = 3;

type FinalTerm = ScoreBreakdownAnswer['final']['terms'][number];
type MScoreTerm = ScoreBreakdownAnswer['mScore']['terms'][number];

/** What the answers name: the company as the asker sees it (an alias for a trial tenant) and the year. */
export interface BreakdownOf {
  readonly name: string;
  /** How the answer's first sentence names the company: with its ticker, "Apple Inc. (AAPL, Nasdaq)"; else `name`. */
  readonly named?: string;
  readonly year: number;
  readonly link: DashboardLink;
  readonly breakdown: ScoreBreakdownAnswer;
}

type Citer = (what: string, value: number | string | null, display: string) => number;

/** Every figure of these answers is cited as a line of the score breakdown. */
function citer(draft: AnswerDraft, { name, year, link }: BreakdownOf): Citer {
  return (what: string, value: number | string | null, display: string): number =>
    draft.cite({
      label: `Score breakdown, ${name} ${year}: ${what}`,
      value,
      display,
      source: 'scoreBreakdown',
      link,
    });
}

/** A term's name inside a sentence: "the Beneish M-score term", "the cluster red-flag share term". */
const termName = (term: FinalTerm): string =>
  term.key === 'mScore' || term.key === 'fScore'
    ? term.name
    : term.name.charAt(0).toLowerCase() + term.name.slice(1);

/** M, F, C or E (a filing event): the letter of a final-score term's input. */
const letterOf = (term: FinalTerm): string =>
  term.key === 'mScore' ? 'M' : term.key === 'fScore' ? 'F' : term.key === 'clusters' ? 'C' : 'E';

function joined(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * How the final score is built from its three terms (the "why is it rated so" part of a score explanation):
 * each term's input and contribution to the logit, which term moves the score most, and a table.
 * A company-year without a score gets the breakdown's reason ('Not scored: …') instead.
 */
export function writeScoreTerms(draft: AnswerDraft, of: BreakdownOf): void {
  const { final } = of.breakdown;
  const cite = citer(draft, of);
  if (final.reason !== null || final.logit === null) {
    const reason = final.reason ?? 'Not scored';
    draft.text(`The score breakdown says why: ${reason} [${cite('why the score is N/A', reason, reason)}].`);
    return;
  }
  const terms = final.terms.map((term) => ({
    term,
    contribution: term.contribution as number,
    n: cite(
      `${term.name} term, contribution to the logit`,
      term.contribution,
      signed(term.contribution as number, 3),
    ),
    input: cite(`${term.name} term, input`, term.input, figure(term.input)),
  }));
  const logit = cite('logit (the sum of the terms)', final.logit, figure(final.logit, 3));
  const intercept = final.intercept !== 0 ? `the intercept ${figure(final.intercept, 3)} plus ` : '';
  const parts = terms.map(
    ({ term, contribution, n, input }) =>
      `the ${termName(term)} term ${signed(contribution, 3)} [${n}] (${letterOf(term)} = ${figure(term.input)} [${input}])`,
  );
  const sentences = [
    `How the score is built: the final score is 100 / (1 + e^−logit), and the logit ${figure(final.logit, 3)} [${logit}] is ` +
      `${intercept}${joined(parts)}.`,
  ];
  const strongest = [...terms].sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution))[0];
  if (strongest && strongest.contribution !== 0) {
    const up = strongest.contribution > 0;
    sentences.push(
      `The ${termName(strongest.term)} term moves the score most, ${up ? 'pushing it up' : 'pulling it down'} (${signed(strongest.contribution, 3)} [${strongest.n}]).`,
    );
    const pushing = [...terms]
      .filter((each) => each.contribution > 0)
      .sort((a, b) => b.contribution - a.contribution)[0];
    if (!up && pushing)
      sentences.push(
        `The ${termName(pushing.term)} term pushes it up most (${signed(pushing.contribution, 3)} [${pushing.n}]).`,
      );
  }
  draft.text(sentences.join(' '));
  draft.table({
    title: `How the final score of ${of.name} is built, ${of.year}`,
    columns: [
      { key: 'term', label: 'Term', align: 'left' },
      { key: 'input', label: 'Input', align: 'right' },
      { key: 'transform', label: 'Transform', align: 'left' },
      { key: 'weight', label: 'Weight', align: 'right' },
      { key: 'contribution', label: 'Contribution to the logit', align: 'right' },
    ],
    rows: terms.map(({ term, n, input }) => ({
      cells: {
        term: term.name,
        input: figure(term.input),
        transform: term.transform,
        weight: figure(term.weight, 2),
        contribution: signed(term.contribution as number, 3),
      },
      citations: [input, n],
      link: of.link,
    })),
  });
  writeJudgement(draft, of, {
    input: new Map(terms.map(({ term, input }) => [term.key, input])),
    contribution: new Map(terms.map(({ term, n }) => [term.key, n])),
  });
}

/** The citations a judgement reuses: each final-score term's input and contribution, by term key. */
interface TermCitations {
  readonly input: ReadonlyMap<FinalTerm['key'], number>;
  readonly contribution: ReadonlyMap<FinalTerm['key'], number>;
}

const percent = (share: number): string => `${(share * 100).toFixed(0)}%`;

/** The part's role in a clause: "it lowers the score (−0.306 [4])"; none for a driver. */
function roleClause(part: TermPart | undefined, n: number | undefined): string {
  if (!part || n === undefined) return '';
  const shown = `${signed(part.contribution, 3)} [${n}]`;
  // A driver is named in the sentence before.
  if (part.role === 'drives') return '';
  if (part.role === 'lowers') return part.contribution < 0 ? `it lowers the score (${shown})` : '';
  return `it adds little to the score (${shown})`;
}

/**
 * What sales growth does to a flagged M-score: the flag is growth-driven (a known false positive), or it
 * does not rest on growth (alone, or mainly); null for a flag without growth.
 */
function growthText(reading: MReading, cite: Citer): string | null {
  if (reading.kind === 'benign' || reading.growthAdds === null || reading.withoutGrowth === null) return null;
  const { withoutGrowth, growthAdds } = reading;
  const flat = (): string =>
    `${figure(withoutGrowth)} [${cite('M-score with flat sales (SGI = 1)', withoutGrowth, figure(withoutGrowth))}]`;
  if (reading.kind === 'flagged') {
    if (withoutGrowth > reading.threshold)
      return `the flag does not rest on sales growth alone: with flat sales M would still be ${flat()}`;
    const adds = cite(
      'SGI contribution to M beyond flat sales (weight × (SGI − 1))',
      growthAdds,
      signed(growthAdds, 3),
    );
    return `the flag does not rest mainly on sales growth: other indices add more to M than its growth's ${signed(growthAdds, 3)} [${adds}]`;
  }
  const sgi = reading.sgi?.value as number;
  // Cited in the order the sentence reads.
  const sgiCite = cite('SGI value', sgi, figure(sgi, 3));
  const addsCite = cite(
    'SGI contribution to M beyond flat sales (weight × (SGI − 1))',
    growthAdds,
    signed(growthAdds, 3),
  );
  return (
    `the flag is growth-driven: sales grew ${((sgi - 1) * 100).toFixed(sgi < 1.1 ? 1 : 0)}% (SGI ${figure(sgi, 3)} [${sgiCite}]), ` +
    `which adds ${signed(growthAdds, 3)} [${addsCite}] to M, and with flat sales M would be ${flat()}, at or below the threshold`
  );
}

/** The known false positives, as the answers name them. */
const GROWTH_DRIVEN_NOTE =
  'A growth-driven flag is a known false positive of the Beneish M-score for fast growers.';
const CAPITAL_LIGHT_NOTE =
  'A high Dechow F-score of a company with few hard assets is a known false positive (capital-light).';

/** A reading's clause, and the sentence naming its known false positive, if it is one. */
interface Reading {
  readonly text: string;
  readonly note: string | null;
}

/** The M-score's reading in a judgement: no flag, a flag, or a growth-driven flag. */
function mReadingText(
  reading: MReading,
  cite: Citer,
  name: string,
  refs: { value: number; threshold: number },
): Reading {
  const head = `${name}'s Beneish M-score ${figure(reading.value)} [${refs.value}]`;
  const threshold = `the threshold of ${figure(reading.threshold)} [${refs.threshold}]`;
  if (reading.kind === 'benign')
    return { text: `${head} is at or below ${threshold}: no manipulation flag`, note: null };
  const growth = growthText(reading, cite);
  if (reading.kind === 'growth-driven')
    return { text: `${head} is above ${threshold}, but ${growth}`, note: GROWTH_DRIVEN_NOTE };
  return {
    text: `${head} is above ${threshold}: it flags a likely earnings manipulator${growth === null ? '' : `, and ${growth}`}`,
    note: null,
  };
}

/** The F-score's reading: normal band, capital-light (a known false positive) or elevated by accruals. */
function fReadingText(reading: FReading, cite: Citer, name: string, value: number): Reading {
  const head = `${name}'s Dechow F-score ${figure(reading.value)} [${value}]`;
  if (reading.kind === 'benign')
    return { text: `${head} is in the normal band (at most ${figure(reading.aboveNormal)})`, note: null };
  const withoutText = (): string => {
    if (reading.withoutAccruals === null) return '';
    const n = cite(
      'F-score without the accrual variables',
      reading.withoutAccruals,
      figure(reading.withoutAccruals),
    );
    return `without its accruals (${joined(reading.accrualCodes)}) F would be ${figure(reading.withoutAccruals)} [${n}]`;
  };
  if (reading.kind === 'capital-light') {
    // Cited in the order the sentence reads.
    const soft = reading.softAssets as NonNullable<typeof reading.softAssets>;
    const softValue = soft.value as number;
    const softContribution = soft.contribution as number;
    const softCite = cite('SOFT_ASSETS value (share of total assets)', softValue, percent(softValue));
    const softAdds = cite(
      'SOFT_ASSETS contribution to the F-score',
      softContribution,
      signed(softContribution, 3),
    );
    let cashSales = '';
    const cs = reading.cashSales;
    if (cs !== null && cs.contribution !== null && cs.contribution > 0) {
      const valueCite = cite('CH_CS value', cs.value, figure(cs.value, 3));
      const addsCite = cite('CH_CS contribution to the F-score', cs.contribution, signed(cs.contribution, 3));
      cashSales = `, and the change in cash sales (CH_CS ${figure(cs.value, 3)} [${valueCite}]) adds ${signed(cs.contribution, 3)} [${addsCite}]`;
    }
    const reads =
      `${head} is ${reading.band} (above ${figure(reading.aboveNormal)}) through its asset mix, not its accruals: ` +
      `soft assets are ${percent(softValue)} [${softCite}] of its total assets (few hard assets: PP&E and cash), ` +
      `adding ${signed(softContribution, 3)} [${softAdds}] to the F-score's predicted value${cashSales}`;
    return {
      text: `${reads}, and ${withoutText()}, still ${reading.band === 'substantial' ? 'in the substantial-risk band' : 'above normal'}`,
      note: CAPITAL_LIGHT_NOTE,
    };
  }
  let lifted = '';
  if (reading.accrualsAdd !== null && reading.accrualsAdd > 0) {
    const adds = cite(
      'Accrual variables contribution to the F-score',
      reading.accrualsAdd,
      signed(reading.accrualsAdd, 3),
    );
    const without = withoutText();
    lifted =
      `, lifted by its accruals: they add ${signed(reading.accrualsAdd, 3)} [${adds}] to its predicted value` +
      (without === '' ? '' : `, and ${without}`);
  }
  return {
    text: `${head} is ${reading.band === 'substantial' ? 'in the substantial-risk band' : 'above normal'} (above ${figure(reading.aboveNormal)})${lifted}`,
    note: null,
  };
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Luca's judgement of the score (judgement.ts): what drives it, which parts are benign, and the known
 * false positives. Written after the score's terms, reusing their citations; the facts go to the draft
 * for the LLM tools.
 */
function writeJudgement(draft: AnswerDraft, of: BreakdownOf, cites: TermCitations): void {
  const judgement = judge(of.breakdown);
  const cite = citer(draft, of);
  const { name } = of;
  const part = (key: FinalTerm['key']) => judgement.terms.find((term) => term.key === key);
  const sentences: string[] = [];

  const drivers = judgement.drivers.map((key) => {
    const term = part(key) as TermPart;
    return `the ${key === 'clusters' ? 'cluster red-flag share' : term.name} term (${signed(term.contribution, 3)} [${cites.contribution.get(key)}])`;
  });
  if (drivers.length === 0)
    sentences.push('Nothing pushes the score up this year: all three terms lower it.');
  else sentences.push(`What drives the score: ${joined(drivers)}.`);
  if (judgement.drivers.includes('clusters')) {
    const alone =
      judgement.drivers.length === 1 && judgement.m?.kind !== 'flagged' && judgement.f?.kind !== 'elevated';
    sentences.push(
      `The cluster red-flag share is peer-relative: it grows as ${name}'s accounts fall in the riskiest tail of its peers' ` +
        `in the ${CLUSTERS.length} clusters` +
        (alone
          ? ', so its score and rating come from how it stands against its peers, not from a manipulation model.'
          : '.'),
    );
  }

  const mRefs = {
    value: cites.input.get('mScore') as number,
    threshold: cite('M-score threshold', judgement.m?.threshold ?? null, figure(judgement.m?.threshold)),
  };
  const fValue = cites.input.get('fScore') as number;
  const clause = ({ text }: Reading, key: 'mScore' | 'fScore'): string => {
    const role = roleClause(part(key), cites.contribution.get(key));
    return role === '' ? text : `${text}; ${role}`;
  };
  const readings = [
    judgement.m ? { key: 'mScore' as const, reading: mReadingText(judgement.m, cite, name, mRefs) } : null,
    judgement.f ? { key: 'fScore' as const, reading: fReadingText(judgement.f, cite, name, fValue) } : null,
  ].filter((each) => each !== null);
  const benign = readings.filter(({ key }) => judgement.benign.includes(key));
  const other = readings.filter(({ key }) => !judgement.benign.includes(key));
  // Each reading, then the known false positive it is, if any: the warnings first, then the benign parts.
  const texts = (list: typeof readings) =>
    list
      .map(({ key, reading }) => `${clause(reading, key)}.${reading.note === null ? '' : ` ${reading.note}`}`)
      .join(' ');
  if (other.length > 0) sentences.push(capitalise(texts(other)));
  if (benign.length === 2) sentences.push(`Both models are benign. ${texts(benign)}`);
  else if (benign.length === 1) sentences.push(`Benign: ${texts(benign)}`);

  const summary = sentences.join(' ');
  draft.text(summary);
  draft.fact({ kind: 'judgement', about: of.link.tickerId, value: judgementFacts(of, judgement, summary) });
}

const PART_NAMES: Readonly<Record<FinalTerm['key'], string>> = {
  mScore: 'Beneish M-score',
  fScore: 'Dechow F-score',
  clusters: 'Cluster red-flag share',
  ...YEAR_EVENT_LABELS,
};

/** What the LLM tools return of a judgement: the parts by role and reading, and the cited summary. */
function judgementFacts(of: BreakdownOf, judgement: Judgement, summary: string): Record<string, unknown> {
  return {
    company: of.name,
    year: of.year,
    drivers: judgement.drivers.map((key) => PART_NAMES[key]),
    benign: judgement.benign.map((key) => PART_NAMES[key]),
    lowering: judgement.terms.filter((term) => term.role === 'lowers').map((term) => PART_NAMES[term.key]),
    beneishMScore: judgement.m?.kind ?? 'N/A',
    dechowFScore: judgement.f?.kind ?? 'N/A',
    knownFalsePositives: knownFalsePositives(judgement),
    summary,
  };
}

/** "Revenue 2024 (as reported in 2025): Form 10-K filed 2025-02-14"; a line taken as 0 says so. */
function sourceText(input: SourcedInput): string {
  if (input.source?.notReported) return NOT_REPORTED_TEXT;
  const reported = input.asReportedIn !== null ? `as reported in ${input.asReportedIn}` : '';
  if (!input.source) return reported;
  const filing = `${input.source.form} filed ${input.source.filed}`;
  return reported === '' ? filing : `${filing}, ${reported}`;
}

/** The M-score's indices, largest contribution first; N/A last. */
function ranked(terms: readonly MScoreTerm[]): MScoreTerm[] {
  return [...terms].sort(
    (a, b) => (b.contribution ?? Number.NEGATIVE_INFINITY) - (a.contribution ?? Number.NEGATIVE_INFINITY),
  );
}

/**
 * What drives the Beneish M-score: its value and flag, the eight indices ranked by their contribution
 * (weight × index) with their values against the sector median, and the statement lines behind the
 * largest contributions.
 */
export function writeMScoreDrivers(draft: AnswerDraft, of: BreakdownOf): void {
  const { mScore } = of.breakdown;
  const cite = citer(draft, of);
  const { name, year } = of;
  const contributionText = (term: MScoreTerm): string =>
    term.contribution === null ? 'N/A' : signed(term.contribution, 3);
  const header =
    mScore.value === null
      ? null
      : {
          value: cite('M-score', mScore.value, figure(mScore.value)),
          threshold: cite('M-score threshold', mScore.threshold, figure(mScore.threshold)),
          flag: cite(
            'M-score flag (M above the threshold)',
            mScore.flagged === null ? null : String(mScore.flagged),
            mScore.flagged === true ? 'flagged' : 'not flagged',
          ),
          intercept: cite('M-score intercept', mScore.intercept, figure(mScore.intercept)),
        };
  const order = ranked(mScore.terms).map((term) => ({
    term,
    value: cite(`${term.code} value`, term.value, figure(term.value, 3)),
    median: cite(`${term.code} sector median`, term.sectorMedian, figure(term.sectorMedian, 3)),
    contribution: cite(`${term.code} contribution to M`, term.contribution, contributionText(term)),
  }));
  const top = order.filter(({ term }) => term.contribution !== null).slice(0, M_SCORE_TOP_INDICES);

  if (mScore.value === null || header === null) {
    const reason = mScore.reason ?? 'N/A';
    draft.text(
      `${of.named ?? name} has no Beneish M-score in ${year} [${cite('M-score', null, 'N/A')}]: ${reason} ` +
        `[${cite('why the M-score is N/A', reason, reason)}]. Without it there is no final score.`,
    );
  } else {
    const flagged = mScore.flagged === true;
    const sentences = [
      `In ${year}, ${of.named ?? name} has a Beneish M-score of ${figure(mScore.value)} [${header.value}], ` +
        `${flagged ? 'above' : 'at or below'} the threshold of ${figure(mScore.threshold)} [${header.threshold}]: ` +
        (flagged
          ? `it flags ${name} as a likely earnings manipulator [${header.flag}] (Beneish 1999).`
          : `no manipulation flag [${header.flag}].`),
    ];
    const reading = judgeMScore(mScore);
    const growth = reading === null ? null : growthText(reading, cite);
    if (growth !== null)
      sentences.push(
        reading?.kind === 'growth-driven' ? `But ${growth}. ${GROWTH_DRIVEN_NOTE}` : `${capitalise(growth)}.`,
      );
    sentences.push(
      `M is the intercept ${figure(mScore.intercept)} [${header.intercept}] plus each of the eight indices times its weight.`,
    );
    if (top.length > 0)
      sentences.push(
        `The indices adding most to M: ${top
          .map(
            ({ term, value, median, contribution }) =>
              `${term.code} (${term.name}) ${figure(term.value, 3)} [${value}] × ${figure(term.weight, 3)} = ` +
              `${contributionText(term)} [${contribution}], sector median ${figure(term.sectorMedian, 3)} [${median}]`,
          )
          .join('; ')}.`,
      );
    // Against a typical peer: how much more the index adds to M than it would at the sector median.
    const standout = order
      .filter(({ term }) => term.value !== null && term.sectorMedian !== null)
      .map((row) => ({
        ...row,
        excess: row.term.weight * ((row.term.value as number) - (row.term.sectorMedian as number)),
      }))
      .sort((a, b) => b.excess - a.excess)[0];
    if (standout && standout.excess > 0)
      sentences.push(
        `Against its sector's medians, ${standout.term.code} stands out most: ${figure(standout.term.value, 3)} [${standout.value}] ` +
          `against ${figure(standout.term.sectorMedian, 3)} [${standout.median}], adding ${signed(standout.excess, 3)} ` +
          'to M more than the median would.',
      );
    draft.text(sentences.join(' '));
  }
  draft.table({
    title: `The indices of ${name}'s M-score, ${year}`,
    columns: [
      { key: 'index', label: 'Index', align: 'left' },
      { key: 'value', label: 'Value', align: 'right' },
      { key: 'median', label: 'Sector median', align: 'right' },
      { key: 'weight', label: 'Weight', align: 'right' },
      { key: 'contribution', label: 'Contribution to M', align: 'right' },
      { key: 'note', label: 'Note', align: 'left' },
    ],
    rows: order.map(({ term, value, median, contribution }) => ({
      cells: {
        index: `${term.code} (${term.name})`,
        value: figure(term.value, 3),
        median: figure(term.sectorMedian, 3),
        weight: figure(term.weight, 3),
        contribution: contributionText(term),
        note: term.reason ?? '',
      },
      citations: [value, median, contribution],
      link: of.link,
    })),
  });
  if (top.length === 0) return;
  draft.table({
    title: `Statement lines behind ${joined(top.map(({ term }) => term.code))} of ${name}, ${year}`,
    columns: [
      { key: 'index', label: 'Index', align: 'left' },
      { key: 'item', label: 'Line item', align: 'left' },
      { key: 'year', label: 'Year', align: 'left' },
      { key: 'value', label: 'Value', align: 'right' },
      { key: 'source', label: 'Source', align: 'left' },
    ],
    rows: top.flatMap(({ term }) =>
      term.inputs.map((input) => ({
        cells: {
          index: term.code,
          item: input.label,
          year: String(input.year),
          value: formatMillions(input.value),
          source: sourceText(input),
        },
        citations: [
          cite(`${input.label} ${input.year} (${term.code})`, input.value, formatMillions(input.value)),
        ],
        link: of.link,
      })),
    ),
  });
}
