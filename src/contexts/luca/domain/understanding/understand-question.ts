import type { Intent } from '../answer.js';
import type { IndustryGroupTerm, Term, Vocabulary } from './vocabulary.js';

/** A quintile range of a cluster: 5 is the riskiest fifth of that year's scored universe. */
export interface QuintileRange {
  min: number;
  max: number;
}

/** What a question asks, as far as the deterministic engine understands it. */
export interface Understood {
  intent: Intent;
  /** The words naming a company (a name or part of it, an ISIN, a ticker); null when none. */
  companyPhrase: string | null;
  /** "it", "its", "this company": the company of the previous answer. */
  refersBack: boolean;
  year: number | null;
  exchange: { id: number; name: string } | null;
  sector: { id: number; name: string } | null;
  /** An industry group ("banks", "insurers"): narrower than its sector, which is then not read. */
  industryGroup: { id: number; name: string } | null;
  cluster: { id: string; name: string } | null;
  quintile: QuintileRange | null;
  score: { min: number | null; max: number | null } | null;
  ratings: string[];
  /** The rating a "why is X rated D?" question names, to say so when the company's is another; else null. */
  ratingAsked: string | null;
  watchlistName: string | null;
}

const YEAR = /(?<![\w-])((?:19[5-9]|20\d)\d)(?![\w-])/;
const RATING_TOKEN = /^[A-F][+-]?$/;

