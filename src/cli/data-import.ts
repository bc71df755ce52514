import { describeLoad } from '../app/seed/load-demo-dataset.js';
import { consoleProgress } from '../shared/console/progress-reporter.js';
import { runDataCommand } from './run-data-command.js';
import { describeSecImport } from './sec-import-summary.js';
import { importStatements } from './statements-import.js';

/**
 * npm run data:import -- file.csv: adds the statements of a CSV (docs/statements-csv.md) and rescores.
 * npm run data:import: the same from the source the `dataset` setting names (a CSV file path, an http(s)
 * CSV URL or a PostgreSQL statements table); a `sec:` directory is imported as `npm run data:sec` imports
 * SEC EDGAR data (docs/sec-edgar.md), with the same summary; `demo:` (the default) generates the demo universe again.
 */
await runDataCommand(async (app) => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const imported = await importStatements(app, {
    file,
    progress: consoleProgress(),
    log: (line) => console.log(line),
  });
  console.log(`Imported from ${imported.source}`);
  if (imported.kind === 'SEC') console.log(describeSecImport(imported.result));
  else if (imported.kind === 'CSV') {
    const { rejected } = imported.result;
    console.log(`Rows kept: ${imported.result.accepted}, rows skipped: ${rejected.length}`);
    for (const rejection of rejected.slice(0, 50)) console.log(`  ${rejection.errors.join('; ')}`);
    if (rejected.length > 50) console.log(`  ... and ${rejected.length - 50} more`);
  }
  console.log(describeLoad(imported.result));
});
