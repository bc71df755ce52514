// The criteria table lives in the domain (domain/published/screen-criteria.ts); the queries name its types.
export type {
  Facet,
  ScreenCriteria,
  ScreenSort,
  SortField,
} from '../../../domain/published/screen-criteria.js';
export { SORTABLE_FIELDS } from '../../../domain/published/screen-criteria.js';
