import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ReadDataset,
  type DatasetImport,
  type DemoUniverse,
  type SecDatasetFiles,
} from '../contexts/content/index.js';
import { type DatasetLoadSummary, type ProgressListener } from '../contexts/screening/index.js';
import {
  GenerateDataset,
  ImportSecData,
  ImportStatements,
  type SecImportSummary,
  type SecSources,
  type StatementsImportSummary,
} from '../contexts/filings/index.js';

/** The most text one import takes (docs/statements-csv.md). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** The spec's test-connection failure, which the importer shares for a source it cannot use. */
const DATASET_FAILURE = 'Failed to connect to dataset. Dataset is not found / Invalid format.';

const FAILURES: Record<Exclude<DatasetImport['outcome'], 'OK' | 'SEC' | 'DEMO'>, string> = {
  NOT_CONFIGURED:
    'The dataset setting is empty: set it in the console (Settings, dataset) or give a file: npm run data:import -- statements.csv',
  NOT_FOUND: `${DATASET_FAILURE} (not found)`,
  INVALID_FORMAT: `${DATASET_FAILURE} (invalid format)`,
  TOO_LARGE: `The dataset is larger than ${MAX_IMPORT_BYTES} bytes, the most the import takes.`,
};

/**
 * What was imported, from where (the file, or the dataset source without credentials): statements CSV
 * (its rows kept and skipped in the summary), or an SEC EDGAR directory (the SEC import's summary).
 */
export type StatementsImported =
  | { kind: 'CSV'; source: string; result: StatementsImportSummary }
  | { kind: 'DEMO'; source: string; result: DatasetLoadSummary }
  | { kind: 'SEC'; source: string; result: SecImportSummary };

/**
 * `npm run data:import`: imports a statements CSV given as a file, or else the source the `dataset`
 * setting names (a CSV file path, an http(s) CSV URL or a PostgreSQL statements table, read by content's
 * ReadDataset), then rescores. A `sec:` setting (an SEC EDGAR directory) runs screening's SEC import of its
 * files instead, replacing the universe as `npm run data:sec` does (docs/sec-edgar.md); a `demo:` setting (the
 * default) generates the demo universe again, replacing the universe as `npm run data:generate` does. Throws an Error with
 * the reason when the source cannot be used.
 */
export async function importStatements(
  app: INestApplicationContext,
  options: { file?: string; progress?: ProgressListener; log?: (line: string) => void } = {},
): Promise<StatementsImported> {
  return RequestContext.create(app.get(MikroORM).em, async () => {
    const read = options.file ? await fromFile(options.file) : await fromDataset(app);
    const commands = app.get(CommandBus);
    if ('universe' in read) {
      const result = await commands.execute(new GenerateDataset(read.universe, options.progress));
      return { kind: 'DEMO', source: read.source, result };
    }
    if ('files' in read) {
      const result = await commands.execute(
        new ImportSecData(
          secSources(read.files),
          { mode: 'replace', usdPerUnit: {}, ...(options.log ? { log: options.log } : {}) },
          options.progress,
        ),
      );
      return { kind: 'SEC', source: read.source, result };
    }
    const result = await commands.execute(new ImportStatements(read.csv, read.source, options.progress));
    return { kind: 'CSV', source: read.source, result };
  });
}

/** The SEC import's sources: the directory's companyfacts, submissions and tickers. */
function secSources(files: SecDatasetFiles): SecSources {
  return {
    facts: [files.facts],
    submissions: files.submissions ? [files.submissions] : [],
    fsds: [],
    tickers: files.tickers,
  };
}

async function fromFile(file: string): Promise<{ csv: string; source: string }> {
  const { size } = await stat(file);
  if (size > MAX_IMPORT_BYTES)
    throw new Error(`${file} is ${size} bytes; the import takes at most ${MAX_IMPORT_BYTES} bytes.`);
  return { csv: await readFile(file, 'utf8'), source: basename(file) };
}

async function fromDataset(
  app: INestApplicationContext,
): Promise<
  | { csv: string; source: string }
  | { files: SecDatasetFiles; source: string }
  | { universe: DemoUniverse; source: string }
> {
  const read = await app.get(QueryBus).execute(new ReadDataset(MAX_IMPORT_BYTES));
  if (read.outcome === 'SEC') return { files: read.files, source: read.source };
  if (read.outcome === 'DEMO') return { universe: read.universe, source: read.source };
  if (read.outcome !== 'OK')
    throw new Error(read.source ? `${read.source}: ${FAILURES[read.outcome]}` : FAILURES[read.outcome]);
  return { csv: read.csv, source: read.source };
}
