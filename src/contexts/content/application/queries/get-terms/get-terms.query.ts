import { Query } from '@nestjs/cqrs';
import type { Terms, TermsKind } from '../../../domain/terms.js';

export class GetTerms extends Query<Terms | null> {
  constructor(readonly kind: TermsKind) {
    super();
  }
}
