import { Command } from '@nestjs/cqrs';
import type { Terms, TermsKind } from '../../../domain/terms.js';

/**
 * Replaces the text of the terms of a kind (sanitised rich HTML) and dates it now. New GENERAL terms must
 * be agreed to again by every user at their next sign-in (identity compares the dates).
 */
export class PublishTerms extends Command<Terms> {
  constructor(
    readonly kind: TermsKind,
    readonly content: string,
  ) {
    super();
  }
}
