import { InMemoryLoginThrottleRepository } from '../infrastructure/persistence/in-memory-identity.repositories.js';
import { LoginThrottle, THROTTLE_LIMITS } from './login-throttle.js';

const t0 = new Date('2026-11-21T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);

/** An attacker's attempts as the sign-in counts them: counted first, then decided on the count before. */
async function answeredIn(key: string, ms: number, everyMs: number): Promise<number> {
  const throttles = new InMemoryLoginThrottleRepository();
  let answered = 0;
  for (let elapsed = 0; elapsed < ms; elapsed += everyMs) {
    const [before] = await throttles.countAttempt([key], at(elapsed));
    if (before!.decision(at(elapsed)) !== 'refuse') answered += 1;
  }
  return answered;
}

describe('LoginThrottle over an hour', () => {
  it('answers an account at most 10 attempts per 15-minute window: 40 an hour, fewer than 100', async () => {
    // One attempt a second (the slow-down would allow fewer): every window lets 10 through.
    expect(await answeredIn('email:victim@acme.test', 60 * 60 * 1000, 1000)).toBe(
      4 * THROTTLE_LIMITS.email.refuseAfter,
    );
  });

  it('slows an account down from its 6th failure in the window', () => {
    const throttle = new LoginThrottle('email:victim@acme.test', t0);
    const delays: Array<number | 'refuse'> = [];
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      delays.push(throttle.decision(t0));
      throttle.recordFailure(t0);
    }
    expect(delays).toEqual([0, 0, 0, 0, 0, 500, 1000, 1500, 2000, 2500, 'refuse']);
  });

  it('counts attempts made at the same moment one by one, each deciding on the count before its own', async () => {
    const throttles = new InMemoryLoginThrottleRepository();
    const counted = await Promise.all(
      Array.from({ length: 30 }, () => throttles.countAttempt(['email:victim@acme.test'], t0)),
    );
    const decisions = counted.map(([before]) => before!.decision(t0));
    expect(decisions.filter((decision) => decision !== 'refuse')).toHaveLength(10);
    // Not settled yet: none of them is a failure, so none of those let through is slowed down.
    expect(decisions.filter((decision) => decision !== 'refuse')).toEqual(Array(10).fill(0));
    expect(throttles.items.get('email:victim@acme.test')?.attempts()).toBe(30);
    expect(throttles.items.get('email:victim@acme.test')?.failures).toBe(0);
  });

  it('takes back a counted attempt that succeeded, and keeps one that failed as a failure', async () => {
    const throttles = new InMemoryLoginThrottleRepository();
    await throttles.countAttempt(['ip:203.0.113.9', 'email:a@acme.test'], t0);
    await throttles.settle(['ip:203.0.113.9', 'email:a@acme.test'], false, t0);
    expect(throttles.items.get('ip:203.0.113.9')?.attempts()).toBe(0);
    await throttles.countAttempt(['email:a@acme.test'], at(1000));
    await throttles.settle(['email:a@acme.test'], true, at(1000));
    const throttle = throttles.items.get('email:a@acme.test');
    expect([throttle?.failures, throttle?.pending, throttle?.lastFailureAt]).toEqual([1, 0, at(1000)]);
  });

  it('slows down after settled failures only: sign-ins in flight together do not slow each other down', async () => {
    const throttles = new InMemoryLoginThrottleRepository();
    const key = 'email:busy@acme.test';
    // Nine sign-ins at once (a script, a shared account): all counted, none settled.
    const nine = await Promise.all(Array.from({ length: 9 }, () => throttles.countAttempt([key], t0)));
    expect(nine.map(([before]) => before!.decision(t0))).toEqual(Array(9).fill(0));
    await throttles.settle([key], false, t0);
    // Five failures settled: the next attempt waits, whatever is still in flight.
    for (let failure = 0; failure < 5; failure += 1) {
      await throttles.countAttempt([key], t0);
      await throttles.settle([key], true, t0);
    }
    const [next] = await throttles.countAttempt([key], t0);
    expect([next!.failures, next!.pending, next!.decision(t0)]).toEqual([5, 8, 'refuse']);
    await throttles.settle([key], false, t0);
    for (let settled = 0; settled < 8; settled += 1) await throttles.settle([key], false, t0);
    const [after] = await throttles.countAttempt([key], t0);
    expect([after!.failures, after!.pending, after!.decision(t0)]).toEqual([5, 0, 500]);
  });

  it('forgets failures and unsettled attempts when the window has passed', () => {
    const throttle = new LoginThrottle('email:victim@acme.test', t0);
    for (let attempt = 0; attempt < 6; attempt += 1) throttle.recordFailure(t0);
    throttle.startAttempt(t0);
    expect(throttle.decision(t0)).toBe(1000);
    const later = at(15 * 60 * 1000);
    expect(throttle.decision(later)).toBe(0);
    expect([throttle.failures, throttle.pending]).toEqual([0, 0]);
  });
});
