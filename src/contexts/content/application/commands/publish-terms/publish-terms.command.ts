import { Command } from '@nestjs/cqrs';
import type { TermsKind } from '../../../domain/terms.js';

/** Replaces the text of the terms of a kind. */
export class PublishTerms extends Command<void> {
  constructor(
    readonly kind: TermsKind,
    readonly content: string,
  ) {
    super();
  }
}
