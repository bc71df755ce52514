import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../../shared/domain/clock.js';
import { ContentError } from '../../../domain/content-error.js';
import { isBlankHtml } from '../../../domain/rich-text-rules.js';
import { Terms, TERMS_CONTENT_MAX } from '../../../domain/terms.js';
import { MikroOrmTermsRepository } from '../../../infrastructure/persistence/mikro-orm-terms.repository.js';
import { TermsPublished } from '../../events/terms-published.event.js';
import { sanitizeRichText } from '../../rich-text.js';
import { PublishTerms } from './publish-terms.command.js';

@CommandHandler(PublishTerms)
export class PublishTermsHandler implements ICommandHandler<PublishTerms> {
  constructor(
    private readonly terms: MikroOrmTermsRepository,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  async execute({ kind, content: given }: PublishTerms): Promise<Terms> {
    const content = sanitizeRichText(given ?? '');
    if (isBlankHtml(content)) throw new ContentError('TERMS_CONTENT_REQUIRED');
    if (content.length > TERMS_CONTENT_MAX) throw new ContentError('TERMS_CONTENT_TOO_LONG');
    const now = this.clock.now();
    let terms = await this.terms.byKind(kind);
    if (terms) {
      terms.content = content;
      terms.updated = now;
    } else {
      terms = new Terms({ kind, content, updated: now });
    }
    await this.terms.save(terms);
    this.events.publish(new TermsPublished(kind, now));
    return terms;
  }
}
