/**
 * How much of the engine's 21 line items the concept table fills, filing by filing (npm run
 * bench:coverage, docs/benchmarks.md "Concept coverage (issue 32)"). Every filing of a source is measured,
 * quarterly reports included: its flows over the filing's own period (the longest duration of at most a
 * year that ends on its balance-sheet date: a 10-Q's year to date, a 10-K's year), its stocks at that
 * date. Each line item is read with the import's own resolution (`filingLineItem` of annual-statements.ts,
 * the first source of the table the filing reports), so the measure is the table's, never a copy of it.
 */

import { ABSENT_IS_ZERO_ITEMS, type LineItemName } from '../../../screening/domain/published/universe.js';
import {
  ANNUAL_FORMS,
  COMPLETE_REPORT_ITEMS,
  MAX_YEAR_DAYS,
  chooseTaxonomy,
  filingLineItem,
  sourcesOf,
  type FilingValues,
} from './annual-statements.js';
import {
  LINE_ITEM_MAPPINGS,
  SEC_LINE_ITEMS,
  conceptsOf,
  type ConceptSource,
  type LineItemMapping,
} from './concept-map.js';
import type { SecFact, SecFilerFacts } from './sec-facts.js';

/** The source that fills the 21st line item, market value (the cover page's public float). */
export const PUBLIC_FLOAT_SOURCE = 'dei:EntityPublicFloat';

/**
 * Concepts of long-term debt the table does not read (noncurrent or undivided classes seen in filings):
 * with the table's own, a balance sheet that reports any of them at its date "reports long-term debt",
 * the population the long-term-debt fill rate is measured on.
 */
export const OTHER_LONG_TERM_DEBT_CONCEPTS: readonly string[] = [
  'SecuredLongTermDebt',
  'SubordinatedLongTermDebt',
  'SubordinatedDebt',
  'JuniorSubordinatedNotes',
  'LongTermLineOfCredit',
  'ConvertibleLongTermNotesPayable',
  'ConvertibleNotesPayable',
  'ConvertibleDebt',
  'OtherLongTermDebt',
  'LongTermNotesAndLoans',
  'NotesPayableRelatedPartiesNoncurrent',
  'SecuredDebt',
  'UnsecuredDebt',
  'DebtAndCapitalLeaseObligations',
  'CapitalLeaseObligations',
  'PreconfirmationCapitalLeaseObligationsNoncurrent',
  'LongTermDebtAndCapitalLeaseObligationsIncludingCurrentMaturities',
];

/** The two parts of cost of revenue a filing may report without a total. */
export const COST_OF_REVENUE_PARTS = ['CostOfGoodsSold', 'CostOfServices'] as const;

/** One filing measured. */
export interface FilingCoverage {
  readonly cik: number;
  readonly entityName: string;
  readonly accn: string;
  readonly form: string;
  readonly filed: string;
  readonly taxonomy: 'us-gaap' | 'ifrs-full';
  /** The balance-sheet date (ISO): where stocks are read, and where flows end. */
  readonly periodEnd: string;
  /** The first day of the flows read (the filing's own period), or null when it reports no flow then. */
  readonly periodStart: string | null;
  /** Per line item (the 21): the concept, or the formula of the parts read ('A + B'), that filled it, or null. */
  readonly sources: Readonly<Record<LineItemName, string | null>>;
  /** The line items filled, of 21. */
  readonly filled: number;
  /**
   * The ABSENT_IS_ZERO_ITEMS lines an annual report would have taken as 0 (a report complete for its
   * period without them); not counted in `filled`.
   */
  readonly absentAsZero: readonly LineItemName[];
  /** The long-term debt concepts (the table's and OTHER_LONG_TERM_DEBT_CONCEPTS) it reports at its date. */
  readonly debtConcepts: readonly string[];
  /** Whether it reports both COST_OF_REVENUE_PARTS for its period and none of the table's totals before them. */
  readonly costPartsWithoutTotal: boolean;
}

const DAY_MS = 86_400_000;
const isMoney = (unit: string): boolean => /^[A-Z]{3}$/.test(unit);
const days = (start: string, end: string): number =>
  Math.round((Date.parse(end) - Date.parse(start)) / DAY_MS) + 1;

const MAPPING_OF = new Map(LINE_ITEM_MAPPINGS.map((mapping) => [mapping.item, mapping]));
const mappingOf = (item: LineItemName): LineItemMapping => MAPPING_OF.get(item)!;

