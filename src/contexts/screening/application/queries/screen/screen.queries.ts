import { Query } from '@nestjs/cqrs';
import type { AvailableRange, FacetOption, ResultRow, SearchHit } from '../../ports/screen-read-model.js';
import type { Facet, ScreenCriteria, ScreenSort } from './screen-criteria.js';

export interface ScreenResult {
  data: ResultRow[];
  total: number;
  /** Some requested exchange countries are not in the caller's subscription (they were dropped). */
  restrictAccess: boolean;
  year: number | null;
}

export class RunScreen extends Query<ScreenResult> {
  constructor(
    readonly tenantId: string,
    readonly criteria: ScreenCriteria,
    readonly sorts: ScreenSort[],
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}

export type FacetCounts = Record<`${Facet}Count`, number> & { total: number; restrictAccess: boolean };

export class CountScreen extends Query<FacetCounts> {
  constructor(
    readonly tenantId: string,
    readonly criteria: ScreenCriteria,
  ) {
    super();
  }
}

export type FacetAnswer =
  | { kind: 'list'; options: FacetOption[]; restrictAccess: boolean }
  | ({ kind: 'range'; restrictAccess: boolean } & AvailableRange)
  | { kind: 'years'; years: number[]; restrictAccess: boolean };

export class GetFacetOptions extends Query<FacetAnswer> {
  constructor(
    readonly tenantId: string,
    readonly criteria: ScreenCriteria,
    readonly facet: Facet | 'year',
  ) {
    super();
  }
}

export class SearchCompanies extends Query<{ data: SearchHit[]; total: number }> {
  constructor(
    readonly tenantId: string,
    readonly keyword: string,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
