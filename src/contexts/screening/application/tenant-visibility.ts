import { Injectable } from '@nestjs/common';
import { EXCHANGE_COUNTRIES } from '../domain/reference/countries.js';
import { ScreeningError } from '../domain/screening-error.js';
import type { FilingSource } from './ports/dashboard-read-model.js';
import { ExchangeEntitlements } from './ports/exchange-entitlements.js';
import { TrialAnonymiser, type StockAlias, type StockMask } from './trial-anonymiser.js';

/** A row that names a company: the fields a trial tenant sees replaced by the company's alias. */
export interface NamedRow {
  tickerID: string;
  name: string;
  isin: string;
  /** The ticker shown (result rows): the alias's too. */
  ticker?: string | null;
}

/** The answer to a read of an exchange country the tenant may not see: nothing, and the flag that says so. */
export interface RestrictedAnswer<T> {
  restrictAccess: true;
  data: T[];
}

/**
 * What a tenant may see of the screening data, in one place: the exchange countries of its subscription
 * (ExchangeEntitlements), a trial tenant's anonymised view of them (TrialAnonymiser, StockMask) and the
 * restricted-access answer. Every screening read answers through it, and so do watchlists and Luca, which
 * read companies only through screening's public queries (index.ts).
 */
@Injectable()
export class TenantVisibility {
  constructor(
    private readonly entitlements: ExchangeEntitlements,
    private readonly anonymiser: TrialAnonymiser,
  ) {}

  /** The exchange countries the tenant may see. */
  exchangeIds(tenantId: string): Promise<ReadonlySet<number>> {
    return this.entitlements.allowedExchangeIds(tenantId);
  }

  /** The tenant's exchange countries with their names, in the reference order. */
  async exchanges(tenantId: string): Promise<{ exchange_countryID: number; exchange_country: string }[]> {
    const allowed = await this.exchangeIds(tenantId);
    return EXCHANGE_COUNTRIES.filter((country) => allowed.has(country.exchange_countryID)).map(
      ({ exchange_countryID, exchange_country }) => ({ exchange_countryID, exchange_country }),
    );
  }

  async permits(tenantId: string, exchangeCountryId: number): Promise<boolean> {
    return (await this.exchangeIds(tenantId)).has(exchangeCountryId);
  }

  /** Throws EXCHANGE_NOT_PERMITTED for an exchange country outside the tenant's. */
  async assert(tenantId: string, exchangeCountryId: number): Promise<void> {
    if (!(await this.permits(tenantId, exchangeCountryId)))
      throw new ScreeningError('EXCHANGE_NOT_PERMITTED');
  }

  /**
   * The asked exchange countries (all of the tenant's when none is asked) cut to the tenant's, and whether
   * any was cut: the restrictAccess flag of a screen.
   */
  async limit(
    tenantId: string,
    requested: readonly number[],
  ): Promise<{ exchangeIds: number[]; restrictAccess: boolean }> {
    const allowed = await this.exchangeIds(tenantId);
    const asked = requested.length > 0 ? requested : [...allowed];
    const exchangeIds = asked.filter((id) => allowed.has(id));
    return { exchangeIds, restrictAccess: exchangeIds.length < asked.length };
  }

  /** The restricted-access answer of a read of an exchange country the tenant may not see. */
  restricted<T>(): RestrictedAnswer<T> {
    return { restrictAccess: true, data: [] };
  }

  /** A trial tenant's mask (aliases of its companies); undefined for a tenant that sees real names. */
  maskFor(tenantId: string): Promise<StockMask | undefined> {
    return this.anonymiser.maskFor(tenantId);
  }

  /** The real ticker behind what the caller passed: a trial tenant passes aliases, and only aliases work. */
  async resolve(
    tenantId: string,
    tickerId: string,
  ): Promise<{ tickerId: string; mask: StockMask | undefined }> {
    const mask = await this.maskFor(tenantId);
    if (!mask) return { tickerId, mask };
    const real = mask.realTicker(tickerId);
    if (real === undefined) throw new ScreeningError('TICKER_NOT_FOUND');
    return { tickerId: real, mask };
  }

  /** The identity a company is shown under: its alias under a mask, itself otherwise. */
  shown<T extends { tickerId: string; name: string; isin: string }>(
    mask: StockMask | undefined,
    company: T,
  ): T | StockAlias {
    return mask ? mask.alias(company.tickerId) : company;
  }

  /** Rows as the masked tenant sees them: ticker (and ticker shown), name and ISIN replaced by the alias; as they are without a mask. */
  maskRows<T extends NamedRow>(mask: StockMask | undefined, rows: T[]): T[] {
    if (!mask) return rows;
    return rows.map((row) => {
      const alias = mask.alias(row.tickerID);
      return {
        ...row,
        tickerID: alias.tickerId,
        name: alias.name,
        isin: alias.isin,
        ...('ticker' in row ? { ticker: alias.tickerId } : {}),
      };
    });
  }

  /** A company-year's detail as the masked tenant sees it (StockMask.detail: alias, no filing); as it is otherwise. */
  maskDetail<T extends { id: string; name: string | null; isin: string | null; source: FilingSource | null }>(
    mask: StockMask | undefined,
    record: T,
  ): T {
    return mask ? mask.detail(record) : record;
  }
}
