import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Terms, type TermsKind } from '../../domain/terms.js';

@Injectable()
export class MikroOrmTermsRepository {
  constructor(private readonly em: EntityManager) {}

  byKind(kind: TermsKind): Promise<Terms | null> {
    return this.em.findOne(Terms, { kind });
  }

  async save(terms: Terms): Promise<void> {
    await this.em.persist(terms).flush();
  }
}
