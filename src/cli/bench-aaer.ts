import { resolve } from 'node:path';
import { QueryBus } from '@nestjs/cqrs';
import { aaerBench } from './bench/aaer-bench.js';
import { integerOption, option, runDataCommand } from './run-data-command.js';

const USAGE = `npm run bench:aaer -- [--labels PATH] [--resamples N] [--seed N]
  --labels PATH    CSV of SEC enforcement firm-years, columns CIK and YEARA (default ../shared/data/labels/aaer-firm-years.csv)
  --resamples N    bootstrap resamples of the AUC interval (default 1000)
  --seed N         the bootstrap's seed (default 1)
Reads the served dataset (DATABASE_URL, else the embedded database in ./.data/pg).`;

/**
 * npm run bench:aaer: the risk score validated on SEC enforcement labels (docs/risk-model.md, "Validation on
 * SEC enforcement labels"). Joins the stored company-years to the labels by CIK and fiscal year and prints
 * the labelled and unlabelled firm-years found, and the ROC AUC of the final score and of the M-score with
 * bootstrap intervals beside Bao et al.'s (2020) 0.725; none below 30 labelled scored firm-years.
 */
if (process.argv.includes('--help')) console.log(USAGE);
else
  await runDataCommand(async (app) => {
    for (const arg of process.argv.slice(2))
      if (arg.startsWith('--') && !/^--(labels|resamples|seed)(=|$)/.test(arg))
        throw new Error(`Unknown option ${arg}\n${USAGE}`);
    const labels = option('labels') ?? '../shared/data/labels/aaer-firm-years.csv';
    const result = await aaerBench(app.get(QueryBus), {
      labels: resolve(labels),
      resamples: integerOption('resamples', 1_000),
      seed: integerOption('seed', 1),
    });
    for (const line of result.lines) console.log(line);
  });