/** A filing's first value of each concept, as the import keeps one per filing. */
function valuesOf(facts: readonly SecFact[]): FilingValues {
  const values = new Map<string, number>();
  for (const fact of facts) if (!values.has(fact.concept)) values.set(fact.concept, fact.value);
  return (concept) => values.get(concept) ?? null;
}

/** How a source read in one filing shows: its concept, or its parts read joined by + (a sum) or − (a difference). */
function formulaOf(source: ConceptSource, parts: readonly string[]): string {
  if ('concept' in source) return source.concept;
  return parts.join('sum' in source ? ' + ' : ' − ');
}

/** The single concepts the table reads for cost of revenue before either part: its totals. */
function costOfRevenueTotals(sources: readonly ConceptSource[]): string[] {
  const totals: string[] = [];
  for (const source of sources) {
    if (conceptsOf(source).some((concept) => (COST_OF_REVENUE_PARTS as readonly string[]).includes(concept)))
      break;
    totals.push(...conceptsOf(source));
  }
  return totals;
}

/** Every filing of a filer measured, in filing order; a filer with no us-gaap or ifrs-full facts gives none. */
export function filerCoverage(filer: SecFilerFacts): FilingCoverage[] {
  const taxonomy = chooseTaxonomy(filer.facts);
  if (!taxonomy) return [];
  const byFiling = new Map<string, SecFact[]>();
  for (const fact of filer.facts) {
    const facts = byFiling.get(fact.accn) ?? [];
    byFiling.set(fact.accn, facts);
    facts.push(fact);
  }
  const out: FilingCoverage[] = [];
  for (const facts of byFiling.values()) {
    const measured = filingCoverage(filer, taxonomy, facts);
    if (measured) out.push(measured);
  }
  return out.sort((a, b) => (a.filed < b.filed ? -1 : a.filed > b.filed ? 1 : a.accn < b.accn ? -1 : 1));
}

/** One filing's facts (all of one accession number) measured; null when it has no money facts of the taxonomy. */
function filingCoverage(
  filer: SecFilerFacts,
  taxonomy: 'us-gaap' | 'ifrs-full',
  all: readonly SecFact[],
): FilingCoverage | null {
  const money = all.filter((fact) => fact.taxonomy === taxonomy && isMoney(fact.unit));
  if (money.length === 0) return null;
  // The filing's currency: its most reported money unit.
  const counts = new Map<string, number>();
  for (const fact of money) counts.set(fact.unit, (counts.get(fact.unit) ?? 0) + 1);
  const currency = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const facts = money.filter((fact) => fact.unit === currency);
  const first = facts[0]!;

  // The period: the latest date the filing reports total assets at, else the latest end it reports.
  const totalAssets = sourcesOf(mappingOf('totalAssets'), taxonomy);
  const instants = [...new Set(facts.filter((f) => f.start === null).map((f) => f.end))].sort().reverse();
  const stocksAt = (end: string): FilingValues =>
    valuesOf(facts.filter((fact) => fact.start === null && fact.end === end));
  const periodEnd =
    instants.find((end) => filingLineItem(totalAssets, stocksAt(end)) !== null) ??
    facts.map((fact) => fact.end).sort()[facts.length - 1]!;
  const durations = facts.filter(
    (fact) => fact.start !== null && fact.end === periodEnd && days(fact.start, fact.end) <= MAX_YEAR_DAYS,
  );
  // The filing's own period: its longest flow of at most a year ending on that date (a 10-Q's year to date).
  const periodStart = durations.map((fact) => fact.start!).sort()[0] ?? null;
  const flows = valuesOf(durations.filter((fact) => fact.start === periodStart));
  const stocks = stocksAt(periodEnd);

  const sources = {} as Record<LineItemName, string | null>;
  let filled = 0;
  for (const mapping of LINE_ITEM_MAPPINGS) {
    const reading = filingLineItem(sourcesOf(mapping, taxonomy), mapping.measure === 'flow' ? flows : stocks);
    sources[mapping.item] = reading ? formulaOf(reading.source, reading.parts) : null;
    if (reading) filled += 1;
  }
  // Market value: the public float on the cover, for a date within the year the period ends.
  const floatSince = Date.parse(periodEnd) - 366 * DAY_MS;
  const publicFloat = all.some(
    (fact) =>
      fact.taxonomy === 'dei' &&
      fact.concept === 'EntityPublicFloat' &&
      fact.unit === 'USD' &&
      Date.parse(fact.end) > floatSince &&
      fact.end <= periodEnd,
  );
  sources.marketValue = publicFloat ? PUBLIC_FLOAT_SOURCE : null;
  if (publicFloat) filled += 1;

  const complete = COMPLETE_REPORT_ITEMS.every((item) => sources[item] !== null);
  const absentAsZero = complete ? ABSENT_IS_ZERO_ITEMS.filter((item) => sources[item] === null) : [];

  const debtWatch = new Set([
    ...sourcesOf(mappingOf('longTermDebt'), taxonomy).flatMap(conceptsOf),
    ...OTHER_LONG_TERM_DEBT_CONCEPTS,
  ]);
  const debtConcepts = [...debtWatch].filter((concept) => stocks(concept) !== null);
  const cogs = sourcesOf(mappingOf('cogs'), taxonomy);
  const costPartsWithoutTotal =
    COST_OF_REVENUE_PARTS.every((part) => flows(part) !== null) &&
    costOfRevenueTotals(cogs).every((total) => flows(total) === null);

  return {
    cik: filer.cik,
    entityName: filer.entityName,
    accn: first.accn,
    form: first.form,
    filed: first.filed,
    taxonomy,
    periodEnd,
    periodStart,
    sources,
    filled,
    absentAsZero,
    debtConcepts,
    costPartsWithoutTotal,
  };
}

