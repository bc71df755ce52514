import { TermsVersion } from '../../application/ports/terms-version.js';

/** A terms publication date set by the test (unit tests' fake of ContentTermsVersion). */
export class FixedTermsVersion extends TermsVersion {
  constructor(public published: Date | null = null) {
    super();
  }

  publishedAt(): Promise<Date | null> {
    return Promise.resolve(this.published);
  }
}
