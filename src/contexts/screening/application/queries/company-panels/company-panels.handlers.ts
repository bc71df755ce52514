import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ScreeningError } from '../../../domain/screening-error.js';
import { annualReportTiming } from '../../../domain/annual-report-due.js';
import { CLUSTER_CODES } from '../../../domain/reference/clusters.js';
import {
  scoreBreakdown,
  statementTable,
  type TermBreakdown,
} from '../../../domain/scoring/score-breakdown.js';
import { modelHistory } from '../../../domain/scoring/model-history.js';
import { splitWarnings, withoutAccessions } from '../../../domain/scoring/warnings.js';
import { yearEventKinds } from '../../../domain/year-filing-events.js';
import {
  DashboardReadModel,
  type ClusterFactor,
  type HistogramBin,
  type HistoryPoint,
  type StatementSourceRecord,
  type TickerListing,
} from '../../ports/dashboard-read-model.js';
import type { StockMask } from '../../trial-anonymiser.js';
import { TenantVisibility } from '../../tenant-visibility.js';
import {
  FindListing,
  GetAvailableYears,
  GetClusterFactors,
  GetFilingEvents,
  GetRiskDistribution,
  GetRiskHistory,
  GetScoreBreakdown,
  GetSectorDistribution,
  GetStatementSource,
  GetTickerDetail,
  filingEventAnswer,
  type FilingEventAnswer,
  type InputSource,
  type ScoreBreakdownAnswer,
  type SourcedInput,
  type StatementSource,
  type TickerDetail,
} from './company-panels.queries.js';

const NOT_AVAILABLE = 'N/A';

/**
 * The company panels' name for the tenant's visibility (TenantVisibility): the same class, kept under the
 * name its callers and tests know.
 */
export { TenantVisibility as ExchangeAccess };

/** What every company panel reads: the dashboard read model, through the tenant's visibility. */
@Injectable()
abstract class CompanyPanelHandler {
  constructor(
    protected readonly model: DashboardReadModel,
    protected readonly access: TenantVisibility,
  ) {}

  /**
   * The real ticker (and a trial tenant's mask) of a company of the permitted exchange country asked for;
   * TICKER_NOT_FOUND when the ticker is unknown or of another exchange country.
   */
  protected async listedIn(
    tenantId: string,
    tickerId: string,
    exchangeCountryId: number,
  ): Promise<{ real: string; mask: StockMask | undefined }> {
    await this.access.assert(tenantId, exchangeCountryId);
    const { tickerId: real, mask } = await this.access.resolve(tenantId, tickerId);
    const listing = await this.model.listing(real);
    if (!listing || listing.exchange_countryID !== exchangeCountryId)
      throw new ScreeningError('TICKER_NOT_FOUND');
    return { real, mask };
  }
}

@QueryHandler(GetTickerDetail)
export class GetTickerDetailHandler extends CompanyPanelHandler implements IQueryHandler<GetTickerDetail> {
  constructor(
    model: DashboardReadModel,
    access: TenantVisibility,
    private readonly clock: Clock,
  ) {
    super(model, access);
  }

  async execute({ tenantId, tickerId, year, exchangeCountryId }: GetTickerDetail): Promise<TickerDetail> {
    await this.access.assert(tenantId, exchangeCountryId);
    const { tickerId: real, mask } = await this.access.resolve(tenantId, tickerId);
    const [found, events] = await Promise.all([
      this.model.tickerDetail(real, year),
      // A trial tenant sees no filing: it would name the company it sees anonymised.
      mask ? Promise.resolve([]) : this.model.filingEvents(real),
    ]);
    // A trial tenant sees the alias and no filing source (TrialAnonymiser).
    const record = found && this.access.maskDetail(mask, found);
    if (!record || record.exchange_countryID !== exchangeCountryId)
      throw new ScreeningError('TICKER_NOT_FOUND');
    // Section 3: missing text shows N/A, missing numbers stay null, an isin 'missing' shows N/A.
    const text = (value: string | null): string =>
      value === null || value.trim() === '' ? NOT_AVAILABLE : value;
    return {
      ...record,
      name: text(record.name),
      status: text(record.status),
      auditor: text(record.auditor),
      sector_name: text(record.sector_name),
      industryGroup: text(record.industryGroup),
      incorpCountry: text(record.incorpCountry),
      domicileCountry: text(record.domicileCountry),
      exchangeCountry: text(record.exchangeCountry),
      region_name: text(record.region_name),
      exchange: text(record.exchange),
      rating: text(record.rating),
      isin: record.isin === null || record.isin.toLowerCase() === 'missing' ? NOT_AVAILABLE : record.isin,
      warnings: splitWarnings(record.warning).map((warning) => (mask ? withoutAccessions(warning) : warning)),
      warningFilings: events.flatMap((event) =>
        event.fiscalYear === year && event.url !== null ? [{ accession: event.accn, url: event.url }] : [],
      ),
      // A trial tenant sees no filing (it would name the company it sees anonymised).
      latestAnnualReport:
        mask || !record.latestAnnualReport
          ? null
          : {
              ...record.latestAnnualReport,
              ...annualReportTiming(record.latestAnnualReport, this.clock.now().toISOString().slice(0, 10)),
            },
    };
  }
}

