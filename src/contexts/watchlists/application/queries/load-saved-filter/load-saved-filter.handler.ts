import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Facet, ScreenCriteria } from '../../../../screening/index.js';
import {
  criteriaFromFields,
  criterionOfCode,
} from '../../../../screening/domain/published/screen-criteria.js';
import { EXCHANGE_COUNTRIES } from '../../../../screening/reference.js';
import { ScreeningQueryCompanies } from '../../../infrastructure/screening/screening-query-companies.js';
import { completeCriteria, type SavedFilterCriteria } from '../../../domain/saved-filter.js';
import {
  replaySavedFilter,
  restrictedExchanges,
  type FilterAvailability,
} from '../../../domain/saved-filter-replay.js';
import { MikroOrmSavedFilterRepository } from '../../../infrastructure/persistence/mikro-orm-saved-filter.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { LoadSavedFilter, type LoadedSavedFilter } from './load-saved-filter.query.js';

/** A saved filter's criteria as the screen takes them. */
export function screenCriteriaOf(criteria: SavedFilterCriteria): ScreenCriteria {
  return criteriaFromFields(criteria, criteria.year) as ScreenCriteria;
}

/** The screen's facet of an order code (the criteria table). */
const facetOf = (code: string): Facet => criterionOfCode(code)?.facet as Facet;

@QueryHandler(LoadSavedFilter)
export class LoadSavedFilterHandler implements IQueryHandler<LoadSavedFilter> {
  constructor(
    private readonly filters: MikroOrmSavedFilterRepository,
    private readonly screening: ScreeningQueryCompanies,
  ) {}

  async execute({ tenantId, userId, filterId }: LoadSavedFilter): Promise<LoadedSavedFilter> {
    const saved = await this.filters.byId(tenantId, userId, filterId);
    if (!saved) throw new WatchlistsError('SAVED_FILTER_NOT_FOUND');
    const base = { id: saved.id, name: saved.name, stored: completeCriteria(saved.criteria) };

    const permitted = await this.screening.permittedExchanges(tenantId);
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
      this.screening.facetOptions(tenantId, screenCriteriaOf(soFar), name);
    return {
      options: async (code, soFar) => {
        const answer = await facet(soFar, facetOf(code));
        return answer.kind === 'list' ? answer.options.map((option) => option.value) : [];
      },
      range: async (code, soFar) => {
        const answer = await facet(soFar, facetOf(code));
        return answer.kind === 'range' ? { min: answer.min, max: answer.max } : { min: null, max: null };
      },
      years: async (soFar) => {
        const answer = await facet(soFar, 'year');
        return answer.kind === 'years' ? answer.years : [];
      },
    };
  }
}
