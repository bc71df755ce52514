import { AccountLink } from './account-link.js';
import { IdentityError } from './identity-error.js';
import { LoginThrottle, REFUSE_AFTER, SLOW_DOWN_AFTER } from './login-throttle.js';
import { OneTimeCode } from './one-time-code.js';
import { assertPasswordPolicy } from './password-policy.js';

const t0 = new Date('2026-11-21T10:00:00Z');
const later = (ms: number): Date => new Date(t0.getTime() + ms);

function codeOf(action: () => void): string | undefined {
  try {
    action();
    return undefined;
  } catch (error) {
    return error instanceof IdentityError ? error.code : 'OTHER';
  }
}

describe('password policy', () => {
  it.each(['Ledger!Demo2026', 'aB3$efgh', `Aa1!${'x'.repeat(124)}`])('accepts %p', (password) => {
    expect(codeOf(() => assertPasswordPolicy(password))).toBeUndefined();
  });

  it.each(['Ab1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12', `Aa1!${'x'.repeat(125)}`])(
    'refuses %p with INVALID_PASSWORD',
    (password) => {
      expect(codeOf(() => assertPasswordPolicy(password))).toBe('INVALID_PASSWORD');
    },
  );
});

describe('OneTimeCode', () => {
  const make = (): OneTimeCode =>
    new OneTimeCode({ id: 'c', userId: 'u', channel: 'EMAIL', codeHash: 'h', createdAt: t0 });

  it('works once', () => {
    const code = make();
    expect(codeOf(() => code.redeem('h', later(1000)))).toBeUndefined();
    expect(codeOf(() => code.redeem('h', later(2000)))).toBe('OTP_INVALID');
  });

  it('expires after 10 minutes', () => {
    expect(codeOf(() => make().redeem('h', later(10 * 60 * 1000)))).toBe('OTP_INVALID');
    expect(codeOf(() => make().redeem('h', later(10 * 60 * 1000 - 1)))).toBeUndefined();
  });

  it('allows 5 tries, then refuses even the right code', () => {
    const code = make();
    for (let i = 0; i < 5; i += 1)
      expect(codeOf(() => code.redeem('wrong', later(1000)))).toBe('OTP_INVALID');
    expect(codeOf(() => code.redeem('h', later(1000)))).toBe('OTP_INVALID');
  });
});

describe('AccountLink', () => {
  it('a reset link works once within the hour; a first-administrator link lasts 3 days', () => {
    const reset = new AccountLink({
      id: 'l',
      userId: 'u',
      kind: 'PASSWORD_RESET',
      tokenHash: 'x',
      createdAt: t0,
    });
    expect(codeOf(() => reset.use(later(59 * 60 * 1000)))).toBeUndefined();
    expect(codeOf(() => reset.use(later(59 * 60 * 1000)))).toBe('INVALID_OOB_CODE');
    const stale = new AccountLink({
      id: 'l',
      userId: 'u',
      kind: 'PASSWORD_RESET',
      tokenHash: 'x',
      createdAt: t0,
    });
    expect(codeOf(() => stale.use(later(60 * 60 * 1000)))).toBe('INVALID_OOB_CODE');
    const magic = new AccountLink({
      id: 'm',
      userId: 'u',
      kind: 'FIRST_ADMIN',
      tokenHash: 'x',
      createdAt: t0,
    });
    expect(magic.expiresAt.toISOString()).toBe('2026-11-24T10:00:00.000Z');
  });
});

describe('LoginThrottle', () => {
  const counted = (key: string, failures: number, pending = 0): LoginThrottle => {
    const throttle = new LoginThrottle(key, t0);
    throttle.failures = failures;
    throttle.pending = pending;
    return throttle;
  };

  it('lets a few failures through, then slows down, then refuses', () => {
    const delays = Array.from({ length: REFUSE_AFTER + 1 }, (_, failures) =>
      counted('email:a@b.c', failures).decision(),
    );
    expect(delays.slice(0, SLOW_DOWN_AFTER)).toEqual(Array(SLOW_DOWN_AFTER).fill(0));
    expect(delays.slice(SLOW_DOWN_AFTER)).toEqual([500, 1000, 1500, 2000, 2500, 'refuse']);
  });

  it('refuses on failures and unsettled attempts together, and slows down on failures only', () => {
    expect(counted('email:a@b.c', 0, REFUSE_AFTER - 1).decision()).toBe(0);
    expect(counted('email:a@b.c', 1, REFUSE_AFTER - 1).decision()).toBe('refuse');
    expect(counted('email:a@b.c', SLOW_DOWN_AFTER, REFUSE_AFTER - SLOW_DOWN_AFTER - 1).decision()).toBe(500);
    expect(counted('email:a@b.c', SLOW_DOWN_AFTER, REFUSE_AFTER - SLOW_DOWN_AFTER).decision()).toBe('refuse');
  });

  it('gives an address more room than an account', () => {
    expect(counted('ip:203.0.113.9', REFUSE_AFTER).decision()).toBe(0);
    expect(counted('ip:203.0.113.9', 30).decision()).toBe(500);
    expect(counted('ip:203.0.113.9', 100).decision()).toBe('refuse');
  });
});