@QueryHandler(GetStatementSource)
export class GetStatementSourceHandler
  extends CompanyPanelHandler
  implements IQueryHandler<GetStatementSource>
{
  async execute({
    tenantId,
    tickerId,
    year,
    exchangeCountryId,
  }: GetStatementSource): Promise<StatementSource> {
    const { real, mask } = await this.listedIn(tenantId, tickerId, exchangeCountryId);
    // As on the ticker detail: a filing would name the company a trial tenant sees anonymised.
    if (mask) return { kind: 'withheld' };
    const found = await this.model.statementSource(real, year);
    if (!found) return { kind: 'unrecorded', origin: 'unknown' };
    return found.filing
      ? { kind: 'filing', filing: found.filing, items: found.items }
      : { kind: 'unrecorded', origin: found.origin };
  }
}

@QueryHandler(GetScoreBreakdown)
export class GetScoreBreakdownHandler
  extends CompanyPanelHandler
  implements IQueryHandler<GetScoreBreakdown>
{
  async execute({
    tenantId,
    tickerId,
    year,
    exchangeCountryId,
  }: GetScoreBreakdown): Promise<ScoreBreakdownAnswer> {
    const { real, mask } = await this.listedIn(tenantId, tickerId, exchangeCountryId);
    const [years, peers, factors, previousLogit, filingEvents] = await Promise.all([
      this.model.companyStatements(real),
      this.model.sectorPeerStatements(real, year),
      this.model.clusterFactors(real, year),
      this.model.scoreLogit(real, year - 1),
      this.model.filingEvents(real),
    ]);
    // The positions rank the company among its peers: the stored ones are the ones the score was built on.
    const factorOf = (code: string) => factors.find((factor) => factor.cluster_type === code);
    const positions = CLUSTER_CODES.map((code) => factorOf(code)?.cluster_position ?? null);
    const valued = CLUSTER_CODES.filter((code) => (factorOf(code)?.cluster_value ?? null) !== null).length;
    const statement = years.find((each) => each.year === year);
    const breakdown = scoreBreakdown({
      years,
      year,
      positions,
      valued,
      previousLogit,
      peers,
      events: statement ? yearEventKinds(statement, filingEvents) : [],
      // A trial tenant sees no filing: it would name the company it sees anonymised.
      eventFilings: mask ? [] : filingEvents.filter((event) => event.fiscalYear === year),
    });
    if (!breakdown) throw new ScreeningError('TICKER_NOT_FOUND');
    // A trial tenant sees no filing: it would name the company it sees anonymised (as the report's Source).
    const records = mask ? new Map<number, StatementSourceRecord>() : await this.sourcesOf(real, year);
    const sourced = <T extends TermBreakdown>(term: T) => ({
      ...term,
      inputs: term.inputs.map((input): SourcedInput => ({ ...input, source: sourceOf(records, input) })),
    });
    return {
      tickerId,
      year,
      origin: mask ? 'withheld' : (records.get(year)?.origin ?? 'unknown'),
      final: breakdown.final,
      mScore: { ...breakdown.mScore, terms: breakdown.mScore.terms.map(sourced) },
      fScore: { ...breakdown.fScore, terms: breakdown.fScore.terms.map(sourced) },
      clusters: breakdown.clusters,
      history: modelHistory(years),
      // A revision names its filing: a trial tenant sees the figures as first reported and no revision.
      statements: statementTable(mask ? years.map((each) => ({ ...each, revisions: [] })) : years),
    };
  }

  /** The recorded sources of the years t, t−1 and t−2. */
  private async sourcesOf(tickerId: string, year: number): Promise<Map<number, StatementSourceRecord>> {
    const wanted = [year, year - 1, year - 2];
    const found = await Promise.all(wanted.map((each) => this.model.statementSource(tickerId, each)));
    const records = new Map<number, StatementSourceRecord>();
    found.forEach((record, index) => {
      if (record) records.set(wanted[index] as number, record);
    });
    return records;
  }
}

/**
 * Where a statement line came from: the year's own filing and concept, or, for a prior year's figure as a
 * later filing reports it (asReportedIn), that later filing; `notReported` (no concept) for a line that
 * filing does not have, taken as 0. Null when no filing is recorded.
 */
export function sourceOf(
  records: ReadonlyMap<number, StatementSourceRecord>,
  input: { item: string; year: number; asReportedIn: number | null },
): InputSource | null {
  const own = records.get(input.year)?.items.find((entry) => entry.item === input.item);
  if (input.asReportedIn !== null) {
    const reporter = records.get(input.asReportedIn);
    const filing = reporter?.filing;
    if (!filing) return null;
    const link = { form: filing.form, filed: filing.filed, accession: filing.accession, url: filing.url };
    if (reporter.comparativeNotReported.some((item) => item === input.item))
      return { concept: null, ...link, notReported: true };
    const concept =
      reporter.items.find((entry) => entry.item === input.item)?.concept ?? own?.concept ?? null;
    return { concept, ...link };
  }
  if (!own?.filing) return null;
  return own.notReported
    ? { concept: null, ...own.filing, notReported: true }
    : { concept: own.concept, ...own.filing };
}

