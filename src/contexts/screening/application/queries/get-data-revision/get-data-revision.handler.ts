import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DataRevisionRepository } from '../../../domain/data-revision.repository.js';
import { GetDataRevision } from './get-data-revision.query.js';

@QueryHandler(GetDataRevision)
export class GetDataRevisionHandler implements IQueryHandler<GetDataRevision> {
  constructor(private readonly revisions: DataRevisionRepository) {}

  async execute(): Promise<Date | null> {
    return (await this.revisions.latest())?.revisionDate ?? null;
  }
}
