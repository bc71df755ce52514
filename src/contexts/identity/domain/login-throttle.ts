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

/** Failed sign-ins counted per key ('email:...' or 'ip:...') in a window of 15 minutes. */
export class LoginThrottle {
  key: string;
  failures: number;
  windowStartedAt: Date;
  lastFailureAt: Date;

  constructor(key: string, now: Date) {
    this.key = key;
    this.failures = 0;
    this.windowStartedAt = now;
    this.lastFailureAt = now;
  }

  private get limits(): { slowDownAfter: number; refuseAfter: number } {
    return this.key.startsWith('ip:') ? THROTTLE_LIMITS.ip : THROTTLE_LIMITS.email;
  }

  private expire(now: Date): void {
    if (now.getTime() - this.windowStartedAt.getTime() >= THROTTLE_WINDOW_MS) {
      this.failures = 0;
      this.windowStartedAt = now;
    }
  }

  /** 'refuse' (429), a delay in ms before answering, or 0 to proceed at once. */
  decision(now: Date): 'refuse' | number {
    this.expire(now);
    const { slowDownAfter, refuseAfter } = this.limits;
    if (this.failures >= refuseAfter) return 'refuse';
    if (this.failures >= slowDownAfter) return Math.min(3_000, 500 * (this.failures - slowDownAfter + 1));
    return 0;
  }

  recordFailure(now: Date): void {
    this.expire(now);
    this.failures += 1;
    this.lastFailureAt = now;
  }

  /** This throttle as it stood, before a failure is recorded on it. */
  copy(): LoginThrottle {
    const copy = new LoginThrottle(this.key, this.windowStartedAt);
    copy.failures = this.failures;
    copy.lastFailureAt = this.lastFailureAt;
    return copy;
  }
}