@QueryHandler(GetFilingEvents)
export class GetFilingEventsHandler extends CompanyPanelHandler implements IQueryHandler<GetFilingEvents> {
  async execute({ tenantId, tickerId }: GetFilingEvents): Promise<{ events: FilingEventAnswer[] }> {
    // The company's own exchange country must be one of the tenant's (as FindListing checks it).
    const { tickerId: real, mask } = await this.access.resolve(tenantId, tickerId);
    const listing = await this.model.listing(real);
    if (!listing) throw new ScreeningError('TICKER_NOT_FOUND');
    await this.access.assert(tenantId, listing.exchange_countryID);
    // An accession number names the company a trial tenant sees anonymised (as the report's Source).
    if (mask) return { events: [] };
    const events = await this.model.filingEvents(real);
    return { events: events.map(filingEventAnswer) };
  }
}

@QueryHandler(GetRiskHistory)
export class GetRiskHistoryHandler extends CompanyPanelHandler implements IQueryHandler<GetRiskHistory> {
  async execute({ tenantId, tickerId, exchangeCountryId }: GetRiskHistory): Promise<HistoryPoint[]> {
    await this.access.assert(tenantId, exchangeCountryId);
    const { tickerId: real } = await this.access.resolve(tenantId, tickerId);
    return this.model.riskHistory(real, exchangeCountryId);
  }
}

@QueryHandler(GetClusterFactors)
export class GetClusterFactorsHandler
  extends CompanyPanelHandler
  implements IQueryHandler<GetClusterFactors>
{
  async execute(query: GetClusterFactors): Promise<{ restrictAccess: boolean; data: ClusterFactor[] }> {
    if (!(await this.access.permits(query.tenantId, query.exchangeCountryId)))
      return this.access.restricted();
    const { tickerId } = await this.access.resolve(query.tenantId, query.tickerId);
    const listing = await this.model.listing(tickerId);
    if (!listing || listing.exchange_countryID !== query.exchangeCountryId)
      return { restrictAccess: false, data: [] };
    const all = await this.model.clusterFactors(tickerId, query.year);
    const wanted = new Set(query.clusterTypes);
    return {
      restrictAccess: false,
      data: wanted.size === 0 ? all : all.filter((factor) => wanted.has(factor.cluster_type)),
    };
  }
}

@QueryHandler(GetRiskDistribution)
export class GetRiskDistributionHandler
  extends CompanyPanelHandler
  implements IQueryHandler<GetRiskDistribution>
{
  async execute({ tenantId, year, exchangeCountryId }: GetRiskDistribution): Promise<HistogramBin[]> {
    await this.access.assert(tenantId, exchangeCountryId);
    return this.model.riskDistribution(year, exchangeCountryId);
  }
}

@QueryHandler(GetSectorDistribution)
export class GetSectorDistributionHandler
  extends CompanyPanelHandler
  implements IQueryHandler<GetSectorDistribution>
{
  async execute({
    tenantId,
    tickerId,
    year,
    exchangeCountryId,
  }: GetSectorDistribution): Promise<HistogramBin[]> {
    // The histogram is of the company's own exchange country: it must be the permitted one asked for, or a
    // ticker of any exchange (with a permitted exchangeCountryId) answered another country's distribution.
    const { real } = await this.listedIn(tenantId, tickerId, exchangeCountryId);
    return this.model.sectorDistribution(real, year);
  }
}

@QueryHandler(GetAvailableYears)
export class GetAvailableYearsHandler
  extends CompanyPanelHandler
  implements IQueryHandler<GetAvailableYears>
{
  async execute({
    tenantId,
    tickerId,
    exchangeCountryId,
  }: GetAvailableYears): Promise<{ restrictAccess: boolean; data: number[]; defaultYear?: number | null }> {
    if (!(await this.access.permits(tenantId, exchangeCountryId))) return this.access.restricted();
    const { tickerId: real } = await this.access.resolve(tenantId, tickerId);
    const { years, defaultYear } = await this.model.availableYears(real, exchangeCountryId);
    return { restrictAccess: false, data: years, defaultYear };
  }
}

@QueryHandler(FindListing)
export class FindListingHandler extends CompanyPanelHandler implements IQueryHandler<FindListing> {
  async execute({ tenantId, by }: FindListing): Promise<TickerListing> {
    const mask = await this.access.maskFor(tenantId);
    let listing: TickerListing | null;
    if ('tickerId' in by) {
      listing = await this.model.listing((await this.access.resolve(tenantId, by.tickerId)).tickerId);
    } else if (mask) {
      const real = mask.realTickerOfIsin(by.isin);
      listing = real === undefined ? null : await this.model.listing(real);
    } else {
      listing = await this.model.listingByIsin(by.isin);
    }
    if (!listing) throw new ScreeningError('TICKER_NOT_FOUND');
    await this.access.assert(tenantId, listing.exchange_countryID);
    return mask ? { ...listing, ...this.access.shown(mask, listing) } : listing;
  }
}
