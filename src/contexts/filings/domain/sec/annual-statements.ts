/**
 * A filer's XBRL facts (any SEC source, as SecFact) → the engine's yearly statements, with the filing
 * and concept each figure came from, the prior year as this year's report shows it, and every revision
 * a later filing made. The rules are docs/sec-edgar.md's and ADR 0007's:
 *
 * - annual figures only: facts of annual reports (ANNUAL_FORMS); flows over a duration of about a year,
 *   stocks at a fiscal year end;
 * - a value's fiscal year is that of its own period (fiscalYearOf), never the `fy` of the filing;
 * - levels as first reported (the earliest filing), the prior year as the year's own filing reports it
 *   (`comparative`, for ratios of t against t−1 on one accounting basis);
 * - amounts in $ millions; a filer reporting in another currency only with a conversion rate;
 * - a line item no concept gives is missing (null), except that an item of ABSENT_IS_ZERO_ITEMS
 *   (inventory, goodwill, other intangibles, long-term debt, securities issued) is 0 when the year's own
 *   filing is complete for the year (COMPLETE_REPORT_ITEMS) and no annual report gives it: XBRL has no
 *   line for what a company does not have. The same holds for the prior year in `comparative`.
 */

import {
  ABSENT_IS_ZERO_ITEMS,
  NOT_REPORTED,
  type FilingRef,
  type FinancialStatement,
  type LineItemName,
  type LineItemSource,
  type LineItemValues,
  type StatementRevision,
} from '../../../screening/domain/published/universe.js';
import {
  LINE_ITEM_MAPPINGS,
  TEMPORARY_EQUITY,
  conceptsOf,
  describeSource,
  type ConceptSource,
  type LineItemMapping,
} from './concept-map.js';
import { isIsoDate, type SecFact, type SecFilerFacts, type SecTaxonomy } from './sec-facts.js';

/** Annual reports: US domestic (10-K), foreign private issuers (20-F), Canadian (40-F), and amendments. */
export const ANNUAL_FORMS: ReadonlySet<string> = new Set([
  '10-K',
  '10-K/A',
  '10-K405',
  '10-K405/A',
  '10-KT',
  '10-KT/A',
  '20-F',
  '20-F/A',
  '40-F',
  '40-F/A',
]);

/** A fiscal year's flows cover 52 or 53 weeks, or a calendar year: between 350 and 380 days. */
const MIN_YEAR_DAYS = 350;
export const MAX_YEAR_DAYS = 380;
/** A revision is a change beyond rounding: more than $1m (in the reporting currency) and 0.1%. */
const REVISION_ABSOLUTE = 1_000_000;
const REVISION_RELATIVE = 0.001;
/** Assets must equal liabilities plus equity (with minority and temporary equity) within 0.5%. */
export const BALANCE_TOLERANCE = 0.005;

/**
 * A filing is a complete annual report of a fiscal year when it gives, for that year, each of these
 * (under any of their sources): an income statement (revenue), a classified balance sheet (total assets,
 * current assets, current liabilities, equity) and a cash flow statement (cash from operations). Only then
 * does the absence of an ABSENT_IS_ZERO_ITEMS line from it mean that the company has none.
 */
export const COMPLETE_REPORT_ITEMS: readonly LineItemName[] = [
  'revenue',
  'totalAssets',
  'currentAssets',
  'currentLiabilities',
  'equity',
  'cfo',
];

/** One fiscal year of a SEC filer, as the engine reads it plus where each figure came from. */
export interface SecStatementYear extends FinancialStatement {
  /** ISO date the fiscal year ended. */
  readonly fiscalYearEnd: string;
  /** The annual report that first reported the year (its own 10-K, or the first that covered it). */
  readonly filing: FilingRef;
  /** Per line item: its concept and filing; NOT_REPORTED as the concept of a line taken as 0. */
  readonly sources: Partial<Record<LineItemName, LineItemSource>>;
  /** The prior year's line items as this year's filing reports them ($ millions), or null. */
  readonly comparative: LineItemValues | null;
  /** The items of `comparative` the filing does not report for the prior year, taken as 0 (absent: none). */
  readonly comparativeNotReported?: readonly LineItemName[];
  readonly revisions: readonly StatementRevision[];
  /** 'shares x price' once a prices file priced the year (market-value.ts); else the public float. */
  readonly marketValueBasis?: 'public float' | 'shares x price';
}

