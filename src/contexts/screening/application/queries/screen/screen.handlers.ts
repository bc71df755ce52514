import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ScreenReadModel, type SearchHit } from '../../ports/screen-read-model.js';
import type { Facet, ScreenCriteria } from './screen-criteria.js';
import { FACETS, criterionOfFacet, type RangeFacet } from '../../../domain/published/screen-criteria.js';
import {
  CountScreen,
  GetFacetOptions,
  RunScreen,
  SearchCompanies,
  type FacetAnswer,
  type FacetCounts,
  type ScreenResult,
} from './screen.queries.js';
import { TenantVisibility } from '../../tenant-visibility.js';

/** The criteria limited to the caller's exchange countries (TenantVisibility), the year to use, and whether anything was dropped. */
async function entitled(
  visibility: TenantVisibility,
  model: ScreenReadModel,
  tenantId: string,
  criteria: ScreenCriteria,
): Promise<{ criteria: ScreenCriteria; year: number | null; restrictAccess: boolean }> {
  const { exchangeIds, restrictAccess } = await visibility.limit(tenantId, criteria.exchangeIds);
  const limited = { ...criteria, exchangeIds };
  const year = exchangeIds.length === 0 ? null : (criteria.year ?? (await model.latestYear(exchangeIds)));
  return { criteria: limited, year, restrictAccess };
}

@QueryHandler(RunScreen)
export class RunScreenHandler implements IQueryHandler<RunScreen> {
  constructor(
    private readonly model: ScreenReadModel,
    private readonly visibility: TenantVisibility,
  ) {}

  async execute({ tenantId, criteria, sorts, skip, take }: RunScreen): Promise<ScreenResult> {
    const scope = await entitled(this.visibility, this.model, tenantId, criteria);
    if (scope.year === null) return { data: [], total: 0, restrictAccess: scope.restrictAccess, year: null };
    const { rows, total } = await this.model.screen(scope.criteria, scope.year, sorts, skip, take);
    const data = this.visibility.maskRows(await this.visibility.maskFor(tenantId), rows);
    return { data, total, restrictAccess: scope.restrictAccess, year: scope.year };
  }
}

@QueryHandler(CountScreen)
export class CountScreenHandler implements IQueryHandler<CountScreen> {
  constructor(
    private readonly model: ScreenReadModel,
    private readonly visibility: TenantVisibility,
  ) {}

  async execute({ tenantId, criteria }: CountScreen): Promise<FacetCounts> {
    const scope = await entitled(this.visibility, this.model, tenantId, criteria);
    const counted = scope.year === null ? null : await this.model.counts(scope.criteria, scope.year, FACETS);
    const counts = {} as Record<`${Facet}Count`, number>;
    for (const facet of FACETS) counts[`${facet}Count`] = counted?.[facet] ?? 0;
    return { ...counts, total: counted?.total ?? 0, restrictAccess: scope.restrictAccess };
  }
}

@QueryHandler(GetFacetOptions)
export class GetFacetOptionsHandler implements IQueryHandler<GetFacetOptions> {
  constructor(
    private readonly model: ScreenReadModel,
    private readonly visibility: TenantVisibility,
  ) {}

  async execute({ tenantId, criteria, facet }: GetFacetOptions): Promise<FacetAnswer> {
    if (facet === 'exchange') {
      // The exchange list offers every entitled country, counted under the other criteria.
      const scope = await entitled(this.visibility, this.model, tenantId, { ...criteria, exchangeIds: [] });
      if (scope.year === null) return { kind: 'list', options: [], restrictAccess: false };
      return {
        kind: 'list',
        options: await this.model.options(scope.criteria, scope.year, 'exchange'),
        restrictAccess: false,
      };
    }
    const scope = await entitled(this.visibility, this.model, tenantId, criteria);
    if (facet === 'year') {
      return {
        kind: 'years',
        years: await this.model.years(scope.criteria.exchangeIds),
        restrictAccess: scope.restrictAccess,
      };
    }
    const isRange = criterionOfFacet(facet)?.kind === 'range';
    if (scope.year === null)
      return isRange
        ? { kind: 'range', min: null, max: null, low: null, high: null, restrictAccess: scope.restrictAccess }
        : { kind: 'list', options: [], restrictAccess: scope.restrictAccess };
    if (isRange) {
      return {
        kind: 'range',
        ...(await this.model.range(scope.criteria, scope.year, facet as RangeFacet)),
        restrictAccess: scope.restrictAccess,
      };
    }
    return {
      kind: 'list',
      options: await this.model.options(scope.criteria, scope.year, facet),
      restrictAccess: scope.restrictAccess,
    };
  }
}

@QueryHandler(SearchCompanies)
export class SearchCompaniesHandler implements IQueryHandler<SearchCompanies> {
  constructor(
    private readonly model: ScreenReadModel,
    private readonly visibility: TenantVisibility,
  ) {}

  async execute({ tenantId, keyword, skip, take }: SearchCompanies): Promise<{
    data: SearchHit[];
    total: number;
  }> {
    const allowed = [...(await this.visibility.exchangeIds(tenantId))];
    if (allowed.length === 0) return { data: [], total: 0 };
    const wanted = keyword.trim().toUpperCase();
    // A trial tenant searches the aliases it sees; real names would tell which alias is which company.
    const mask = await this.visibility.maskFor(tenantId);
    const { hits, total } = mask
      ? mask.search(wanted, skip, take)
      : await this.model.search(wanted, allowed, skip, take);
    return { data: hits, total };
  }
}
