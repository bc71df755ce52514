import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { Terms } from '../../../domain/terms.js';
import { TermsRepository } from '../../../domain/terms.repository.js';
import { PublishTerms } from './publish-terms.command.js';

@CommandHandler(PublishTerms)
export class PublishTermsHandler implements ICommandHandler<PublishTerms> {
  constructor(
    private readonly terms: TermsRepository,
    private readonly clock: Clock,
  ) {}

  async execute({ kind, content }: PublishTerms): Promise<void> {
    const existing = await this.terms.byKind(kind);
    const now = this.clock.now();
    if (existing) {
      existing.content = content;
      existing.updated = now;
      await this.terms.save(existing);
      return;
    }
    await this.terms.save(new Terms({ kind, content, updated: now }));
  }
}
