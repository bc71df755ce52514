import type { MfaFactor } from './mfa-factor.js';

export abstract class MfaFactorRepository {
  abstract byUser(userId: string): Promise<MfaFactor | null>;
  abstract save(factor: MfaFactor): Promise<void>;
  /**
   * Stores the secret of an enrolment (re)started: the account's factor is created, or its secret replaced
   * while it is unconfirmed, so enrolments started at once leave the last one's secret rather than fail.
   * False when the factor was confirmed meanwhile (nothing changed).
   */
  abstract enrol(factor: MfaFactor): Promise<boolean>;
  abstract remove(factor: MfaFactor): Promise<void>;
}
