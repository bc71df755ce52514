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
    expect(throttles.items.get('email:victim@acme.test')?.failures).toBe(30);
  });

  it('takes back a counted attempt that succeeded', async () => {
    const throttles = new InMemoryLoginThrottleRepository();
    await throttles.countAttempt(['ip:203.0.113.9'], t0);
    await throttles.forgive('ip:203.0.113.9');
    expect(throttles.items.get('ip:203.0.113.9')?.failures).toBe(0);
  });
});
