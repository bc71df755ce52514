import type { LoginThrottle } from './login-throttle.js';

export abstract class LoginThrottleRepository {
  abstract byKeys(keys: string[]): Promise<LoginThrottle[]>;
  /**
   * Counts one attempt against each key as a failure, before its outcome is known, and answers the throttles
   * as they stood just before it. Atomic per key: attempts sent at the same time each see the count before
   * their own, so parallel requests cannot all pass under the limit.
   */
  abstract countAttempt(keys: string[], now: Date): Promise<LoginThrottle[]>;
  /** Takes back one counted attempt (it succeeded). */
  abstract forgive(key: string): Promise<void>;
  abstract save(throttles: LoginThrottle[]): Promise<void>;
  abstract clear(key: string): Promise<void>;
  /** Forgets the throttles whose window started before `before` (they count nothing any more); answers how many. */
  abstract deleteStartedBefore(before: Date): Promise<number>;
}
