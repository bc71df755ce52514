import type { OneTimeCode } from './one-time-code.js';

export abstract class OneTimeCodeRepository {
  /** The user's newest code that is not used yet (older ones are void once a new one is sent). */
  abstract latestUnused(userId: string): Promise<OneTimeCode | null>;
  abstract add(code: OneTimeCode): Promise<void>;
  abstract save(code: OneTimeCode): Promise<void>;
}