/** A line item's fill rate over the filings measured, with the sources that filled it. */
export interface LineItemCoverage {
  readonly item: LineItemName;
  readonly filled: number;
  /** Concept or formula → filings it filled the item of, most first. */
  readonly bySource: ReadonlyArray<readonly [string, number]>;
}

/** What the measure says of a set of filings. */
export interface CoverageSummary {
  readonly filings: number;
  readonly filers: number;
  /** Filings whose form is an annual report's (10-K, 20-F, 40-F and amendments). */
  readonly annualFilings: number;
  /** Line items filled over all filings, of 21 per filing. */
  readonly itemsFilled: number;
  readonly itemsFilledAnnual: number;
  readonly perItem: readonly LineItemCoverage[];
  readonly longTermDebt: {
    /** Balance sheets (total assets at the period end) that report any long-term debt concept. */
    readonly withDebtConcept: number;
    /** Of those, the ones the table fills long-term debt for. */
    readonly filled: number;
    /** The concepts the table reads for long-term debt (us-gaap, then ifrs-full). */
    readonly tableConcepts: readonly string[];
    /** The balance sheets reporting debt that the table leaves empty. */
    readonly unfilled: readonly FilingCoverage[];
  };
  /** Filings reporting both parts of cost of revenue without a total: each got their sum or not. */
  readonly costParts: ReadonlyArray<{ readonly filing: FilingCoverage; readonly summed: boolean }>;
}

/** The cost-of-revenue sum as formulaOf writes it ('A + B'). */
const COST_SUM = COST_OF_REVENUE_PARTS.join(' + ');

/** The measure of every filing given: totals, per line item, and the two acceptance measures of issue 32. */
export function summarizeCoverage(filings: readonly FilingCoverage[]): CoverageSummary {
  const perItem = SEC_LINE_ITEMS.map((item): LineItemCoverage => {
    const bySource = new Map<string, number>();
    let filled = 0;
    for (const filing of filings) {
      const source = filing.sources[item];
      if (source === null) continue;
      filled += 1;
      bySource.set(source, (bySource.get(source) ?? 0) + 1);
    }
    return { item, filled, bySource: [...bySource].sort((a, b) => b[1] - a[1]) };
  });
  const sheets = filings.filter((f) => f.sources.totalAssets !== null && f.debtConcepts.length > 0);
  const debt = mappingOf('longTermDebt');
  const annual = filings.filter((filing) => ANNUAL_FORMS.has(filing.form));
  return {
    filings: filings.length,
    filers: new Set(filings.map((filing) => filing.cik)).size,
    annualFilings: annual.length,
    itemsFilled: filings.reduce((sum, filing) => sum + filing.filled, 0),
    itemsFilledAnnual: annual.reduce((sum, filing) => sum + filing.filled, 0),
    perItem,
    longTermDebt: {
      withDebtConcept: sheets.length,
      filled: sheets.filter((f) => f.sources.longTermDebt !== null).length,
      tableConcepts: [...new Set([...debt.usGaap, ...debt.ifrs].flatMap(conceptsOf))],
      unfilled: sheets.filter((f) => f.sources.longTermDebt === null),
    },
    costParts: filings
      .filter((filing) => filing.costPartsWithoutTotal)
      .map((filing) => ({ filing, summed: filing.sources.cogs === COST_SUM })),
  };
}
