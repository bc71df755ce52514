import { resolve } from 'node:path';
import { readConceptCoverage, summarizeCoverage } from '../contexts/filings/index.js';
import { coverageReport } from './bench/coverage-report.js';
import { integerOption, listOption } from './run-data-command.js';

const USAGE = `npm run bench:coverage -- [--fsds Z] [--facts P] [--filings] [--worst N]
  --fsds Z     a Financial Statement Data Sets quarterly zip (2010q2.zip)
  --facts P    companyfacts JSON (CIK##########.json), a directory of them, or SEC's companyfacts.zip
  --filings    print every filing (items filled of 21, what filled each); else the --worst
  --worst N    how many of the filings with the fewest items to print (default 20)
Each of --fsds and --facts may be given several times or comma-separated; at least one is required.
Every filing is measured, quarterly reports included: flows over its own period, stocks at its end.
No database is used.`;

/**
 * npm run bench:coverage: the concept table (concept-map.ts) measured over SEC files, filing by filing
 * (docs/benchmarks.md, "Concept coverage (issue 32)"). It only reads the files and prints: the measure is
 * the filings context's (concept-coverage.ts), with the import's own resolution of a filing's line item.
 */
async function main(): Promise<void> {
  for (const arg of process.argv.slice(2)) {
    const name = /^--([a-z]+)/.exec(arg)?.[1];
    if (arg.startsWith('--') && !['fsds', 'facts', 'filings', 'worst', 'help'].includes(name ?? ''))
      throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  if (process.argv.includes('--help')) {
    console.log(USAGE);
    return;
  }
  const sources = {
    fsds: listOption('fsds', USAGE).map((path) => resolve(path)),
    facts: listOption('facts', USAGE).map((path) => resolve(path)),
  };
  if (sources.fsds.length === 0 && sources.facts.length === 0)
    throw new Error(`Give at least one of --fsds or --facts.\n${USAGE}`);
  const started = performance.now();
  const read = await readConceptCoverage(sources);
  for (const problem of read.problems) console.log(`problem: ${problem}`);
  for (const quarter of read.quarters)
    if (quarter.problems.length > 0)
      console.log(
        `${quarter.zip}: ${quarter.counts.malformed} malformed rows (first: ${quarter.problems[0]})`,
      );
  const what = [
    sources.fsds.length > 0 ? `${read.quarters.map((quarter) => quarter.zip).join(', ')}` : '',
    sources.facts.length > 0 ? `companyfacts ${sources.facts.join(', ')}` : '',
  ].filter((text) => text !== '');
  const lines = coverageReport(summarizeCoverage(read.filings), read.filings, {
    all: process.argv.includes('--filings'),
    worst: integerOption('worst', 20),
    read: what.join(' and '),
  });
  for (const line of lines) console.log(line);
  console.log(`measured in ${((performance.now() - started) / 1000).toFixed(2)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
