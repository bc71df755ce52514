import type { MfaFactor } from './mfa-factor.js';

export abstract class MfaFactorRepository {
  abstract byUser(userId: string): Promise<MfaFactor | null>;
  abstract save(factor: MfaFactor): Promise<void>;
  abstract remove(factor: MfaFactor): Promise<void>;
}
