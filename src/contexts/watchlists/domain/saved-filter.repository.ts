import type { SavedFilter } from './saved-filter.js';

/** A user's saved filters, scoped by the caller's tenant and user. */
export abstract class SavedFilterRepository {
  /** The user's filters, by name. */
  abstract ofUser(tenantId: string, userId: string): Promise<SavedFilter[]>;
  abstract byId(tenantId: string, userId: string, id: string): Promise<SavedFilter | null>;
  /** Saves a new or changed filter; a name the user already has fails with FILTER_NAME_ALREADY_EXISTS. */
  abstract save(filter: SavedFilter): Promise<void>;
  abstract delete(filter: SavedFilter): Promise<void>;
}
