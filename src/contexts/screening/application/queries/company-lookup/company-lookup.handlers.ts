import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import {
  PgCompanyDirectory,
  type CompanyEntry,
} from '../../../infrastructure/persistence/pg-company-directory.js';
import { TenantVisibility } from '../../tenant-visibility.js';
import {
  FindCompaniesByIsin,
  GetCompaniesByTicker,
  GetPermittedExchanges,
  ResolveCompanies,
  type CompanyCard,
  type PermittedExchange,
} from './company-lookup.queries.js';

/** The most identifiers one lookup takes (an upload of 100 KB holds fewer ISINs). */
const MAX_LOOKUP = 20_000;

function limited(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))].slice(
    0,
    MAX_LOOKUP,
  );
}

/** A company's card as stored; a trial tenant's users get it masked (TenantVisibility.maskRows). */
function cardOf(entry: CompanyEntry, allowed: ReadonlySet<number>): CompanyCard {
  return {
    realTickerId: entry.tickerId,
    tickerID: entry.tickerId,
    isin: entry.isin,
    name: entry.name,
    ticker: entry.ticker,
    origin: entry.origin,
    domicile_country: entry.domicile_country,
    exchange_countryID: entry.exchange_countryID,
    exchange_country: entry.exchange_country,
    exchange: entry.exchange,
    rating: entry.rating,
    scoreNote: entry.scoreNote,
    final_score: entry.final_score,
    year: entry.year,
    permitted: allowed.has(entry.exchange_countryID),
  };
}

/** Cards in the order of the wanted keys. */
function ordered(cards: CompanyCard[], keys: readonly string[], keyOf: (card: CompanyCard) => string) {
  const byKey = new Map(cards.map((card) => [keyOf(card), card]));
  return keys.flatMap((key) => byKey.get(key) ?? []);
}

abstract class CompanyLookup {
  constructor(
    protected readonly directory: PgCompanyDirectory,
    protected readonly visibility: TenantVisibility,
  ) {}

  protected async cards(tenantId: string, realTickerIds: string[]): Promise<CompanyCard[]> {
    if (realTickerIds.length === 0) return [];
    const [entries, allowed, mask] = await Promise.all([
      this.directory.byTickers(realTickerIds),
      this.visibility.exchangeIds(tenantId),
      this.visibility.maskFor(tenantId),
    ]);
    return ordered(
      this.visibility.maskRows(
        mask,
        entries.map((entry) => cardOf(entry, allowed)),
      ),
      realTickerIds,
      (card) => card.realTickerId,
    );
  }
}

@QueryHandler(GetCompaniesByTicker)
export class GetCompaniesByTickerHandler
  extends CompanyLookup
  implements IQueryHandler<GetCompaniesByTicker>
{
  constructor(directory: PgCompanyDirectory, visibility: TenantVisibility) {
    super(directory, visibility);
  }

  execute({ tenantId, tickerIds }: GetCompaniesByTicker): Promise<CompanyCard[]> {
    return this.cards(tenantId, limited(tickerIds));
  }
}

@QueryHandler(ResolveCompanies)
export class ResolveCompaniesHandler extends CompanyLookup implements IQueryHandler<ResolveCompanies> {
  constructor(directory: PgCompanyDirectory, visibility: TenantVisibility) {
    super(directory, visibility);
  }

  async execute({ tenantId, tickerIds }: ResolveCompanies): Promise<CompanyCard[]> {
    const wanted = limited(tickerIds);
    const mask = await this.visibility.maskFor(tenantId);
    // A trial tenant's users know aliases only: a real ticker is unknown to them, as everywhere else.
    const real = mask ? wanted.flatMap((id) => mask.realTicker(id) ?? []) : wanted;
    return this.cards(tenantId, real);
  }
}

@QueryHandler(FindCompaniesByIsin)
export class FindCompaniesByIsinHandler extends CompanyLookup implements IQueryHandler<FindCompaniesByIsin> {
  constructor(directory: PgCompanyDirectory, visibility: TenantVisibility) {
    super(directory, visibility);
  }

  async execute({ tenantId, isins }: FindCompaniesByIsin): Promise<CompanyCard[]> {
    const wanted = limited(isins.map((isin) => isin.toUpperCase()));
    const mask = await this.visibility.maskFor(tenantId);
    if (mask)
      return this.cards(
        tenantId,
        wanted.flatMap((isin) => mask.realTickerOfIsin(isin) ?? []),
      );
    const entries = await this.directory.byIsins(wanted);
    const allowed = await this.visibility.exchangeIds(tenantId);
    return ordered(
      entries.map((entry) => cardOf(entry, allowed)),
      wanted,
      (card) => card.isin,
    );
  }
}

@QueryHandler(GetPermittedExchanges)
export class GetPermittedExchangesHandler implements IQueryHandler<GetPermittedExchanges> {
  constructor(private readonly visibility: TenantVisibility) {}

  execute({ tenantId }: GetPermittedExchanges): Promise<PermittedExchange[]> {
    return this.visibility.exchanges(tenantId);
  }
}
