export const TERMS_KINDS = ['GENERAL', 'SUBSCRIPTION'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];
export const TERMS_CONTENT_MAX = 200_000;

export function isTermsKind(value: string): value is TermsKind {
  return (TERMS_KINDS as readonly string[]).includes(value);
}

/** The terms and conditions users agree to (GENERAL) and the subscription terms (SUBSCRIPTION), as rich HTML. */
export class Terms {
  kind: TermsKind;
  content: string;
  updated: Date;

  constructor(input: { kind: TermsKind; content: string; updated: Date }) {
    this.kind = input.kind;
    this.content = input.content;
    this.updated = input.updated;
  }
}
