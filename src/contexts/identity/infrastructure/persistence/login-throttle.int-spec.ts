import type { MikroORM } from '@mikro-orm/postgresql';
import { migratedOrm } from '../../../../../test/support/database.js';
import { THROTTLE_LIMITS } from '../../domain/login-throttle.js';
import { MikroOrmLoginThrottleRepository } from './mikro-orm-account-security.repositories.js';

const t0 = new Date('2026-11-21T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const WINDOW = 15 * 60 * 1000;

/** The login throttle's window as production keeps it: the repository's SQL on PostgreSQL. */
describe('Login throttle in PostgreSQL', () => {
  let orm: MikroORM;
  let throttles: MikroOrmLoginThrottleRepository;
  let n = 0;
  /** A key of its own for each test: the tests share the table. */
  let key: (name: string) => string;

  beforeAll(async () => {
    orm = await migratedOrm();
  });

  afterAll(async () => {
    await orm.close();
  });

  beforeEach(() => {
    throttles = new MikroOrmLoginThrottleRepository(orm.em.fork({ useContext: true }));
    n += 1;
    const run = `${Date.now()}-${n}`;
    key = (name) => name.replace('@', `+${run}@`).replace(/^ip:(.*)$/, `ip:$1-${run}`);
  });

  /** An attacker's attempts as the sign-in counts them: counted first, then decided on the count before. */
  async function answeredIn(throttleKey: string, ms: number, everyMs: number): Promise<number> {
    let answered = 0;
    for (let elapsed = 0; elapsed < ms; elapsed += everyMs) {
      const [before] = await throttles.countAttempt([throttleKey], at(elapsed));
      if (before!.decision() !== 'refuse') answered += 1;
    }
    return answered;
  }

  const stored = async (throttleKey: string) => {
    // A fresh unit of work: the one above keeps the entities it loaded, the SQL updates the rows.
    const [throttle] = await new MikroOrmLoginThrottleRepository(orm.em.fork()).byKeys([throttleKey]);
    return (
      throttle && {
        failures: throttle.failures,
        pending: throttle.pending,
        lastFailureAt: throttle.lastFailureAt,
      }
    );
  };

  it('answers an account at most 10 attempts per 15-minute window: 40 an hour, fewer than 100', async () => {
    // One attempt every 10 seconds (the slow-down would allow fewer): every window lets 10 through.
    expect(await answeredIn(key('email:victim@acme.test'), 60 * 60 * 1000, 10_000)).toBe(
      4 * THROTTLE_LIMITS.email.refuseAfter,
    );
  });

  it('slows an account down from its 6th failure in the window, then refuses', async () => {
    const victim = key('email:victim@acme.test');
    const delays: Array<number | 'refuse'> = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const [before] = await throttles.countAttempt([victim], t0);
      delays.push(before!.decision());
      await throttles.settle([victim], true, t0);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1000, 1500, 2000, 2500, 'refuse']);
  });

  it('counts attempts made at the same moment one by one, each deciding on the count before its own', async () => {
    const victim = key('email:victim@acme.test');
    const counted = await Promise.all(Array.from({ length: 30 }, () => throttles.countAttempt([victim], t0)));
    const decisions = counted.map(([before]) => before!.decision());
    expect(decisions.filter((decision) => decision !== 'refuse')).toHaveLength(10);
    // Not settled yet: none of them is a failure, so none of those let through is slowed down.
    expect(decisions.filter((decision) => decision !== 'refuse')).toEqual(Array(10).fill(0));
    expect(counted.map(([before]) => before!.pending).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, index) => index),
    );
    expect(await stored(victim)).toMatchObject({ failures: 0, pending: 30 });
  });

  it('takes back a counted attempt that succeeded, and keeps one that failed as a failure', async () => {
    const [ip, email] = [key('ip:203.0.113.9'), key('email:a@acme.test')];
    await throttles.countAttempt([ip, email], t0);
    await throttles.settle([ip, email], false, t0);
    expect(await stored(ip)).toMatchObject({ failures: 0, pending: 0 });
    await throttles.countAttempt([email], at(1000));
    await throttles.settle([email], true, at(1000));
    expect(await stored(email)).toEqual({ failures: 1, pending: 0, lastFailureAt: at(1000) });
  });

  it('slows down after settled failures only: sign-ins in flight together do not slow each other down', async () => {
    const busy = key('email:busy@acme.test');
    // Nine sign-ins at once (a script, a shared account): all counted, none settled.
    const nine = await Promise.all(Array.from({ length: 9 }, () => throttles.countAttempt([busy], t0)));
    expect(nine.map(([before]) => before!.decision())).toEqual(Array(9).fill(0));
    await throttles.settle([busy], false, t0);
    // Five failures settled: the next attempt waits, whatever is still in flight.
    for (let failure = 0; failure < 5; failure += 1) {
      await throttles.countAttempt([busy], t0);
      await throttles.settle([busy], true, t0);
    }
    const [next] = await throttles.countAttempt([busy], t0);
    expect([next!.failures, next!.pending, next!.decision()]).toEqual([5, 8, 'refuse']);
    await throttles.settle([busy], false, t0);
    for (let settled = 0; settled < 8; settled += 1) await throttles.settle([busy], false, t0);
    const [after] = await throttles.countAttempt([busy], t0);
    expect([after!.failures, after!.pending, after!.decision()]).toEqual([5, 0, 500]);
  });

  it('never takes a settled attempt below zero', async () => {
    const email = key('email:late@acme.test');
    await throttles.countAttempt([email], t0);
    await throttles.settle([email], false, t0);
    await throttles.settle([email], false, t0);
    expect(await stored(email)).toMatchObject({ pending: 0 });
  });

  it('forgets failures and unsettled attempts when the window has passed, and starts a new one', async () => {
    const victim = key('email:victim@acme.test');
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await throttles.countAttempt([victim], t0);
      await throttles.settle([victim], true, t0);
    }
    await throttles.countAttempt([victim], t0);
    const [justBefore] = await throttles.countAttempt([victim], at(WINDOW - 1));
    expect([justBefore!.failures, justBefore!.pending, justBefore!.decision()]).toEqual([6, 1, 1000]);
    const [after] = await throttles.countAttempt([victim], at(WINDOW));
    expect([after!.failures, after!.pending, after!.decision()]).toEqual([0, 0, 0]);
    expect(after!.windowStartedAt).toEqual(at(WINDOW));
  });

  it('clears a key, and forgets the throttles whose window started before a date', async () => {
    const [old, recent] = [key('email:old@acme.test'), key('email:recent@acme.test')];
    await throttles.countAttempt([old], new Date('2000-01-01T00:00:00Z'));
    await throttles.countAttempt([recent], t0);
    expect(await throttles.deleteStartedBefore(new Date('2000-01-02T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await stored(old)).toBeUndefined();
    expect(await stored(recent)).toMatchObject({ pending: 1 });
    await throttles.clear(recent);
    expect(await stored(recent)).toBeUndefined();
  });
});
