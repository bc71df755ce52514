import { AlertBaseline } from './alert-baseline.js';
import { planDigest, hasWork, type WatchedCompany } from './alert-digest.js';
import { AlertSetting, nextDigestAt } from './alert-setting.js';

const at = (iso: string) => new Date(iso);

describe('alert digest periods', () => {
  it('sends instantly, or a day, a week, a calendar month after the last digest', () => {
    const last = at('2026-01-31T10:00:00Z');
    expect(nextDigestAt('INSTANT', last)).toBeNull();
    expect(nextDigestAt('DAILY', last)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(nextDigestAt('WEEKLY', last)?.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(nextDigestAt('MONTHLY', last)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(nextDigestAt('MONTHLY', at('2026-03-15T00:00:00Z'))?.toISOString()).toBe(
      '2026-04-15T00:00:00.000Z',
    );
    expect(nextDigestAt('DAILY', null)).toBeNull();
  });

  it('is due when no digest went out yet or the period has passed', () => {
    const setting = new AlertSetting({
      userId: 'u',
      tenantId: 't',
      frequency: 'DAILY',
      at: at('2026-01-01T00:00:00Z'),
    });
    expect(setting.isDue(at('2026-01-01T00:00:00Z'))).toBe(true);
    setting.markSent(at('2026-01-01T08:00:00Z'));
    expect(setting.isDue(at('2026-01-02T07:59:59Z'))).toBe(false);
    expect(setting.isDue(at('2026-01-02T08:00:00Z'))).toBe(true);
    setting.choose('INSTANT', at('2026-01-01T09:00:00Z'));
    expect(setting.isDue(at('2026-01-01T09:00:00Z'))).toBe(true);
    expect(new AlertSetting({ userId: 'u', tenantId: 't', at: at('2026-01-01T00:00:00Z') }).frequency).toBe(
      'INSTANT',
    );
  });
});

describe('alert digest plan', () => {
  const now = at('2026-02-01T00:00:00Z');
  const company = (tickerId: string, final_score: number | null, rating: string | null): WatchedCompany => ({
    tickerId,
    name: tickerId,
    isin: `US${tickerId}`,
    exchange_country: 'United States',
    final_score,
    rating,
    year: 2025,
  });
  const baseline = (tickerId: string, finalScore: number | null, rating: string | null) =>
    new AlertBaseline({ userId: 'u', tickerId, finalScore, rating, at: at('2026-01-01T00:00:00Z') });

  it('tells score and rating changes, starts new companies silently, forgets unwatched ones', () => {
    const setting = new AlertSetting({ userId: 'u', tenantId: 't', at: now });
    const plan = planDigest({
      setting,
      baselines: [
        baseline('A', 40, 'B'),
        baseline('B', 50, 'C'),
        baseline('C', 60.001, 'D'),
        baseline('GONE', 1, 'A'),
      ],
      watched: ['A', 'B', 'C', 'NEW', 'HIDDEN'],
      visible: [
        company('A', 55, 'C'),
        company('B', 50, 'C-'),
        company('C', 60.004, 'D'),
        company('NEW', 10, 'A'),
      ],
      now,
    });
    expect(plan.changes.map((change) => [change.company.tickerId, change.before, change.after])).toEqual([
      ['A', { final_score: 40, rating: 'B' }, { final_score: 55, rating: 'C' }],
      ['B', { final_score: 50, rating: 'C' }, { final_score: 50, rating: 'C-' }],
    ]);
    expect(plan.start.map((started) => [started.tickerId, started.finalScore, started.rating])).toEqual([
      ['NEW', 10, 'A'],
    ]);
    expect(plan.stale).toEqual(['GONE']);
    expect(hasWork(plan)).toBe(true);
  });

  it('keeps changes for the next period when a digest is not due', () => {
    const setting = new AlertSetting({ userId: 'u', tenantId: 't', frequency: 'WEEKLY', at: now });
    setting.markSent(at('2026-01-28T00:00:00Z'));
    const plan = planDigest({
      setting,
      baselines: [baseline('A', 40, 'B')],
      watched: ['A'],
      visible: [company('A', 55, 'C')],
      now,
    });
    expect(plan.changes).toEqual([]);
    expect(hasWork(plan)).toBe(false);
  });
});
