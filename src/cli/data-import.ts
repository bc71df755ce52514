import { describeLoad } from '../app/seed/load-demo-dataset.js';
import { consoleProgress } from '../shared/console/progress-reporter.js';
import { runDataCommand } from './run-data-command.js';
import { importStatements } from './statements-import.js';

/**
 * npm run data:import -- file.csv: adds the statements of a CSV (docs/statements-csv.md) and rescores.
 * npm run data:import: the same from the source the `dataset` setting names (a CSV file path, an http(s)
 * CSV URL or a PostgreSQL statements table).
 */
await runDataCommand(async (app) => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const { source, result } = await importStatements(app, { file, progress: consoleProgress() });
  const rejected = result.rejected ?? [];
  console.log(`Imported from ${source}`);
  console.log(`Rows kept: ${result.accepted ?? 0}, rows skipped: ${rejected.length}`);
  for (const rejection of rejected.slice(0, 50)) console.log(`  ${rejection.errors.join('; ')}`);
  if (rejected.length > 50) console.log(`  ... and ${rejected.length - 50} more`);
  console.log(describeLoad(result));
});