/** Words that never name a company: question words, the figures asked about, filler. */
const NOISE = new Set(
  `a about above across against all also am an and any are as at average be been behind below beneish
   between by can change changed changes changing cluster clusters companies company company's compare
   compared compares comparing comparison could country countries current currently did do does drive
   driven drivers drives evolve evolved evolution exchange explain factors final for from get gets give
   given got had has have having her high higher his history historical how i in index indexes indices
   is it it's its last latest list low lower m m-score m-scores main makes many me mean means meaning
   mscore much my now of on or over overall past peers peer please poor rank ranked ranking ranks rated
   rating ratings reason reasons receive received risk riskiest riskiness risky score scored scores
   scoring sector sectors show since so stand stands stock such tell than that the their them these this
   through time to top trend trends us vs vs. versus was what what's whats where which who why why's with
   worse year years`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Found<T> {
  term: T;
  at: number;
  length: number;
}

/** The term named in the text (the longest alias wins, then the earliest). */
function findTerm<T extends Term<unknown>>(text: string, terms: readonly T[]): Found<T> | null {
  let best: Found<T> | null = null;
  for (const term of terms) {
    for (const alias of [term.name, ...term.aliases]) {
      // Names match in any case; an alias with a capital letter ("US", "IT") only as written.
      const exact = alias !== term.name && alias !== alias.toLowerCase();
      // eslint-disable-next-line security/detect-non-literal-regexp -- the term's name or alias, escaped
      const pattern = new RegExp(
        `(?<![\\w.-])${escape(exact ? alias : alias.toLowerCase())}(?![\\w-])`,
        exact ? '' : 'i',
      );
      const match = pattern.exec(text);
      if (!match) continue;
      const found = { term, at: match.index, length: alias.length };
      if (!best || found.length > best.length || (found.length === best.length && found.at < best.at))
        best = found;
    }
  }
  return best;
}

const overlaps = (a: Found<unknown>, b: Found<unknown>): boolean =>
  a.at < b.at + b.length && b.at < a.at + a.length;

/**
 * The sector and the industry group a text names. Where both are read from the same words ("energy"
 * names a sector and its one group) the longer reading wins, the sector on a tie (the same companies);
 * a group named beside its own sector ("financials, banks only") is the narrower scope, so the sector goes.
 */
function findScope(
  text: string,
  vocabulary: Pick<Vocabulary, 'sectors' | 'industryGroups'>,
): { sector: Found<Term<number>> | null; industryGroup: Found<IndustryGroupTerm> | null } {
  const sector = findTerm(text, vocabulary.sectors);
  const group = findTerm(text, vocabulary.industryGroups);
  if (!sector || !group) return { sector, industryGroup: group };
  if (overlaps(sector, group))
    return group.length > sector.length
      ? { sector: null, industryGroup: group }
      : { sector, industryGroup: null };
  return group.term.sectorId === sector.term.id
    ? { sector: null, industryGroup: group }
    : { sector, industryGroup: group };
}

/** The term a short text names (a tool argument such as "Japan", "industrials", "receivables"). */
export function lookupTerm<Id>(
  text: string,
  terms: ReadonlyArray<Term<Id>>,
): { id: Id; name: string } | null {
  const wanted = text.trim().toLowerCase();
  const equal = terms.find((term) =>
    [term.name, ...term.aliases].some((alias) => alias.toLowerCase() === wanted),
  );
  const found = equal ?? findTerm(text, terms)?.term;
  return found ? { id: found.id, name: found.name } : null;
}

function quintileOf(lower: string, hasCluster: boolean): QuintileRange | null {
  if (/\b(top|highest|riskiest|worst)\s+(two|2)\s+quintiles\b/.test(lower)) return { min: 4, max: 5 };
  if (/\b(bottom|lowest|safest)\s+quintile\b/.test(lower)) return { min: 1, max: 1 };
  if (/\b(top|highest|riskiest|worst)\s+quintile\b/.test(lower)) return { min: 5, max: 5 };
  // eslint-disable-next-line security/detect-unsafe-regex -- words between fixed keywords, linear (docs/security.md)
  const atLeast = /\bquintiles?\s*(?:of\s*)?([1-5])\s*(?:or|and)\s*(?:above|higher|more|up|over)\b/.exec(
    lower,
  );
  if (atLeast) return { min: Number(atLeast[1]), max: 5 };
  const exact = /\bquintile\s*([1-5])\b/.exec(lower) ?? /\b([1-5])(?:st|nd|rd|th)\s+quintile\b/.exec(lower);
  if (exact) return { min: Number(exact[1]), max: Number(exact[1]) };
  if (!hasCluster) return null;
  if (/\b(high|elevated|severe|significant|strong|large)\b/.test(lower)) return { min: 4, max: 5 };
  return { min: 5, max: 5 };
}

function scoreOf(lower: string): { min: number | null; max: number | null } | null {
  const number = '(\\d{1,3}(?:\\.\\d+)?)';
  const min = new RegExp(
    `\\bscores?\\s*(?:of\\s*)?(?:above|over|greater than|higher than|more than|at least|>=?)\\s*${number}`,
  ).exec(lower);
  const max = new RegExp(
    `\\bscores?\\s*(?:of\\s*)?(?:below|under|less than|lower than|at most|<=?)\\s*${number}`,
  ).exec(lower);
  if (!min && !max) return null;
  return { min: min ? Number(min[1]) : null, max: max ? Number(max[1]) : null };
}

function ratingsOf(text: string, ratings: readonly string[]): string[] {
  const match =
    // eslint-disable-next-line security/detect-unsafe-regex -- optional groups between fixed keywords, linear (docs/security.md)
    /\brat(?:ed|ing|ings)\s+(?:of\s+)?([A-Fa-f][+-]?)(?![\w+-])(?:\s+or\s+(worse|lower|below|better|higher|above))?/.exec(
      text,
    );
  if (!match) return [];
  const rating = (match[1] ?? '').toUpperCase();
  const index = ratings.indexOf(rating);
  if (index < 0) return [];
  const direction = match[2]?.toLowerCase();
  if (direction === 'worse' || direction === 'lower' || direction === 'below') return ratings.slice(index);
  if (direction) return ratings.slice(0, index + 1);
  return [rating];
}

/** The Beneish M-score named: "M-score", "M score", "mscore", "Beneish". */
const M_SCORE = /\b(m[-\s]?scores?|beneish)\b/;

/**
 * The rating a company question names: "rated D", "a D+ rating", "rating of F". Capital letters only, so
 * "rated a high risk" names none.
 */
function ratingAskedOf(text: string, ratings: readonly string[]): string | null {
  const match =
    // eslint-disable-next-line security/detect-unsafe-regex -- an optional article between fixed keywords, linear (docs/security.md)
    /\brated\s+(?:an?\s+)?([A-F][+-]?)(?![\w+-])/.exec(text) ??
    /\ban?\s+([A-F][+-]?)\s+rating\b/.exec(text) ??
    // eslint-disable-next-line security/detect-unsafe-regex -- an optional "of" between fixed keywords, linear (docs/security.md)
    /\brating\s+(?:of\s+)?([A-F][+-]?)(?![\w+-])/.exec(text);
  const rating = match?.[1]?.toUpperCase() ?? null;
  return rating !== null && ratings.includes(rating) ? rating : null;
}

function watchlistNameOf(text: string): string | null {
  const match = /\b(?:in|of|on)\s+(?:my|the)\s+(.+?)\s+watch\s?-?list\b/i.exec(text);
  const name = match?.[1]?.trim().replace(/^["'“]|["'”]$/g, '');
  return name && !/^(own|current|latest)$/i.test(name) ? name : null;
}

/**
 * "Where does the data come from?", "What is the source of the data?", "Which filing?", "Is Hoshino real?":
 * where the figures come from (SEC EDGAR, an imported statements file, the generated demo universe).
 */
const DATA_WORDS = /\b(data|figures|numbers|statements|financials|accounts|information|info)\b/;
const DATA_SOURCE_PATTERNS: readonly RegExp[] = [
  /\bdata\s*-?\s*sources?\b/,
  /\b(sources?|origins?)\s+(of|for|behind)\b.*\b(data|figures|numbers|statements|financials|accounts|information)\b/,
  /\b(provenance|edgar)\b/,
  /\b(which|what)\s+(filings?|annual reports?|10-k|20-f|sec filings?)\b/,
  /\b(filed|filing date)\b/,
  /\b(generated|demo|simulated|synthetic|fictitious|fictional)\b/,
  /^(is|are)\b.*\b(real|fake)\b/,
];

function asksDataSource(lower: string): boolean {
  if (DATA_SOURCE_PATTERNS.some((pattern) => pattern.test(lower))) return true;
  return (
    /\bwhere\b/.test(lower) &&
    /\b(come|comes|coming|came|from|sourced|get|gets|got|obtain|obtained|taken)\b/.test(lower) &&
    DATA_WORDS.test(lower)
  );
}

/**
 * "What filing events does Tesla have?", "Did Tesla file late?", "Has Enron changed auditors?", "Any
 * non-reliance notices for Tesla?", "Which NT 10-Ks has Tesla filed?": the events of a company's filings
 * (late-filing notices, auditor changes, non-reliance notices, amendments). Read before the data source,
 * whose "which filings" it would otherwise be.
 */
const FILING_EVENT_PATTERNS: readonly RegExp[] = [
  /\bfiling\s+events?\b/,
  // eslint-disable-next-line security/detect-unsafe-regex -- one optional word between fixed keywords, linear (docs/security.md)
  /\b(filed|files|filing|filings|file|filer|filers)\s+(?:\w+\s+)?late\b/,
  /\blate\s+(filings?|filers?|notices?|notifications?|10-?k|annual reports?)\b/,
  /\bnt\s*(10-?k|10-?q|20-?f)s?\b/,
  /\b(auditor|auditors|accountant|accountants)\s+(changes?|changed|switch|switches|dismissals?|dismissed|resigned|resignations?)\b/,
  // eslint-disable-next-line security/detect-unsafe-regex -- at most two words between fixed keywords, linear (docs/security.md)
  /\bchang(e|ed|es|ing)\s+(?:\w+\s+){0,2}(auditors?|accountants?)\b/,
  /\bnon-?\s?reliance\b/,
  /\b(amendments?|amended\s+(filings?|reports?|10-?ks?))\b/,
  /\b(10-?k\/a|10-?q\/a)s?\b/,
  /\b8-?k\s+items?\b/,
];

function asksFilingEvents(lower: string): boolean {
  return FILING_EVENT_PATTERNS.some((pattern) => pattern.test(lower));
}

/** Words of a filing-events question that never name a company. */
const FILING_EVENT_NOISE = new Set(
  `filing filings filed file files filer filers event events late notice notices notification notifications
   auditor auditors accountant accountants certifying switch switches switched dismissal dismissals dismissed
   resigned resignation resignations non-reliance nonreliance non reliance amendment amendments amended nt
   10-k 10-q 20-f 10k 10q 20f 10-k/a 10-q/a 10-ks 8-k 8-ks item items sec edgar red flag flags any did ever
   report reports annual quarterly fiscal`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** Words of a data-source question that never name a company. */
const DATA_SOURCE_NOISE = new Set(
  `data source sources sourced origin origins provenance figures numbers statements financials accounts
   information info come comes coming came get gets got obtain obtained taken filing filings filed date
   annual report reports 10-k 20-f sec edgar real fake generated demo simulated synthetic fictitious
   fictional universe you your luca based behind when use used uses using`
    .split(/\s+/)
    .filter((word) => word !== ''),
);

/** The span of the question between its first and last word that is not noise: the company's name. */
function companyPhraseOf(question: string, extraNoise: ReadonlySet<string> = new Set()): string | null {
  const tokens = question
    .replace(/[’‘]/g, "'")
    .split(/\s+/)
    .map((token) =>
      token
        .replace(/^[^\w]+|[^\w+\-.&]+$/g, '')
        .replace(/'s$/i, '')
        .replace(/\.$/, ''),
    )
    .filter((token) => token !== '');
  const meaningful = (token: string): boolean =>
    !NOISE.has(token.toLowerCase()) &&
    !extraNoise.has(token.toLowerCase()) &&
    !YEAR.test(token) &&
    !RATING_TOKEN.test(token) &&
    /\w/.test(token);
  const first = tokens.findIndex(meaningful);
  if (first < 0) return null;
  let last = tokens.length - 1;
  while (last > first && !meaningful(tokens[last] as string)) last -= 1;
  return tokens.slice(first, last + 1).join(' ');
}

/**
 * The deterministic engine's reading of a question: which of its intents it is, and the company,
 * exchange country, sector, cluster and conditions it names. Pure: no data is looked up here.
 */
export function understandQuestion(question: string, vocabulary: Vocabulary): Understood {
  const text = question.replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
  const lower = text.toLowerCase();
  const exchange = findTerm(text, vocabulary.exchanges);
  const { sector, industryGroup } = findScope(text, vocabulary);
  const codeNamed = /\bcluster\s+([a-z]{2})\b/i.exec(text) ?? /\(([a-z]{2})\)/i.exec(text);
  const byCode = vocabulary.clusters.find((term) => term.id === codeNamed?.[1]?.toLowerCase());
  const named = findTerm(text, vocabulary.clusters);
  const cluster = byCode ?? named?.term ?? null;
  const quintile = quintileOf(lower, cluster !== null);
  const score = scoreOf(lower);
  const ratings = ratingsOf(text, vocabulary.ratings);
  const yearMatch = YEAR.exec(text);
  const refersBack =
    /\b(it|its|it's|this company|that company|the company|this stock|this one|they|their)\b/.test(lower);

  const screenCondition = score !== null || ratings.length > 0 || (cluster !== null && quintile !== null);
  const screenScope = exchange !== null || sector !== null || industryGroup !== null;
  const asksList = /^(which|list|show|find|screen|are there|give me|name|get me|search)\b/.test(lower);
  const plural = /\b(companies|stocks|names|firms|ones|industrials|financials|utilities|materials)\b/.test(
    lower,
  );

  let intent: Intent;
  if (/\bwatch\s?-?lists?\b/.test(lower)) intent = 'WATCHLIST_CHANGES';
  else if (asksFilingEvents(lower)) intent = 'FILING_EVENTS';
  else if (asksDataSource(lower)) intent = 'DATA_SOURCE';
  else if (asksList && (screenScope || screenCondition || plural)) intent = 'RISK_SCREEN';
  // "What drives Hoshino's M-score?": the M-score's indices; a company question, not a screen or a definition.
  else if (M_SCORE.test(lower)) intent = 'M_SCORE_EXPLANATION';
  else if (
    /\b(compare|compares|compared|comparison|comparing|versus|vs\.?|relative to|peers?|stack up|stacks up|against (its|the) (sector|country|peers))\b/.test(
      lower,
    )
  )
    intent = 'PEER_COMPARISON';
  else if (
    /\b(history|historical|over the years|over time|trend|trends|evolved?|evolution|changed|past years|year by year|through the years|years? on years?)\b/.test(
      lower,
    )
  )
    intent = 'SCORE_HISTORY';
  else if (
    cluster !== null &&
    (/\b(mean|means|meaning|define|definition|defined|stand for|stands for|measure|measures)\b/.test(lower) ||
      /^(what|what's|whats) (is|are)?\b/.test(lower) ||
      (/\bexplain\b/.test(lower) && /\bclusters?\b/.test(lower)))
  )
    intent = 'CLUSTER_DEFINITION';
  else if (/\b(why|explain|reason|reasons|drives?|driven|drivers|behind)\b/.test(lower))
    intent = 'SCORE_EXPLANATION';
  // An industry group is named by its companies ("Japanese banks", "US insurers"): a screen, as a plural is.
  else if (screenScope && (screenCondition || plural || industryGroup !== null)) intent = 'RISK_SCREEN';
  else if (/\b(score|rating|rated|risk|risky)\b/.test(lower) && companyPhraseOf(text) !== null)
    intent = 'SCORE_EXPLANATION';
  else intent = 'UNKNOWN';

  const aboutCompany =
    intent === 'SCORE_EXPLANATION' ||
    intent === 'M_SCORE_EXPLANATION' ||
    intent === 'SCORE_HISTORY' ||
    intent === 'PEER_COMPARISON';
  return {
    intent,
    companyPhrase: aboutCompany
      ? companyPhraseOf(text)
      : intent === 'DATA_SOURCE'
        ? companyPhraseOf(text, DATA_SOURCE_NOISE)
        : intent === 'FILING_EVENTS'
          ? companyPhraseOf(text, FILING_EVENT_NOISE)
          : null,
    refersBack,
    year: yearMatch ? Number(yearMatch[1]) : null,
    exchange: exchange ? { id: exchange.term.id, name: exchange.term.name } : null,
    sector: sector ? { id: sector.term.id, name: sector.term.name } : null,
    industryGroup: industryGroup ? { id: industryGroup.term.id, name: industryGroup.term.name } : null,
    cluster: cluster ? { id: cluster.id, name: cluster.name } : null,
    quintile: intent === 'RISK_SCREEN' ? quintile : null,
    score: intent === 'RISK_SCREEN' ? score : null,
    ratings: intent === 'RISK_SCREEN' ? ratings : [],
    ratingAsked: intent === 'SCORE_EXPLANATION' ? ratingAskedOf(text, vocabulary.ratings) : null,
    watchlistName: intent === 'WATCHLIST_CHANGES' ? watchlistNameOf(text) : null,
  };
}
