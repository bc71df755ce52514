import { Query } from '@nestjs/cqrs';
import type { SavedFilterCriteria } from '../../../domain/saved-filter.js';

export interface SavedFilterView {
  id: string;
  name: string;
  filter: SavedFilterCriteria;
  createdAt: Date;
  updatedAt: Date;
}

/** The caller's saved filters, by name, as stored. */
export class ListSavedFilters extends Query<SavedFilterView[]> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** One of the caller's saved filters as stored (SAVED_FILTER_NOT_FOUND for anybody else's). */
export class GetSavedFilter extends Query<SavedFilterView> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly filterId: string,
  ) {
    super();
  }
}
