import { Injectable } from '@nestjs/common';
import type { CompanyCard } from '../../../screening/index.js';
import type { RefusalCode, Subject } from '../../domain/answer.js';
import type { Asker } from '../ports/answering-engine.js';
import { ScreeningData } from '../ports/screening-data.js';

/** A company as the asker sees it (aliases for a trial tenant), ready for the dashboard's panel queries. */
export type CompanyRef = Subject;

export type Resolution =
  | { kind: 'found'; company: CompanyRef; others: string[] }
  | { kind: 'refused'; code: RefusalCode; what: string };

const LEGAL_FORMS = new Set([
  'inc',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
  'plc',
  'ag',
  'sa',
  'nv',
  'se',
  'llc',
  'kk',
]);

/** Where the trailing legal-form words of a name start. */
function trailingSuffixStart(words: readonly string[]): number {
  let end = words.length;
  while (end > 1 && LEGAL_FORMS.has((words[end - 1] as string).toLowerCase().replace(/[.,]/g, ''))) end -= 1;
  return end;
}

const ISIN = /^[A-Z]{2}[A-Z0-9]{9}\d$/;
const TICKERISH = /^[A-Z0-9][A-Z0-9.&]*-[A-Z]{2}$|^\d{4,6}$|^[A-Z]{1,6}$/;

/**
 * Finds the company a question names, only through screening's public lookups, so only among the
 * asker's exchange countries: by ISIN, by ticker, else by (part of) its name.
 */
@Injectable()
export class CompanyFinder {
  constructor(private readonly screening: ScreeningData) {}

  async find(asker: Asker, phrase: string): Promise<Resolution> {
    const words = phrase.split(/\s+/).filter((word) => word !== '');
    const isin = words.map((word) => word.toUpperCase()).find((word) => ISIN.test(word));
    if (isin) {
      const [card] = await this.screening.companiesByIsin(asker.tenantId, [isin]);
      if (card) return this.found(card, phrase);
    }
    const tickers = words.map((word) => word.toUpperCase()).filter((word) => TICKERISH.test(word));
    if (tickers.length > 0) {
      const cards = await this.screening.resolveCompanies(asker.tenantId, tickers);
      // A bare upper-case word may be an ordinary word of a name: only a real ticker answers here.
      const card = cards.find((candidate) => tickers.includes(candidate.tickerID.toUpperCase()));
      if (card) return this.found(card, phrase);
    }
    // The name as written, else without a trailing legal form ("Hoshino Industrial Co." finds "Hoshino Industrial").
    const bare = words.slice(0, trailingSuffixStart(words)).join(' ');
    for (const candidate of bare !== '' && bare !== phrase ? [phrase, bare] : [phrase]) {
      const { data, total } = await this.screening.search(asker.tenantId, candidate, 0, 10);
      if (total === 0) continue;
      const wanted = candidate.toLowerCase();
      const hit = data.find((each) => each.name.toLowerCase() === wanted) ?? data[0];
      if (!hit) continue;
      return {
        kind: 'found',
        company: {
          tickerId: hit.ticker_region,
          exchangeCountryId: hit.exchange_countryID,
          name: hit.name,
          exchangeCountry: hit.exchange_country,
        },
        others: data
          .filter((each) => each !== hit)
          .slice(0, 3)
          .map((each) => each.name),
      };
    }
    return { kind: 'refused', code: 'TICKER_NOT_FOUND', what: phrase };
  }

  /** The years the company has data for, latest first (none when its exchange country is not permitted). */
  async years(asker: Asker, company: Subject): Promise<number[]> {
    const answer = await this.screening.availableYears(
      asker.tenantId,
      company.tickerId,
      company.exchangeCountryId,
    );
    return answer.restrictAccess ? [] : answer.data;
  }

  private found(card: CompanyCard, phrase: string): Resolution {
    // A company of an exchange country outside the subscription: refused, none of its data is used.
    if (!card.permitted) return { kind: 'refused', code: 'EXCHANGE_NOT_PERMITTED', what: phrase };
    return {
      kind: 'found',
      company: {
        tickerId: card.tickerID,
        exchangeCountryId: card.exchange_countryID,
        name: card.name,
        exchangeCountry: card.exchange_country,
      },
      others: [],
    };
  }
}
