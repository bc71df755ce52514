import type { LoginThrottle } from './login-throttle.js';

export abstract class LoginThrottleRepository {
  abstract byKeys(keys: string[]): Promise<LoginThrottle[]>;
  /**
   * Counts one attempt against each key, before its outcome is known, and answers the throttles as they
   * stood just before it. Atomic per key: attempts sent at the same time each see the count before their
   * own, so parallel requests cannot all pass under the limit.
   */
  abstract countAttempt(keys: string[], now: Date): Promise<LoginThrottle[]>;
  /** Settles an attempt counted on each key: a failure stays counted as one, a success is taken back. */
  abstract settle(keys: string[], failed: boolean, now: Date): Promise<void>;
  abstract save(throttles: LoginThrottle[]): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Forgets the throttles whose window started before `before` (they count nothing any more); answers how many. */
  abstract deleteStartedBefore(before: Date): Promise<number>;
}
