import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Terms } from '../../../domain/terms.js';
import { MikroOrmTermsRepository } from '../../../infrastructure/persistence/mikro-orm-terms.repository.js';
import { GetTerms } from './get-terms.query.js';

@QueryHandler(GetTerms)
export class GetTermsHandler implements IQueryHandler<GetTerms> {
  constructor(private readonly terms: MikroOrmTermsRepository) {}

  execute({ kind }: GetTerms): Promise<Terms | null> {
    return this.terms.byKind(kind);
  }
}
