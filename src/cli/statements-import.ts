import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ReadDataset, type DatasetImport } from '../contexts/content/index.js';
import {
  ImportStatements,
  type DatasetLoadSummary,
  type ProgressListener,
} from '../contexts/screening/index.js';

/** The most text one import takes (docs/statements-csv.md). */
export const MAX_IMPORT_BYTES = 50 * 1024 * 1024;

/** The spec's test-connection failure, which the importer shares for a source it cannot use. */
const DATASET_FAILURE = 'Failed to connect to dataset. Dataset is not found / Invalid format.';

const FAILURES: Record<Exclude<DatasetImport['outcome'], 'OK'>, string> = {
  NOT_CONFIGURED:
    'The dataset setting is empty: set it in the console (Settings, dataset) or give a file: npm run data:import -- statements.csv',
  NOT_FOUND: `${DATASET_FAILURE} (not found)`,
  INVALID_FORMAT: `${DATASET_FAILURE} (invalid format)`,
  TOO_LARGE: `The dataset is larger than ${MAX_IMPORT_BYTES} bytes, the most the import takes.`,
};

export interface StatementsImported {
  /** The file, or the dataset source without credentials. */
  source: string;
  result: DatasetLoadSummary;
}

/**
 * `npm run data:import`: imports a statements CSV given as a file, or else the source the `dataset`
 * setting names (a CSV file path, an http(s) CSV URL or a PostgreSQL statements table, read by content's
 * ReadDataset), then rescores. Throws an Error with the reason when the source cannot be used.
 */
export async function importStatements(
  app: INestApplicationContext,
  options: { file?: string; progress?: ProgressListener } = {},
): Promise<StatementsImported> {
  return RequestContext.create(app.get(MikroORM).em, async () => {
    const { csv, source } = options.file ? await fromFile(options.file) : await fromDataset(app);
    const result = await app.get(CommandBus).execute(new ImportStatements(csv, source, options.progress));
    return { source, result };
  });
}

async function fromFile(file: string): Promise<{ csv: string; source: string }> {
  const { size } = await stat(file);
  if (size > MAX_IMPORT_BYTES)
    throw new Error(`${file} is ${size} bytes; the import takes at most ${MAX_IMPORT_BYTES} bytes.`);
  return { csv: await readFile(file, 'utf8'), source: basename(file) };
}

async function fromDataset(app: INestApplicationContext): Promise<{ csv: string; source: string }> {
  const read = await app.get(QueryBus).execute(new ReadDataset(MAX_IMPORT_BYTES));
  if (read.outcome !== 'OK')
    throw new Error(read.source ? `${read.source}: ${FAILURES[read.outcome]}` : FAILURES[read.outcome]);
  return { csv: read.csv, source: read.source };
}
