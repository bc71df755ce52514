import { Command } from '@nestjs/cqrs';
import type { SavedFilterCriteria } from '../../../domain/saved-filter.js';

/**
 * Saves the caller's filter under a name; an existing name (any case) is FILTER_NAME_ALREADY_EXISTS
 * unless `replace` (the confirmation). Answers the saved filter's id.
 */
export class SaveFilter extends Command<string> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
    readonly name: string | undefined,
    readonly criteria: SavedFilterCriteria,
    readonly replace: boolean,
  ) {
    super();
  }
}
