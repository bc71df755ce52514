import { type ScreeningQueryCompanies } from '../../../infrastructure/screening/screening-query-companies.js';
import type { CompanyCard } from '../../../../screening/index.js';
import { AlertBaseline } from '../../../domain/alert-baseline.js';
import { Watchlist } from '../../../domain/watchlist.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { WatchlistsError } from '../../../domain/watchlists-error.js';
import { InMemoryAlertRepository } from '../../../infrastructure/persistence/in-memory-alert.repository.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';
import { GetWatchlistChangesHandler } from './watchlist-changes.handler.js';
import { GetWatchlistChanges } from './watchlist-changes.query.js';

const AT = new Date('2026-11-20T08:00:00Z');

class Lists extends WatchlistRepository {
  constructor(private readonly lists: Watchlist[]) {
    super();
  }
  ofUser(tenantId: string, userId: string) {
    return Promise.resolve(this.lists.filter((list) => list.tenantId === tenantId && list.userId === userId));
  }
  byId() {
    return Promise.resolve(null);
  }
  byIds(): Promise<Watchlist[]> {
    return Promise.resolve([]);
  }
  containing(): Promise<Watchlist[]> {
    return Promise.resolve([]);
  }
  save() {
    return Promise.resolve();
  }
  delete() {
    return Promise.resolve();
  }
  watchers() {
    return Promise.resolve([]);
  }
  tickersWatchedBy() {
    return Promise.resolve([]);
  }
}

/** Screening's answer: every ticker known, 'DE1' of an exchange country the tenant may not see. */
class Companies extends WatchlistCompanies {
  constructor(private readonly now: Record<string, { final_score: number | null; rating: string | null }>) {
    super({} as ScreeningQueryCompanies);
  }
  override cards(_tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    return Promise.resolve(
      tickerIds.flatMap((tickerId) => {
        const figures = this.now[tickerId];
        if (!figures) return [];
        return [
          {
            realTickerId: tickerId,
            tickerID: tickerId,
            isin: `XX${tickerId}`,
            ticker: tickerId,
            origin: 'sec' as const,
            name: `Company ${tickerId}`,
            domicile_country: null,
            exchange_countryID: tickerId.startsWith('DE') ? 4 : 1,
            exchange_country: tickerId.startsWith('DE') ? 'Germany' : 'United States',
            exchange: tickerId.startsWith('DE') ? 'Xetra' : 'NYSE',
            scoreNote: null,
            ...figures,
            year: 2025,
            permitted: !tickerId.startsWith('DE'),
          },
        ];
      }),
    );
  }
}

function list(name: string, tickers: string[], userId = 'u'): Watchlist {
  const watchlist = new Watchlist({ id: `id-${name}`, tenantId: 't', userId, name, createdAt: AT });
  watchlist.addAll(tickers, AT);
  return watchlist;
}

describe('GetWatchlistChangesHandler', () => {
  let alerts: InMemoryAlertRepository;
  let handler: GetWatchlistChangesHandler;

  beforeEach(async () => {
    alerts = new InMemoryAlertRepository();
    await alerts.startBaselines([
      new AlertBaseline({ userId: 'u', tickerId: 'A', finalScore: 40, rating: 'B', at: AT }),
      new AlertBaseline({ userId: 'u', tickerId: 'B', finalScore: 50.001, rating: 'C', at: AT }),
      new AlertBaseline({ userId: 'u', tickerId: 'DE1', finalScore: 10, rating: 'A', at: AT }),
      new AlertBaseline({ userId: 'other', tickerId: 'C', finalScore: 1, rating: 'A', at: AT }),
    ]);
    handler = new GetWatchlistChangesHandler(
      new Lists([list('Core', ['A', 'B', 'DE1']), list('Tech', ['B', 'C']), list('Theirs', ['A'], 'other')]),
      alerts,
      new Companies({
        A: { final_score: 61.5, rating: 'D' },
        B: { final_score: 50, rating: 'C' },
        C: { final_score: 20, rating: 'A-' },
        DE1: { final_score: 99, rating: 'F' },
      }),
    );
  });

  it('compares each visible watched company with its baseline, once, leaving out what the tenant may not see', async () => {
    const answer = await handler.execute(new GetWatchlistChanges('t', 'u'));
    expect(answer.watchlists.map((watched) => watched.name)).toEqual(['Core', 'Tech']);
    expect(
      answer.companies.map((entry) => [
        entry.company.tickerID,
        entry.watchlists,
        entry.baseline?.final_score ?? null,
        entry.company.final_score,
        entry.changed,
      ]),
    ).toEqual([
      ['A', ['Core'], 40, 61.5, true],
      // 50.001 shows as 50.00: no change, as the alert digest sees it.
      ['B', ['Core', 'Tech'], 50.001, 50, false],
      // Not seen by the alert job yet: no baseline, no change.
      ['C', ['Tech'], null, 20, false],
    ]);
    expect(JSON.stringify(answer)).not.toContain('DE1');
  });

  it('narrows to one list by name, any case, and refuses a name the caller does not have', async () => {
    const answer = await handler.execute(new GetWatchlistChanges('t', 'u', ' tech '));
    expect(answer.companies.map((entry) => entry.company.tickerID)).toEqual(['B', 'C']);
    await expect(handler.execute(new GetWatchlistChanges('t', 'u', 'Theirs'))).rejects.toEqual(
      new WatchlistsError('WATCHLIST_NOT_FOUND'),
    );
  });
});