export interface SecMapping {
  readonly taxonomy: 'us-gaap' | 'ifrs-full';
  /** The currency the filer reports in ('USD', 'EUR', ...). */
  readonly currency: string;
  readonly years: readonly SecStatementYear[];
  /** Years that were left out, and checks that failed (a year that does not balance), one line each. */
  readonly notes: readonly string[];
}

export type SecMappingOutcome =
  | { readonly ok: true; readonly mapping: SecMapping }
  | { readonly ok: false; readonly reason: SkipReason; readonly message: string };

export type SkipReason = 'NO_FINANCIAL_FACTS' | 'NO_ANNUAL_FACTS' | 'CURRENCY' | 'INVALID_PERIOD';

export interface MappingOptions {
  /** US dollars per unit of a reporting currency, e.g. { EUR: 1.08 }. */
  readonly usdPerUnit?: Readonly<Record<string, number>>;
}

/**
 * The fiscal year of a period that ends on `end` (ISO date): the calendar year it ends in, except that
 * a period ending in the first seven days of January belongs to the year before (52/53-week years
 * that end on the Saturday nearest 31 December).
 */
export function fiscalYearOf(end: string): number {
  const year = Number(end.slice(0, 4));
  const month = Number(end.slice(5, 7));
  const day = Number(end.slice(8, 10));
  return month === 1 && day <= 7 ? year - 1 : year;
}

const DAY_MS = 86_400_000;

function days(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;
}

const isMoney = (unit: string): boolean => /^[A-Z]{3}$/.test(unit);

/** One reported value of one concept for one fiscal year, in one filing. */
interface Version extends FilingRef {
  readonly value: number;
}

/** concept → fiscal year → versions, ordered by filing date. */
type Index = Map<string, Map<number, Version[]>>;

/** Orders filings: earlier filing date first, then accession number. */
const byFiling = (a: FilingRef, b: FilingRef): number =>
  a.filed < b.filed ? -1 : a.filed > b.filed ? 1 : a.accn < b.accn ? -1 : a.accn > b.accn ? 1 : 0;

