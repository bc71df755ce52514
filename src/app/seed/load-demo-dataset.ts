import { Logger, type INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { GetDatasetSummary, type DatasetLoadSummary } from '../../contexts/screening/index.js';
import { GenerateDataset } from '../../contexts/filings/index.js';
import { AppConfig } from '../../shared/config/app-config.js';
import { consoleProgress } from '../../shared/console/progress-reporter.js';

const logger = new Logger('Dataset');

/** On first start: generate, score and store the demo universe when the screening dataset is empty. */
export async function loadDemoDatasetIfEmpty(
  app: INestApplicationContext,
): Promise<DatasetLoadSummary | null> {
  const { demoDataset } = app.get(AppConfig);
  const summary = await app.get(QueryBus).execute(new GetDatasetSummary());
  if (summary.companyYears > 0) return null;
  logger.log(
    `Loading the demo universe: ${demoDataset.companies.toLocaleString('en-US')} companies x ${demoDataset.years} years (seed ${demoDataset.seed})`,
  );
  const result = await app
    .get(CommandBus)
    .execute(
      new GenerateDataset(
        { companies: demoDataset.companies, years: demoDataset.years, seed: demoDataset.seed },
        consoleProgress(),
      ),
    );
  logger.log(describeLoad(result));
  return result;
}

export function describeLoad(result: DatasetLoadSummary): string {
  const { seconds } = result;
  return (
    `${result.companies.toLocaleString('en-US')} companies, ${result.companyYears.toLocaleString('en-US')} company-years ` +
    `(${result.scoredCompanyYears.toLocaleString('en-US')} scored) in ${seconds.total} s ` +
    `(prepare ${seconds.prepare} s, score ${seconds.score} s, store ${seconds.store} s)`
  );
}
