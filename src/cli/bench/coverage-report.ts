import type { CoverageSummary, FilingCoverage } from '../../contexts/filings/index.js';

/** The line items in the engine's order, as the measure gives them (the 21). */
const ITEMS_OF = (summary: CoverageSummary): string[] => summary.perItem.map((line) => line.item);

const pct = (part: number, whole: number): string =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;
const count = (n: number): string => n.toLocaleString('en-US');

/** The filing's period: its months of flows (3m, 6m, 12m) ending at its balance-sheet date. */
function period(filing: FilingCoverage): string {
  if (filing.periodStart === null) return `${filing.periodEnd} (no flows)`;
  const months = Math.round(
    (Date.parse(filing.periodEnd) - Date.parse(filing.periodStart)) / (30.44 * 86_400_000),
  );
  return `${filing.periodEnd} ${months}m`;
}

/** One filing: its heading line (items filled of 21, the missing ones) and, indented, what filled each. */
export function filingLines(filing: FilingCoverage, items: readonly string[]): string[] {
  const sources = filing.sources as Readonly<Record<string, string | null>>;
  const missing = items.filter((item) => sources[item] === null);
  const zero = filing.absentAsZero.length > 0 ? ` (0 if absent: ${filing.absentAsZero.join(', ')})` : '';
  return [
    `  ${String(filing.cik).padStart(10)}  ${filing.entityName.slice(0, 30).padEnd(30)}  ${filing.form.padEnd(7)} ` +
      `${filing.filed}  ${period(filing).padEnd(14)}  ${String(filing.filled).padStart(2)}/21` +
      (missing.length > 0 ? `  missing: ${missing.join(', ')}${zero}` : ''),
    `      ${items
      .filter((item) => sources[item] !== null)
      .map((item) => `${item}=${sources[item]}`)
      .join(' · ')}`,
  ];
}

export interface CoverageReportOptions {
  /** Print every filing; else the `worst` with the fewest items filled. */
  readonly all: boolean;
  readonly worst: number;
  /** The sources read, for the heading ('2 FSDS quarters, 7 companyfacts documents'). */
  readonly read: string;
}

/** The report of npm run bench:coverage: per line item, the acceptance measures, the filings, a summary line. */
export function coverageReport(
  summary: CoverageSummary,
  filings: readonly FilingCoverage[],
  options: CoverageReportOptions,
): string[] {
  const items = ITEMS_OF(summary);
  const possible = 21 * summary.filings;
  const out: string[] = [
    `Concept coverage of ${options.read}: ${count(summary.filings)} filings of ${count(summary.filers)} filers, ` +
      `${count(summary.annualFilings)} of them annual reports`,
    '',
    'Per line item (filings filled; the concepts and formulas that filled it, most used first):',
  ];
  for (const line of summary.perItem)
    out.push(
      `  ${line.item.padEnd(19)} ${count(line.filled).padStart(6)} ${pct(line.filled, summary.filings).padStart(6)}  ` +
        line.bySource
          .slice(0, 4)
          .map(([source, n]) => `${source} ${n}`)
          .join(', ') +
        (line.bySource.length > 4 ? `, ${line.bySource.length - 4} more` : ''),
    );

  const debt = summary.longTermDebt;
  out.push(
    '',
    `Long-term debt: filled for ${count(debt.filled)} of ${count(debt.withDebtConcept)} balance sheets that report ` +
      `a long-term debt concept (${pct(debt.filled, debt.withDebtConcept)})`,
    `  the table reads: ${debt.tableConcepts.join(', ')}`,
  );
  for (const filing of debt.unfilled)
    out.push(
      `  not filled: ${filing.cik} ${filing.entityName} ${filing.form} ${filing.periodEnd}: ${filing.debtConcepts.join(', ')}`,
    );

  const summed = summary.costParts.filter((part) => part.summed).length;
  out.push(
    '',
    `Cost of revenue: ${summary.costParts.length} filings report CostOfGoodsSold and CostOfServices without a total; ` +
      `${summed} got their sum`,
  );
  for (const { filing, summed: got } of summary.costParts)
    out.push(
      `  ${got ? 'sum    ' : 'NO SUM '} ${filing.cik} ${filing.entityName} ${filing.form} ${period(filing)}: cogs = ${filing.sources.cogs ?? 'none'}`,
    );

  const shown = options.all
    ? filings
    : [...filings].sort((a, b) => a.filled - b.filled || a.cik - b.cik).slice(0, options.worst);
  out.push(
    '',
    options.all
      ? `Every filing (${count(filings.length)}): items filled of 21, what filled each:`
      : `The ${shown.length} filings with the fewest items filled (--filings prints every one):`,
  );
  for (const filing of shown) out.push(...filingLines(filing, items));

  out.push(
    '',
    `coverage: ${count(summary.filings)} filings, ${count(summary.itemsFilled)} of ${count(possible)} items filled ` +
      `(${pct(summary.itemsFilled, possible)}); annual reports ${count(summary.itemsFilledAnnual)} of ` +
      `${count(21 * summary.annualFilings)}; long-term debt ${pct(debt.filled, debt.withDebtConcept)} ` +
      `(${debt.filled}/${debt.withDebtConcept}); cost of revenue sums ${summed} of ${summary.costParts.length}`,
  );
  return out;
}
