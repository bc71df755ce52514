import { CommandBus } from '@nestjs/cqrs';
import { describeLoad } from '../app/seed/load-demo-dataset.js';
import { GenerateDataset } from '../contexts/filings/index.js';
import { consoleProgress } from '../shared/console/progress-reporter.js';
import { integerOption, runDataCommand } from './run-data-command.js';

/** npm run data:generate -- --companies N --years Y --seed S: replaces the dataset with a generated universe. */
await runDataCommand(async (app) => {
  const input = {
    companies: integerOption('companies', 6_000),
    years: integerOption('years', 12),
    seed: integerOption('seed', 2026),
  };
  console.log(`Generating ${input.companies} companies x ${input.years} years (seed ${input.seed})`);
  const result = await app.get(CommandBus).execute(new GenerateDataset(input, consoleProgress()));
  console.log(describeLoad(result));
});
