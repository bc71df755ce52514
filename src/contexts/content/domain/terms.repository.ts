import type { Terms, TermsKind } from './terms.js';

export abstract class TermsRepository {
  abstract byKind(kind: TermsKind): Promise<Terms | null>;
  abstract save(terms: Terms): Promise<void>;
}
