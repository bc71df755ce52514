export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failures in the window after which attempts are slowed down, and after which they are refused until
 * the window has passed. An address (many people behind one office proxy) gets more room than an account.
 */
export const THROTTLE_LIMITS = {
  email: { slowDownAfter: 5, refuseAfter: 10 },
  ip: { slowDownAfter: 30, refuseAfter: 100 },
} as const;
export const SLOW_DOWN_AFTER = THROTTLE_LIMITS.email.slowDownAfter;
export const REFUSE_AFTER = THROTTLE_LIMITS.email.refuseAfter;

/**
 * Sign-in attempts counted per key ('email:...', 'ip:...', 'mfa:...', 'code-sent:...') in a window of 15
 * minutes: the failures, and the attempts counted but not settled yet (in flight, or cut off before their
 * outcome was known). Every attempt is counted before its secret is checked, so attempts sent at once cannot
 * all pass under the limit; the refusal counts both. The slow-down counts failures only, so that sign-ins that
 * happen to run at the same time (and will succeed) do not slow each other down.
 *
 * The window itself (counting, settling, starting again after 15 minutes) is written once, in SQL, by the
 * repository (`MikroOrmLoginThrottleRepository`): a throttle here is a key's count as it stood just before
 * an attempt was counted, and only decides what that attempt gets.
 */
export class LoginThrottle {
  key: string;
  failures: number;
  pending: number;
  windowStartedAt: Date;
  lastFailureAt: Date;

  constructor(key: string, now: Date) {
    this.key = key;
    this.failures = 0;
    this.pending = 0;
    this.windowStartedAt = now;
    this.lastFailureAt = now;
  }

  private get limits(): { slowDownAfter: number; refuseAfter: number } {
    return this.key.startsWith('ip:') ? THROTTLE_LIMITS.ip : THROTTLE_LIMITS.email;
  }

  /** Failures and unsettled attempts: what the refusal counts. */
  attempts(): number {
    return this.failures + this.pending;
  }

  /** 'refuse' (429), a delay in ms before answering, or 0 to proceed at once. */
  decision(): 'refuse' | number {
    const { slowDownAfter, refuseAfter } = this.limits;
    if (this.attempts() >= refuseAfter) return 'refuse';
    if (this.failures >= slowDownAfter) return Math.min(3_000, 500 * (this.failures - slowDownAfter + 1));
    return 0;
  }
}
