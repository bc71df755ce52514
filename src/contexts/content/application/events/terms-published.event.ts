import type { TermsKind } from '../../domain/terms.js';

/** New terms of a kind were published at `updated`: GENERAL terms must be agreed to again. */
export class TermsPublished {
  constructor(
    readonly kind: TermsKind,
    readonly updated: Date,
  ) {}
}
