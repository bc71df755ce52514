import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { mergeUniverse } from '../../../domain/import/merge-universe.js';
import { mapSecFacts } from '../../../domain/sec/annual-statements.js';
import { AuditorDirectory, type ResolvedAuditor } from '../../../domain/auditor-directory.js';
import { auditorsByCik } from '../../../domain/sec/auditors-file.js';
import {
  companyFilingEvents,
  filingEventsByFiscalYear,
  type SecFilingEvent,
} from '../../../domain/sec/filing-events.js';
import { monthEndSeries, withSharePrices, type DailyClose } from '../../../domain/sec/market-value.js';
import { secScoringCompany } from '../../../domain/sec/sec-company.js';
import {
  cikText,
  cikTickerId,
  type SecCompanyMeta,
  type SecFilerFacts,
} from '../../../domain/sec/sec-facts.js';
import { secCompanyProfile, type SecTickerEntry } from '../../../domain/sec/submissions.js';
import type { ScoringCompany, ScoringUniverse } from '../../../../screening/domain/published/universe.js';
import { ScreeningDatasets } from '../../../infrastructure/screening/screening-datasets.js';
import { SecFilesReader } from '../../../infrastructure/sec/sec-files-reader.js';
import {
  countFilingEvents,
  ImportSecData,
  type SecImportSummary,
  type SecSkip,
} from './import-sec-data.command.js';

@CommandHandler(ImportSecData)
export class ImportSecDataHandler implements ICommandHandler<ImportSecData> {
  constructor(
    private readonly datasets: ScreeningDatasets,
    private readonly reader: SecFilesReader,
  ) {}

  async execute({ sources: given, options, progress }: ImportSecData): Promise<SecImportSummary> {
    const startedAt = performance.now();
    const notes: string[] = [];
    const skipped: SecSkip[] = [];
    let sources = given;
    if (options.fetch) {
      const fetched = await this.reader.fetch(options.fetch, options.log);
      for (const failure of fetched.failed)
        skipped.push({ id: failure.id, reason: 'FETCH', message: failure.reason });
      sources = {
        facts: [...given.facts, ...fetched.sources.facts],
        submissions: [...given.submissions, ...fetched.sources.submissions],
        fsds: given.fsds,
        tickers: given.tickers ?? fetched.sources.tickers,
        auditors: given.auditors ?? null,
        prices: given.prices ?? null,
      };
    }
    // The optional files first: one that cannot be read stops the import before anything is done.
    const auditorsFile = sources.auditors ? await this.reader.auditors(sources.auditors) : null;
    const pricesFile = sources.prices ? await this.reader.prices(sources.prices) : null;
    notes.push(...(auditorsFile?.problems ?? []), ...(pricesFile?.problems ?? []));
    // With --add, the stored universe: merged into below, and its added auditors keep their ids.
    const stored: ScoringUniverse | null =
      options.mode === 'add' ? await this.datasets.stored(progress) : null;
    const auditors = auditorsFile
      ? auditorsByCik(auditorsFile.rows, AuditorDirectory.storedIn(stored))
      : new Map<number, Map<number, ResolvedAuditor>>();
    const noCloses: readonly DailyClose[] = [];
    const { metas, events } = await this.reader.submissions(sources, notes);
    const importedEvents: Array<readonly SecFilingEvent[]> = [];
    const tickers = await this.reader.tickers(sources.tickers);
    const companies: ScoringCompany[] = [];
    const seenCiks = new Set<number>();
    const takenTickers = new Set<string>();
    let read = 0;
    for await (const entry of this.reader.filers(sources)) {
      read += 1;
      if (read % 1000 === 0) options.log?.(`read ${read.toLocaleString('en-US')} filers`);
      if (!entry.ok) {
        skipped.push({ id: entry.entry, reason: 'UNREADABLE', message: entry.reason });
        continue;
      }
      const { filer } = entry;
      const id = cikTickerId(filer.cik);
      if (seenCiks.has(filer.cik)) {
        skipped.push({ id, reason: 'DUPLICATE', message: `${entry.entry}: read before from another source` });
        continue;
      }
      const outcome = mapSecFacts(filer, { usdPerUnit: options.usdPerUnit });
      if (!outcome.ok) {
        skipped.push({ id, reason: outcome.reason, message: `${filer.entityName}: ${outcome.message}` });
        continue;
      }
      seenCiks.add(filer.cik);
      const meta = metas.get(filer.cik) ?? metaOf(filer, tickers.get(filer.cik));
      const { profile, notes: profileNotes } = secCompanyProfile(meta, tickers);
      // Two filers may list one ticker (a share class moved between them): the later keeps its CIK.
      const tickerId = takenTickers.has(profile.tickerId) ? id : profile.tickerId;
      takenTickers.add(tickerId);
      const closes = pricesFile?.byTicker.get(tickerId) ?? noCloses;
      const years = auditors.get(filer.cik);
      const filed = events.get(filer.cik) ?? { events: [], problems: [] };
      const company = secScoringCompany(
        { ...profile, tickerId },
        filer.cik,
        withSharePrices(outcome.mapping, filer.facts, closes),
        (year) => years?.get(year) ?? null,
        monthEndSeries(closes),
        filingEventsByFiscalYear(filed.events),
      );
      // The events themselves go with the company (stored with the dataset, shown on its dashboard). A filer
      // whose lists gave none brings none: with --add, the events stored for it stay.
      companies.push(
        filed.events.length > 0
          ? { ...company, filingEvents: companyFilingEvents(filer.cik, filed.events) }
          : company,
      );
      importedEvents.push(filed.events);
      for (const note of [...profileNotes, ...outcome.mapping.notes])
        notes.push(`${id} ${profile.name}: ${note}`);
      // What of its filing lists could not be read (each names the CIK): notes of the imported filers only.
      notes.push(...filed.problems);
    }
    if (companies.length === 0)
      throw new Error(
        `No company could be imported (${read} read, ${skipped.length} skipped): the dataset is unchanged.`,
      );
    const preparedAt = performance.now();
    const universe = stored ? mergeUniverse(stored, companies) : { companies, indices: [] };
    const restatements = companies.reduce(
      (sum, company) => sum + company.statements.reduce((n, s) => n + (s.revisions?.length ?? 0), 0),
      0,
    );
    const summary = await this.datasets.store(
      universe,
      `SEC EDGAR: ${companies.length} companies (${skipped.length} skipped)${options.mode === 'add' ? ', added' : ''}`,
      { startedAt, preparedAt },
      progress,
    );
    const counted = countFilingEvents(importedEvents);
    return { ...summary, read, imported: companies.length, skipped, restatements, events: counted, notes };
  }
}

/** A filer with no submissions metadata: its own name, the tickers file's tickers, no SIC (Unclassified). */
function metaOf(filer: SecFilerFacts, tickers: SecTickerEntry | undefined): SecCompanyMeta {
  return {
    cik: filer.cik,
    name: filer.entityName || tickers?.title || `CIK${cikText(filer.cik)}`,
    tickers: tickers?.tickers ?? [],
    exchanges: [],
    sic: null,
    stateOfIncorporation: null,
    businessStateOrCountry: null,
    fiscalYearEnd: null,
  };
}