export function mapSecFacts(filer: SecFilerFacts, options: MappingOptions = {}): SecMappingOutcome {
  const taxonomy = chooseTaxonomy(filer.facts);
  if (!taxonomy) return { ok: false, reason: 'NO_FINANCIAL_FACTS', message: 'no us-gaap or ifrs-full facts' };
  const annual = filer.facts.filter((fact) => ANNUAL_FORMS.has(fact.form));
  const own = annual.filter((fact) => fact.taxonomy === taxonomy && isMoney(fact.unit));
  if (own.length === 0)
    return { ok: false, reason: 'NO_ANNUAL_FACTS', message: 'no annual report (10-K, 20-F, 40-F) facts' };

  const bad = own.find((fact) => !isIsoDate(fact.end) || (fact.start !== null && !isIsoDate(fact.start)));
  if (bad)
    return {
      ok: false,
      reason: 'INVALID_PERIOD',
      message: `${bad.concept} in ${bad.accn} has a period that is not a date (${bad.start ?? ''}..${bad.end})`,
    };

  const currency = mostCommonUnit(own);
  let scale = 1 / 1e6;
  if (currency !== 'USD') {
    const rate = options.usdPerUnit?.[currency];
    if (rate === undefined || !(rate > 0))
      return {
        ok: false,
        reason: 'CURRENCY',
        message: `reports in ${currency}, not USD: give a rate to import it (--fx ${currency}=<US dollars per ${currency}>)`,
      };
    scale = rate / 1e6;
  }
  const facts = own.filter((fact) => fact.unit === currency);
  const yearEnds = fiscalYearEnds(facts);
  if (yearEnds.size === 0)
    return {
      ok: false,
      reason: 'NO_ANNUAL_FACTS',
      message: 'no flow over a fiscal year in its annual reports',
    };
  const endYear = new Map([...yearEnds].map(([year, end]) => [end, year]));

  const flows: Index = new Map();
  const stocks: Index = new Map();
  for (const fact of facts) {
    if (fact.start !== null) {
      const length = days(fact.start, fact.end);
      if (length < MIN_YEAR_DAYS || length > MAX_YEAR_DAYS) continue;
      const year = fiscalYearOf(fact.end);
      if (yearEnds.get(year) !== fact.end) continue;
      add(flows, fact, year, scale);
    } else {
      const year = endYear.get(fact.end);
      if (year !== undefined) add(stocks, fact, year, scale);
    }
  }
  for (const index of [flows, stocks])
    for (const years of index.values()) for (const versions of years.values()) versions.sort(byFiling);

  const floats = annual.filter(
    (fact) => fact.taxonomy === 'dei' && fact.concept === 'EntityPublicFloat' && fact.unit === 'USD',
  );
  const notes: string[] = [];
  const years: SecStatementYear[] = [];
  for (const [year, end] of [...yearEnds].sort((a, b) => a[0] - b[0])) {
    const statement = mapYear({ taxonomy, year, end, flows, stocks, scale, floats });
    if (!statement) {
      notes.push(`fiscal ${year}: no balance sheet at the fiscal year end (${end}), left out`);
      continue;
    }
    const imbalance = balanceCheck(taxonomy, statement, stocks, year);
    if (imbalance) notes.push(imbalance);
    years.push(statement);
  }
  if (years.length === 0)
    return {
      ok: false,
      reason: 'NO_ANNUAL_FACTS',
      message: 'no fiscal year with a balance sheet in its annual reports',
    };
  return { ok: true, mapping: { taxonomy, currency, years, notes } };
}

/** The taxonomy a filer is read in: us-gaap or ifrs-full, whichever it reports more facts in (us-gaap on a tie). */
export function chooseTaxonomy(facts: readonly SecFact[]): 'us-gaap' | 'ifrs-full' | null {
  let usGaap = 0;
  let ifrs = 0;
  for (const fact of facts) {
    if (fact.taxonomy === 'us-gaap') usGaap += 1;
    else if (fact.taxonomy === 'ifrs-full') ifrs += 1;
  }
  if (usGaap === 0 && ifrs === 0) return null;
  return usGaap >= ifrs ? 'us-gaap' : 'ifrs-full';
}

function mostCommonUnit(facts: readonly SecFact[]): string {
  const counts = new Map<string, number>();
  for (const fact of facts) counts.set(fact.unit, (counts.get(fact.unit) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'USD';
}

/** Fiscal year → the date it ended: the most reported end of the year-long flows of that fiscal year. */
function fiscalYearEnds(facts: readonly SecFact[]): Map<number, string> {
  const counts = new Map<number, Map<string, number>>();
  for (const fact of facts) {
    if (fact.start === null) continue;
    const length = days(fact.start, fact.end);
    if (length < MIN_YEAR_DAYS || length > MAX_YEAR_DAYS) continue;
    const year = fiscalYearOf(fact.end);
    const ends = counts.get(year) ?? new Map<string, number>();
    ends.set(fact.end, (ends.get(fact.end) ?? 0) + 1);
    counts.set(year, ends);
  }
  const out = new Map<number, string>();
  for (const [year, ends] of counts) {
    const best = [...ends].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? 1 : -1))[0];
    if (best) out.set(year, best[0]);
  }
  return out;
}

