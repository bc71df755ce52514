import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  EXCHANGE_COUNTRIES,
  GetFacetOptions,
  GetPermittedExchanges,
  type Facet,
  type ScreenCriteria,
} from '../../../../screening/index.js';
import type { SavedFilterCriteria } from '../../../domain/saved-filter.js';
import {
  replaySavedFilter,
  restrictedExchanges,
  type FilterAvailability,
  type ListCode,
  type RangeCode,
} from '../../../domain/saved-filter-replay.js';
import { SavedFilterRepository } from '../../../domain/saved-filter.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { LoadSavedFilter, type LoadedSavedFilter } from './load-saved-filter.query.js';

const LIST_FACETS: Record<ListCode, Facet> = {
  EXC: 'exchange',
  SEC: 'sector',
  IG: 'industry',
  AUD: 'auditor',
  DOM: 'domicile',
  INC: 'incorporation',
  STA: 'status',
  RAT: 'rating',
};
const RANGE_FACETS: Record<RangeCode, 'riskScore' | 'oneYearChange'> = {
  RS: 'riskScore',
  OYC: 'oneYearChange',
};

export function screenCriteriaOf(criteria: SavedFilterCriteria): ScreenCriteria {
  return {
    year: criteria.year,
    exchangeIds: [...criteria.exchange],
    sectorIds: [...criteria.sectorId],
    industryGroupIds: [...criteria.industryGroupId],
    auditorIds: [...criteria.auditorId],
    domiciles: [...criteria.domicile],
    incorporations: [...criteria.incorporation],
    statuses: [...criteria.status],
    ratings: [...criteria.rating],
    riskScore: { min: criteria.minRiskScore, max: criteria.maxRiskScore },
    oneYearChange: { min: criteria.minOneYearChange, max: criteria.maxOneYearChange },
    marketCapDecile: { min: criteria.minMarketCapDecile, max: criteria.maxMarketCapDecile },
  };
}

@QueryHandler(LoadSavedFilter)
export class LoadSavedFilterHandler implements IQueryHandler<LoadSavedFilter> {
  constructor(
    private readonly filters: SavedFilterRepository,
    private readonly queries: QueryBus,
  ) {}

  async execute({ tenantId, userId, filterId }: LoadSavedFilter): Promise<LoadedSavedFilter> {
    const saved = await this.filters.byId(tenantId, userId, filterId);
    if (!saved) throw new WatchlistsError('SAVED_FILTER_NOT_FOUND');
    const base = { id: saved.id, name: saved.name, stored: saved.criteria };

    const permitted = await this.queries.execute(new GetPermittedExchanges(tenantId));
    const restricted = restrictedExchanges(
      saved.criteria,
      new Set(permitted.map((exchange) => exchange.exchange_countryID)),
    );
    if (restricted.length > 0) {
      const names = new Map(
        EXCHANGE_COUNTRIES.map((country) => [country.exchange_countryID, country.exchange_country]),
      );
      return {
        ...base,
        filter: null,
        adjustments: [],
        restrictAccess: true,
        restrictedExchanges: restricted.map((id) => names.get(id) ?? `Exchange ${id}`),
      };
    }

    const { criteria, adjustments } = await replaySavedFilter(saved.criteria, this.availability(tenantId));
    return { ...base, filter: criteria, adjustments, restrictAccess: false, restrictedExchanges: [] };
  }

  /** What the screen offers the caller now, through the screening context's facet query. */
  private availability(tenantId: string): FilterAvailability {
    const facet = (soFar: SavedFilterCriteria, name: Facet | 'year') =>
      this.queries.execute(new GetFacetOptions(tenantId, screenCriteriaOf(soFar), name));
    return {
      options: async (code, soFar) => {
        const answer = await facet(soFar, LIST_FACETS[code]);
        return answer.kind === 'list' ? answer.options.map((option) => option.value) : [];
      },
      range: async (code, soFar) => {
        const answer = await facet(soFar, RANGE_FACETS[code]);
        return answer.kind === 'range' ? { min: answer.min, max: answer.max } : { min: null, max: null };
      },
      years: async (soFar) => {
        const answer = await facet(soFar, 'year');
        return answer.kind === 'years' ? answer.years : [];
      },
    };
  }
}
