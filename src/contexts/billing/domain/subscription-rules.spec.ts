import { billingErrorOf } from './billing-error.fixtures.js';
import {
  assertRegionSelection,
  assertSeatsCover,
  cancellationOf,
  normaliseRegionIds,
} from './subscription-rules.js';

describe('subscription rules', () => {
  describe('assertSeatsCover', () => {
    it('accepts seats that cover the active users', () => {
      expect(() => assertSeatsCover(3, 3)).not.toThrow();
      expect(() => assertSeatsCover(0, 1)).not.toThrow();
      expect(() => assertSeatsCover(2, 11)).not.toThrow();
    });

    it('refuses fewer seats than active users until users are disabled', () => {
      const error = billingErrorOf(() => assertSeatsCover(5, 3));
      expect(error.code).toBe('SEATS_BELOW_ACTIVE_USERS');
      expect(error.details).toEqual({ activeUsers: 5, seats: 3, toDisable: 2 });
      expect(error.message).toBe(
        'You have 5 active users. Please disable 2 user(s) before reducing your seats to 3.',
      );
      expect(() => assertSeatsCover(3, 3)).not.toThrow(); // after disabling two
    });

    it('refuses 0, negative and fractional seats', () => {
      for (const seats of [0, -1, 2.5])
        expect(billingErrorOf(() => assertSeatsCover(0, seats)).code).toBe('INVALID_SEAT_COUNT');
    });
  });

  describe('assertRegionSelection', () => {
    it("asks for the missing regions: 'Please select {n} more region(s) in order to continue'", () => {
      const error = billingErrorOf(() => assertRegionSelection(3, [4]));
      expect(error.code).toBe('REGION_SELECTION_INCOMPLETE');
      expect(error.message).toBe('Please select 2 more region(s) in order to continue');
      expect(error.details).toEqual({ missing: 2, regionCount: 3 });
      expect(billingErrorOf(() => assertRegionSelection(1, [])).message).toBe(
        'Please select 1 more region(s) in order to continue',
      );
    });

    it("accepts exactly the bundle's region count, deduplicated and sorted", () => {
      expect(assertRegionSelection(3, [9, 2, 5])).toEqual([2, 5, 9]);
      expect(billingErrorOf(() => assertRegionSelection(3, [2, 2, 5])).code).toBe(
        'REGION_SELECTION_INCOMPLETE',
      );
    });

    it('refuses more regions than the bundle has', () => {
      const error = billingErrorOf(() => assertRegionSelection(2, [1, 2, 3]));
      expect(error.code).toBe('TOO_MANY_REGIONS');
      expect(error.details).toEqual({ extra: 1, regionCount: 2 });
    });

    it('keeps previously purchased regions selected', () => {
      expect(assertRegionSelection(3, [1, 2, 7], [1, 2])).toEqual([1, 2, 7]);
      const error = billingErrorOf(() => assertRegionSelection(2, [1, 7], [1, 2]));
      expect(error.code).toBe('PURCHASED_REGION_REQUIRED');
      expect(error.details).toEqual({ regionIds: [2] });
    });

    it('refuses a region count below 1 and ids that are not positive whole numbers', () => {
      expect(billingErrorOf(() => assertRegionSelection(0, [])).code).toBe('INVALID_REGION_COUNT');
      expect(billingErrorOf(() => assertRegionSelection(1, [0])).code).toBe('INVALID_REGION');
      expect(billingErrorOf(() => normaliseRegionIds([1.5])).code).toBe('INVALID_REGION');
    });
  });

  describe('cancellationOf', () => {
    it("joins the reasons with ';'", () => {
      expect(cancellationOf(['expensive', 'issues', 'expensive'])).toEqual({
        reasons: ['expensive', 'issues'],
        cancellationReason: 'expensive;issues',
        otherReason: null,
      });
    });

    it("needs at least one known reason, and the text of 'other' (at most 500 characters)", () => {
      expect(billingErrorOf(() => cancellationOf([])).code).toBe('CANCELLATION_REASON_REQUIRED');
      expect(billingErrorOf(() => cancellationOf(['  '])).code).toBe('CANCELLATION_REASON_REQUIRED');
      expect(billingErrorOf(() => cancellationOf(['cheaper'])).code).toBe('INVALID_CANCELLATION_REASON');
      expect(billingErrorOf(() => cancellationOf(['other'])).code).toBe('OTHER_REASON_REQUIRED');
      expect(billingErrorOf(() => cancellationOf(['other'], '   ')).code).toBe('OTHER_REASON_REQUIRED');
      expect(billingErrorOf(() => cancellationOf(['other'], 'x'.repeat(501))).code).toBe(
        'OTHER_REASON_TOO_LONG',
      );
      expect(cancellationOf(['other'], 'x'.repeat(500)).otherReason).toHaveLength(500);
      expect(cancellationOf(['obsolete', 'other'], ' We built our own ')).toEqual({
        reasons: ['obsolete', 'other'],
        cancellationReason: 'obsolete;other',
        otherReason: 'We built our own',
      });
    });

    it("ignores other text when 'other' is not chosen", () => {
      expect(cancellationOf(['lowfrequency'], 'left over').otherReason).toBeNull();
    });
  });
});
