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
import {
  FindListing,
  GetAvailableYears,
  GetClusterFactors,
  GetPopupTexts,
  GetRiskDistribution,
  GetRiskHistory,
  GetSectorDistribution,
  GetTickerDetail,
  type TickerDetail,
} from './company-panels.queries.js';

const NOT_AVAILABLE = 'N/A';

/** Exchange entitlements of the caller's tenant. */
@Injectable()
export class ExchangeAccess {
  constructor(private readonly entitlements: ExchangeEntitlements) {}

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
    const record = await this.model.tickerDetail(tickerId, year);
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
    return this.model.riskHistory(tickerId, exchangeCountryId);
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
    const listing = await this.model.listing(query.tickerId);
    if (!listing || listing.exchange_countryID !== query.exchangeCountryId)
      return { restrictAccess: false, data: [] };
    const all = await this.model.clusterFactors(query.tickerId, query.year);
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
    return this.model.sectorDistribution(tickerId, year);
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
    return { restrictAccess: false, data: await this.model.availableYears(tickerId, exchangeCountryId) };
  }
}

@QueryHandler(FindListing)
export class FindListingHandler implements IQueryHandler<FindListing> {
  constructor(
    private readonly model: DashboardReadModel,
    private readonly access: ExchangeAccess,
  ) {}

  async execute({ tenantId, by }: FindListing): Promise<TickerListing> {
    const listing =
      'tickerId' in by ? await this.model.listing(by.tickerId) : await this.model.listingByIsin(by.isin);
    if (!listing) throw new ScreeningError('TICKER_NOT_FOUND');
    await this.access.assert(tenantId, listing.exchange_countryID);
    return listing;
  }
}

@QueryHandler(GetPopupTexts)
export class GetPopupTextsHandler implements IQueryHandler<GetPopupTexts> {
  constructor(private readonly model: DashboardReadModel) {}

  execute(): Promise<Array<{ id: string; title: string; text: string }>> {
    return this.model.popupTexts();
  }
}