function add(index: Index, fact: SecFact, year: number, scale: number): void {
  const years = index.get(fact.concept) ?? new Map<number, Version[]>();
  index.set(fact.concept, years);
  const versions = years.get(year) ?? [];
  years.set(year, versions);
  // One value per filing: a filing that repeats a figure (two statements showing it) counts once.
  if (versions.some((version) => version.accn === fact.accn)) return;
  versions.push({ value: fact.value * scale, accn: fact.accn, form: fact.form, filed: fact.filed });
}

interface YearInput {
  readonly taxonomy: 'us-gaap' | 'ifrs-full';
  readonly year: number;
  readonly end: string;
  readonly flows: Index;
  readonly stocks: Index;
  readonly scale: number;
  /** dei EntityPublicFloat facts (USD) of the annual reports. */
  readonly floats: readonly SecFact[];
}

/** A source's value in one filing, and the concepts that filing gave for it. */
export interface Reading {
  readonly value: number;
  readonly parts: readonly string[];
}

/** One filing's value of a concept for the period read (a flow's duration, a stock's date), or null. */
export type FilingValues = (concept: string) => number | null;

/** A filing's values of a fiscal year in an index (its first value of a concept, as `add` keeps one). */
function filingValues(index: Index, year: number, accn: string): FilingValues {
  return (concept) =>
    index
      .get(concept)
      ?.get(year)
      ?.find((version) => version.accn === accn)?.value ?? null;
}

/**
 * The value of a source for a year as one filing reports it, or null when that filing does not give it.
 * With `parts`, only a filing that gives exactly those concepts counts (a later filing is compared with
 * the first on the same composition, so a sum that gains or loses a part is not a revision).
 */
function readingIn(
  index: Index,
  source: ConceptSource,
  year: number,
  accn: string,
  parts?: readonly string[],
): Reading | null {
  return sourceReading(source, filingValues(index, year, accn), parts);
}

/**
 * A source's value as one filing reports it (`get`: that filing's values for the period), or null when
 * the filing does not give it: a concept; a sum of its required parts and each optional part reported
 * (the first alternative of one); a total less its parts. With `parts`, only exactly those concepts count.
 */
export function sourceReading(
  source: ConceptSource,
  get: FilingValues,
  parts?: readonly string[],
): Reading | null {
  const present: string[] = [];
  let value = 0;
  if ('concept' in source) {
    const only = get(source.concept);
    return only === null ? null : { value: only, parts: [source.concept] };
  }
  const required = 'sum' in source ? source.sum : source.minus;
  for (const [i, concept] of required.entries()) {
    const part = get(concept);
    if (part === null) return null;
    value += 'minus' in source && i > 0 ? -part : part;
    present.push(concept);
  }
  for (const alternatives of source.optional ?? []) {
    // An optional part: its first alternative the filing reports, if any.
    for (const concept of [alternatives].flat()) {
      const part = get(concept);
      if (part === null) continue;
      value += 'minus' in source ? -part : part;
      present.push(concept);
      break;
    }
  }
  if (present.length === 0) return null;
  if (parts && (parts.length !== present.length || parts.some((concept) => !present.includes(concept))))
    return null;
  return { value, parts: present };
}

function valueIn(index: Index, source: ConceptSource, year: number, accn: string): number | null {
  return readingIn(index, source, year, accn)?.value ?? null;
}

/** The filings that report any concept of a source for a year, earliest first. */
function filingsOf(index: Index, source: ConceptSource, year: number): FilingRef[] {
  const seen = new Map<string, FilingRef>();
  for (const concept of conceptsOf(source))
    for (const version of index.get(concept)?.get(year) ?? [])
      if (!seen.has(version.accn)) seen.set(version.accn, version);
  return [...seen.values()].sort(byFiling);
}

/**
 * A source's name with its taxonomy ('us-gaap:Revenues'), once per source of the static mapping table:
 * every company-year of an import names its sources with these same strings, not copies of them (the
 * 10,000-company benchmark holds 140,000 years of 21 items).
 */
