import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { withFetchedSources } from '../../../domain/sec/sec-sources.js';
import { assembleSecUniverse } from '../../../domain/sec/sec-universe.js';
import { ScreeningDatasets } from '../../../infrastructure/screening/screening-datasets.js';
import { SecFilesReader } from '../../../infrastructure/sec/sec-files-reader.js';
import { ImportSecData, type SecImportSummary } from './import-sec-data.command.js';

/** Reads the sources, assembles the universe from them (assembleSecUniverse, pure) and stores it. */
@CommandHandler(ImportSecData)
export class ImportSecDataHandler implements ICommandHandler<ImportSecData> {
  constructor(
    private readonly datasets: ScreeningDatasets,
    private readonly reader: SecFilesReader,
  ) {}

  async execute({ sources: given, options, progress }: ImportSecData): Promise<SecImportSummary> {
    const startedAt = performance.now();
    const fetched = options.fetch ? await this.reader.fetch(options.fetch, options.log) : null;
    const sources = withFetchedSources(given, fetched);
    // The optional files first: one that cannot be read stops the import before anything is done.
    const auditorsFile = sources.auditors ? await this.reader.auditors(sources.auditors) : null;
    const pricesFile = sources.prices ? await this.reader.prices(sources.prices) : null;
    const stored = options.mode === 'add' ? await this.datasets.stored(progress) : null;
    const files = this.reader.open(sources);
    const { universe, label, origin, outcome } = await assembleSecUniverse({
      sources,
      usdPerUnit: options.usdPerUnit,
      fetchFailures: fetched?.failed ?? [],
      auditorsFile,
      pricesFile,
      stored,
      submissions: await files.submissions(),
      tickers: await this.reader.tickers(sources.tickers),
      filers: files.filers(options.log),
      fsds: await files.fsdsQuarters(),
    });
    const timing = { startedAt, preparedAt: performance.now() };
    const summary = await this.datasets.store(universe, label, origin, timing, progress);
    return { ...summary, ...outcome };
  }
}
