import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FilingSource } from './ports/dashboard-read-model.js';
import { AnonymisationKey, ExchangeEntitlements } from './ports/exchange-entitlements.js';
import { ScreenReadModel, type ListedTicker, type SearchHit } from './ports/screen-read-model.js';

/** What a trial user sees of a company instead of its ticker, name and ISIN. */
export interface StockAlias {
  tickerId: string;
  name: string;
  isin: string;
}

/** Prefix of the aliases: 'XX' is no ISIN country, so a masked ISIN never collides with a real one. */
const ISIN_PREFIX = 'XX';
const TICKER_PREFIX = 'ANON-';
const NAME_PREFIX = 'Anonymized stock ';

/** The alias of a ticker under a key: stable for the key, unrelated to the name. */
export function aliasOf(tickerId: string, key: string): StockAlias {
  const code = createHmac('sha256', key).update(tickerId).digest('hex').slice(0, 10).toUpperCase();
  return {
    tickerId: `${TICKER_PREFIX}${code}`,
    name: `${NAME_PREFIX}${code.slice(0, 6)}`,
    isin: `${ISIN_PREFIX}${code}`,
  };
}

/**
 * One trial tenant's view: aliases of the companies of its exchange countries, both ways. Callers pass
 * aliases in; a real ticker or ISIN is unknown here, so nothing can be probed by its real identifier.
 */
export class StockMask {
  private readonly byAlias = new Map<string, ListedTicker & { alias: StockAlias }>();
  private readonly byIsin = new Map<string, string>();

  constructor(
    private readonly key: string,
    listed: ListedTicker[],
  ) {
    for (const ticker of listed) {
      const alias = aliasOf(ticker.tickerId, key);
      this.byAlias.set(alias.tickerId, { ...ticker, alias });
      this.byIsin.set(alias.isin, ticker.tickerId);
    }
  }

  alias(tickerId: string): StockAlias {
    return aliasOf(tickerId, this.key);
  }

  /**
   * A company-year's detail as the trial tenant sees it: the alias's ticker, name and ISIN, and no filing
   * source or CIK, since a filing (its accession number, its EDGAR page) or a CIK names the company.
   */
  detail<T extends { id: string; name: string | null; isin: string | null; source: FilingSource | null }>(
    record: T,
  ): T {
    const alias = this.alias(record.id);
    return {
      ...record,
      id: alias.tickerId,
      name: alias.name,
      isin: alias.isin,
      source: null,
      // The alias stands for the ticker too; a CIK would name the company.
      ...('ticker' in record ? { ticker: alias.tickerId } : {}),
      ...('cik' in record ? { cik: null } : {}),
      ...('latestAnnualReport' in record ? { latestAnnualReport: null } : {}),
    };
  }

  /** The real ticker of an alias; undefined for anything else (a real ticker included). */
  realTicker(aliasTickerId: string): string | undefined {
    return this.byAlias.get(aliasTickerId.toUpperCase())?.tickerId;
  }

  realTickerOfIsin(aliasIsin: string): string | undefined {
    return this.byIsin.get(aliasIsin.toUpperCase());
  }

  /** The keyword search over the aliases (name, ticker and ISIN), sorted by name. */
  search(keyword: string, skip: number, take: number): { hits: SearchHit[]; total: number } {
    const wanted = keyword.toUpperCase();
    const matches = [...this.byAlias.values()]
      .filter(
        ({ alias }) =>
          alias.name.toUpperCase().includes(wanted) ||
          alias.tickerId.includes(wanted) ||
          alias.isin.includes(wanted),
      )
      .sort((a, b) => a.alias.name.localeCompare(b.alias.name));
    return {
      hits: matches.slice(skip, skip + take).map((match) => ({
        ticker_region: match.alias.tickerId,
        ticker: match.alias.tickerId,
        isin: match.alias.isin,
        name: match.alias.name,
        exchange: match.exchange,
        exchange_country: match.exchange_country,
        exchange_countryID: match.exchange_countryID,
        origin: match.origin,
        cik: null,
      })),
      total: matches.length,
    };
  }
}

const INDEX_TTL_MS = 5 * 60_000;

/** Builds (and briefly caches) the mask of a trial tenant; no mask for everybody else. */
@Injectable()
export class TrialAnonymiser {
  private readonly cache = new Map<string, { builtAt: number; mask: StockMask }>();

  constructor(
    private readonly entitlements: ExchangeEntitlements,
    private readonly model: ScreenReadModel,
    private readonly key: AnonymisationKey,
  ) {}

  async maskFor(tenantId: string): Promise<StockMask | undefined> {
    if (!(await this.entitlements.anonymised(tenantId))) return undefined;
    const exchangeIds = [...(await this.entitlements.allowedExchangeIds(tenantId))].sort((a, b) => a - b);
    const cacheKey = exchangeIds.join(',');
    const cached = this.cache.get(cacheKey);
    if (cached && Date.now() - cached.builtAt < INDEX_TTL_MS) return cached.mask;
    const mask = new StockMask(this.key.value, await this.model.listedTickers(exchangeIds));
    this.cache.set(cacheKey, { builtAt: Date.now(), mask });
    return mask;
  }
}
