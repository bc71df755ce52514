import { Query } from '@nestjs/cqrs';
import type { SavedFilterCriteria } from '../../../domain/saved-filter.js';

export interface LoadedSavedFilter {
  id: string;
  name: string;
  /** The filter as saved. */
  stored: SavedFilterCriteria;
  /** The filter to apply now (replayed, adjusted); null when restrictAccess. */
  filter: SavedFilterCriteria | null;
  /** The notice dialog's lines; empty when nothing had to change. */
  adjustments: string[];
  /** A stored exchange country is not permitted now: nothing is applied (the restricted-access dialog). */
  restrictAccess: boolean;
  /** The names of those exchange countries, for the dialog's {exchange}. */
  restrictedExchanges: string[];
}

/** Loads one of the caller's saved filters, replayed against what the caller may see now. */
export class LoadSavedFilter extends Query<LoadedSavedFilter> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly filterId: string,
  ) {
    super();
  }
}
