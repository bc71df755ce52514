import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { describeLoad } from '../app/seed/load-demo-dataset.js';
import { ImportStatements } from '../contexts/screening/index.js';
import { consoleProgress } from '../shared/console/progress-reporter.js';
import { runDataCommand } from './run-data-command.js';

const MAX_BYTES = 50 * 1024 * 1024;

/** npm run data:import -- file.csv: adds the statements of a CSV (docs/statements-csv.md) and rescores. */
await runDataCommand(async (app) => {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (!file) throw new Error('Usage: npm run data:import -- statements.csv');
  const size = statSync(file).size;
  if (size > MAX_BYTES)
    throw new Error(`${file} is ${size} bytes; the import takes at most ${MAX_BYTES} bytes.`);
  const result = await app
    .get(CommandBus)
    .execute(new ImportStatements(readFileSync(file, 'utf8'), basename(file), consoleProgress()));
  const rejected = result.rejected ?? [];
  console.log(`Rows kept: ${result.accepted ?? 0}, rows skipped: ${rejected.length}`);
  for (const rejection of rejected.slice(0, 50)) console.log(`  ${rejection.errors.join('; ')}`);
  if (rejected.length > 50) console.log(`  ... and ${rejected.length - 50} more`);
  console.log(describeLoad(result));
});
