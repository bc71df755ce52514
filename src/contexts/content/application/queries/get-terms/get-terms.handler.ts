import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Terms } from '../../../domain/terms.js';
import { TermsRepository } from '../../../domain/terms.repository.js';
import { GetTerms } from './get-terms.query.js';

@QueryHandler(GetTerms)
export class GetTermsHandler implements IQueryHandler<GetTerms> {
  constructor(private readonly terms: TermsRepository) {}

  execute({ kind }: GetTerms): Promise<Terms | null> {
    return this.terms.byKind(kind);
  }
}
