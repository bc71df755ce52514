// Test fixtures shared by the billing specs (no production code imports it).
import { BillingError } from './billing-error.js';

/** The BillingError an action throws; fails the test when it throws nothing or another error. */
export function billingErrorOf(action: () => unknown): BillingError {
  try {
    action();
  } catch (error) {
    if (error instanceof BillingError) return error;
    throw error;
  }
  throw new Error('expected a BillingError');
}