const PREFIXED = new Map<SecTaxonomy, WeakMap<ConceptSource, string>>();
function prefixed(taxonomy: SecTaxonomy, source: ConceptSource): string {
  let names = PREFIXED.get(taxonomy);
  if (!names) PREFIXED.set(taxonomy, (names = new WeakMap()));
  let name = names.get(source);
  if (name === undefined) {
    name = describeSource(source).replace(/(^|\[|\s)([A-Z])/g, `$1${taxonomy}:$2`);
    names.set(source, name);
  }
  return name;
}

export function sourcesOf(
  mapping: LineItemMapping,
  taxonomy: 'us-gaap' | 'ifrs-full',
): readonly ConceptSource[] {
  return taxonomy === 'us-gaap' ? mapping.usGaap : mapping.ifrs;
}

const MAPPING_OF = new Map(LINE_ITEM_MAPPINGS.map((mapping) => [mapping.item, mapping]));

/**
 * A line item as one filing gives it (`get`: that filing's values for the period): the first of its
 * sources, in the table's order, that the filing reports, with its value and the concepts read; null
 * when none is. Within one filing this is the table's whole rule (a total before a sum of its parts).
 */
export function filingLineItem(
  sources: readonly ConceptSource[],
  get: FilingValues,
): (Reading & { readonly source: ConceptSource }) | null {
  for (const source of sources) {
    const reading = sourceReading(source, get);
    if (reading) return { ...reading, source };
  }
  return null;
}

/** Whether a filing gives a line item for a year under any of its sources. */
function gives(input: YearInput, item: LineItemName, year: number, accn: string): boolean {
  const mapping = MAPPING_OF.get(item);
  if (!mapping) return false;
  const index = mapping.measure === 'flow' ? input.flows : input.stocks;
  return filingLineItem(sourcesOf(mapping, input.taxonomy), filingValues(index, year, accn)) !== null;
}

/** Whether a filing is a complete annual report of a fiscal year (COMPLETE_REPORT_ITEMS). */
function completeIn(input: YearInput, year: number, accn: string): boolean {
  return COMPLETE_REPORT_ITEMS.every((item) => gives(input, item, year, accn));
}

/** A line item's first reported value: the source, the filing, and the concepts that filing gave. */
interface FirstReading extends Reading {
  readonly source: ConceptSource;
  readonly filing: FilingRef;
}

/**
 * The value the earliest annual report gave, whatever concept it used (filers change concepts: Apple's
 * SalesRevenueNet became Revenues, and the later 10-Ks restate the old years under the new concept);
 * between sources first reported in the same filing, the table's order decides.
 */
function firstReported(index: Index, sources: readonly ConceptSource[], year: number): FirstReading | null {
  let best: FirstReading | null = null;
  for (const source of sources) {
    for (const filing of filingsOf(index, source, year)) {
      if (best && byFiling(filing, best.filing) >= 0) break;
      const reading = readingIn(index, source, year, filing.accn);
      if (reading) {
        best = { ...reading, source, filing };
        break;
      }
    }
  }
  return best;
}

/**
 * Each later filing that reports the item differently beyond rounding: read with the first reading's
 * source and concepts where the filing gives them (a sum gaining or losing a part is not a revision),
 * else, for a line whose concepts are renamings of one figure, under the name that filing uses.
 */
function revisionsOf(
  index: Index,
  first: FirstReading,
  year: number,
  item: LineItemName,
  scale: number,
): StatementRevision[] {
  const out: StatementRevision[] = [];
  const mapping = LINE_ITEM_MAPPINGS.find((m) => m.item === item);
  const renaming = (source: ConceptSource): boolean => 'concept' in source && !source.distinct;
  const singles = mapping?.renamed ? [...mapping.usGaap, ...mapping.ifrs].filter(renaming) : [];
  const later = new Map<string, FilingRef>();
  for (const source of [first.source, ...singles])
    for (const filing of filingsOf(index, source, year))
      if (byFiling(filing, first.filing) > 0 && !later.has(filing.accn)) later.set(filing.accn, filing);
  let last = first.value;
  for (const filing of [...later.values()].sort(byFiling)) {
    let value = readingIn(index, first.source, year, filing.accn, first.parts)?.value ?? null;
    if (value === null && renaming(first.source))
      for (const source of singles) {
        value = valueIn(index, source, year, filing.accn);
        if (value !== null) break;
      }
    if (value === null) continue;
    if (isRevision(last, value, scale)) {
      out.push({ item, year, from: last, to: value, ...filingRef(filing) });
      last = value;
    }
  }
  return out;
}

function mapYear(input: YearInput): SecStatementYear | null {
  const { taxonomy, year, end } = input;
  const values: LineItemValues = {};
  const sources: Partial<Record<LineItemName, LineItemSource>> = {};
  const chosen = new Map<LineItemName, ConceptSource>();
  const revisions: StatementRevision[] = [];
  for (const mapping of LINE_ITEM_MAPPINGS) {
    const index = mapping.measure === 'flow' ? input.flows : input.stocks;
    const found = firstReported(index, sourcesOf(mapping, taxonomy), year);
    if (!found) continue;
    values[mapping.item] = found.value;
    sources[mapping.item] = { concept: prefixed(taxonomy, found.source), ...filingRef(found.filing) };
    chosen.set(mapping.item, found.source);
    revisions.push(...revisionsOf(index, found, year, mapping.item, input.scale));
  }
  if (values.totalAssets === undefined) return null;

  // The year's own report: the earliest annual report that gave any of its figures.
  const filing = Object.values(sources)
    .map((source) => filingRef(source))
    .sort(byFiling)[0] as FilingRef;
  // A line no annual report gives, of an item a company may not have, is 0 where that report is complete
  // (a later report that gives it was read above: a reported figure always wins, and is no revision).
  if (completeIn(input, year, filing.accn))
    for (const item of ABSENT_IS_ZERO_ITEMS)
      if (values[item] === undefined) {
        values[item] = 0;
        sources[item] = { concept: NOT_REPORTED, ...filingRef(filing) };
      }
  const { comparative, notReported } = comparativeOf(input, filing.accn, chosen);
  const marketValue = marketValueOf(input, filing.accn);
  if (marketValue) sources.marketValue = { concept: 'dei:EntityPublicFloat', ...filingRef(marketValue) };
  return {
    year,
    fiscalYearEnd: end,
    filing,
    sources,
    comparative,
    comparativeNotReported: notReported,
    revisions,
    revenue: values.revenue ?? null,
    cogs: values.cogs ?? null,
    sga: values.sga ?? null,
    depreciation: values.depreciation ?? null,
    netIncome: values.netIncome ?? null,
    cfo: values.cfo ?? null,
    receivables: values.receivables ?? null,
    inventory: values.inventory ?? null,
    otherCurrentAssets: values.otherCurrentAssets ?? null,
    currentAssets: values.currentAssets ?? null,
    ppe: values.ppe ?? null,
    goodwill: values.goodwill ?? null,
    otherIntangibles: values.otherIntangibles ?? null,
    totalAssets: values.totalAssets,
    currentLiabilities: values.currentLiabilities ?? null,
    longTermDebt: values.longTermDebt ?? null,
    totalLiabilities: values.totalLiabilities ?? null,
    equity: values.equity ?? null,
    cash: values.cash ?? null,
    securities: values.securities ?? null,
    marketValue: marketValue ? marketValue.value / 1e6 : null,
  };
}

const filingRef = (ref: FilingRef): FilingRef => ({ accn: ref.accn, form: ref.form, filed: ref.filed });

function isRevision(before: number, after: number, scale: number): boolean {
  const delta = Math.abs(after - before);
  return (
    delta > REVISION_ABSOLUTE * scale &&
    delta > REVISION_RELATIVE * Math.max(Math.abs(before), Math.abs(after))
  );
}

/**
 * The prior year as the year's own filing reports it: the same source as the year's figure where the
 * filing gives it (one basis), else the first source it gives; an ABSENT_IS_ZERO_ITEMS line it does not
 * give is 0 (`notReported`) when it is a complete report of the prior year too, on that filing's basis
 * whatever another filing reported for the prior year (a line merged into another, or reclassified, is
 * gone from both of its years).
 */
function comparativeOf(
  input: YearInput,
  accn: string,
  chosen: Map<LineItemName, ConceptSource>,
): { comparative: LineItemValues | null; notReported: LineItemName[] } {
  const out: LineItemValues = {};
  let any = false;
  for (const mapping of LINE_ITEM_MAPPINGS) {
    const index = mapping.measure === 'flow' ? input.flows : input.stocks;
    const preferred = chosen.get(mapping.item);
    const candidates = preferred
      ? [preferred, ...sourcesOf(mapping, input.taxonomy)]
      : sourcesOf(mapping, input.taxonomy);
    for (const source of candidates) {
      const value = valueIn(index, source, input.year - 1, accn);
      if (value !== null) {
        out[mapping.item] = value;
        any = true;
        break;
      }
    }
  }
  const notReported: LineItemName[] = [];
  if (any && completeIn(input, input.year - 1, accn))
    for (const item of ABSENT_IS_ZERO_ITEMS)
      if (out[item] === undefined) {
        out[item] = 0;
        notReported.push(item);
      }
  return { comparative: any ? out : null, notReported };
}

/**
 * Market value of equity, $m: the public float a filer states on its annual report's cover (dei
 * EntityPublicFloat, measured at the end of its second fiscal quarter), from the year's own filing or
 * else the first that states one for a date inside the fiscal year. Shares x price replaces it when
 * prices are given (market-value.ts).
 */
function marketValueOf(input: YearInput, accn: string): SecFact | null {
  const start = Date.parse(input.end) - 366 * DAY_MS;
  const candidates = input.floats.filter((fact) => {
    const at = Date.parse(fact.end);
    return at > start && at <= Date.parse(input.end);
  });
  return candidates.find((fact) => fact.accn === accn) ?? candidates.sort(byFiling)[0] ?? null;
}

/**
 * Assets against liabilities plus equity (parent and minority) plus temporary equity, in the year's own
 * filing: a line when they differ by more than BALANCE_TOLERANCE, else null.
 */
function balanceCheck(
  taxonomy: 'us-gaap' | 'ifrs-full',
  statement: SecStatementYear,
  stocks: Index,
  year: number,
): string | null {
  const assets = statement.totalAssets;
  const liabilities = statement.totalLiabilities;
  if (assets === null || liabilities === null) return null;
  const accn = statement.sources.totalLiabilities?.accn ?? statement.filing.accn;
  const get = filingValues(stocks, year, accn);
  let equity: number | null;
  if (taxonomy === 'ifrs-full') {
    equity =
      get('Equity') ??
      (statement.equity === null ? null : statement.equity + (get('NoncontrollingInterests') ?? 0));
  } else {
    equity =
      get('StockholdersEquityIncludingPortionAttributableToNoncontrollingInterest') ??
      (get('StockholdersEquity') === null
        ? null
        : (get('StockholdersEquity') ?? 0) + (get('MinorityInterest') ?? 0));
    if (equity !== null) for (const concept of TEMPORARY_EQUITY) equity += get(concept) ?? 0;
  }
  if (equity === null) return null;
  const gap = Math.abs(assets - (liabilities + equity));
  if (gap <= BALANCE_TOLERANCE * Math.abs(assets)) return null;
  const pct = ((100 * gap) / Math.abs(assets)).toFixed(1);
  return `fiscal ${year}: assets $${assets.toFixed(0)}m differ from liabilities plus equity $${(liabilities + equity).toFixed(0)}m by ${pct}%`;
}
