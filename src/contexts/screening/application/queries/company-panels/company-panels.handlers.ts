import { Injectable } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ScreeningError } from '../../../domain/screening-error.js';
import { splitWarnings } from '../../../domain/scoring/warnings.js';
import {
  DashboardReadModel,
  type ClusterFactor,
  type HistogramBin,
  type HistoryPoint,
  type TickerListing,
} from '../../ports/dashboard-read-model.js';
import { ExchangeEntitlements } from '../../ports/exchange-entitlements.js';
import { TrialAnonymiser, type StockMask } from '../../trial-anonymiser.js';
import {
  FindListing,
  GetAvailableYears,
  GetClusterFactors,
  GetRiskDistribution,
  GetRiskHistory,
  GetSectorDistribution,
  GetTickerDetail,
  type TickerDetail,
} from './company-panels.queries.js';

const NOT_AVAILABLE = 'N/A';

/** The masked identity fields of a company (a trial tenant's view). */
function masked(mask: StockMask, tickerId: string): { tickerId: string; name: string; isin: string } {
  return mask.alias(tickerId);
}

/** Exchange entitlements of the caller's tenant. */
@Injectable()
export class ExchangeAccess {
  constructor(
    private readonly entitlements: ExchangeEntitlements,
    private readonly anonymiser: TrialAnonymiser,
  ) {}

  /** The real ticker behind what the caller passed: a trial tenant passes aliases, and only aliases work. */
  async resolve(
    tenantId: string,
    tickerId: string,
  ): Promise<{ tickerId: string; mask: StockMask | undefined }> {
    const mask = await this.anonymiser.maskFor(tenantId);
    if (!mask) return { tickerId, mask };
    const real = mask.realTicker(tickerId);
    if (real === undefined) throw new ScreeningError('TICKER_NOT_FOUND');
    return { tickerId: real, mask };
  }

  async maskFor(tenantId: string): Promise<StockMask | undefined> {
    return this.anonymiser.maskFor(tenantId);
  }

  async permits(tenantId: string, exchangeCountryId: number): Promise<boolean> {
    return (await this.entitlements.allowedExchangeIds(tenantId)).has(exchangeCountryId);
  }

  async assert(tenantId: string, exchangeCountryId: number): Promise<void> {
    if (!(await this.permits(tenantId, exchangeCountryId)))
      throw new ScreeningError('EXCHANGE_NOT_PERMITTED');
  }
}

@QueryHandler(GetTickerDetail)
export class GetTickerDetailHandler implements IQueryHandler<GetTickerDetail> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute({ tenantId, tickerId, year, exchangeCountryId }: GetTickerDetail): Promise<TickerDetail> {
    await this.access.assert(tenantId, exchangeCountryId);
    const { tickerId: real, mask } = await this.access.resolve(tenantId, tickerId);
    const found = await this.model.tickerDetail(real, year);
    const alias = found && mask ? masked(mask, found.id) : undefined;
    const record =
      found && alias ? { ...found, id: alias.tickerId, name: alias.name, isin: alias.isin } : found;
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
      warnings: splitWarnings(record.warning),
    };
  }
}

@QueryHandler(GetRiskHistory)
export class GetRiskHistoryHandler implements IQueryHandler<GetRiskHistory> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute({ tenantId, tickerId, exchangeCountryId }: GetRiskHistory): Promise<HistoryPoint[]> {
    await this.access.assert(tenantId, exchangeCountryId);
    const { tickerId: real } = await this.access.resolve(tenantId, tickerId);
    return this.model.riskHistory(real, exchangeCountryId);
  }
}

@QueryHandler(GetClusterFactors)
export class GetClusterFactorsHandler implements IQueryHandler<GetClusterFactors> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute(query: GetClusterFactors): Promise<{ restrictAccess: boolean; data: ClusterFactor[] }> {
    if (!(await this.access.permits(query.tenantId, query.exchangeCountryId)))
      return { restrictAccess: true, data: [] };
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
export class GetRiskDistributionHandler implements IQueryHandler<GetRiskDistribution> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute({ tenantId, year, exchangeCountryId }: GetRiskDistribution): Promise<HistogramBin[]> {
    await this.access.assert(tenantId, exchangeCountryId);
    return this.model.riskDistribution(year, exchangeCountryId);
  }
}

@QueryHandler(GetSectorDistribution)
export class GetSectorDistributionHandler implements IQueryHandler<GetSectorDistribution> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute({
    tenantId,
    tickerId,
    year,
    exchangeCountryId,
  }: GetSectorDistribution): Promise<HistogramBin[]> {
    await this.access.assert(tenantId, exchangeCountryId);
    const { tickerId: real } = await this.access.resolve(tenantId, tickerId);
    // The histogram is of the company's own exchange country: it must be the permitted one asked for, or a
    // ticker of any exchange (with a permitted exchangeCountryId) answered another country's distribution.
    const listing = await this.model.listing(real);
    if (!listing || listing.exchange_countryID !== exchangeCountryId)
      throw new ScreeningError('TICKER_NOT_FOUND');
    return this.model.sectorDistribution(real, year);
  }
}

@QueryHandler(GetAvailableYears)
export class GetAvailableYearsHandler implements IQueryHandler<GetAvailableYears> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute({
    tenantId,
    tickerId,
    exchangeCountryId,
  }: GetAvailableYears): Promise<{ restrictAccess: boolean; data: number[] }> {
    if (!(await this.access.permits(tenantId, exchangeCountryId))) return { restrictAccess: true, data: [] };
    const { tickerId: real } = await this.access.resolve(tenantId, tickerId);
    return { restrictAccess: false, data: await this.model.availableYears(real, exchangeCountryId) };
  }
}

@QueryHandler(FindListing)
export class FindListingHandler implements IQueryHandler<FindListing> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

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
    return mask ? { ...listing, ...masked(mask, listing.tickerId) } : listing;
  }
}
