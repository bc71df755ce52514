import { Injectable } from '@nestjs/common';
import { EventsHandler, QueryBus, type IEventHandler } from '@nestjs/cqrs';
import { GetTerms, TermsPublished } from '../../../content/index.js';
import { TermsVersion } from '../../application/ports/terms-version.js';

const CACHE_MS = 5_000;

/**
 * The publication date of content's GENERAL terms: read afresh at sign-in, cached for 5 s on the request
 * path, and forgotten as soon as this process publishes new terms.
 */
@Injectable()
@EventsHandler(TermsPublished)
export class ContentTermsVersion extends TermsVersion implements IEventHandler<TermsPublished> {
  private cached: { value: Date | null; at: number } | undefined;

  constructor(private readonly queries: QueryBus) {
    super();
  }

  async publishedAt(fresh = false): Promise<Date | null> {
    const now = Date.now();
    if (!fresh && this.cached && now - this.cached.at < CACHE_MS) return this.cached.value;
    const terms = await this.queries.execute(new GetTerms('GENERAL'));
    const value = terms ? new Date(terms.updated.getTime()) : null;
    this.cached = { value, at: now };
    return value;
  }

  handle(event: TermsPublished): void {
    if (event.kind === 'GENERAL') this.cached = { value: new Date(event.updated.getTime()), at: Date.now() };
  }
}
