import { Query } from '@nestjs/cqrs';
import type { EngineName } from '../../../domain/answer.js';

export interface LucaWorkspace {
  engine: EngineName;
  dataRevision: Date | null;
  suggestions: string[];
}

/** What the Luca page shows besides the conversations: the engine, the data revision, suggested questions. */
export class GetLucaWorkspace extends Query<LucaWorkspace> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}

/** Questions Luca can answer for the caller (a company and an exchange country of theirs). */
export class GetLucaSuggestions extends Query<string[]> {
  constructor(
    readonly tenantId: string,
    readonly userId: string,
  ) {
    super();
  }
}
