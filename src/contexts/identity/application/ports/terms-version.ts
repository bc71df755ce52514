/** When the terms users agree to (content's GENERAL terms) were last published. */
export abstract class TermsVersion {
  /**
   * Null before any terms exist. `fresh` reads the current value; otherwise it may be a few seconds old
   * (the per-request check), except in the process that published the terms, which sees them at once.
   */
  abstract publishedAt(fresh?: boolean): Promise<Date | null>;
}
