import { BillingError } from './billing-error.js';
import { assertRegionCount, assertSeatCount } from './pricing/pricing.js';

/** Spec section 3, Cancellation: the reason values. */
export const CANCELLATION_REASONS = [
  'expensive',
  'lowfrequency',
  'obsolete',
  'competition',
  'issues',
  'expectation',
  'other',
] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];
/** Spec section 5 and 9: the other-reason text, at most 500 characters. */
export const OTHER_REASON_MAX_LENGTH = 500;

export interface Cancellation {
  reasons: CancellationReason[];
  /** The reasons as the request carries them: joined by ';'. */
  cancellationReason: string;
  otherReason: string | null;
}

/** Seats cannot go below the tenant's active users: they must disable users first. */
export function assertSeatsCover(activeUsers: number, seats: number): void {
  assertSeatCount(seats);
  if (seats < activeUsers) {
    const toDisable = activeUsers - seats;
    throw new BillingError(
      'SEATS_BELOW_ACTIVE_USERS',
      `You have ${activeUsers} active users. Please disable ${toDisable} user(s) before reducing your seats to ${seats}.`,
      { activeUsers, seats, toDisable },
    );
  }
}

/** Distinct region ids, ascending; refuses ids that are not positive whole numbers. */
export function normaliseRegionIds(regionIds: readonly number[]): number[] {
  const invalid = regionIds.filter((id) => !Number.isInteger(id) || id < 1);
  if (invalid.length > 0)
    throw new BillingError('INVALID_REGION', 'Region ids must be positive whole numbers.', { invalid });
  return [...new Set(regionIds)].sort((a, b) => a - b);
}

/**
 * A purchase selects exactly the bundle's region count, and keeps every region bought before
 * (previously purchased regions cannot be deselected).
 */
export function assertRegionSelection(
  regionCount: number,
  selected: readonly number[],
  purchased: readonly number[] = [],
): number[] {
  assertRegionCount(regionCount);
  const regions = normaliseRegionIds(selected);
  const dropped = purchased.filter((id) => !regions.includes(id));
  if (dropped.length > 0)
    throw new BillingError(
      'PURCHASED_REGION_REQUIRED',
      'Previously purchased regions cannot be deselected.',
      {
        regionIds: dropped,
      },
    );
  if (regions.length < regionCount) {
    const missing = regionCount - regions.length;
    throw new BillingError(
      'REGION_SELECTION_INCOMPLETE',
      `Please select ${missing} more region(s) in order to continue`,
      { missing, regionCount },
    );
  }
  if (regions.length > regionCount)
    throw new BillingError(
      'TOO_MANY_REGIONS',
      `This plan includes ${regionCount} region(s): please deselect ${regions.length - regionCount}.`,
      { extra: regions.length - regionCount, regionCount },
    );
  return regions;
}

/** At least one reason; 'other' needs its text (at most 500 characters). */
export function cancellationOf(reasons: readonly string[], otherReason?: string | null): Cancellation {
  const chosen = [...new Set(reasons.map((reason) => reason.trim()).filter((reason) => reason !== ''))];
  if (chosen.length === 0)
    throw new BillingError('CANCELLATION_REASON_REQUIRED', 'Please select at least one reason.');
  const unknown = chosen.filter((reason) => !(CANCELLATION_REASONS as readonly string[]).includes(reason));
  if (unknown.length > 0)
    throw new BillingError(
      'INVALID_CANCELLATION_REASON',
      `Unknown cancellation reason: ${unknown.join(', ')}.`,
      {
        unknown,
      },
    );
  const text = otherReason?.trim() ?? '';
  if (chosen.includes('other') && text === '')
    throw new BillingError('OTHER_REASON_REQUIRED', 'Please tell us your other reason.');
  if (text.length > OTHER_REASON_MAX_LENGTH)
    throw new BillingError(
      'OTHER_REASON_TOO_LONG',
      `The other reason can have at most ${OTHER_REASON_MAX_LENGTH} characters.`,
      { max: OTHER_REASON_MAX_LENGTH },
    );
  return {
    reasons: chosen as CancellationReason[],
    cancellationReason: chosen.join(';'),
    otherReason: chosen.includes('other') ? text : null,
  };
}
