import type { OneTimeCode } from './one-time-code.js';

export abstract class OneTimeCodeRepository {
  /** The user's newest code that is not used yet (older ones are void once a new one is sent). */
  abstract latestUnused(userId: string): Promise<OneTimeCode | null>;
  abstract add(code: OneTimeCode): Promise<void>;
  abstract save(code: OneTimeCode): Promise<void>;
  /**
   * Saves a try (its count, and its use when it was right) only if no other try was saved since the code
   * was read with `attemptsBefore` tries and unused: false when one was. Tries sent at once then count
   * one by one, and a code works once.
   */
  abstract saveTry(code: OneTimeCode, attemptsBefore: number): Promise<boolean>;
}
