import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DataRevision } from '../../domain/data-revision.js';
import { DataRevisionRepository } from '../../domain/data-revision.repository.js';

@Injectable()
export class MikroOrmDataRevisionRepository extends DataRevisionRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  latest(): Promise<DataRevision | null> {
    return this.em.findOne(DataRevision, {}, { orderBy: { revisionDate: 'desc' } });
  }

  async add(revision: DataRevision): Promise<void> {
    await this.em.persist(revision).flush();
  }
}
