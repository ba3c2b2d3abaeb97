import { describe, expect, it } from 'vitest';
import { CLOSED_OUTCOMES, type ClosedOutcome, closedOutcome } from '../src/offering';
import type { OfferingStatus } from '../src/offering-basics';

describe('what a closed offering says (issue 19: never "tokens delivered" beside 0 % reserved)', () => {
  it.each<[OfferingStatus, string, string, string, ClosedOutcome | null]>([
    // Not closed: nothing to say yet, whatever the sums.
    ['PRE_ICO', '1000000', '0', '0', null],
    ['NOW_ICO', '1000000', '1000000', '1000000', null],
    // Closed: from the facts.
    ['POST_ICO', '1000000', '1000000', '1000000', 'SOLD_OUT'],
    ['POST_ICO', '1000000', '1000000', '1000000.00', 'SOLD_OUT'],
    ['POST_ICO', '1000000', '1000000', '999999', 'PARTLY_RAISED'],
    ['POST_ICO', '1000000', '600000', '1', 'PARTLY_RAISED'],
    ['POST_ICO', '1000000', '600000', '0', 'UNPAID_RESERVATIONS'],
    ['POST_ICO', '1000000', '1', '0', 'UNPAID_RESERVATIONS'],
    ['POST_ICO', '1000000', '0', '0', 'NO_RESERVATIONS'],
    ['POST_ICO', '1000000', '0.00', '0.00', 'NO_RESERVATIONS'],
  ])('%s, total %s, reserved %s, paid %s -> %s', (status, totalAmount, sumReservated, sumPayment, expected) => {
    expect(closedOutcome({ status, totalAmount, sumReservated, sumPayment })).toBe(expected);
  });

  it('names every outcome once', () => {
    expect(new Set(CLOSED_OUTCOMES).size).toBe(CLOSED_OUTCOMES.length);
  });
});
