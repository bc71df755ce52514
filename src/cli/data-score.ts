import { CommandBus } from '@nestjs/cqrs';
import { describeLoad } from '../app/seed/load-demo-dataset.js';
import { RescoreDataset } from '../contexts/screening/index.js';
import { consoleProgress } from '../shared/console/progress-reporter.js';
import { runDataCommand } from './run-data-command.js';

/** npm run data:score: scores the stored statements again and replaces the scored tables. */
await runDataCommand(async (app) => {
  const result = await app.get(CommandBus).execute(new RescoreDataset(consoleProgress()));
  console.log(describeLoad(result));
});
