import { FixedClock } from '../../../../../shared/domain/clock.js';
import type { CompanyCard } from '../../../../screening/index.js';
import { AlertBaseline } from '../../../domain/alert-baseline.js';
import type { ScoreChange } from '../../../domain/alert-digest.js';
import type { NotificationFrequency } from '../../../domain/alert-setting.js';
import type { Watchlist } from '../../../domain/watchlist.js';
import { WatchlistRepository } from '../../../domain/watchlist.repository.js';
import { InMemoryAlertRepository } from '../../../infrastructure/persistence/in-memory-alert.repository.js';
import { AlertMail } from '../../ports/alert-mail.js';
import { WatchlistCompanies } from '../../watchlist-companies.js';
import { SendWatchlistAlertsHandler } from './send-watchlist-alerts.handler.js';
import type { AccountDirectory } from '../../ports/account-directory.js';
import { type ScreeningQueryCompanies } from '../../../infrastructure/screening/screening-query-companies.js';

class OneWatcher extends WatchlistRepository {
  constructor(private readonly tickers: string[]) {
    super();
  }
  watchers() {
    return Promise.resolve([{ tenantId: 't', userId: 'u' }]);
  }
  tickersWatchedBy() {
    return Promise.resolve([...this.tickers]);
  }
  ofUser(): Promise<Watchlist[]> {
    return Promise.resolve([]);
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
}

/** The screening context's answer, changed by the test as data revisions would. */
class Companies extends WatchlistCompanies {
  scores = new Map<string, { final_score: number | null; rating: string | null; permitted?: boolean }>();
  constructor() {
    super({} as ScreeningQueryCompanies);
  }
  override cards(_tenantId: string, tickerIds: readonly string[]): Promise<CompanyCard[]> {
    return Promise.resolve(
      tickerIds.flatMap((tickerId) => {
        const now = this.scores.get(tickerId);
        if (!now) return [];
        return [
          {
            realTickerId: tickerId,
            tickerID: tickerId,
            isin: `US${tickerId}`,
            ticker: tickerId,
            origin: 'sec' as const,
            name: `Company ${tickerId}`,
            domicile_country: 'United States',
            exchange_countryID: 1,
            exchange_country: 'United States',
            exchange: 'NYSE',
            rating: now.rating,
            scoreNote: null,
            final_score: now.final_score,
            year: 2025,
            permitted: now.permitted ?? true,
          },
        ];
      }),
    );
  }
}

class Outbox extends AlertMail {
  sent: Array<{ to: string; frequency: NotificationFrequency; changes: readonly ScoreChange[] }> = [];
  digest(to: string, _name: string, frequency: NotificationFrequency, changes: readonly ScoreChange[]) {
    this.sent.push({ to, frequency, changes });
    return Promise.resolve();
  }
}

describe('SendWatchlistAlertsHandler', () => {
  const clock = new FixedClock(new Date('2026-11-21T09:00:00Z'));
  let disabled = false;
  const principals = {
    recipient: () => Promise.resolve({ email: 'u@example.test', displayName: 'U', disabled }),
  } as AccountDirectory;
  let alerts: InMemoryAlertRepository;
  let companies: Companies;
  let outbox: Outbox;
  let handler: SendWatchlistAlertsHandler;

  beforeEach(async () => {
    disabled = false;
    alerts = new InMemoryAlertRepository(() => clock.now());
    companies = new Companies();
    outbox = new Outbox();
    handler = new SendWatchlistAlertsHandler(
      new OneWatcher(['A', 'B']),
      alerts,
      companies,
      outbox,
      principals,
      clock,
    );
    companies.scores.set('A', { final_score: 40, rating: 'B' });
    companies.scores.set('B', { final_score: 50, rating: 'C' });
    await alerts.startBaselines([
      new AlertBaseline({ userId: 'u', tickerId: 'A', finalScore: 40, rating: 'B', at: clock.now() }),
      new AlertBaseline({ userId: 'u', tickerId: 'B', finalScore: 50, rating: 'C', at: clock.now() }),
    ]);
  });

  it('sends one digest of the changes, once, even when two runs overlap', async () => {
    companies.scores.set('A', { final_score: 61.5, rating: 'D' });
    const [first, second] = await Promise.all([handler.execute(), handler.execute()]);
    expect(first.digests + second.digests).toBe(1);
    expect(outbox.sent).toHaveLength(1);
    expect(
      outbox.sent[0]!.changes.map((change) => [change.company.tickerId, change.before, change.after]),
    ).toEqual([['A', { final_score: 40, rating: 'B' }, { final_score: 61.5, rating: 'D' }]]);
    await handler.execute();
    expect(outbox.sent).toHaveLength(1);
  });

  it('keeps the changes of a daily user until a day has passed, and tells nothing of hidden companies', async () => {
    await alerts.withLock('u', 't', ({ setting }) => {
      setting.choose('DAILY', clock.now());
      setting.markSent(clock.now());
      return Promise.resolve({ result: undefined, add: [], remove: [] });
    });
    companies.scores.set('A', { final_score: 70, rating: 'E' });
    companies.scores.set('B', { final_score: 90, rating: 'F', permitted: false });
    await handler.execute();
    expect(outbox.sent).toHaveLength(0);
    clock.advance(24 * 3_600_000);
    await handler.execute();
    expect(outbox.sent.map((mail) => mail.changes.map((change) => change.company.tickerId))).toEqual([['A']]);
    expect(outbox.sent[0]!.frequency).toBe('DAILY');
  });

  it('mails no disabled user, and tells them once they are enabled again', async () => {
    companies.scores.set('A', { final_score: 75, rating: 'E' });
    disabled = true;
    await handler.execute();
    expect(outbox.sent).toHaveLength(0);
    disabled = false;
    await handler.execute();
    expect(outbox.sent.map((mail) => mail.changes.map((change) => change.company.tickerId))).toEqual([['A']]);
  });
});
