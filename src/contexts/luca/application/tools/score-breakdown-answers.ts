import type { ScoreBreakdownAnswer, SourcedInput } from '../../../screening/index.js';
import { NOT_REPORTED_TEXT } from '../../../screening/reference.js';
import { figure, signed, type AnswerDraft, type DashboardLink } from '../../domain/answer.js';

/** Indices whose statement lines an M-score answer lists (the largest contributions). */
export const M_SCORE_TOP_INDICES = 3;

type FinalTerm = ScoreBreakdownAnswer['final']['terms'][number];
type MScoreTerm = ScoreBreakdownAnswer['mScore']['terms'][number];

/** What the answers name: the company as the asker sees it (an alias for a trial tenant) and the year. */
export interface BreakdownOf {
  readonly name: string;
  readonly year: number;
  readonly link: DashboardLink;
  readonly breakdown: ScoreBreakdownAnswer;
}

/** Every figure of these answers is cited as a line of the score breakdown. */
function citer(draft: AnswerDraft, { name, year, link }: BreakdownOf) {
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
  term.key === 'clusters' ? term.name.charAt(0).toLowerCase() + term.name.slice(1) : term.name;

/** M, F or C: the letter of a final-score term's input. */
const letterOf = (term: FinalTerm): string =>
  term.key === 'mScore' ? 'M' : term.key === 'fScore' ? 'F' : 'C';

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
      `${name} has no Beneish M-score in ${year} [${cite('M-score', null, 'N/A')}]: ${reason} ` +
        `[${cite('why the M-score is N/A', reason, reason)}]. Without it there is no final score.`,
    );
  } else {
    const flagged = mScore.flagged === true;
    const sentences = [
      `In ${year}, ${name}'s Beneish M-score is ${figure(mScore.value)} [${header.value}], ` +
        `${flagged ? 'above' : 'at or below'} the threshold of ${figure(mScore.threshold)} [${header.threshold}]: ` +
        (flagged
          ? `it flags ${name} as a likely earnings manipulator [${header.flag}] (Beneish 1999).`
          : `no manipulation flag [${header.flag}].`),
      `M is the intercept ${figure(mScore.intercept)} [${header.intercept}] plus each of the eight indices times its weight.`,
    ];
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
    title: `Statement lines behind ${joined(top.map(({ term }) => term.code))} of ${name}, ${year} ($ millions)`,
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
          value: figure(input.value),
          source: sourceText(input),
        },
        citations: [cite(`${input.label} ${input.year} (${term.code})`, input.value, figure(input.value))],
        link: of.link,
      })),
    ),
  });
}
